/**
 * Set-ups the engine builds itself (the ready-made presets): checked against the set-up schema once,
 * frozen and vouched for, so a battle started from one again skips the check (`trustedConfig`) and
 * its battlefield is found by identity instead of by content. A set-up from anywhere else (a file,
 * a request, a copy with changes) is checked on every start as before.
 * Rulebook: heroscape-master-game-guide — "Get Ready to Play" (the set-up the checks stand for).
 */
import { vouchedConfigs } from '../../../core/index.js';
import { configSchema, type HsConfig } from './setup.js';

const vouched = vouchedConfigs<HsConfig>(configSchema);

/** Checks `config` once, freezes it and vouches for it; a set-up that fails the check is a bug here. */
export function vouch(config: HsConfig, where: string): HsConfig {
  return vouched.vouch(config, where);
}

export function isVouched(config: unknown): config is HsConfig {
  return vouched.has(config);
}
