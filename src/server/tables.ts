/**
 * The tables this process serves: creating them (seats, invite tokens), loading them from the
 * store on first use (after a restart, by replaying their logs), and handing out the live table.
 * A load in progress is shared, so two connections to a cold table rebuild it once.
 */
import { randomBytes } from 'node:crypto';
import { parseAgentSpec } from '../ai/index.js';
import { ENGINE_VERSION, type Json } from '../core/index.js';
import type { AnyGameModule } from '../games/module.js';
import type { CreateTable, WireError } from './protocol.js';
import type { SeatRecord, Store, TableRecord } from './store/store.js';
import { hashToken, holdsSeat, newToken } from './seats.js';
import { revokeInvites } from './abandon.js';
import { newTableSeed } from './seeds.js';
import { LiveTable, type TableOptions } from './table.js';

export { hashToken } from './seats.js';
const newId = (): string => randomBytes(6).toString('base64url');

export interface Invite {
  readonly seat: number;
  readonly token: string;
}

export type Created = { ok: true; id: string; invites: Invite[] } | { ok: false; error: WireError };

export class Tables {
  private readonly live = new Map<string, LiveTable>();
  private readonly loading = new Map<string, Promise<LiveTable | null>>();
  private readonly byId: ReadonlyMap<string, AnyGameModule>;

  constructor(
    readonly store: Store,
    readonly modules: readonly AnyGameModule[],
    private readonly opts: TableOptions,
    private readonly onLoad: (t: LiveTable) => void = () => undefined,
  ) {
    this.byId = new Map(modules.map((m) => [m.game.id, m]));
  }

  module(id: string): AnyGameModule | undefined {
    return this.byId.get(id);
  }

  /** Validates the set-up by starting the game once, then stores the table; returns each human seat's secret token. */
  async create(req: CreateTable): Promise<Created> {
    const bad = (code: string, message: string): Created => ({ ok: false, error: { code, message } });
    const mod = this.byId.get(req.game);
    if (!mod) return bad('unknown-game', `There is no game "${req.game}" on this server (it has: ${[...this.byId.keys()].join(', ') || 'none'}).`);
    let config: unknown;
    let preset: string | null = null;
    if (req.config !== undefined) {
      if (req.preset !== undefined) return bad('bad-request', 'Give either a preset or a config, not both.');
      config = req.config;
    } else {
      const names = Object.keys(mod.presets);
      preset = req.preset ?? names[0] ?? null;
      // Own properties only: "__proto__" or "constructor" from a request names no preset.
      const make = preset === null || !Object.hasOwn(mod.presets, preset) ? undefined : mod.presets[preset];
      if (!make) return bad('unknown-preset', `${mod.game.title} has no set-up "${req.preset}" (it has: ${names.join(', ')}).`);
      config = make();
    }
    // A chosen seed reaches here only from trusted callers or a server started for local play (app.ts).
    const seed = req.seed ?? newTableSeed();
    const started = mod.game.setup(config, seed);
    if (!started.ok) return bad(started.error.code, started.error.message);
    const players = started.value.state.core.players;
    if (req.seats.length !== players) return bad('bad-seats', `This ${mod.game.title} set-up has ${players} seats; ${req.seats.length} were given.`);
    const invites: Invite[] = [];
    const seats: SeatRecord[] = [];
    for (let i = 0; i < req.seats.length; i++) {
      const s = req.seats[i]!;
      if (s.kind === 'ai') {
        const spec = parseAgentSpec(s.agent);
        if (!spec.ok) return bad('bad-agent', `Seat ${i + 1}: ${spec.error}`);
        seats.push({
          kind: 'ai',
          name: s.name ?? `AI (${spec.value.text})`,
          agent: spec.value.text,
          settings: { ...spec.value.params } as { [k: string]: Json },
        });
      } else {
        const token = newToken();
        invites.push({ seat: i, token });
        seats.push({ kind: 'human', name: s.name ?? `Player ${i + 1}`, tokenHash: hashToken(token), claimed: false });
      }
    }
    const now = Date.now();
    const id = newId();
    const record: Omit<TableRecord, 'moves'> = {
      id,
      game: mod.game.id,
      preset,
      config: config as Json,
      seed,
      seats,
      status: 'playing',
      createdAt: now,
      updatedAt: now,
      engineVersion: ENGINE_VERSION,
      contentHash: mod.game.contentHash,
      returns: null,
      reason: null,
    };
    await this.store.createTable(record);
    // Load at once so an AI seat that moves first starts playing.
    await this.get(id);
    return { ok: true, id, invites };
  }

  /** The live table, loading it from the log if this process has not got it yet. */
  async get(id: string): Promise<LiveTable | null> {
    const t = this.live.get(id);
    if (t) return t;
    const inflight = this.loading.get(id);
    if (inflight) return inflight;
    const p = (async () => {
      const rec = await this.store.getTable(id);
      if (!rec) return null;
      const mod = this.byId.get(rec.game);
      if (!mod) throw new Error(`table ${id} is a game of "${rec.game}", which this server does not have`);
      const lt = await LiveTable.load(this.store, mod, rec, this.opts);
      this.live.set(id, lt);
      this.onLoad(lt);
      return lt;
    })();
    this.loading.set(id, p);
    try {
      return await p;
    } finally {
      this.loading.delete(id);
    }
  }

  /** Which seats these tokens open at a table (an unknown token is an error, not a spectator). */
  seatsFor(t: LiveTable, tokens: readonly string[]): { seats: number[] } | { error: WireError } {
    const seats: number[] = [];
    for (const tok of tokens) {
      const h = hashToken(tok);
      const i = t.record.seats.findIndex((s) => s.kind === 'human' && s.tokenHash === h);
      if (i < 0) return { error: { code: 'bad-token', message: 'This invite link is not valid for this table (its seat token is unknown).' } };
      if (!seats.includes(i)) seats.push(i);
    }
    return { seats };
  }

  /** Marks human seats as taken (first connection with their token). */
  async markClaimed(t: LiveTable, seats: readonly number[]): Promise<void> {
    // Compare-and-set, so this never writes back seats another claim has just changed.
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = t.record.seats;
      const fresh = seats.filter((i) => {
        const s = before[i];
        return s?.kind === 'human' && !s.claimed;
      });
      if (fresh.length === 0) return;
      const next = before.map((s, i) => (s.kind === 'human' && fresh.includes(i) ? { ...s, claimed: true } : s));
      if (await this.store.replaceSeats(t.id, before, next)) {
        t.record = { ...t.record, seats: next };
        return;
      }
      await this.refreshSeats(t);
    }
  }

  /**
   * Claims a human seat with its invite secret (seats.ts): a fresh token replaces the secret, which
   * stops working, so only the claimant holds the seat from then on. No secret, no seat.
   */
  async claim(id: string, seat: number, invite: string): Promise<{ ok: true; token: string } | { ok: false; error: WireError }> {
    const t = await this.get(id);
    if (!t) return { ok: false, error: { code: 'no-table', message: `There is no table "${id}".` } };
    if (this.opts.ownership) await this.refreshSeats(t);
    // Compare-and-set: of two claims with one invite (on this process or another) only the first
    // written wins; the other finds the seats changed, reads them again and no longer holds the seat.
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = t.record.seats;
      const s = before[seat];
      if (!s || s.kind !== 'human') return { ok: false, error: { code: 'bad-seat', message: `Table ${id} has no human seat ${seat + 1}.` } };
      if (!holdsSeat(s, invite))
        return {
          ok: false,
          error: {
            code: 'bad-invite',
            message: `This invite is not valid for seat ${seat + 1} of table ${id}: it was never issued for that seat, or the seat has been claimed with it already.`,
          },
        };
      const token = newToken();
      const next = before.map((x, i) => (i === seat && x.kind === 'human' ? { ...x, tokenHash: hashToken(token), claimed: true } : x));
      if (await this.store.replaceSeats(id, before, next)) {
        t.record = { ...t.record, seats: next };
        return { ok: true, token };
      }
      await this.refreshSeats(t);
    }
    return { ok: false, error: { code: 'seat-busy', message: `Seat ${seat + 1} of table ${id} is changing; try the invite again.` } };
  }

  /** After a table is abandoned (abandon.ts): the invites nobody has claimed stop working. */
  async revokeInvites(t: LiveTable): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = t.record.seats;
      const next = revokeInvites(before);
      if (await this.store.replaceSeats(t.id, before, next)) {
        t.record = { ...t.record, seats: next };
        return;
      }
      await this.refreshSeats(t);
    }
    throw new Error(`table ${t.id}: its invites could not be revoked (the seats kept changing)`);
  }

  /** Names a seat (names.ts: the seat holder names their own seat), stored with the seat. */
  async rename(t: LiveTable, seat: number, name: string): Promise<void> {
    if (this.opts.ownership) await this.refreshSeats(t);
    const next = t.record.seats.map((x, i) => (i === seat ? { ...x, name } : x));
    t.record = { ...t.record, seats: next };
    await this.store.setSeats(t.id, next);
  }

  /** The live table if this process has it in memory (never loads). */
  peek(id: string): LiveTable | undefined {
    return this.live.get(id);
  }

  /**
   * Re-reads the seats from the store: with several processes (cluster.ts) another one may have
   * claimed a seat since this one loaded the table, replacing its token.
   */
  async refreshSeats(t: LiveTable): Promise<void> {
    const rec = await this.store.getTable(t.id);
    if (rec) t.record = { ...t.record, seats: rec.seats };
  }

  loaded(): number {
    return this.live.size;
  }

  /** Whether this process holds the table in memory now. */
  isLoaded(id: string): boolean {
    return this.live.has(id);
  }

  /** The ids of the tables in memory (for idle unload). */
  loadedIds(): string[] {
    return [...this.live.keys()];
  }

  /** Drops a table from memory (it reloads from the log on next use). */
  async unload(id: string): Promise<void> {
    const t = this.live.get(id);
    if (!t) return;
    this.live.delete(id);
    await t.close();
  }

  async close(): Promise<void> {
    await Promise.all([...this.live.values()].map((t) => t.close()));
    this.live.clear();
  }
}
