/**
 * Warrior's Swiftness Spirit (abilities/warrior-spirit.ts) on the published card bound to it (Eldgrim
 * the Viking Champion), through the real engine with forced dice: when the card's figure is
 * destroyed its player may put the spirit on a Unique Army Card, whose figures then move 1 more; or
 * keep it off. Control: the same card without its powers asks nothing and the other card moves its
 * own number.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, game, open, optionWhere } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull } = FACE;

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];

/**
 * Red's Runner (Move 4, card 0) at (0, 0) and the card's figure (Life 1, Defense 0, card 1) at (10, 0);
 * Blue (card 2) at (11, 0) destroys it first. `answer`: the spirit question's answer, if asked.
 * Then Red's Runner is asked where to move.
 */
function destroyedThenRun(c: ArmyCard, answer?: string) {
  const s = battle(
    ROW,
    [
      [0, 0],
      [10, 0],
    ],
    [[11, 0]],
    [card({ name: 'Runner', move: 4 }), oneFigure(c, { life: 1, defense: 0 })],
    [card({ name: 'Blue', attack: 3, range: 1, life: 20 })],
  );
  toAfterMove(s, 0, 2, true);
  game.forceChance(s, [skull, skull, skull]);
  choose(s, 'b1>a2');
  const asked = open(s).kind === 'use-power' ? optionIds(s) : [];
  if (answer !== undefined) choose(s, answer, 'use-power');
  choose(s, 'fig:a1', 'choose-mover');
  return { s, asked };
}

const reaches = (s: ReturnType<typeof destroyedThenRun>['s'], q: number): boolean => {
  try {
    optionWhere(s, { q, r: 0 });
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!HAVE_UNITS)("Warrior's Swiftness Spirit on the published cards", () => {
  const bound = boundTo(cards, 'warrior-s-swiftness-spirit');

  it('the pool binds it on Eldgrim the Viking Champion', () => expect(bound.map((b) => b.card.name)).toEqual(['Eldgrim the Viking Champion']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: destroyed, the spirit may go on a Unique card (Move 4 reaches 5) or stay off; without the power nothing is asked',
    (_, c) => {
      const on = destroyedThenRun(c, 'on:0');
      // The Unique cards in play but the destroyed figure's own (Blue's too), and keeping it off.
      expect(on.asked).toEqual(['on:0', 'on:2', 'skip']);
      expect(reaches(on.s, 5)).toBe(true);
      expect(reaches(on.s, 6)).toBe(false);
      const off = destroyedThenRun(c, 'skip');
      expect(reaches(off.s, 4)).toBe(true);
      expect(reaches(off.s, 5)).toBe(false);
      const control = destroyedThenRun(withoutPowers(c));
      expect(control.asked).toEqual([]);
      expect(reaches(control.s, 5)).toBe(false);
    },
  );
});
