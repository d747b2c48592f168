/**
 * Fire Strike (Chardris) and Rain of Flame (Jorhdawn) Special Attacks on the published cards, through
 * the real engine: their attack dice are the card's number plus one for each other Elf Wizard the
 * player controls within 3 clear sight spaces, at most +3 — 1 wizard beside: +1; 5 wizards within 3: +3; a
 * wizard 6 spaces away: +0. Control: the same card without its powers is offered no such attack.
 * Rulebook: heroscape-master-game-guide — "Special Attacks", "Clear Sight Spaces"; the powers' texts
 * are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, game, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { blank } = FACE;
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';

/** The attack dice of `key` from a1 (the card) at (0, 0) at b1 (5, 0), with Red's Elf Wizards on `elves`. */
function dice(c: ArmyCard, key: string, elves: readonly [number, number][]): number | 'none' {
  const wizards = card({ name: 'Elves', kind: 'squad', figures: Math.max(1, elves.length), life: 1, species: 'elf', class: 'wizard' });
  const red = elves.length > 0 ? [oneFigure(c), wizards] : [oneFigure(c)];
  const s = battle([ROW, ROW, ROW], [[0, 0], ...elves], [[5, 0]], red, [card({ name: 'Blue', life: 20, defense: 0 })]);
  toAfterMove(s, 0, red.length);
  if (!optionIds(s).includes(`${key}:a1>b1`)) return 'none';
  game.forceChance(s, [blank, blank, blank, blank, blank, blank]);
  return Number(ofType(choose(s, `${key}:a1>b1`, 'choose-attack'), 'SpecialAttack')[0]?.data['dice']);
}

describe.skipIf(!HAVE_UNITS)('Elf Wizard special attacks on the published cards', () => {
  it.each([
    ['Chardris', 'fire-strike-special-attack', 2],
    ['Jorhdawn', 'rain-of-flame-special-attack', 1],
  ] as const)('%s: +1 die per other Elf Wizard within 3 clear sight spaces, at most +3; without the power none', (name, key, base) => {
    const bound = boundTo(cards, key);
    expect(bound.map((b) => b.card.name)).toEqual([name]);
    const c = bound[0]!.card;
    expect(dice(c, key, [])).toBe(base);
    expect(dice(c, key, [[0, 1]])).toBe(base + 1);
    expect(
      dice(c, key, [
        [0, 1],
        [1, 1],
        [0, 2],
        [1, 2],
        [2, 1],
      ]),
    ).toBe(base + 3);
    expect(dice(c, key, [[11, 2]])).toBe(base);
    expect(dice(withoutPowers(c), key, [])).toBe('none');
  });
});
