/**
 * Replays of finished tables for the replay viewer: the game record (set-up, seed, choices) and the
 * position after any number of choices. Positions are computed in a worker thread (replay-worker.ts)
 * from cached checkpoints, so a long game stepped backwards neither replays from the start nor
 * holds up the server's other requests. Only finished games are served: the seed and the full log
 * would reveal hidden information.
 */
import type { Worker } from 'node:worker_threads';
import { makeRecord, type GameRecord } from '../core/index.js';
import type { WireError } from './protocol.js';
import type { Measure, MeasureQuery } from './measure.js';
import type { BattlefieldView } from './heroscape-board.js';
import type { ReplayFrame } from './replay-book.js';
import type { FrameRequest, FrameResponse, WorkerResult } from './replay-worker.js';
import { isChosenSeed, type StoredChoice, type Store, type TableRecord } from './store/store.js';
import { FinalHashes } from './final-hash.js';
import { resignedSeat } from './resign.js';
import type { Tables } from './tables.js';
import { startWorker } from './worker-thread.js';

export type { ReplayFrame } from './replay-book.js';

type Fail = { ok: false; status: number; error: WireError };

export class ReplayCache {
  private readonly finalHashes = new FinalHashes();
  private worker: Worker | null = null;
  private next = 1;
  private readonly waiting = new Map<number, (r: WorkerResult) => void>();

  constructor(
    private readonly store: Store,
    private readonly tables: Tables,
    /** Game modules outside src/games/index.ts the worker must load too (test fixtures). */
    private readonly extraModules: readonly { url: string; name: string }[] = [],
  ) {}

  private async finished(id: string): Promise<{ ok: true; rec: TableRecord; choices: StoredChoice[] } | Fail> {
    const rec = await this.store.getTable(id);
    if (!rec) return { ok: false, status: 404, error: { code: 'no-table', message: `There is no table "${id}".` } };
    if (rec.status === 'playing')
      return { ok: false, status: 409, error: { code: 'not-finished', message: `Table ${id} is still being played; its record opens when it ends.` } };
    return { ok: true, rec, choices: await this.store.choices(id) };
  }

  async record(id: string): Promise<{ ok: true; record: GameRecord } | Fail> {
    const f = await this.finished(id);
    if (!f.ok) return f;
    const mod = this.tables.module(f.rec.game);
    if (!mod) return { ok: false, status: 409, error: { code: 'unknown-game', message: `This server does not have the game "${f.rec.game}".` } };
    const made = makeRecord(
      mod.game,
      f.rec.config,
      f.rec.seed,
      f.choices.map((c) => ({ rqid: c.rqid, option: c.option })),
    );
    // A resigned game (resign.ts) ends after its last choice; replay honours the seat named here.
    const resigned = f.rec.status === 'finished' ? resignedSeat(f.rec.reason) : null;
    const record: GameRecord = resigned === null ? made : { ...made, resigned };
    // With its final hash, `skirmish replay` checks that the game ends as it ended here.
    const finalHash = this.finalHashes.of(id, mod.game, record);
    // A game whose seed a player chose (--dev-seeds) says so in its record.
    const marked: GameRecord = isChosenSeed(f.rec.seed) ? { ...record, seedChosen: true } : record;
    return { ok: true, record: finalHash === null ? marked : { ...marked, finalHash } };
  }

  async frame(id: string, n: number, viewer: number | null): Promise<{ ok: true; frame: ReplayFrame } | Fail> {
    const r = await this.ask(id, n, viewer);
    if (r.ok && !('frame' in r)) return { ok: false, status: 500, error: { code: 'replay-failed', message: 'the replay worker sent no frame' } };
    return r;
  }

  /** Range, sight and cover on the position after `n` choices of a finished game (measure.ts), as on a live table. */
  async measure(id: string, n: number, q: MeasureQuery): Promise<{ ok: true; measure: Measure } | Fail> {
    const r = await this.ask(id, n, null, q);
    if (r.ok && !('measure' in r)) return { ok: false, status: 500, error: { code: 'replay-failed', message: 'the replay worker sent no measurement' } };
    return r;
  }

  /** The Heroscape battlefield on the position after `n` choices of a finished game (glyph sides as they were then). */
  async battlefield(id: string, n: number): Promise<{ ok: true; battlefield: BattlefieldView } | Fail> {
    const r = await this.ask(id, n, null, undefined, true);
    if (r.ok && !('battlefield' in r)) return { ok: false, status: 500, error: { code: 'replay-failed', message: 'the replay worker sent no battlefield' } };
    return r;
  }

  /** One request to the worker: the frame after `n` choices, or with `measure` a measurement there, or with `battlefield` the battlefield. */
  private async ask(id: string, n: number, viewer: number | null, measure?: MeasureQuery, battlefield?: true): Promise<WorkerResult> {
    const f = await this.finished(id);
    if (!f.ok) return f;
    if (!this.tables.module(f.rec.game))
      return { ok: false, status: 409, error: { code: 'unknown-game', message: `This server does not have the game "${f.rec.game}".` } };
    const req: FrameRequest = {
      id: this.next++,
      table: id,
      game: f.rec.game,
      config: f.rec.config,
      seed: f.rec.seed,
      players: f.rec.seats.length,
      choices: f.choices.map((c) => ({ rqid: c.rqid, option: c.option, seat: c.seat })),
      n,
      viewer,
      ...(measure ? { measure } : {}),
      ...(battlefield ? { battlefield } : {}),
    };
    return new Promise((resolve) => {
      this.waiting.set(req.id, resolve);
      this.thread().postMessage(req);
    });
  }

  /** The worker, started on first use; if it dies, waiting requests fail and the next one starts another. */
  private thread(): Worker {
    if (this.worker) return this.worker;
    const w = startWorker('./replay-worker', { extraModules: this.extraModules });
    w.on('message', (r: FrameResponse) => {
      const done = this.waiting.get(r.id);
      this.waiting.delete(r.id);
      done?.(r);
    });
    const fail = (why: string): void => {
      if (this.worker === w) this.worker = null;
      for (const done of this.waiting.values()) done({ ok: false, status: 500, error: { code: 'replay-failed', message: why } });
      this.waiting.clear();
    };
    w.on('error', (e) => fail(`the replay worker failed: ${e.message}`));
    w.on('exit', () => fail('the replay worker stopped'));
    w.unref();
    this.worker = w;
    return w;
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }
}
