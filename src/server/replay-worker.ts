/**
 * Worker thread that computes replay frames (issue #23 item 7), so stepping through a long game
 * never blocks the server's event loop. It keeps a replay book (replay-book.ts: checkpoints every
 * 50 choices, each viewer's log) for the most recently used finished tables.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Json, Seed } from '../core/index.js';
import { loadGameModule } from '../games/catalog.js';
import type { AnyGameModule } from '../games/module.js';
import type { Measure, MeasureQuery } from './measure.js';
import { ReplayBook, type BookChoice, type FrameResult } from './replay-book.js';
import type { BattlefieldView } from './heroscape-board.js';

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
const extraModules: AnyGameModule[] = [];
for (const m of extra) extraModules.push((await import(m.url))[m.name] as AnyGameModule);

/** A registered game is loaded when the first request for it arrives (the worker loads only the games it replays). */
async function moduleFor(id: string): Promise<AnyGameModule | undefined> {
  return (await loadGameModule(id)) ?? extraModules.find((m) => m.game.id === id);
}

async function answer(req: FrameRequest): Promise<WorkerResult> {
  // Everything is loaded before the books are touched, so one request's book work never interleaves with another's.
  // The DDM measuring and the Heroscape battlefield are loaded with their first request, as games are.
  const [mod, measuring, board] = await Promise.all([
    moduleFor(req.game),
    req.measure ? import('./measure.js') : undefined,
    req.battlefield ? import('./heroscape-board.js') : undefined,
  ]);
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
  if (req.battlefield && board)
    return req.game === 'heroscape'
      ? { ok: true, battlefield: board.battlefieldOf(state) }
      : { ok: false, status: 400, error: { code: 'no-battlefield', message: 'The battlefield is for Heroscape tables.' } };
  if (!req.measure || !measuring) return book.frame(req.n, req.viewer);
  const m = measuring.measureIn(req.game, state, req.measure);
  return m.ok ? { ok: true, measure: m.value } : { ok: false, status: 400, error: { code: 'bad-request', message: `Cannot measure: ${m.error}.` } };
}

parentPort?.on('message', (req: FrameRequest) => {
  void answer(req)
    .catch((e: unknown): WorkerResult => ({ ok: false, status: 500, error: { code: 'replay-failed', message: e instanceof Error ? e.message : String(e) } }))
    .then((r) => parentPort?.postMessage({ ...r, id: req.id }));
});
