/**
 * Ice Cold (abilities/ice-cold.ts) on the published card bound to it (Greater Ice Elemental), through
 * the real engine: with the Elemental standing in the water at (3, 0), the water at (2, 0) beside it
 * (same level) is normal ice — a friend walks through it to (4, 0), and the Elemental's own Cold
 * Healing (on snow or ice) removes a wound marker after its turn on the water. Controls: the card
 * without Ice Cold (its other powers kept) leaves the water — it stops the friend at (2, 0), and
 * Cold Healing does nothing on water; the Elemental standing on grass ices no water beside it.
 * Rulebook: heroscape-master-game-guide — "Water" (moving onto water ends the move), "Special
 * Powers"; the powers' texts are on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, figure, optionWhere, passTurn, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

const withoutIceCold = (c: ArmyCard): ArmyCard => ({ ...c, powers: c.powers.filter((p) => p.name !== 'Ice Cold') });

/** Water at (2, 0) and at `elementalOn` ('1~' water, '1' grass) (3, 0), where the Elemental (a2) stands; a friend (a1) at (0, 0) with Move 5. */
function field(elemental: ArmyCard, elementalOn: string) {
  return battle(
    [`1 1 1~ ${elementalOn} 1 1 1 1 1 1 1`],
    [
      [0, 0],
      [3, 0],
    ],
    [[10, 0]],
    [card({ name: 'Friend' }), oneFigure(elemental)],
    [card({ name: 'Blue' })],
  );
}

/** Whether the friend's move reaches (4, 0), past the water at (2, 0). */
function friendPasses(elemental: ArmyCard, elementalOn: string): boolean {
  const s = field(elemental, elementalOn);
  placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
  choose(s, 'fig:a1', 'choose-mover');
  expect(optionWhere(s, { q: 2, r: 0 })).toBeDefined();
  try {
    optionWhere(s, { q: 4, r: 0 });
    return true;
  } catch {
    return false;
  }
}

/** The Elemental (2 wound markers) takes its turn on the water: its wound markers after it. */
function woundsAfterTurn(elemental: ArmyCard): number {
  const s = field(elemental, '1~');
  figure(s, 'a2').wounds = 2;
  placeMarkers(s, [1, 1, 1, 1], [2, 2, 2, 2]);
  passTurn(s);
  return figure(s, 'a2').wounds;
}

describe.skipIf(!HAVE_UNITS)('Ice Cold on the published card', () => {
  const bound = boundTo(cards, 'ice-cold');

  it('the pool binds it on the Greater Ice Elemental', () => expect(bound.map((b) => b.card.name)).toEqual(['Greater Ice Elemental']));

  it('the water beside the Elemental in the water does not stop a move; without Ice Cold, or with the Elemental on grass, it does', () => {
    const c = bound[0]!.card;
    expect(friendPasses(c, '1~')).toBe(true);
    expect(friendPasses(withoutIceCold(c), '1~')).toBe(false);
    expect(friendPasses(c, '1')).toBe(false);
  });

  it('the water the Elemental stands in is ice for Cold Healing; without Ice Cold it is water', () => {
    const c = bound[0]!.card;
    expect(woundsAfterTurn(c)).toBe(1);
    expect(woundsAfterTurn(withoutIceCold(c))).toBe(2);
  });
});
