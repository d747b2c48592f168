/**
 * Every pool table (one per set, and the project's own cards) by card name.
 */
import type { CardEncoding } from './types.js';
import { SET_TABLES } from './sets/index.js';

/** Each encoded card by its name; a name in two tables is a mistake the pool test catches (`duplicateCards`). */
export const ENCODED: ReadonlyMap<string, CardEncoding> = new Map(SET_TABLES.flat().map((c) => [c.card, c]));

/** Card names listed in more than one table entry. */
export function duplicateCards(): string[] {
  const seen = new Set<string>();
  const dup: string[] = [];
  for (const c of SET_TABLES.flat()) {
    if (seen.has(c.card)) dup.push(c.card);
    seen.add(c.card);
  }
  return dup;
}
