/**
 * Deadly Shot (Omnicron Snipers, Zetacron) and Deadly Strike (Minions of Utgar, Migol Ironwill) on
 * every published card that has them, through the real
 * engine with forced dice: one skull rolled against a figure rolling no defense is two wounds.
 * Control: the same card without its powers gives one wound.
 * Rulebook: heroscape-master-game-guide — "ATTACKING"; the power's text is on the cards (../shared
 * units file, read at run time).
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
const { skull, blank } = FACE;

/** The wounds on b1 (Defense 0) after a1 (Attack 2, Range 9) rolls one skull and one blank at it. */
function woundsFromOneSkull(c: ArmyCard): number {
  const s = battle(['1 1 1 1 1 1 1 1 1 1 1'], [[0, 0]], [[5, 0]], [oneFigure(c, { attack: 2, range: 9 })], [card({ name: 'Blue', life: 50, defense: 0 })]);
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skull, blank]);
  choose(s, 'a1>b1', 'choose-attack');
  return figure(s, 'b1').wounds;
}

describe.skipIf(!HAVE_UNITS).each([
  ['Deadly Shot', 'deadly-shot', ['Omnicron Snipers', 'Zetacron']],
  ['Deadly Strike', 'deadly-strike', ['Migol Ironwill', 'Minions of Utgar']],
] as const)('%s on the published cards', (_, key, names) => {
  const bound = boundTo(cards, key);

  it('the pool binds it on the 2 cards that print it', () => expect(bound.map((b) => b.card.name).sort()).toEqual([...names]));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: one skull is two wounds; without the power one', (_, c) => {
    expect(woundsFromOneSkull(c)).toBe(2);
    expect(woundsFromOneSkull(withoutPowers(c))).toBe(1);
  });
});
