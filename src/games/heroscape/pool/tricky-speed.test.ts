/**
 * Tricky Speed 4 (abilities/tricky-speed.ts) on the published card bound to it (Otonashi), through the
 * real engine: starting its turn beside a Tricky figure of its player, the figure moves 4 more
 * spaces; beside a figure of another personality, or beside an opponent's Tricky figure, it does
 * not; the same card without its powers does not either.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Friends and Enemies"; the power's text
 * is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { boardOf, whereIs } from '../battle/state.js';
import { card, choose, figure, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/**
 * The card's figure a1 (Move 3) and beside it the neighbour, Red's own (a2) or Blue's (b1), of
 * `personality`, on (0, 0) and (1, 0) of a row: how many spaces along the row a1 can move.
 */
function farthest(c: ArmyCard, personality: string, owner: 'red' | 'blue'): number {
  const neighbour = card({ name: 'Neighbour', personality, move: 0 });
  const red: [number, number][] =
    owner === 'red'
      ? [
          [1, 0],
          [0, 0],
        ]
      : [[1, 0]];
  const blue: [number, number][] =
    owner === 'red'
      ? [[14, 0]]
      : [
          [0, 0],
          [14, 0],
        ];
  const s = battle(
    ['1 1 1 1 1 1 1 1 1 1 1 1 1 1 1'],
    red,
    blue,
    owner === 'red' ? [oneFigure(c, { move: 3 }), neighbour] : [oneFigure(c, { move: 3 })],
    owner === 'red' ? [card({ name: 'Blue' })] : [neighbour, card({ name: 'Blue' })],
  );
  const redCards = owner === 'red' ? 2 : 1;
  placeMarkers(s, [0, 0, 0, 0], [redCards, redCards, redCards, redCards]);
  choose(s, 'fig:a1', 'choose-mover');
  // The set-up fills the starting zone in its own order: count from where a1 stands.
  const from = whereIs(boardOf(s), figure(s, 'a1').head).q;
  // The farthest hex along the row offered (the neighbour's own space is passed, never offered).
  let reach = from;
  for (let q = from + 1; q < 14; q++) {
    try {
      optionWhere(s, { q, r: 0 });
      reach = q;
    } catch {
      // not offered
    }
  }
  return reach - from;
}

describe.skipIf(!HAVE_UNITS)('Tricky Speed 4 on the published cards', () => {
  const bound = boundTo(cards, 'tricky-speed-4');

  it('the pool binds it on Otonashi', () => expect(bound.map((b) => b.card.name)).toEqual(['Otonashi']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s beside her own Tricky figure moves 7, otherwise 3', (_, c) => {
    expect(farthest(c, 'tricky', 'red')).toBe(7);
    expect(farthest(c, 'wild', 'red')).toBe(3);
    expect(farthest(c, 'tricky', 'blue')).toBe(3);
    expect(farthest(withoutPowers(c), 'tricky', 'red')).toBe(3);
  });
});
