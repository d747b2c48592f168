/**
 * Seeded random-vs-random battles for tests: a choice by a linear congruential step (no engine
 * randomness of the test's own), the invariants checked after every step, and the record replayed
 * to the same hash. Shared by the battle tests (battle/random-battles.test.ts) and the classic pool's
 * (pool/pool-battles.test.ts).
 * Rulebook: heroscape-master-game-guide — the invariants are the guide's (one figure a space, a
 * figure destroyed when its wounds reach its Life, hidden order markers).
 */
import { expect } from 'vitest';
import { makeRecord, replay, type Choice } from '../../../core/index.js';
import type { HsConfig } from './setup.js';
import { abilityByKey } from '../abilities/index.js';
import { game } from './game.js';
import { friendly, lifeOf, type HsState } from './state.js';

/** A seeded choice of option (a linear congruential step): the test needs no engine randomness of its own. */
export function pick(k: number, n: number): [number, number] {
  const next = (k * 1103515245 + 12345) % 2147483648;
  return [next, next % n];
}

type View = { cards: { owner: number; markers: string[] }[] };

/**
 * Invariants after every step: no two figures in one space, wounds under Life, the destroyed off the
 * map, hidden markers never in another player's view (a teammate's are seen, and exactly). Plain checks (a thrown error names what broke):
 * hundreds of thousands of `expect` calls would cost more than the battles.
 */
export function checkInvariants(s: HsState, where: string): void {
  const fail = (what: string): never => {
    throw new Error(`${where}: ${what}`);
  };
  const taken = new Set<number>();
  for (const f of s.figures) {
    if (f.destroyed) {
      if (f.head !== -1 || f.tail !== -1) fail(`destroyed ${f.id} is still on the battlefield`);
      continue;
    }
    if (f.wounds >= lifeOf(s, f)) fail(`${f.id} has ${f.wounds} wounds, as many as its Life`);
    // The one figure held mid-move by a leaving-engagement window may be passing over a friend.
    if (f.id === s.moving) continue;
    // While premade armies are placed, figures not yet placed have no space; neither have figures
    // waiting off the battlefield by a power of their card (The Drop, Iskra's Summoning).
    if (
      f.head < 0 &&
      f.tail < 0 &&
      (s.phase === 'deploying' || s.core.effects.some((e) => e.params['card'] === f.card && abilityByKey(e.handler)?.startsOff === true))
    )
      continue;
    // The Marro Hive's other five base spaces too (`hive.ts`).
    for (const sp of [...(f.tail >= 0 ? [f.head, f.tail] : [f.head]), ...(f.extra ?? [])]) {
      if (sp < 0 || taken.has(sp)) fail(`${f.id} is on space ${sp}, which is no space or already taken`);
      taken.add(sp);
    }
  }
  const mover = s.figures.find((f) => f.id === s.moving);
  if (mover) {
    if (mover.destroyed) fail(`destroyed ${mover.id} is still moving`);
    if (s.figures.some((f) => !f.destroyed && f.id !== mover.id && !friendly(s, f.owner, mover.owner) && (f.head === mover.head || f.tail === mover.head)))
      fail(`moving ${mover.id} stands on an enemy's space`);
  }
  for (const viewer of [...Array.from({ length: s.core.players }, (_, p) => p), null]) {
    const view = game.observe(s, viewer).view as View;
    view.cards.forEach((c, i) => {
      const ours = viewer !== null && friendly(s, viewer, c.owner);
      if (!ours && c.markers.some((m) => m !== '?')) fail(`player ${viewer} sees the number of a hidden marker on card ${i}`);
      if (ours && c.markers.join() !== s.cards[i]!.markers.join()) fail(`player ${viewer} does not see its team's markers on card ${i}`);
    });
  }
}

/**
 * Plays one seeded random battle of `config` to its end, checking the invariants after every step,
 * then replays its record to the same hash; returns the kind of ending (the result's reason up to its colon).
 */
export function playChecked(config: HsConfig, seed: number): string {
  const started = game.setup(config, seed);
  if (!started.ok) throw new Error(started.error.message);
  const s = started.value.state;
  const choices: Choice[] = [];
  let k = seed;
  let reason = '';
  for (let n = 0; ; n++) {
    const p = game.pending(s, { labels: false });
    if (p.terminal) {
      reason = p.reason;
      break;
    }
    if (n >= 5000) throw new Error(`battle ${seed} does not end within 5,000 decisions`);
    let i: number;
    [k, i] = pick(k, p.options.length);
    const option = p.options[i]!.id;
    choices.push({ rqid: p.rqid, option });
    const r = game.apply(s, p.rqid, option);
    if (!r.ok) throw new Error(`battle ${seed}: ${r.error.message}`);
    checkInvariants(s, `battle ${seed}, choice ${n + 1}`);
  }
  const rec = makeRecord(game, config, seed, choices, s);
  const again = replay(game, JSON.parse(JSON.stringify(rec)) as typeof rec);
  if (!again.ok) throw new Error(`battle ${seed} does not replay: ${again.error.message}`);
  expect(again.value.hash).toBe(game.hash(s));
  return reason;
}
