/**
 * Galloping Charge (abilities/galloping-charge.ts) on the published card bound to it (Templar
 * Cavalry), through the real engine: the knight moves next to a figure that was 6 hexes away when its
 * turn started and attacks with 2 more dice; from 3 hexes away, none; and the card without its powers,
 * none (the control).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "ATTACKING"; the power's text is on the
 * card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, ofType, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** The card's a1 (Attack 3, Move 8) starts at (`from`, 0), moves to (5, 0) and attacks b1 at (6, 0): its attack dice. */
function charge(c: ArmyCard, from: number): number {
  const s = battle(['1 1 1 1 1 1 1 1'], [[from, 0]], [[6, 0]], [oneFigure(c, { attack: 3, move: 8, range: 1 })], [card({ name: 'Target', move: 0, life: 10 })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  choose(s, optionWhere(s, { q: 5, r: 0 }).id);
  return Number(ofType(choose(s, 'a1>b1', 'choose-attack'), 'AttackDeclared')[0]?.data['attackDice']);
}

describe.skipIf(!HAVE_UNITS)('Galloping Charge on the published cards', () => {
  const bound = boundTo(cards, 'galloping-charge');

  it('the pool binds it on the Templar Cavalry', () => expect(bound.map((b) => b.card.name)).toEqual(['Templar Cavalry']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 2 more dice against a figure 4 or more hexes away when the turn started', (_, c) => {
    expect(charge(c, 0)).toBe(5);
    expect(charge(c, 2)).toBe(5);
    expect(charge(c, 3)).toBe(3);
    expect(charge(withoutPowers(c), 0)).toBe(3);
  });
});
