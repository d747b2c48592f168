/**
 * Seeds of online tables (issue 23, item 1; docs/security.md "Seeds and dice"). The server draws
 * 128 bits from the operating system's cryptographic source for every table; they key the game's
 * ChaCha20 generator (`Seed`, `seedRng` in core/rng.ts). With the old 31-bit seeds a spectator
 * could match the first public view against every candidate seed and then predict every later roll;
 * 2^128 candidates cannot be searched, and no numeric seed (those drive xoroshiro128+) deals the
 * same stream.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mixSeed } from '../ai/index.js';
import type { Seed } from '../core/index.js';

/** A fresh 128-bit table seed as 32 lowercase hex digits (never all zeros). */
export function newTableSeed(): string {
  for (;;) {
    const hex = randomBytes(16).toString('hex');
    if (!/^0+$/.test(hex)) return hex;
  }
}

/**
 * The seed of the agent in `seat`. For a 128-bit table seed it is one-way (SHA-256), so an AI's
 * choices, even if they gave its own 32-bit seed away, say nothing about the table's dice. Numeric
 * table seeds (local and test tables) keep the mix they always had, so their games are unchanged.
 */
export function agentSeedFor(tableSeed: Seed, seat: number): number {
  if (typeof tableSeed === 'number') return mixSeed(tableSeed, seat);
  return createHash('sha256').update(`skirmish-agent:${tableSeed}:${seat}`).digest().readInt32BE(0);
}

/** A chosen seed given as 32 hex digits: 128-bit seeds are the server's own, so a chosen one is a number. */
export const CHOSEN_SEED_NOT_NUMBER = {
  code: 'bad-request',
  message: 'A chosen seed is a whole number; 128-bit seeds are dealt by the server itself, which is how a chosen seed is told from a dealt one.',
} as const;

/** POST /api/tables with a `seed` on a server not started for local play (`--dev-seeds`). */
export const CHOSEN_SEED_REFUSED = {
  code: 'seed-not-allowed',
  message:
    'This server deals its own dice: a table cannot be given a seed, since whoever chooses it knows every roll in advance. Chosen seeds are for local, unranked play on a server started with --dev-seeds.',
} as const;
