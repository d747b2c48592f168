// Shared checks for the whole-battle tests (imported by *.test.ts only): the invariants the issue
// names for every step of a battle (ddm-battle-rules-2011 "Assault", "Hit Points", "Legal
// Positions") and "ends by the victory conditions and replays to the same hash".
import { expect } from 'vitest';
import { makeRecord, replay, type Choice } from '../../core/index.js';
import { game, type DdmConfig } from './game.js';
import type { DdmState } from './state.js';
import { anyMounted, mountOf } from './rules/mount-links.js';

/** No two creatures in one square, HP never above maximum, destroyed creatures off the map. */
export function battleInvariants(s: DdmState): void {
  const seen = new Set<string>();
  // A mover may pass through allies mid-move; only settled positions count.
  const moving = s.core.stack.some((st) => st.kind === 'move-step');
  for (const c of s.creatures) {
    // "Hit Points", Bonus Hit Points: only a creature holding them may be above its maximum.
    if (c.hp > c.maxHp && c.bonusHp === undefined) throw new Error(`${c.label} has ${c.hp} HP, above its maximum ${c.maxHp}`);
    if (c.destroyed && c.pos) throw new Error(`${c.label} is destroyed but still on the map`);
    if (!c.pos) continue;
    // "MOUNT": a rider occupies its mount's space (and only that); it is not a second occupant.
    const mount = anyMounted(s) ? mountOf(s, c) : null;
    if (mount) {
      if (!moving && (!mount.pos || mount.pos.x !== c.pos.x || mount.pos.y !== c.pos.y || mount.size !== c.size))
        throw new Error(`${c.label} rides ${mount.label} but is not in its space`);
      continue;
    }
    for (let y = c.pos.y; y < c.pos.y + c.size; y++)
      for (let x = c.pos.x; x < c.pos.x + c.size; x++) {
        const k = `${x},${y}`;
        if (seen.has(k) && !moving) throw new Error(`two creatures in square ${k}`);
        seen.add(k);
      }
  }
}

/** The battle ended by the Assault victory conditions and its record replays to the same hash. */
export function expectEndedAndReplays(config: DdmConfig, seed: number, choices: readonly Choice[], s: DdmState, checkReplay = true): void {
  const t = s.core.terminal;
  expect(t, `seed ${seed}`).not.toBeNull();
  expect(t?.reason, `seed ${seed}`).toMatch(/reached 200 victory points|scored first/);
  expect(Math.max(...s.vp), `seed ${seed} VP`).toBeGreaterThanOrEqual(200);
  if (!checkReplay) return;
  const r = replay(game, makeRecord(game, config, seed, [...choices], s));
  expect(r.ok, `seed ${seed} replay`).toBe(true);
  if (r.ok) expect(r.value.hash).toBe(game.hash(s));
}
