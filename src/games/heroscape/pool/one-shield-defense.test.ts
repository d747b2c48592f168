/**
 * One Shield Defense on every published card that has it (Crixus, Migol Ironwill), through the real
 * engine with forced dice: 4 skulls against a defense of one shield and one blank is one wound (and
 * against a special attack too: our reading, abilities/one-shield-defense.ts); with no shield rolled
 * all 4 skulls wound. Control: the same card without its powers takes 3.
 * Rulebook: heroscape-master-game-guide — "ATTACKING"; the power's text is on the cards (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove, withPowers } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, shield, blank } = FACE;

/** The wounds on b1 (the card, Defense 2, Life 10) after Red rolls 4 skulls and it rolls `defense`. */
function wounds(c: ArmyCard, defense: readonly number[], special = false): number {
  const red = special ? withPowers({ name: 'Walker', attack: 4, range: 7 }, 'Explosion Special Attack') : card({ name: 'Red', attack: 4, range: 7 });
  const s = battle(['1 1 1 1 1 1 1 1 1 1 1'], [[0, 0]], [[5, 0]], [red], [oneFigure(c, { defense: 2, life: 10 })]);
  toAfterMove(s, 0, 1);
  // The Explosion rolls 3 dice: the fourth skull is then left for nobody.
  game.forceChance(s, special ? [skull, skull, skull, ...defense] : [skull, skull, skull, skull, ...defense]);
  choose(s, special ? 'explosion-special-attack:a1>b1' : 'a1>b1', 'choose-attack');
  return figure(s, 'b1').wounds;
}

describe.skipIf(!HAVE_UNITS)('One Shield Defense on the published cards', () => {
  const bound = boundTo(cards, 'one-shield-defense');

  it('the pool binds it on the 2 cards that print it', () => expect(bound.map((b) => b.card.name).sort()).toEqual(['Crixus', 'Migol Ironwill']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: one shield rolled caps the wounds at one; no shield, no cap; without the power 3', (_, c) => {
    expect(wounds(c, [shield, blank])).toBe(1);
    expect(wounds(c, [shield, blank], true)).toBe(1);
    expect(wounds(c, [blank, blank])).toBe(4);
    expect(wounds(withoutPowers(c), [shield, blank])).toBe(3);
  });
});
