/**
 * Cyberclaw (Gladiatrons) and Improved Cyberclaw (Major X17), abilities/cyberclaw.ts, on the
 * published cards through the real engine: an opponent's figure of the sizes named walking past a
 * figure of the card ends its move on the first space adjacent to it; one standing adjacent to it may
 * not move at all, nor use a power's move (Teleportation), nor be thrown by another card's power
 * (Throw 14); a figure of another size and the same card without its powers (the control) leave the
 * move as it was.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …", "ENGAGEMENT AND ADJACENCY
 * RULES"; the powers' texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import type { HsState } from '../battle/state.js';
import { card, choose, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import type { Size } from '../figures.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { hexOf, powerMoves } from './power-moves-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

// Three level-1 rows of 10 hexes. The clawed figure (Red, a1) at (3, 1): beside it on row 0 lie (3, 0) and (4, 0).
const FIELD = ['1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1'];

/** Blue's b1 (`blue`, Move 5) at `at`, a1 (the card) at (3, 1); Blue's turn, b1 chosen to move. */
function blueMoves(red: ArmyCard, blue: ArmyCard, at: [number, number]): HsState {
  const s = battle(FIELD, [[3, 1]], [at], [oneFigure(red, { life: 9 })], [blue]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
  choose(s, 'fig:b1', 'choose-mover');
  return s;
}

/** The spaces the open destination question offers, as "q,r". */
function destinations(s: HsState): string[] {
  const p = open(s);
  expect(p.kind).toBe('choose-destination');
  return p.options.filter((o) => o.id.startsWith('to:')).map((o) => `${(o.payload as { q: number }).q},${(o.payload as { r: number }).r}`);
}

const mover = (size: Size, over: Partial<ArmyCard> = {}): ArmyCard => card({ name: 'Blue', size, height: size === 'large' ? 7 : 5, move: 5, life: 9, ...over });

const CLAWS = HAVE_UNITS ? [...boundTo(cards, 'cyberclaw'), ...boundTo(cards, 'improved-cyberclaw')] : [];

describe.skipIf(!HAVE_UNITS)('Cyberclaw and Improved Cyberclaw on the published cards', () => {
  it('the pool binds them on the Gladiatrons and Major X17', () => {
    expect(boundTo(cards, 'cyberclaw').map((b) => b.card.name)).toEqual(['Gladiatrons']);
    expect(boundTo(cards, 'improved-cyberclaw').map((b) => b.card.name)).toEqual(['Major X17']);
  });

  it.each(CLAWS.map((b) => [b.card.name, b.card] as const))('%s: a medium figure walking by ends its move on the first adjacent space', (_, c) => {
    const s = blueMoves(c, mover('medium'), [0, 0]);
    const offered = destinations(s);
    // Along row 0 the walk enters (3, 0), beside a1, and ends there: (4, 0) and (5, 0) are not reached.
    expect(offered).toContain('3,0');
    expect(offered).toContain('2,0');
    expect(offered).not.toContain('4,0');
    expect(offered).not.toContain('5,0');
    // Chosen, it stands there, still beside a1.
    const to = open(s).options.find((o) => (o.payload as { q?: number; r?: number } | undefined)?.q === 3 && (o.payload as { r: number }).r === 0);
    choose(s, to!.id, 'choose-destination');
    expect(hexOf(s, 'b1')).toBe('3,0@1');
    // Control: without the power the walk goes on to (5, 0).
    expect(destinations(blueMoves(withoutPowers(c), mover('medium'), [0, 0]))).toContain('5,0');
  });

  it.each(CLAWS.map((b) => [b.card.name, b.card] as const))('%s: a medium figure standing adjacent may not move, nor use its power to move', (_, c) => {
    const s = blueMoves(c, mover('medium'), [3, 0]);
    expect(destinations(s)).toEqual([]);
    // Control: without the power it moves.
    expect(destinations(blueMoves(withoutPowers(c), mover('medium'), [3, 0])).length).toBeGreaterThan(5);
    // Teleportation (Tul-Bak-Ra's, bound on the published card) is not offered while held; it is without the claw.
    const tul = cards.find((x) => x.name === 'Tul-Bak-Ra')!;
    const blue = oneFigure(tul, { life: 9 });
    expect(powerMoves(blueMoves(c, blue, [3, 0]))).toEqual([]);
    expect(powerMoves(blueMoves(withoutPowers(c), blue, [3, 0])).length).toBeGreaterThan(0);
  });

  it.each(CLAWS.map((b) => [b.card.name, b.card, b.card.name === 'Major X17'] as const))(
    '%s: a large figure is held only by the Improved Cyberclaw; a huge one by neither',
    (_, c, improved) => {
      const large = destinations(blueMoves(c, mover('large'), [0, 0]));
      expect(large.includes('5,0')).toBe(!improved);
      expect(destinations(blueMoves(c, mover('large'), [3, 0])).length === 0).toBe(improved);
      expect(destinations(blueMoves(c, mover('huge', { height: 9 }), [0, 0]))).toContain('5,0');
    },
  );

  it.each(CLAWS.map((b) => [b.card.name, b.card] as const))('%s: a held figure is not offered to another power that moves it (Throw)', (_, c) => {
    // Blue's Jotun (its printed Throw 14, as a one-space figure) at (2, 0) beside Blue's b2 at (3, 0), which stands beside a1.
    const jotun = cards.find((x) => x.name === 'Jotun')!;
    const throwAsked = (red: ArmyCard): boolean => {
      const s = battle(
        FIELD,
        [[3, 1]],
        [
          [2, 0],
          [3, 0],
        ],
        [oneFigure(red, { life: 9 })],
        [oneFigure(jotun, { life: 9 }), mover('medium')],
      );
      placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
      choose(s, 'done', 'choose-mover');
      const p = open(s);
      return p.kind === 'use-power' && p.options.some((o) => o.id.endsWith(':b2'));
    };
    expect(throwAsked(c)).toBe(false);
    // Control: without the claw Jotun may throw b2.
    expect(throwAsked(withoutPowers(c))).toBe(true);
  });
});
