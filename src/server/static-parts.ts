/**
 * Large parts of a view sent once per connection (issue #23 item 8): a DDM battle map (a custom one
 * can be 149 KiB) used to travel in every view to every seat and spectator. Now each top-level
 * field of `obs.view` whose JSON is at least `STATIC_MIN_CHARS` long is taken out of the view and
 * named by a digest of its text (`statics: {field: digest}`); the text itself goes to a connection
 * once, as a `static {digest, value}` message, before the first view that names it. The client
 * puts the field back (src/web/static-cache.ts). A field that changes gets a new digest and is
 * sent again, so nothing depends on a game declaring which of its fields never change.
 */
import { createHash } from 'node:crypto';
import type { Json, Observation } from '../core/index.js';

/** Fields shorter than this stay in the view (a digest and a second message would cost more). */
export const STATIC_MIN_CHARS = 4096;
/** Digests remembered per connection (and on the client): enough for every big field of a few seats' views. */
export const STATICS_PER_CONNECTION = 32;

export interface StaticPart {
  readonly digest: string;
  /** `{"digest":…,"value":…}` as sent on the `static` channel. */
  readonly message: string;
}

export interface SplitObservation {
  readonly obs: Observation;
  /** Field name → digest, for the fields taken out of `obs.view`. */
  readonly statics: Readonly<Record<string, string>>;
  readonly parts: readonly StaticPart[];
}

/**
 * Takes the large fields out of an observation's view. `memo` (one per broadcast) lets the views of
 * several viewers that share a field object (the same map) serialise it once.
 */
export function splitObservation(obs: Observation, memo: Map<object, StaticPart | null> = new Map()): SplitObservation {
  const view = obs.view;
  if (view === null || typeof view !== 'object' || Array.isArray(view)) return { obs, statics: {}, parts: [] };
  const kept: Record<string, Json> = {};
  const statics: Record<string, string> = {};
  const parts: StaticPart[] = [];
  for (const [k, v] of Object.entries(view)) {
    if (v === undefined) continue;
    let part: StaticPart | null = null;
    if (v !== null && typeof v === 'object') {
      const known = memo.get(v);
      if (known !== undefined) part = known;
      else {
        const text = JSON.stringify(v);
        part = text.length >= STATIC_MIN_CHARS ? makePart(text) : null;
        memo.set(v, part);
      }
    }
    if (part) {
      statics[k] = part.digest;
      parts.push(part);
    } else kept[k] = v;
  }
  if (parts.length === 0) return { obs, statics, parts };
  return { obs: { ...obs, view: kept }, statics, parts };
}

function makePart(text: string): StaticPart {
  const digest = createHash('sha256').update(text).digest('base64url');
  return { digest, message: `{"digest":${JSON.stringify(digest)},"value":${text}}` };
}

/** The digests one connection already has (oldest forgotten first, as the client forgets them). */
export class SentStatics {
  private readonly have = new Set<string>();

  /** True when the part must be sent now (and records it as sent). */
  needs(digest: string): boolean {
    if (this.have.has(digest)) {
      // Refresh its place: the client refreshes it too when a view names it.
      this.have.delete(digest);
      this.have.add(digest);
      return false;
    }
    this.have.add(digest);
    if (this.have.size > STATICS_PER_CONNECTION) this.have.delete(this.have.values().next().value as string);
    return true;
  }

  clear(): void {
    this.have.clear();
  }
}
