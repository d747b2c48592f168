/** Core micro-benchmarks: RNG draws (both generators), clone + hash of a 50 KB state, engine loop overhead per step. */
import { z } from 'zod';
import { canonicalJson, defineGame, ok, Rng, seedRng, stableHash, unwrap, type GameState } from '../src/core/index.js';
import { opsPerSecond, type BenchTable } from './harness.js';

/** A state of about 50 KB of JSON, shaped like a game's: units with stats, dice lists, a log. */
function fiftyKbState(): GameState & { units: unknown[] } {
  const { state } = unwrap(spin.setup({ steps: 1 }, 1));
  const units = Array.from({ length: 200 }, (_, i) => ({
    id: `u${i}`,
    name: `Unit number ${i}`,
    hp: 40 + (i % 7),
    pos: { x: i % 28, y: Math.floor(i / 28) },
    conditions: i % 3 ? ['dazed'] : [],
    dice: Array.from({ length: 6 }, (_, f) => ({ face: f, kind: 'energy' })),
  }));
  return Object.assign(state, { units });
}

interface SpinState extends GameState {
  left: number;
}
/** A game whose only step pushes itself N times, then asks once: measures the engine's per-step cost. */
const spin = defineGame<SpinState, { steps: number }>({
  id: 'bench-spin',
  title: 'spin',
  players: { min: 2, max: 2 },
  configSchema: z.object({ steps: z.number().int() }),
  contentHash: 'bench',
  init: (c) => ok({ state: { left: c.steps }, steps: [{ kind: 'tick' }], players: 2 }),
  steps: {
    tick: {
      run(ctx) {
        const s = ctx.state;
        if (s.left-- > 0) ctx.push({ kind: 'tick' });
        else return ctx.ask(0, 'done', 'done', [{ id: 'ok', label: 'ok' }]);
      },
      choose() {},
    },
  },
  observe: () => null,
  narrate: (e) => e.type,
});

export default function coreBench(): BenchTable {
  const rng = new Rng(seedRng(1));
  const d20 = opsPerSecond(
    () => {
      for (let i = 0; i < 1000; i++) rng.d20();
    },
    700,
    1000,
  );
  const faces = ['fist', 'bolt', 'mask', 'shield', 'wild', 'char'];
  const face = opsPerSecond(
    () => {
      for (let i = 0; i < 1000; i++) rng.face(faces);
    },
    700,
    1000,
  );
  // 128-bit seeds (online tables) roll through ChaCha20 (src/core/rng.ts): its draws, and what an
  // engine run that rolls pays to rebuild the generator from the state (one keystream buffer).
  const chachaSeed = seedRng('c490dbdf5bbe75d16ef5ae08f0e8437a');
  const chacha = new Rng(chachaSeed);
  const chachaD20 = opsPerSecond(
    () => {
      for (let i = 0; i < 1000; i++) chacha.d20();
    },
    700,
    1000,
  );
  const chachaResume = opsPerSecond(() => {
    new Rng(chachaSeed).d20();
  }, 500);
  const xoroSeed = seedRng(1);
  const xoroResume = opsPerSecond(() => {
    new Rng(xoroSeed).d20();
  }, 500);
  const state = fiftyKbState();
  const size = canonicalJson(state).length;
  const cloneHash = opsPerSecond(() => {
    stableHash(spin.clone(state as unknown as SpinState));
  }, 1000);
  const clone = opsPerSecond(() => {
    spin.clone(state as unknown as SpinState);
  }, 700);
  const STEPS = 10_000;
  const runs = opsPerSecond(() => {
    unwrap(spin.setup({ steps: STEPS }, 1));
  }, 1000);
  return {
    title: 'Core',
    rows: [
      { name: 'RNG d20 draws (xoroshiro128+, numeric seeds)', value: d20, unit: 'draws/s' },
      { name: 'RNG custom-face draws (6 faces, xoroshiro128+)', value: face, unit: 'draws/s' },
      { name: 'RNG d20 draws (ChaCha20, 128-bit seeds)', value: chachaD20, unit: 'draws/s' },
      { name: 'RNG restored from its state + one d20, xoroshiro128+ (once per engine run that rolls)', value: xoroResume, unit: 'ops/s' },
      { name: 'RNG restored from its state + one d20, ChaCha20 (once per engine run that rolls)', value: chachaResume, unit: 'ops/s' },
      { name: `clone + hash of a ${(size / 1024).toFixed(0)} KB state`, value: cloneHash, unit: 'ops/s' },
      { name: `clone alone (${(size / 1024).toFixed(0)} KB)`, value: clone, unit: 'ops/s' },
      { name: 'engine loop overhead per step', value: 1e9 / (runs * STEPS), unit: 'ns/step' },
    ],
  };
}
