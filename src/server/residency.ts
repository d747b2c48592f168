/**
 * Which tables stay in memory (issue #23 item 5). Every loaded table — created by POST, opened by
 * `GET /api/tables/:id`, by a socket or by the start-up AI resume — is unloaded once nobody has been
 * connected to it for `idleUnloadMs` (it reloads from its log on next use). The number loaded at
 * once is capped: to load one more, the table idle longest with nobody connected is unloaded first;
 * when every loaded table has someone connected, the load is refused (`server-busy`).
 */
import type { WireError } from './protocol.js';

export interface ResidencyHooks {
  /** Ids of the tables in memory now. */
  loadedIds(): readonly string[];
  /** Connections (seats and spectators) to a table now. */
  connections(id: string): number;
  /** Drops a table from memory. */
  unload(id: string): Promise<void>;
  /** Current time in milliseconds (a parameter so tests need no real waiting). */
  now(): number;
}

export class Residency {
  private readonly lastUsed = new Map<string, number>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly maxLoaded: number,
    private readonly idleUnloadMs: number,
    private readonly hooks: ResidencyHooks,
  ) {
    // Checked often enough that a table outlives its idle time by at most a quarter of it (≤ 30 s).
    this.timer = setInterval(() => void this.sweep(), Math.max(50, Math.min(idleUnloadMs / 4, 30_000)));
    this.timer.unref();
  }

  /** Marks a table as used now (loaded, opened, connected to, disconnected from, changed). */
  touch(id: string): void {
    this.lastUsed.set(id, this.hooks.now());
  }

  /** Unloads every table idle for `idleUnloadMs` with nobody connected. Returns how many. */
  async sweep(): Promise<number> {
    const now = this.hooks.now();
    let n = 0;
    for (const id of this.hooks.loadedIds()) {
      const used = this.lastUsed.get(id);
      if (used === undefined) {
        this.touch(id);
        continue;
      }
      if (now - used >= this.idleUnloadMs && this.hooks.connections(id) === 0) {
        await this.drop(id);
        n++;
      }
    }
    const loaded = new Set(this.hooks.loadedIds());
    for (const id of this.lastUsed.keys()) if (!loaded.has(id)) this.lastUsed.delete(id);
    return n;
  }

  /**
   * Before loading a table not in memory: makes room under the cap by unloading the table idle
   * longest with nobody connected, or says why the server cannot take it.
   */
  async admit(): Promise<WireError | null> {
    const ids = this.hooks.loadedIds();
    if (ids.length < this.maxLoaded) return null;
    let victim: string | null = null;
    let oldest = Infinity;
    for (const id of ids) {
      const used = this.lastUsed.get(id) ?? 0;
      if (used < oldest && this.hooks.connections(id) === 0) {
        oldest = used;
        victim = id;
      }
    }
    if (victim === null)
      return { code: 'server-busy', message: `This server holds its maximum of ${this.maxLoaded} open tables, all in use; try again later.` };
    await this.drop(victim);
    return null;
  }

  private async drop(id: string): Promise<void> {
    this.lastUsed.delete(id);
    await this.hooks.unload(id);
  }

  close(): void {
    clearInterval(this.timer);
  }
}
