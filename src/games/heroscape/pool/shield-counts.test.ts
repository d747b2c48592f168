/**
 * Shields of Valor (Sentinels of Jandar) and Defensive Agility (Warriors of Ashra) on the published
 * cards, through the real engine with forced dice: the wounds left when the card's figure rolls one
 * shield against three skulls, with the printed condition met or not, and for the same card without
 * its powers (the control, which fails if the power were ignored).
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (each shield blocks one skull); the powers'
 * texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, shield, blank } = FACE;

/** The wounds on the card's figure (Defense 3) at (5, 0) after Red's figure (Attack 3, Range 9) at (at, 0) rolls three skulls and it rolls one shield. */
function woundsLeft(c: ArmyCard, at: number): number {
  const s = battle(['1 1 1 1 1 1 1 1 1 1 1'], [[at, 0]], [[5, 0]], [card({ name: 'Red', attack: 3, range: 9 })], [oneFigure(c, { defense: 3, life: 50 })]);
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skull, skull, skull, shield, blank, blank]);
  choose(s, 'a1>b1', 'choose-attack');
  return figure(s, 'b1').wounds;
}

function family(key: string, names: readonly string[], check: (c: ArmyCard) => void): void {
  describe.skipIf(!HAVE_UNITS)(`${key} on the published cards`, () => {
    const bound = boundTo(cards, key);
    it(`the pool binds it on ${names.join(', ')}`, () => expect(bound.map((b) => b.card.name).sort()).toEqual([...names].sort()));
    it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => check(c));
  });
}

family('shields-of-valor', ['Sentinels of Jandar'], (c) => {
  // One shield blocks two of the three hits, from near or far.
  expect(woundsLeft(c, 0)).toBe(1);
  expect(woundsLeft(c, 4)).toBe(1);
  expect(woundsLeft(withoutPowers(c), 0)).toBe(2);
});

family('defensive-agility', ['Warriors of Ashra'], (c) => {
  // An adjacent attacker: one shield blocks everything; from afar it blocks one.
  expect(woundsLeft(c, 4)).toBe(0);
  expect(woundsLeft(c, 0)).toBe(2);
  expect(woundsLeft(withoutPowers(c), 4)).toBe(2);
});
