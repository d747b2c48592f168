/**
 * Battle Fury (Mohican River Tribe) on the published card, through the real engine: engaged, a
 * Tribesman rolls 1 more attack die and 2 more defense dice; not engaged (attacking and attacked at
 * range), the printed numbers; control: the card without its powers, engaged.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES", "ATTACKING"; the power's
 * text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, game, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';
const BLANKS = Array.from({ length: 20 }, () => FACE.blank);

/** The Tribesman (a1) on (5, 0) and Blue's b1 (Range 9) on (4, 0) beside it or on (1, 0): the dice of a1's attack on b1, then of b1's on a1. */
function dice(c: ArmyCard, beside: boolean): { attack: number; defense: number } {
  const s = play([ROW], [[5, 0]], [[beside ? 4 : 1, 0]], [oneFigure(c, { life: 10 })], [card({ name: 'Blue', range: 9, life: 10, move: 0 })]);
  toAfterMove(s, 0, 1);
  game.forceChance(s, BLANKS);
  const attack = Number(ofType(choose(s, 'a1>b1', 'choose-attack'), 'AttackDeclared')[0]!.data['attackDice']);
  choose(s, 'done', 'choose-mover');
  game.forceChance(s, BLANKS);
  const defense = Number(ofType(choose(s, 'b1>a1', 'choose-attack'), 'AttackDeclared')[0]!.data['defenseDice']);
  return { attack, defense };
}

describe.skipIf(!HAVE_UNITS)('Battle Fury on the published card', () => {
  const bound = boundTo(cards, 'battle-fury');
  it('the pool binds it on the Mohican River Tribe', () => expect(bound.map((b) => b.card.name)).toEqual(['Mohican River Tribe']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: engaged, +1 attack and +2 defense dice; at range, none; none without the power', (_, c) => {
    expect(dice(c, true)).toEqual({ attack: c.attack + 1, defense: c.defense + 2 });
    expect(dice(c, false)).toEqual({ attack: c.attack, defense: c.defense });
    expect(dice(withoutPowers(c), true)).toEqual({ attack: c.attack, defense: c.defense });
  });
});
