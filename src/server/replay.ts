/**
 * Replays of finished tables for the replay viewer: the game record (set-up, seed, choices) and the
 * position after any number of choices, rebuilt from the log. Stepping forward continues from the
 * last position asked for (one cached position per table), stepping back replays from the start.
 * Only finished games are served: the seed and the full log would reveal hidden information.
 */
import { makeRecord, narrate, type GameRecord, type GameState, type Observation } from '../core/index.js';
import type { WireError } from './protocol.js';
import type { StoredChoice, Store, TableRecord } from './store/store.js';
import { FinalHashes } from './final-hash.js';
import type { Tables } from './tables.js';

export interface ReplayFrame {
  readonly index: number;
  readonly total: number;
  readonly obs: Observation;
  /** The narrated log up to this position. */
  readonly lines: readonly string[];
  /** The choice that led here, with its label as offered. */
  readonly last: { readonly seat: number; readonly label: string } | null;
}

type Fail = { ok: false; status: number; error: WireError };

interface Cursor {
  index: number;
  state: GameState;
  lines: string[][];
  labels: { seat: number; label: string }[];
}

export class ReplayCache {
  private readonly finalHashes = new FinalHashes();
  private readonly cursors = new Map<string, Cursor>();

  constructor(
    private readonly store: Store,
    private readonly tables: Tables,
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
    const record = makeRecord(
      mod.game,
      f.rec.config,
      f.rec.seed,
      f.choices.map((c) => ({ rqid: c.rqid, option: c.option })),
    );
    // With its final hash, `skirmish replay` checks that the game ends as it ended here.
    const finalHash = this.finalHashes.of(id, mod.game, record);
    return { ok: true, record: finalHash === null ? record : { ...record, finalHash } };
  }

  async frame(id: string, n: number, viewer: number | null): Promise<{ ok: true; frame: ReplayFrame } | Fail> {
    const f = await this.finished(id);
    if (!f.ok) return f;
    const mod = this.tables.module(f.rec.game);
    if (!mod) return { ok: false, status: 409, error: { code: 'unknown-game', message: `This server does not have the game "${f.rec.game}".` } };
    const game = mod.game;
    const total = f.choices.length;
    if (!Number.isInteger(n) || n < 0 || n > total)
      return { ok: false, status: 400, error: { code: 'bad-request', message: `Position ${n} is outside this game (0 to ${total}).` } };
    const players = f.rec.seats.length;
    if (viewer !== null && viewer >= players) return { ok: false, status: 400, error: { code: 'bad-request', message: `This game has ${players} seats.` } };
    let cur = this.cursors.get(id);
    if (!cur || cur.index > n) {
      const s = game.setup(f.rec.config, f.rec.seed);
      if (!s.ok) return { ok: false, status: 500, error: { code: 'replay-failed', message: s.error.message } };
      cur = { index: 0, state: s.value.state, lines: [], labels: [] };
      for (let v = 0; v <= players; v++) cur.lines.push(narrate(game.narrate, s.value.events, v === players ? null : v));
    }
    while (cur.index < n) {
      const c = f.choices[cur.index]!;
      const p = game.pending(cur.state);
      const label = p.terminal ? c.option : (p.options.find((o) => o.id === c.option)?.label ?? c.option);
      const r = game.apply(cur.state, c.rqid, c.option);
      if (!r.ok) return { ok: false, status: 500, error: { code: 'replay-failed', message: `Choice ${cur.index + 1}: ${r.error.message}` } };
      for (let v = 0; v <= players; v++) cur.lines[v]!.push(...narrate(game.narrate, r.value, v === players ? null : v));
      cur.labels.push({ seat: c.seat, label });
      cur.index++;
    }
    // Keep the position so the next step forward continues from here.
    this.cursors.set(id, cur);
    if (this.cursors.size > 200) this.cursors.delete(this.cursors.keys().next().value as string);
    const v = viewer ?? players;
    // The cursor now stands exactly at position n, so its lines are the log up to n.
    return {
      ok: true,
      frame: { index: n, total, obs: game.observe(cur.state, viewer), lines: cur.lines[v]!, last: n > 0 ? (cur.labels[n - 1] ?? null) : null },
    };
  }
}
