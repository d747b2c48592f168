/**
 * Bayonet Attack 1 on the published card that prints it (10th Regiment of Foot), through the real
 * engine: a figure that moved at least one space this turn rolls 1 more attack die at an adjacent
 * figure; not at a figure 2 spaces away after moving, and not at an adjacent figure without having
 * moved. The card's other powers are taken off for the counts (Wait Then Fire adds a die to a figure
 * that did not move), so only this power decides. Control: the same card without its powers.
 * Rulebook: heroscape-master-game-guide — "ATTACKING"; the power's text is on the card (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, game, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { blank } = FACE;
const ROW = '1 1 1 1 1 1 1 1';

/** The attack dice a1 (Attack 2, Range 6) at (0, 0) rolls at b1 (2, 0), after moving to `to` (or not moving). */
function attackDice(c: ArmyCard, to: { q: number; r: number } | null, b1: [number, number] = [2, 0]): number {
  const s = battle([ROW, ROW], [[0, 0]], [b1], [oneFigure(c, { attack: 2, range: 6 })], [card({ name: 'Blue', life: 50, defense: 0 })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  if (to) {
    choose(s, 'fig:a1', 'choose-mover');
    choose(s, optionWhere(s, to).id);
  }
  while (open(s).kind === 'choose-mover') choose(s, 'done', 'choose-mover');
  game.forceChance(s, [blank, blank, blank, blank]);
  const events = choose(s, 'a1>b1', 'choose-attack');
  return Number(ofType(events, 'AttackDeclared')[0]?.data['attackDice']);
}

describe.skipIf(!HAVE_UNITS)('Bayonet Attack 1 on the published card', () => {
  it('10th Regiment of Foot: 1 more die at an adjacent figure after moving; not at 2 spaces, not without a move; without the power none', () => {
    const bound = boundTo(cards, 'bayonet-attack-1');
    expect(bound.map((b) => b.card.name)).toEqual(['10th Regiment of Foot']);
    const full = bound[0]!.card;
    const c: ArmyCard = { ...full, powers: full.powers.filter((p) => p.name === 'Bayonet Attack 1') };
    expect(attackDice(c, { q: 1, r: 0 })).toBe(3); // moved next to b1
    expect(attackDice(c, { q: 0, r: 1 })).toBe(2); // moved, b1 2 spaces away
    expect(attackDice(c, null, [1, 0])).toBe(2); // adjacent, did not move
    expect(attackDice(withoutPowers(full), { q: 1, r: 0 })).toBe(2);
  });
});
