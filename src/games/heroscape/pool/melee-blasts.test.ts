/**
 * The Range 1 special attacks that sweep the chosen figure's neighbours, on the published cards that
 * print them, through the real engine with forced dice: Wild Swing (Jotun: 4 dice once; the chosen
 * figure and every figure adjacent to it, friends too, never Jotun) and Sweeping Sword (Shurrak: 5
 * dice once; the chosen figure and only the figures adjacent to both it and Shurrak). Control: each
 * card without its powers is offered no such attack.
 * Rulebook: heroscape-master-game-guide — "Special Attacks", "Multiple Targets"; the powers' texts
 * are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;
const ROW = '1 1 1 1 1 1';

/**
 * The attacker a1 at (1, 1), its friend a2 at (1, 2); Blue's squad (numbered by space): b1 (2, 0) beside
 * a1 and the target b3, b2 (0, 1) beside a1 only, b3 (2, 1) the target, b4 (3, 1) beside b3 only.
 */
function field(c: ArmyCard) {
  const s = battle(
    [ROW, ROW, ROW],
    [
      [1, 1],
      [1, 2],
    ],
    [
      [2, 0],
      [0, 1],
      [2, 1],
      [3, 1],
    ],
    [oneFigure(c, { life: 9 }), card({ name: 'Friend', life: 5, defense: 0 })],
    [card({ name: 'Blue', kind: 'squad', figures: 4, life: 5, defense: 0 })],
  );
  toAfterMove(s, 0, 2);
  // Jotun's Throw is offered after moving (pool/throw.test.ts): passed here.
  if (optionIds(s).some((id) => id.startsWith('throw-14:'))) choose(s, 'skip', 'use-power');
  return s;
}

const one = (key: string): ArmyCard => {
  const b = boundTo(cards, key);
  expect(b).toHaveLength(1);
  return b[0]!.card;
};

describe.skipIf(!HAVE_UNITS)('Range 1 sweeping special attacks on the published cards', () => {
  it.each([
    ['wild-swing-special-attack', 'Jotun', 4, ['a2', 'b1', 'b3', 'b4']],
    ['sweeping-sword-special-attack', 'Shurrak', 5, ['a2', 'b1', 'b3']],
  ] as const)('%s (%s): %i dice once, the affected figures each defend; without the power none', (key, name, dice, affected) => {
    const c = one(key);
    expect(c.name).toBe(name);
    const s = field(c);
    expect(optionIds(s)).toContain(`${key}:a1>b3`);
    game.forceChance(s, [skull, skull, ...Array<typeof blank>(dice - 2).fill(blank)]);
    const events = choose(s, `${key}:a1>b3`, 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data['dice']).toBe(dice);
    expect([...(ofType(events, 'SpecialAttack')[0]?.data['affected'] as string[])].sort()).toEqual([...affected]);
    for (const id of ['a2', 'b1', 'b2', 'b3', 'b4']) expect(figure(s, id).wounds).toBe((affected as readonly string[]).includes(id) ? 2 : 0);
    expect(figure(s, 'a1').wounds).toBe(0);
    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith(key))).toBe(false);
  });
});
