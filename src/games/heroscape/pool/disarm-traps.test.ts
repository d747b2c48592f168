/**
 * Disarm Traps (Darrak Ambershard) and Mine! (Ogre Warhulk) on the published cards, through the real
 * engine: ending its move on a symbol-side-up treasure glyph, Darrak's d20 of 2 counts 6 and escapes
 * the trap (5 or lower springs it by the published standard), the Warhulk's 9 counts 5 and springs it;
 * controls — the cards without their powers on the same rolls, and the rolls just past the line.
 * Rulebook: heroscape-master-game-guide — "Treasure Glyphs" ("Traps"), "Special Powers"; the power's
 * text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { card, choose, config, fieldWith, game, ofType, optionWhere, placeMarkers, start } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** The card's figure walks onto a symbol-side treasure glyph at (3, 0) and tries it, rolling `d20`: sprung or not, and the roll told. */
function tryTrap(c: ArmyCard, d20: number): { sprung: boolean; told: unknown } {
  const map = fieldWith(['1 1 1 1 1 1 1 1 1 1 1 1'], [[0, 0]], [[11, 0]]);
  map.glyphs.push({ q: 3, r: 0, z: 1, letter: '?', name: 'Heroic Rune', treasure: true, piece: -1 });
  const s = start({ ...config(map, [oneFigure(c, { move: 6 })], [card({ name: 'Blue' })]), treasureSide: 'symbol' });
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1');
  choose(s, optionWhere(s, { q: 3, r: 0 }).id);
  game.forceChance(s, [d20]);
  const events = choose(s, 'try:0', 'glyph');
  const trap = ofType(events, 'TreasureTrap')[0];
  return { sprung: trap !== undefined, told: trap?.data['d20'] ?? ofType(events, 'TreasureRevealed')[0]?.data['d20'] };
}

describe.skipIf(!HAVE_UNITS)('Disarm Traps on the published cards', () => {
  const bound = boundTo(cards, 'disarm-traps');
  it('the pool binds it on Darrak Ambershard', () => expect(bound.map((b) => b.card.name)).toEqual(['Darrak Ambershard']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 4 added to the trap roll', (_, c) => {
    expect(tryTrap(c, 2)).toEqual({ sprung: false, told: 6 });
    expect(tryTrap(c, 1)).toEqual({ sprung: true, told: 5 });
    expect(tryTrap(withoutPowers(c), 2)).toEqual({ sprung: true, told: 2 });
  });
});

describe.skipIf(!HAVE_UNITS)('Mine! on the published cards', () => {
  const bound = boundTo(cards, 'mine');
  it('the pool binds it on the Ogre Warhulk', () => expect(bound.map((b) => b.card.name)).toEqual(['Ogre Warhulk']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 4 subtracted from the trap roll', (_, c) => {
    expect(tryTrap(c, 9)).toEqual({ sprung: true, told: 5 });
    expect(tryTrap(c, 10)).toEqual({ sprung: false, told: 6 });
    expect(tryTrap(withoutPowers(c), 9)).toEqual({ sprung: false, told: 9 });
  });
});
