/**
 * The placed forms kept per state (`placedFigures`, state.ts): the same forms while nothing they are
 * made of changes, a new one the moment a figure's spaces, card, team or flying changes — a stale
 * form would let a figure move through a space taken since, or fly while the Glyph of Rannveig is
 * held (heroscape-master-game-guide "Moving", the published glyph list's Rannveig, "Glyph of
 * Nilrend"'s negation).
 */
import { describe, expect, it } from 'vitest';
import type { HeroscapeMap } from '../map-model.js';
import { FACE } from './dice.js';
import { card, choose, config, fieldWith, figure, game, open, optionWhere, placeMarkers, start } from './testkit.js';
import { boardOf, NEGATED, placedFigures, placedOf, type HsState } from './state.js';

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];
const at = (...qs: number[]): [number, number][] => qs.map((q) => [q, 0]);

function field(glyphs: [string, number][], red: [number, number][], blue: [number, number][]): HeroscapeMap {
  const map = fieldWith(ROW, red, blue);
  for (const [letter, q] of glyphs) map.glyphs.push({ q, r: 0, z: 1, letter, name: letter, treasure: false, piece: -1 });
  return map;
}

/** Every kept form is the one `placedOf` builds now (null for a figure off the battlefield). */
function expectCurrent(s: HsState): void {
  const kept = placedFigures(s);
  s.figures.forEach((f, i) => expect(kept[i]).toEqual(f.destroyed || f.head < 0 ? null : placedOf(s, f)));
}

describe('placed forms kept per state', () => {
  const flyer = card({ name: 'Flyer', move: 5, powers: [{ name: 'Flying', text: 'our words', ability: 'flying' }] });
  const fresh = (): HsState =>
    start(config(field([['R', 9]], at(0, 1), at(10, 11)), [flyer, card({ name: 'Walker' })], [card({ name: 'B1' }), card({ name: 'B2' })]));

  it('the same objects while nothing changes', () => {
    const s = fresh();
    const a = [...placedFigures(s)];
    expect([...placedFigures(s)].every((p, i) => p === a[i])).toBe(true);
    expectCurrent(s);
  });

  it('a figure moved, destroyed, handed to another player, negated or grounded by Rannveig gets a new form at once', () => {
    const s = fresh();
    placedFigures(s);
    const a2 = figure(s, 'a2');
    const blank = s.figures.findIndex((f) => f.id === 'a2');
    const before = placedFigures(s)[blank];
    a2.head = boardOf(s).spaceAt(5, 0, 1);
    expect(a2.head).toBeGreaterThanOrEqual(0);
    expect(placedFigures(s)[blank]).not.toBe(before);
    expectCurrent(s);
    // The flyer flies until its powers are negated, and again once the token is gone.
    expect(placedFigures(s)[0]?.flying).toBe(true);
    s.cards[0]!.tokens.push(NEGATED);
    expect(placedFigures(s)[0]?.flying).toBe(false);
    s.cards[0]!.tokens.length = 0;
    expect(placedFigures(s)[0]?.flying).toBe(true);
    // A figure standing on the power-side Glyph of Rannveig (hex 9) grounds every flyer.
    const b1 = figure(s, 'b1');
    const glyphSpace = s.glyphs[0]!.space;
    b1.head = glyphSpace;
    expect(placedFigures(s)[0]?.flying).toBe(false);
    expectCurrent(s);
    b1.owner = 0;
    expectCurrent(s);
    Object.assign(b1, { destroyed: true, head: -1 });
    expectCurrent(s);
    expect(placedFigures(s)[0]?.flying).toBe(true);
  });

  it('through the engine: the next mover’s destinations leave out the space the last mover took', () => {
    const s = start(config(field([], at(0, 1), at(11)), [card({ name: 'Squad', kind: 'squad', figures: 2 })], [card({ name: 'B1' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    const mover = open(s).options.find((o) => o.id.startsWith('fig:'))!.id;
    choose(s, mover);
    expect(optionWhere(s, { q: 4, r: 0 })).toBeDefined();
    choose(s, optionWhere(s, { q: 4, r: 0 }).id);
    const next = open(s).options.find((o) => o.id.startsWith('fig:'))!.id;
    expect(next).not.toBe(mover);
    choose(s, next);
    // Hex 4 is taken now: the second figure may pass through its friend, not stop there.
    expect(() => optionWhere(s, { q: 4, r: 0 })).toThrow();
    expect(optionWhere(s, { q: 5, r: 0 })).toBeDefined();
  });

  it('lines of sight kept between attack questions: a destroyed figure in the way opens the line for the next attacker', () => {
    // Blue's b1 on (3, 1) stands in front of b2 on (5, 1) as seen from (0, 1); Red's other archer on
    // (2, 2) is next to b1 and out of that line.
    const rows = ['1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1'];
    const map = fieldWith(
      rows,
      [
        [0, 1],
        [2, 2],
      ],
      [
        [3, 1],
        [5, 1],
      ],
    );
    const archers = card({ name: 'Archers', kind: 'squad', figures: 2, range: 6, attack: 3 });
    const s = start(config(map, [archers], [card({ name: 'Front', life: 1, defense: 1 }), card({ name: 'Back' })]));
    const board = boardOf(s);
    const on = (q: number, r: number): string => s.figures.find((f) => f.head === board.spaceAt(q, r, 1))!.id;
    expect([on(3, 1), on(5, 1)]).toEqual(['b1', 'b2']);
    const [near, far] = [on(2, 2), on(0, 1)];
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 2]);
    choose(s, 'done', 'choose-mover');
    const ids = (): string[] => open(s).options.map((o) => o.id);
    expect(ids()).toContain(`${near}>b1`);
    expect(ids()).toContain(`${far}>b1`);
    expect(ids()).not.toContain(`${far}>b2`);
    game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.blank]);
    choose(s, `${near}>b1`, 'choose-attack');
    expect(figure(s, 'b1').destroyed).toBe(true);
    // The next question of the same turn: nothing stands between the far archer and b2 any more.
    expect(ids()).toContain(`${far}>b2`);
  });
});
