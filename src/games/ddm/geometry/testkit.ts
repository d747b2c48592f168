// Test helper (used by the *.test.ts files beside it): builds a board from an ASCII drawing and
// finds marked squares. Marker characters (@ a e g o z * n u) are plain clear squares unless the
// drawing's legend gives them a meaning.
import { parseAsciiMap } from './ascii.js';
import type { Board } from './board.js';
import { compileMap } from './board.js';
import type { Body, DdmMap, Space, Square } from './types.js';

const MARKS = ['@', 'a', 'e', 'g', 'o', 'z', '*', 'n', 'u'];

function dedent(text: string): string {
  const lines = text.replace(/^\n/, '').split('\n');
  const ind = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(ind)).join('\n');
}

export interface Drawn {
  readonly map: DdmMap;
  readonly board: Board;
  /** Every square drawn with this character. */
  all(ch: string): Square[];
  /** The one square drawn with this character. */
  at(ch: string): Square;
  /** The bounding k×k space of the squares drawn with this character (a big creature). */
  space(ch: string): Space;
  body(ch: string, team: string, extra?: Partial<Body>): Body;
}

export function draw(text: string): Drawn {
  const t = dedent(text).trimEnd();
  const defined = new Set([...t.matchAll(/^(\S)\s*=/gm)].map((m) => m[1]));
  const legend = MARKS.filter((m) => !defined.has(m)).map((m) => `${m} =`);
  const map = parseAsciiMap(t + '\n' + legend.join('\n') + '\n');
  const board = compileMap(map);
  const grid = t.split('\n').filter((l, i, arr) => i >= arr.findIndex((x) => x.startsWith('+')));
  const all = (ch: string): Square[] => {
    const out: Square[] = [];
    for (let y = 0; y < map.height; y++) {
      const row = grid[2 * y + 1] ?? '';
      for (let x = 0; x < map.width; x++) if (row[2 * x + 1] === ch) out.push({ x, y });
    }
    return out;
  };
  const space = (ch: string): Space => {
    const sq = all(ch);
    if (sq.length === 0) throw new Error(`no '${ch}' in the drawing`);
    const x = Math.min(...sq.map((s) => s.x));
    const y = Math.min(...sq.map((s) => s.y));
    return { x, y, side: Math.round(Math.sqrt(sq.length)) };
  };
  return {
    map,
    board,
    all,
    at(ch) {
      const sq = all(ch);
      if (sq.length !== 1) throw new Error(`expected one '${ch}', found ${sq.length}`);
      return sq[0]!;
    },
    space,
    body: (ch, team, extra = {}) => ({ id: ch, team, space: space(ch), ...extra }),
  };
}

export const one = (s: Square): Space => ({ x: s.x, y: s.y, side: 1 });
export const key = (s: Square): string => `${s.x},${s.y}`;
