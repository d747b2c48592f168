/**
 * Mage Hand (Heirloom) on the published card, through the real engine: after moving, Red may move a
 * treasure glyph lying 3 spaces away onto an empty same-level space beside Heirloom, and it keeps its
 * symbol side; controls — a glyph 5 spaces away, or under a figure, is not offered, and the card
 * without its powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "Treasure Glyphs", "Special Powers"; the power's text is on
 * the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, config, fieldWith, open, start } from '../battle/testkit.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** Red's card figure at (2, 0) (and a friend at `friend`), symbol-side treasure glyphs at `at` on row 0; Red's turn on the card, after moving. */
function afterMove(c: ArmyCard, at: readonly number[], friend?: number): HsState {
  const red: [number, number][] = [[2, 0]];
  const redCards = [oneFigure(c)];
  if (friend !== undefined) {
    red.push([friend, 0]);
    redCards.push(card({ name: 'Friend' }));
  }
  const map = fieldWith(['1 1 1 1 1 1 1 1 1 1 1 1'], red, [[11, 0]]);
  for (const q of at) map.glyphs.push({ q, r: 0, z: 1, letter: '?', name: 'Heroic Rune', treasure: true, piece: -1 });
  const s = start({ ...config(map, redCards, [card({ name: 'Blue' })]), treasureSide: 'symbol' });
  toAfterMove(s, 0, redCards.length);
  return s;
}

const where = (s: HsState, i: number): number => whereIs(boardOf(s), s.treasures![i]!.space).q;

describe.skipIf(!HAVE_UNITS)('Mage Hand on the published cards', () => {
  const bound = boundTo(cards, 'mage-hand');
  it('the pool binds it on Heirloom', () => expect(bound.map((b) => b.card.name)).toEqual(['Heirloom']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s moves a glyph 3 spaces away beside it, symbol side up; not one 5 away', (_, c) => {
    const s = afterMove(c, [5, 7]);
    const asked = open(s);
    expect(asked.kind).toBe('use-power');
    expect(asked.options.map((o) => o.id)).toEqual(['mage-hand:0', 'skip']);
    choose(s, 'mage-hand:0', 'use-power');
    const land = open(s).options.find((o) => (o.payload as { q?: number }).q === 3);
    expect(land).toBeDefined();
    choose(s, land!.id, 'use-power');
    expect(where(s, 0)).toBe(3);
    expect(s.treasures![0]!.side).toBe('symbol');
    expect(where(s, 1)).toBe(7);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a glyph under a figure is not offered; no question without the power', (_, c) => {
    expect(open(afterMove(c, [5], 5)).kind).not.toBe('use-power');
    expect(open(afterMove(withoutPowers(c), [5])).kind).not.toBe('use-power');
  });
});
