/**
 * Talon Grab (abilities/talon-grab.ts) on the published card bound to it (the Wyvern), through the
 * real engine: flying over an opponent's medium figure, the Wyvern's player grabs it and places it
 * beside the Wyvern on its level at the end of the flight (no leaving-engagement attack). Controls:
 * a figure off any flight of its Move, a large figure, and the card without its powers: nothing asked.
 * Rulebook: heroscape-master-game-guide — "Flying"; the power's text is on the card (../shared units
 * file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds } from '../abilities/rotv-testkit.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** a1 (the card, flying, Move 5) at (0, 0) flies to (`to`, 0); b1 (Blue) at (`at`, 0). */
function flown(c: ArmyCard, at: number, to: number, blue: Partial<ArmyCard> = {}): HsState {
  const row = '1 1 1 1 1 1 1 1 1 1';
  const s = battle([row, row], [[0, 0]], [[at, 0]], [oneFigure(c, { move: 5, life: 5 })], [card({ name: 'Blue', life: 9, ...blue })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  choose(s, optionWhere(s, { q: to, r: 0 }).id, 'choose-destination');
  return s;
}

const hexOf = (s: HsState, id: string): string => {
  const w = whereIs(boardOf(s), figure(s, id).head);
  return `${w.q},${w.r}`;
};

describe.skipIf(!HAVE_UNITS)('Talon Grab on the published card', () => {
  const bound = boundTo(cards, 'talon-grab');

  it('the pool binds it on the Wyvern', () => expect(bound.map((b) => b.card.name)).toEqual(['Wyvern']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: grabs a figure it flew over and places it beside itself', (_, c) => {
    const s = flown(c, 2, 4);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    expect(optionIds(s)).toEqual(['talon-grab:figure:b1', 'skip']);
    choose(s, 'talon-grab:figure:b1', 'use-power');
    const events = choose(s, optionWhere(s, { q: 5, r: 0 }).id, 'use-power');
    expect(ofType(events, 'LeaveEngagement')).toEqual([]);
    expect(hexOf(s, 'b1')).toBe('5,0');
    expect(hexOf(s, 'a1')).toBe('4,0');
    // Off any flight of Move 5 from (0, 0) to (1, 0): 8 + 7 spaces.
    expect(open(flown(c, 8, 1)).kind).not.toBe('use-power');
    // A large figure, and the card without its powers: nothing asked.
    expect(open(flown(c, 2, 4, { size: 'large', height: 6 })).kind).not.toBe('use-power');
    expect(open(flown(withoutPowers(c), 2, 4)).kind).not.toBe('use-power');
  });
});
