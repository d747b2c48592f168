import { digest } from 'ohash';
import { configure } from 'safe-stable-stringify';

/**
 * Canonical JSON: keys sorted, undefined members dropped (as JSON does), so that a state and its
 * JSON round-trip, or two states built with keys in a different order, hash alike.
 */
const canonical = configure({ deterministic: true, bigint: false, circularValue: Error });

export function canonicalJson(value: unknown): string {
  return canonical(value) ?? 'undefined';
}

/** A stable hash of any plain-data value: SHA-256 (base64url) of its canonical JSON. */
export function stableHash(value: unknown): string {
  return digest(canonicalJson(value));
}
