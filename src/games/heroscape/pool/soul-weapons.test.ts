/**
 * Soul Weapons (Death Knights of Valkrill) on the published card, through the real engine: the
 * defender of the card's figure's attack rolls 2 fewer defense dice (never fewer than none); controls —
 * another attacker of the same army, and the card without its powers.
 * Rulebook: heroscape-master-game-guide — "ATTACKING"; the power's text is on the card (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1'];

/** Red's `attacker` (0: the card's figure, 1: a plain figure) attacks b1 (Defense `defense`): the defense dice declared. */
function defenseDice(c: ArmyCard, attacker: 0 | 1, defense: number): number {
  const s = play(
    ROWS,
    [
      [0, 0],
      [0, 1],
    ],
    [[5, 0]],
    [oneFigure(c, { range: 9, attack: 2 }), card({ name: 'Red', range: 9, attack: 2 })],
    [card({ name: 'Blue', defense, life: 10 })],
  );
  toAfterMove(s, attacker, 2);
  return Number(ofType(choose(s, `${attacker === 0 ? 'a1' : 'a2'}>b1`, 'choose-attack'), 'AttackDeclared')[0]?.data['defenseDice']);
}

describe.skipIf(!HAVE_UNITS)('Soul Weapons on the published cards', () => {
  const bound = boundTo(cards, 'soul-weapons');
  it('the pool binds it on the Death Knights of Valkrill', () => expect(bound.map((b) => b.card.name)).toEqual(['Death Knights of Valkrill']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: its target rolls 2 fewer defense dice, never fewer than none', (_, c) => {
    expect(defenseDice(c, 0, 4)).toBe(2);
    expect(defenseDice(c, 0, 1)).toBe(0);
    // Controls: another Red figure's attack; the card without its powers.
    expect(defenseDice(c, 1, 4)).toBe(4);
    expect(defenseDice(withoutPowers(c), 0, 4)).toBe(4);
  });
});
