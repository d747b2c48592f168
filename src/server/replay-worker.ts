/**
 * Worker thread that computes replay frames (issue #23 item 7), so stepping through a long game
 * never blocks the server's event loop. It keeps a replay book (replay-book.ts: checkpoints every
 * 50 choices, each viewer's log) for the most recently used finished tables.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Json, Seed } from '../core/index.js';
import { gameModules } from '../games/index.js';
import type { AnyGameModule } from '../games/module.js';
import { measureIn, type Measure, type MeasureQuery } from './measure.js';
import { ReplayBook, type BookChoice, type FrameResult } from './replay-book.js';
import { battlefieldOf, type BattlefieldView } from './heroscape-board.js';

export interface FrameRequest {
  readonly id: number;
  readonly table: string;
  readonly game: string;
  readonly config: Json;
  readonly seed: Seed;
  readonly players: number;
  readonly choices: readonly BookChoice[];
  readonly n: number;
  readonly viewer: number | null;
  /** Instead of the frame: measure on the position after `n` choices (measure.ts). */
  readonly measure?: MeasureQuery;
  /** Instead of the frame: the Heroscape battlefield on the position after `n` choices (heroscape-board.ts). */
  readonly battlefield?: true;
}

/** A frame, or a measurement or a battlefield when the request asked for one. */
export type WorkerResult = FrameResult | { ok: true; measure: Measure } | { ok: true; battlefield: BattlefieldView };
export type FrameResponse = WorkerResult & { readonly id: number };

/** Books kept (a DDM book holds about 30 states); the least recently used goes first. */
const KEEP = 24;
const books = new Map<string, ReplayBook>();

const extra = (workerData as { extraModules?: { url: string; name: string }[] } | null)?.extraModules ?? [];
const modules: AnyGameModule[] = [...gameModules];
for (const m of extra) modules.push((await import(m.url))[m.name] as AnyGameModule);

function answer(req: FrameRequest): WorkerResult {
  const mod = modules.find((m) => m.game.id === req.game);
  if (!mod) return { ok: false, status: 409, error: { code: 'unknown-game', message: `This server does not have the game "${req.game}".` } };
  // A finished game's log never changes; the length guards against a book from another game of the same id.
  const key = `${req.table}:${req.choices.length}`;
  let book = books.get(key);
  if (book) books.delete(key);
  else {
    const opened = ReplayBook.open(mod.game, req.config, req.seed, req.choices, req.players);
    if (typeof opened === 'string') return { ok: false, status: 500, error: { code: 'replay-failed', message: opened } };
    book = opened;
  }
  books.set(key, book);
  if (books.size > KEEP) books.delete(books.keys().next().value as string);
  if (!req.measure && !req.battlefield) return book.frame(req.n, req.viewer);
  const state = book.stateAt(req.n);
  if (typeof state === 'string') return { ok: false, status: 400, error: { code: 'bad-request', message: state } };
  if (req.battlefield)
    return req.game === 'heroscape'
      ? { ok: true, battlefield: battlefieldOf(state) }
      : { ok: false, status: 400, error: { code: 'no-battlefield', message: 'The battlefield is for Heroscape tables.' } };
  if (!req.measure) return book.frame(req.n, req.viewer);
  const m = measureIn(req.game, state, req.measure);
  return m.ok ? { ok: true, measure: m.value } : { ok: false, status: 400, error: { code: 'bad-request', message: `Cannot measure: ${m.error}.` } };
}

parentPort?.on('message', (req: FrameRequest) => {
  let r: WorkerResult;
  try {
    r = answer(req);
  } catch (e) {
    r = { ok: false, status: 500, error: { code: 'replay-failed', message: e instanceof Error ? e.message : String(e) } };
  }
  parentPort?.postMessage({ ...r, id: req.id });
});
