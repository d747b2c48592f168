/**
 * The client's half of "large view fields once per connection" (src/server/static-parts.ts): keeps
 * the `static` messages received on this connection by digest, and puts the fields a view names in
 * `statics` back into its `obs.view`. It forgets the oldest digests first, exactly as the server
 * does, so the server never names a digest the client has dropped.
 */
import type { Json } from '../core/index.js';
import type { StaticMessage, TableMessage } from './api.js';

/** As STATICS_PER_CONNECTION on the server. */
const KEEP = 32;

export class StaticCache {
  private readonly values = new Map<string, Json>();

  add(m: StaticMessage): void {
    this.values.delete(m.digest);
    this.values.set(m.digest, m.value);
    if (this.values.size > KEEP) this.values.delete(this.values.keys().next().value as string);
  }

  /** The message with its large fields back in place, or null when one is missing (then ask for a sync). */
  resolve(m: TableMessage): TableMessage | null {
    if (!m.statics) return m;
    const view: Record<string, Json> = { ...(m.obs.view as Record<string, Json>) };
    for (const [field, digest] of Object.entries(m.statics)) {
      const v = this.values.get(digest);
      if (v === undefined) return null;
      this.values.delete(digest);
      this.values.set(digest, v);
      view[field] = v;
    }
    return { ...m, obs: { ...m.obs, view } };
  }

  clear(): void {
    this.values.clear();
  }
}
