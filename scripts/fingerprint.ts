/**
 * Fingerprints of seeded games: for each game, a digest of the choices the agents made (option ids
 * in order), the result and the reason it ended, plus the final state hash. Used to show that a
 * refactoring plays the same games: record the fingerprints before, compare after.
 *
 *   npx tsx scripts/fingerprint.ts --out FILE            write the fingerprints (JSON lines)
 *   npx tsx scripts/fingerprint.ts --check FILE          play the same games and report differences
 *   --only dicemasters|ddm|heroscape   --limit N (the first N games of each batch)
 *
 * A game whose choices differ is a changed game; one whose choices and result match but whose state
 * hash differs changed only the state's shape (e.g. a renamed step field), which is reported apart.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { moduleFor } from '../src/games/index.js';
import { heuristicsFor } from '../src/ai/registry.js';
import { playGame } from '../src/sim/play.js';

interface Batch {
  readonly game: string;
  readonly setup: string;
  readonly agents: readonly string[];
  readonly games: number;
  readonly seed: number;
}

/** 1,000 Dice Masters games, 100 DDM battles and 320 Heroscape battles, mixing the agents so that each one's choices count. */
const BATCHES: readonly Batch[] = [
  { game: 'dicemasters', setup: 'first-game', agents: ['random', 'random'], games: 350, seed: 1 },
  { game: 'dicemasters', setup: 'draft', agents: ['random', 'random'], games: 300, seed: 2 },
  { game: 'dicemasters', setup: 'first-game', agents: ['greedy', 'random'], games: 150, seed: 3 },
  { game: 'dicemasters', setup: 'draft', agents: ['greedy', 'random'], games: 100, seed: 4 },
  { game: 'dicemasters', setup: 'first-game', agents: ['greedy', 'greedy'], games: 80, seed: 5 },
  { game: 'dicemasters', setup: 'first-game', agents: ['mcts:it=60', 'greedy'], games: 20, seed: 6 },
  { game: 'ddm', setup: 'starter', agents: ['random', 'random'], games: 30, seed: 7 },
  { game: 'ddm', setup: 'bounty', agents: ['random', 'random'], games: 15, seed: 8 },
  { game: 'ddm', setup: 'quick-raid', agents: ['random', 'random'], games: 15, seed: 9 },
  { game: 'ddm', setup: 'uncontested-victory', agents: ['random', 'random'], games: 10, seed: 10 },
  { game: 'ddm', setup: 'starter', agents: ['greedy', 'random'], games: 15, seed: 11 },
  { game: 'ddm', setup: 'starter', agents: ['greedy', 'greedy'], games: 10, seed: 12 },
  { game: 'ddm', setup: 'starter', agents: ['mcts:it=40', 'greedy'], games: 5, seed: 13 },
  { game: 'heroscape', setup: 'test-armies', agents: ['random', 'random'], games: 300, seed: 14 },
  { game: 'heroscape', setup: 'test-armies', agents: ['greedy', 'random'], games: 10, seed: 15 },
  { game: 'heroscape', setup: 'test-armies', agents: ['random', 'greedy'], games: 10, seed: 16 },
];

export interface Fingerprint {
  readonly key: string;
  readonly decisions: string;
  readonly result: string;
  readonly finalHash: string;
}

function digest(s: string): string {
  return createHash('sha256').update(s).digest('hex').slice(0, 16);
}

export function* fingerprints(only: string | null, limit: number): Generator<Fingerprint> {
  for (const b of BATCHES) {
    if (only && b.game !== only) continue;
    const mod = moduleFor(b.game);
    if (!mod) throw new Error(`no game "${b.game}"`);
    const preset = mod.presets[b.setup];
    if (!preset) throw new Error(`${b.game} has no set-up "${b.setup}"`);
    const bundle = { game: mod.game, heuristics: heuristicsFor(b.game) };
    const config = preset();
    for (let i = 0; i < Math.min(b.games, limit); i++) {
      const r = playGame(bundle, { index: i, masterSeed: b.seed, config, agents: b.agents, maxDecisions: 20_000, wantRecord: true });
      const choices = r.record?.choices.map((c) => c.option).join('\n') ?? '';
      yield {
        key: `${b.game}/${b.setup}/${b.agents.join('-vs-')}/seed${b.seed}/${i}`,
        decisions: digest(choices),
        result: `${JSON.stringify(r.returns)} ${r.reason} after ${r.decisions} decisions`,
        finalHash: r.record?.finalHash ?? '',
      };
    }
  }
}

function main(argv: readonly string[]): number {
  const flag = (name: string): string | null => {
    const i = argv.indexOf(name);
    return i >= 0 ? (argv[i + 1] ?? null) : null;
  };
  const only = flag('--only');
  const limit = Number(flag('--limit') ?? Infinity);
  const out = flag('--out');
  const check = flag('--check');
  if (!out && !check) {
    console.error('usage: fingerprint.ts --out FILE | --check FILE [--only GAME] [--limit N]');
    return 2;
  }
  if (out) {
    const lines: string[] = [];
    for (const f of fingerprints(only, limit)) lines.push(JSON.stringify(f));
    writeFileSync(out, lines.join('\n') + '\n');
    console.log(`${lines.length} fingerprints written to ${out}`);
    return 0;
  }
  const want = new Map<string, Fingerprint>();
  for (const line of readFileSync(check as string, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const f = JSON.parse(line) as Fingerprint;
    want.set(f.key, f);
  }
  let same = 0;
  let shapeOnly = 0;
  let changed = 0;
  for (const f of fingerprints(only, limit)) {
    const w = want.get(f.key);
    if (!w) continue;
    if (w.decisions !== f.decisions || w.result !== f.result) {
      changed++;
      console.log(`CHANGED ${f.key}: ${w.result} -> ${f.result}`);
    } else if (w.finalHash !== f.finalHash) shapeOnly++;
    else same++;
  }
  console.log(`${same} identical, ${shapeOnly} same decisions and result with another state hash, ${changed} changed`);
  return changed === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
