/**
 * Tough on every published card that has it (Gorillinators, Mogrimm Forgehammer), through the real
 * engine with forced dice: against a normal attack of 3 skulls, a defense roll of one blank blocks
 * one skull (the automatic shield); against a special attack it adds nothing. Control: the same card
 * without its powers takes all 3.
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
const { skull, blank } = FACE;

/** The wounds on b1 (the card, Defense 1, Life 10) after Red rolls 3 skulls at it and it rolls a blank. */
function woundsFromThree(c: ArmyCard, special: boolean): number {
  const red = special ? withPowers({ name: 'Walker', attack: 3, range: 7 }, 'Explosion Special Attack') : card({ name: 'Red', attack: 3, range: 7 });
  const s = battle(['1 1 1 1 1 1 1 1 1 1 1'], [[0, 0]], [[5, 0]], [red], [oneFigure(c, { defense: 1, life: 10 })]);
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skull, skull, skull, blank]);
  choose(s, special ? 'explosion-special-attack:a1>b1' : 'a1>b1', 'choose-attack');
  return figure(s, 'b1').wounds;
}

describe.skipIf(!HAVE_UNITS)('Tough on the published cards', () => {
  const bound = boundTo(cards, 'tough');

  it('the pool binds it on the 2 cards that print it', () => expect(bound.map((b) => b.card.name).sort()).toEqual(['Gorillinators', 'Mogrimm Forgehammer']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: one automatic shield against a normal attack, none against a special one; without the power none',
    (_, c) => {
      expect(woundsFromThree(c, false)).toBe(2);
      expect(woundsFromThree(c, true)).toBe(3);
      expect(woundsFromThree(withoutPowers(c), false)).toBe(3);
    },
  );
});
