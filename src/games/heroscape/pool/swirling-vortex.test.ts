/**
 * Swirling Vortex (Air Elemental), abilities/swirling-vortex.ts, on the published card through the
 * real engine: an opponent's medium figure walking towards the Air Elemental ends its move on the
 * first space within 2 clear sight spaces of it; a figure standing there is not passed through, even
 * by its friends (a large one, which the vortex does not stop); a large figure, a space hidden from
 * the elemental's sight and the same card without its powers (the control) leave the move as it was.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …" (through friends), "Clear
 * Sight Spaces"; the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import type { HsState } from '../battle/state.js';
import { card, choose, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import type { Size } from '../figures.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { hexOf } from './power-moves-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

// One level-1 row of 10 hexes; the Air Elemental (Red, a1) at (6, 0): (4, 0) and (5, 0) lie within 2 spaces.
const ROW = ['1 1 1 1 1 1 1 1 1 1'];

/** Blue's figures (`blue`, Move 5) at `at`, a1 (the card) at (6, 0) on `rows`; Blue's turn, b1 chosen to move. */
function blueMoves(red: ArmyCard, blue: readonly ArmyCard[], at: [number, number][], rows: readonly string[] = ROW): HsState {
  const s = battle(rows, [[6, 0]], at, [oneFigure(red, { life: 9 })], blue);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
  choose(s, 'fig:b1', 'choose-mover');
  return s;
}

function destinations(s: HsState): string[] {
  const p = open(s);
  expect(p.kind).toBe('choose-destination');
  return p.options.filter((o) => o.id.startsWith('to:')).map((o) => `${(o.payload as { q: number }).q},${(o.payload as { r: number }).r}`);
}

const mover = (name: string, size: Size = 'medium'): ArmyCard => card({ name, size, height: size === 'large' ? 7 : 5, move: 5, life: 9 });

const BOUND = HAVE_UNITS ? boundTo(cards, 'swirling-vortex') : [];

describe.skipIf(!HAVE_UNITS)('Swirling Vortex on the published cards', () => {
  it('the pool binds it on the Air Elemental', () => expect(BOUND.map((b) => b.card.name)).toEqual(['Air Elemental']));

  it.each(BOUND.map((b) => [b.card.name, b.card] as const))('%s: a medium figure ends its move on the first space within 2 clear sight spaces', (_, c) => {
    const s = blueMoves(c, [mover('Blue')], [[0, 0]]);
    expect(destinations(s).sort()).toEqual(['1,0', '2,0', '3,0', '4,0']);
    const to = open(s).options.find((o) => (o.payload as { q?: number } | undefined)?.q === 4);
    choose(s, to!.id, 'choose-destination');
    expect(hexOf(s, 'b1')).toBe('4,0@1');
    // Control: without the power it walks on to (5, 0), beside the elemental.
    expect(destinations(blueMoves(withoutPowers(c), [mover('Blue')], [[0, 0]]))).toContain('5,0');
    // A large figure is not stopped.
    expect(destinations(blueMoves(c, [mover('Blue', 'large')], [[0, 0]]))).toContain('5,0');
  });

  it.each(BOUND.map((b) => [b.card.name, b.card] as const))('%s: out of its clear sight the vortex does not stop the move', (_, c) => {
    // Three rows; b1 walks along row 2 from (0, 2). (4, 2), (5, 2) and (6, 2) lie within 2 spaces of the elemental at (6, 0).
    const open3 = ['1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1'];
    const seen = destinations(blueMoves(c, [mover('Blue')], [[0, 2]], open3));
    expect(seen).toContain('4,2');
    expect(seen).not.toContain('5,2');
    // 13-level columns around the elemental hide row 2 from it: the walk goes on through (4, 2) to (5, 2).
    const walled = ['1 1 1 1 1 13 1 13 1 1', '1 1 1 1 1 13 13 1 1 1', '1 1 1 1 1 1 1 1 1 1'];
    expect(destinations(blueMoves(c, [mover('Blue')], [[0, 2]], walled))).toContain('5,2');
  });

  it.each(BOUND.map((b) => [b.card.name, b.card] as const))('%s: no figure moves through a figure the vortex affects', (_, c) => {
    // b2, Blue's medium figure at (4, 0), stands in the vortex; b1, Blue's large figure at (2, 0) (never stopped by it), cannot pass through b2.
    const twoBlue = [mover('Blue', 'large'), mover('Blue Two')];
    const at: [number, number][] = [
      [2, 0],
      [4, 0],
    ];
    const offered = destinations(blueMoves(c, twoBlue, at));
    expect(offered).toContain('3,0');
    expect(offered).not.toContain('5,0');
    // Control: without the power b1 passes its friend to (5, 0).
    expect(destinations(blueMoves(withoutPowers(c), twoBlue, at))).toContain('5,0');
  });
});
