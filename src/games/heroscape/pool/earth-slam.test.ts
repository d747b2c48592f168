/**
 * Earth Slam Special Attack (abilities/earth-slam.ts) on the published card bound to it (Earth
 * Elemental), through the real engine with forced dice: 3 attack dice once; every non-flying figure
 * adjacent to it — an opponent's and its own friend's — defends separately; a flying figure beside
 * it and a figure two spaces away are not affected. Control: the card without its powers is offered
 * no such attack.
 * Rulebook: heroscape-master-game-guide — "Special Attacks", "Multiple Targets"; the power's text is
 * on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EARTH_SLAM_ATTACK } from '../abilities/earth-slam.js';
import { battle, optionIds, toAfterMove, withPowers } from '../abilities/rotv-testkit.js';
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

/** a1 (the card) at (1, 0), its friend a2 at (2, 0); Blue's b1 at (0, 0) beside it, the flyer b2 at (1, 1) beside it, b3 at (4, 1) out of reach. */
function field(c: ArmyCard) {
  const s = battle(
    [ROW, ROW],
    [
      [1, 0],
      [2, 0],
    ],
    [
      [0, 0],
      [1, 1],
      [4, 1],
    ],
    [oneFigure(c, { life: 9 }), card({ name: 'Friend', life: 9 })],
    [card({ name: 'Blue', life: 9 }), withPowers({ name: 'Flyer', life: 9 }, 'Flying'), card({ name: 'Far', life: 9 })],
  );
  toAfterMove(s, 0, 2);
  return s;
}

describe.skipIf(!HAVE_UNITS)('Earth Slam Special Attack on the published card', () => {
  const bound = boundTo(cards, 'earth-slam-special-attack');
  it('the pool binds it on the Earth Elemental', () => expect(bound.map((b) => b.card.name)).toEqual(['Earth Elemental']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: one roll, every adjacent non-flying figure defends; without the power none', (_, c) => {
    const s = field(c);
    expect(optionIds(s)).toContain('earth-slam-special-attack:a1');
    // 3 skulls; each affected figure's 3 defense dice blank.
    game.forceChance(s, [skull, skull, skull, blank, blank, blank, blank, blank, blank]);
    const events = choose(s, 'earth-slam-special-attack:a1', 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data['dice']).toBe(EARTH_SLAM_ATTACK);
    expect([...(ofType(events, 'SpecialAttack')[0]?.data['affected'] as string[])].sort()).toEqual(['a2', 'b1']);
    expect(['a1', 'a2', 'b1', 'b2', 'b3'].map((id) => figure(s, id).wounds)).toEqual([0, 3, 3, 0, 0]);
    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith('earth-slam'))).toBe(false);
  });
});
