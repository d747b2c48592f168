/**
 * Set-ups a game builds itself (its ready-made presets): checked against the game's set-up schema
 * once, frozen and vouched for, so that a game started from one again skips the check
 * (`GameDefinition.trustedConfig`). A set-up from anywhere else — a file, a request, a copy with
 * changes — is not vouched for and is checked on every start as before.
 */
import type { z } from 'zod';
import { describeIssues } from './schema.js';

export interface VouchedConfigs<C> {
  /** Checks `config` once, freezes it and vouches for it; a ready-made set-up that fails the check is a bug in the game (throws, naming `where`). */
  vouch<T extends C & object>(config: T, where: string): T;
  /** Whether `config` is one this game vouched for (the `trustedConfig` of its definition). */
  has(config: unknown): config is C;
}

/**
 * Freezes a JSON-like value and everything in it (a vouched set-up cannot change after its check; a
 * game's fixed data cannot change during play); returns it. An object already frozen is taken as
 * frozen all through, so freezing shared data again costs one check.
 */
export function freezeAll<T>(v: T): T {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
  Object.freeze(v);
  for (const x of Object.values(v)) freezeAll(x);
  return v;
}

/** The set-ups one game vouches for, checked against `schema`. */
export function vouchedConfigs<C>(schema: z.ZodType<C>): VouchedConfigs<C> {
  const vouched = new WeakSet<object>();
  return {
    vouch(config, where) {
      const parsed = schema.safeParse(config);
      if (!parsed.success) throw new Error(`${where}: the ready-made set-up is not valid:\n${describeIssues(parsed.error)}`);
      freezeAll(config);
      vouched.add(config);
      return config;
    },
    has: (config: unknown): config is C => typeof config === 'object' && config !== null && vouched.has(config),
  };
}
