/**
 * Set-ups the engine builds itself (the ready-made presets): checked against the set-up schema once,
 * frozen and vouched for, so a battle started from one again skips the check (`trustedConfig`) and
 * its battlefield is found by identity instead of by content. A set-up from anywhere else (a file,
 * a request, a copy with changes) is checked on every start as before.
 * Rulebook: heroscape-master-game-guide — "Get Ready to Play" (the set-up the checks stand for).
 */
import { describeIssues } from '../../../core/index.js';
import { configSchema, type HsConfig } from './setup.js';

const vouched = new WeakSet<object>();

/** Freezes a JSON-like value and everything in it, so a vouched set-up cannot change after its check. */
function freezeAll(v: unknown): void {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const x of Object.values(v)) freezeAll(x);
}

/** Checks `config` once, freezes it and vouches for it; a set-up that fails the check is a bug here. */
export function vouch(config: HsConfig, where: string): HsConfig {
  const parsed = configSchema.safeParse(config);
  if (!parsed.success) throw new Error(`${where}: the ready-made set-up is not valid:\n${describeIssues(parsed.error)}`);
  freezeAll(config);
  vouched.add(config);
  return config;
}

export function isVouched(config: unknown): config is HsConfig {
  return typeof config === 'object' && config !== null && vouched.has(config);
}
