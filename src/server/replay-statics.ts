/**
 * Replay frames without resending large view fields (issue #23 item 8, for the replay viewer): a
 * client stepping through a replay says which large fields it already holds (`?have=d1,d2`, the
 * digests of earlier frames' parts), and the frame carries only the fields it lacks. A request
 * without `have` gets the whole frame, as before. The split is the live tables' (static-parts.ts),
 * so a field that changes gets a new digest and is sent again.
 */
import type { Json } from '../core/index.js';
import type { ReplayFrame } from './replay-book.js';
import { splitObservation, STATICS_PER_CONNECTION } from './static-parts.js';

/** A digest is base64url SHA-256: 43 characters. */
const DIGEST = /^[A-Za-z0-9_-]{43}$/;

export interface SplitFrame extends ReplayFrame {
  /** Field of `obs.view` → digest, for the fields taken out. */
  readonly statics: Readonly<Record<string, string>>;
  /** The values of the fields taken out that the client did not say it has. */
  readonly parts: readonly { readonly digest: string; readonly value: Json }[];
}

/** `have` from the query string: null when absent (whole frames), else the digests, bounded and checked. */
export function parseHave(q: unknown): { ok: true; have: ReadonlySet<string> | null } | { ok: false; message: string } {
  if (q === undefined) return { ok: true, have: null };
  if (typeof q !== 'string') return { ok: false, message: 'have must be given once, as digests separated by commas.' };
  const list = q === '' ? [] : q.split(',');
  if (list.length > STATICS_PER_CONNECTION) return { ok: false, message: `have names at most ${STATICS_PER_CONNECTION} digests, got ${list.length}.` };
  const bad = list.findIndex((d) => !DIGEST.test(d));
  if (bad >= 0) return { ok: false, message: `have: entry ${bad + 1} is not a digest (43 base64url characters).` };
  return { ok: true, have: new Set(list) };
}

export function splitFrame(frame: ReplayFrame, have: ReadonlySet<string>): SplitFrame {
  const split = splitObservation(frame.obs);
  const view = frame.obs.view as { readonly [k: string]: Json };
  const parts: { digest: string; value: Json }[] = [];
  for (const [field, digest] of Object.entries(split.statics)) {
    if (!have.has(digest)) parts.push({ digest, value: view[field] as Json });
  }
  return { ...frame, obs: split.obs, statics: split.statics, parts };
}
