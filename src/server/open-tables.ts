/**
 * The cap on unfinished tables per client (issue #23 item 5): each IP address may have created at
 * most `openTablesPerClient` tables that are still being played. A table stops counting when it
 * finishes or breaks, or a day after it was created (so abandoned tables do not lock their creator
 * out for good). Counts are kept in memory, so a restart forgets them (the rate limit on creation
 * still bounds how fast they can grow again).
 */
const COUNTS_FOR_MS = 24 * 60 * 60_000;

export class OpenTables {
  /** Per client: table id → creation time. */
  private readonly byClient = new Map<string, Map<string, number>>();
  private readonly owner = new Map<string, string>();

  constructor(private readonly perClient: number) {}

  /** Null when this client may create another table, else the refusal's sentence. */
  refusal(client: string, now: number): string | null {
    const mine = this.byClient.get(client);
    if (mine) for (const [id, at] of mine) if (now - at >= COUNTS_FOR_MS) this.ended(id);
    const n = this.byClient.get(client)?.size ?? 0;
    return n >= this.perClient
      ? `You already have ${n} unfinished tables on this server (at most ${this.perClient} per address); finish one first, or wait a day.`
      : null;
  }

  opened(client: string, id: string, now: number): void {
    let mine = this.byClient.get(client);
    if (!mine) this.byClient.set(client, (mine = new Map()));
    mine.set(id, now);
    this.owner.set(id, client);
  }

  /** The table ended (finished or broken): it no longer counts against its creator. */
  ended(id: string): void {
    const client = this.owner.get(id);
    if (client === undefined) return;
    this.owner.delete(id);
    const set = this.byClient.get(client);
    set?.delete(id);
    if (set?.size === 0) this.byClient.delete(client);
  }
}
