/**
 * `sees`, the line of sight an attack's list of targets asks: the same answer as
 * `lineOfSight(…).clear` (heroscape-master-game-guide — "Range and Line of Sight": a clear line from
 * the attacker's Target Point to any part of the defender's Hit Zone; other figures, terrain,
 * trees and walls block), without the explanation. And the two things kept to make it cheaper: the
 * tallest solid of each column (a line passing above it meets none of its solids) and, in the
 * attack question, where the figures stand (kept only while no figure moves).
 */
import { describe, expect, it } from 'vitest';
import { compileBoard } from './board.js';
import { addEdge, addObstacle, fromRows, place } from './build.js';
import { eyeOf, type PlacedFigure } from './figures.js';
import { indexFigures, lineOfSight, sees, segmentBlocker } from './sight.js';
import { END_ATTACKS } from './battle/attack-step.js';
import { boardOf } from './battle/state.js';
import { card, choose, config, fieldWith, figure, game, open, optionWhere, placeMarkers, start } from './battle/testkit.js';

describe('sees: the clear answer of lineOfSight', () => {
  it('agrees with lineOfSight for every pair on a battlefield of hills, a tree, a wall and figures, leaning over or not', () => {
    // A row of hills (levels 1 to 6), a tree, a stone wall on the high ground, and figures of several heights.
    const m = addEdge(fromRows(['1 1 3 3 1 1 1 6 6', '1 2 2 1 1 1 1 6 6', '1 1 1 1 1 1 4 4 1']), 'stone-wall-edge', 7, 0, 3, 6);
    addObstacle(m, 'tree', [{ q: 4, r: 1 }], 1, 10);
    const b = compileBoard(m);
    const figs: PlacedFigure[] = [
      place(b, 'a', { height: 5, at: { q: 0, r: 0 } }),
      place(b, 'b', { side: 'b', height: 4, at: { q: 5, r: 0 } }),
      place(b, 'c', { side: 'b', height: 2, at: { q: 6, r: 1 } }),
      place(b, 'd', { height: 9, at: { q: 2, r: 2 }, tail: { q: 3, r: 2 } }),
      place(b, 'e', { side: 'b', height: 5, at: { q: 7, r: 0 } }),
      place(b, 'f', { height: 3, at: { q: 3, r: 0 } }),
      place(b, 'g', { side: 'b', height: 6, at: { q: 8, r: 2 } }),
    ];
    const index = indexFigures(b, figs);
    let clear = 0;
    let blocked = 0;
    for (const x of figs)
      for (const y of figs) {
        if (x === y) continue;
        for (const options of [{}, { leanOver: true }]) {
          const full = lineOfSight(b, index, x, y, options).clear;
          expect(sees(b, index, x, y, options)).toBe(full);
          if (full) clear++;
          else blocked++;
        }
      }
    // Both answers occur (a control: a battlefield where every line is clear would prove nothing).
    expect(clear).toBeGreaterThan(0);
    expect(blocked).toBeGreaterThan(0);
  });

  it('agrees with lineOfSight in crowded battles, where a figure hides most of a Hit Zone (the blocker of one line is tried first on the next)', () => {
    // The test field's hills and a tree, crowded with figures of heights 2 to 9 on every level: many
    // targets are hidden behind others, partly or wholly, so most lines after the first are answered
    // by the figure that blocked the line before (sight.ts figureBlocks) rather than walked.
    const m = fromRows(['1 1 1 1 1 1 1 1', '1 1 2 2 1 1 3 1', '1 2 3 2 1 1 2 1', '1 1 2 1 1 4 1 1', '1 1 1 1 1 1 1 1', '1 1 1 1 2 2 1 1']);
    addObstacle(m, 'tree', [{ q: 4, r: 4 }], 1, 10);
    const b = compileBoard(m);
    let x = 12345;
    const next = (n: number): number => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return (x >>> 8) % n;
    };
    let clear = 0;
    let blocked = 0;
    let partlyHidden = 0;
    for (let layout = 0; layout < 12; layout++) {
      const used = new Set<number>([4 * 8 + 4]);
      const figs: PlacedFigure[] = [];
      while (figs.length < 14) {
        const q = next(8);
        const r = next(6);
        if (used.has(r * 8 + q)) continue;
        used.add(r * 8 + q);
        figs.push(place(b, `f${figs.length}`, { side: figs.length % 2 ? 'b' : 'a', height: 2 + next(8), at: { q, r } }));
      }
      const index = indexFigures(b, figs);
      for (const from of figs)
        for (const to of figs) {
          if (from === to) continue;
          const full = lineOfSight(b, index, from, to);
          expect(sees(b, index, from, to), `${from.id} to ${to.id} in layout ${layout}`).toBe(full.clear);
          if (full.clear) clear++;
          else blocked++;
          // The line to the target's eye met a figure first, yet a later line of its Hit Zone is clear:
          // the case where taking that figure to block every line would answer wrongly.
          const eyeBlock = segmentBlocker(b, eyeOf(b, from), eyeOf(b, to), index, [from.id, to.id]);
          if (full.clear && eyeBlock?.by.kind === 'figure') partlyHidden++;
        }
    }
    // Both answers occur often (a control: a crowd where every line were clear, or none, would prove nothing),
    // and so do targets whose eye a figure hides while the rest of their Hit Zone is seen.
    expect(clear).toBeGreaterThan(200);
    expect(blocked).toBeGreaterThan(200);
    expect(partlyHidden).toBeGreaterThan(20);
  });

  it('a line low through a raised column is blocked by it, a line above its top is not (the kept column tops skip only what cannot block)', () => {
    const b = compileBoard(fromRows(['1 1 1 4 1 1 1']));
    // Eyes at level 4.5 - 1 = 3.5, just under the hill's top (4): every line passes through its top cell.
    const low = (id: string, q: number) => place(b, id, { side: id, height: 3, at: { q, r: 0 } });
    expect(sees(b, null, low('a', 0), low('d', 6))).toBe(false);
    expect(lineOfSight(b, null, low('a', 0), low('d', 6)).clear).toBe(false);
    const tall = (id: string, q: number) => place(b, id, { side: id, height: 6, at: { q, r: 0 } });
    expect(sees(b, null, tall('a', 0), tall('d', 6))).toBe(true);
  });
});

describe('the attack question keeps where the figures stand only while nobody moves', () => {
  const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];

  it('a figure that moves onto the line between attacker and target blocks it at the next attack question', () => {
    const archer = card({ name: 'Archer', move: 0, range: 10, height: 5 });
    const target = card({ name: 'Target', move: 0, range: 1, height: 5 });
    const mover = card({ name: 'Mover', move: 8, range: 1, height: 5 });
    const s = start(
      config(
        fieldWith(
          ROW,
          [[0, 0]],
          [
            [8, 0],
            [11, 0],
          ],
        ),
        [archer],
        [target, mover],
      ),
    );
    const board = boardOf(s);
    // The archer at hex 0, the target at hex 8, the mover off the line at hex 11.
    figure(s, 'a1').head = board.spaceAt(0, 0, 1);
    figure(s, 'b1').head = board.spaceAt(8, 0, 1);
    figure(s, 'b2').head = board.spaceAt(11, 0, 1);
    // Red's markers on the archer; blue's 1 on the mover; red has the initiative.
    placeMarkers(s, [0, 0, 0, 0], [2, 1, 1, 1]);
    choose(s, 'done', 'choose-mover');
    // Nothing between them: the archer may shoot the target (and, seen first, its lines are kept).
    expect(open(s).options.map((o) => o.id)).toContain('a1>b1');
    choose(s, END_ATTACKS, 'choose-attack');
    // Blue's turn: the mover walks onto hex 4, between the archer and the target.
    choose(s, 'fig:b2', 'choose-mover');
    choose(s, optionWhere(s, { q: 4, r: 0 }).id, 'choose-destination');
    // The rest of blue's turn, up to red's second turn.
    for (let p = game.pending(s); !p.terminal && !(p.kind === 'choose-mover' && p.player === 0); p = game.pending(s))
      choose(s, p.kind === 'choose-attack' ? END_ATTACKS : p.kind === 'choose-mover' ? 'done' : p.options[0]!.id);
    // Red's second turn: the mover now hides the target (the figures are indexed again, not read from before it moved).
    expect(figure(s, 'b2').head).toBe(board.spaceAt(4, 0, 1));
    choose(s, 'done', 'choose-mover');
    expect(open(s).kind).toBe('choose-attack');
    const ids = open(s).options.map((o) => o.id);
    expect(ids).not.toContain('a1>b1');
    // The mover itself, in the open, is a target.
    expect(ids).toContain('a1>b2');
  });
});
