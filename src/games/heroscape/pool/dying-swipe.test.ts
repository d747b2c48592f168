/**
 * Dying Swipe (abilities/dying-swipe.ts) on the published card bound to it (Frost Giant of Morh),
 * through the real engine with forced dice: destroyed by an opponent's normal attack, it rolls 3
 * attack dice and each skull may be 1 wound, no defense, on a figure that was adjacent to it.
 * Controls: an attack that does not destroy it, and the card without its powers (no question).
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "ENGAGEMENT AND ADJACENCY RULES"; the power's
 * text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;

/** The card's a2 (Defense 1, Life `life`) at (5, 0) — the start zone's order puts it there —, a1 far off; Blue's b1 and b2 beside a2, b3 not; b1 rolls 3 skulls at a2. */
function attacked(c: ArmyCard, life: number) {
  const s = battle(
    ['1 1 1 1 1 1 1 1 1 1 1 1'],
    [
      [5, 0],
      [0, 0],
    ],
    [
      [6, 0],
      [4, 0],
      [8, 0],
    ],
    [oneFigure(c, { figures: 2, defense: 1, life })],
    [card({ name: 'Blue', attack: 3, range: 1, life: 10, figures: 3, kind: 'squad', rarity: 'common' })],
  );
  toAfterMove(s, 0, 1, true);
  game.forceChance(s, [skull, skull, skull, blank, skull, skull, blank]);
  choose(s, 'b1>a2');
  return s;
}

describe.skipIf(!HAVE_UNITS)('Dying Swipe on the published cards', () => {
  const bound = boundTo(cards, 'dying-swipe');

  it('the pool binds it on the Frost Giant of Morh', () => expect(bound.map((b) => b.card.name)).toEqual(['Frost Giant of Morh']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: destroyed, two skulls wound adjacent figures; else nothing', (_, c) => {
    const s = attacked(c, 2);
    expect(figure(s, 'a2').destroyed).toBe(true);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    // b3 was not adjacent: not offered.
    expect(optionIds(s)).toEqual(['dying-swipe:b1', 'dying-swipe:b2', 'skip']);
    choose(s, 'dying-swipe:b1');
    expect(optionIds(s)).toEqual(['dying-swipe:b1', 'dying-swipe:b2', 'skip']);
    choose(s, 'dying-swipe:b1');
    expect(figure(s, 'b1').wounds).toBe(2);
    expect(figure(s, 'b2').wounds).toBe(0);
    expect(open(s).kind).not.toBe('use-power');

    // Not destroyed (Life 10): no swipe.
    const survived = attacked(c, 10);
    expect(figure(survived, 'a2').destroyed).toBe(false);
    expect(open(survived).kind).not.toBe('use-power');
    // Without the power: destroyed, nothing asked, no wound on b1.
    const control = attacked(withoutPowers(c), 2);
    expect(figure(control, 'a2').destroyed).toBe(true);
    expect(open(control).kind).not.toBe('use-power');
    expect(figure(control, 'b1').wounds).toBe(0);
  });
});
