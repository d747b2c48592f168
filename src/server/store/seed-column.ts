/**
 * How a table's seed is kept in a store column. Numeric seeds (local and test tables) stay numbers;
 * a 128-bit seed (32 hex digits) is kept as JSON text with its quotes, so that no database ever
 * reads it as a number (SQLite's INTEGER affinity would turn an all-digit hex string into a lossy
 * REAL; PostgreSQL's old BIGINT column could not hold it at all).
 */
import { seedProblem, type Seed } from '../../core/index.js';

export function encodeSeed(seed: Seed): number | string {
  return typeof seed === 'number' ? seed : JSON.stringify(seed);
}

/** Reads a stored seed back; `where` names the table for the error when the column is damaged. */
export function decodeSeed(stored: unknown, where: string): Seed {
  let seed: unknown = stored;
  if (typeof stored === 'string') seed = stored.startsWith('"') ? (JSON.parse(stored) as unknown) : /^-?\d+$/.test(stored) ? Number(stored) : stored;
  const problem = seedProblem(seed);
  if (problem !== null) throw new Error(`${where}: the stored seed is not valid: ${problem}`);
  return seed as Seed;
}
