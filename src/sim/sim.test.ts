import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordSchema, replay } from '../core/index.js';
import { nimBundle, nimModule } from '../ai/fixtures/nim.js';
import { bagBundle, bagModule } from '../ai/fixtures/bag.js';
import { makeSimCommand, type SimGames } from '../cli/commands/sim.js';
import type { Io } from '../cli/io.js';
import type { AnyGameModule } from '../games/module.js';
import { runGames } from './runner.js';
import { distribution, wilson } from './stats.js';
import { progressLine, summarize } from './summary.js';

const nimRef = { kind: 'module' as const, url: new URL('../ai/fixtures/nim.ts', import.meta.url).href, export: 'nimBundle' };
const bagRef = { kind: 'module' as const, url: new URL('../ai/fixtures/bag.ts', import.meta.url).href, export: 'bagBundle' };

describe('statistics', () => {
  it('Wilson intervals match published values (Newcombe 1998, table I)', () => {
    const r = wilson(81, 263);
    expect(r.low).toBeCloseTo(0.2553, 4);
    expect(r.high).toBeCloseTo(0.3662, 4);
    const z = wilson(0, 10);
    expect(z.low).toBe(0);
    expect(z.high).toBeCloseTo(0.2775, 4);
    const half = wilson(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
  });

  it('distribution gives mean, quartiles and range', () => {
    expect(distribution([4, 1, 3, 2, 5])).toEqual({ n: 5, mean: 3, min: 1, p25: 2, median: 3, p75: 4, max: 5 });
    expect(distribution([1, 2]).median).toBe(1.5);
  });

  it('progress line shows games done, rate and ETA', () => {
    expect(progressLine(50, 200, 10_000, 10)).toBe('[###.......] 50/200 games  5.0 games/s  ETA 30 s');
    expect(progressLine(0, 200, 0, 4)).toBe('[....] 0/200 games  0.0 games/s  ETA –');
  });
});

describe('runner', () => {
  it('gives identical results whatever the number of worker threads', async () => {
    const opts = { ref: bagRef, config: bagBundle.config, agents: ['mcts:it=30', 'greedy'] as [string, string], games: 12, seed: 3 };
    const inline = await runGames({ ...opts, workers: 0 });
    const one = await runGames({ ...opts, workers: 1 });
    const two = await runGames({ ...opts, workers: 2 });
    expect(one).toEqual(inline);
    expect(two).toEqual(inline);
    expect(inline.map((r) => r.index)).toEqual([...Array(12).keys()]);
    // Different seeds really give different games.
    const other = await runGames({ ...opts, seed: 4, workers: 0 });
    expect(other.map((r) => r.seed)).not.toEqual(inline.map((r) => r.seed));
  });

  it('a run played in chunks (first index given) is the same games as one run', async () => {
    const opts = { ref: bagRef, config: bagBundle.config, agents: ['greedy', 'random'] as [string, string], seed: 8, workers: 0 };
    const whole = await runGames({ ...opts, games: 9 });
    const head = await runGames({ ...opts, games: 4 });
    const tail = await runGames({ ...opts, games: 5, first: 4, workers: 1 });
    expect([...head, ...tail]).toEqual(whole);
  });

  it('records replay to the same final state', async () => {
    const results = await runGames({ ref: nimRef, config: nimBundle.config, agents: ['random', 'greedy'], games: 5, seed: 9, workers: 0, wantRecords: true });
    for (const r of results) {
      const rec = recordSchema.parse(JSON.parse(JSON.stringify(r.record)));
      expect(rec.choices.length).toBe(r.decisions);
      const re = replay(nimBundle.game, rec);
      expect(re.ok).toBe(true);
    }
  });

  it('abandons a game at the decision cap and counts it as no winner', async () => {
    const results = await runGames({
      ref: nimRef,
      config: { heaps: [50], max: 1 },
      agents: ['random', 'random'],
      games: 2,
      seed: 1,
      workers: 0,
      maxDecisions: 10,
    });
    expect(results.every((r) => r.returns === null && r.winner === null && r.decisions === 10)).toBe(true);
    const s = summarize({ game: 'nim', setup: 'x', agents: ['random', 'random'], seed: 1 }, results);
    expect(s.abandoned).toBe(2);
    expect(s.draws).toBe(2);
  });

  it('reports a worker-side failure naming the game', async () => {
    await expect(runGames({ ref: { ...nimRef, export: 'nope' }, config: {}, agents: ['random', 'random'], games: 2, seed: 1, workers: 1 })).rejects.toThrow(
      /no export "nope"/,
    );
  });
});

function fakeIo(): Io & { lines: string[]; errors: string[]; files: Map<string, string> } {
  const lines: string[] = [];
  const errors: string[] = [];
  const files = new Map<string, string>();
  return {
    lines,
    errors,
    files,
    out: (l) => lines.push(l),
    err: (l) => errors.push(l),
    readFile: (p) => readFileSync(p, 'utf8'),
    readBytes: (p) => new Uint8Array(readFileSync(p)),
    writeFile: (p, t) => files.set(p, t),
    isTTY: false,
  };
}

const fixtures: SimGames = {
  find(id) {
    if (id === 'nim') return { mod: nimModule as unknown as AnyGameModule, ref: nimRef };
    if (id === 'bag') return { mod: bagModule as unknown as AnyGameModule, ref: bagRef };
    return undefined;
  },
  list: () => ['nim', 'bag'],
};

describe('skirmish sim', () => {
  const sim = makeSimCommand(fixtures);

  it('--json: the last line is one object with games, wins and draws; same for 1 and 2 workers', async () => {
    const outputs: string[][] = [];
    for (const w of ['1', '2']) {
      const io = fakeIo();
      expect(await sim.run(['bag', '--p1', 'greedy', '--p2', 'random', '--games', '20', '--seed', '4', '--workers', w, '--json'], io)).toBe(0);
      outputs.push(io.lines);
    }
    expect(outputs[1]).toEqual(outputs[0]);
    const last = JSON.parse((outputs[0] as string[]).at(-1) as string) as {
      games: number;
      wins: { p1: number; p2: number };
      draws: number;
      agents: { p1: string };
    };
    expect((outputs[0] as string[]).at(-1)).toMatch(/^\{"games":20,"wins":\{"p1":\d+,"p2":\d+\},"draws":\d+,/);
    expect(last.games).toBe(20);
    expect(last.wins.p1 + last.wins.p2 + last.draws).toBe(20);
    expect(last.agents.p1).toBe('greedy');
  });

  it('prints a text report with Wilson intervals, game length and score distributions', async () => {
    const io = fakeIo();
    expect(await sim.run(['nim', '--setup', 'three-heaps', '--games', '10', '--workers', '0'], io)).toBe(0);
    const text = io.lines.join('\n');
    expect(text).toMatch(/^nim-fixture · three-heaps · 10 games · seed 1/);
    expect(text).toMatch(/p1 random\s+wins\s+\d+\s+\d+\.\d%\s+\(95% CI \d+\.\d%–\d+\.\d%\)/);
    expect(text).toMatch(/game length in decisions: mean [\d.]+, median/);
    expect(text).toMatch(/stones at the end, p1: mean/);
    expect(io.errors.join('\n')).toMatch(/10 games in/);
  });

  it('--out writes one replayable record per game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-out-'));
    try {
      const io = { ...fakeIo(), writeFile: (p: string, t: string) => writeFileSync(p, t) };
      expect(await sim.run(['nim', '--games', '3', '--workers', '0', '--out', dir], io)).toBe(0);
      const files = readdirSync(dir).sort();
      expect(files).toEqual(['game-1.json', 'game-2.json', 'game-3.json']);
      for (const f of files) expect(replay(nimBundle.game, recordSchema.parse(JSON.parse(readFileSync(join(dir, f), 'utf8')))).ok).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(existsSync(dir)).toBe(false);
  });

  it.each([
    [['chess'], /no game "chess"/, 2],
    [['nim', '--p1', 'mcts:iters=5'], /--p1: agent "mcts" has no parameter "iters"/, 2],
    [['nim', '--games', '0'], /--games must be a whole number from 1 to 1000000, got "0"/, 2],
    [['nim', '--seed', 'x'], /--seed must be a whole number from 0 to 4294967295, got "x"/, 2],
    [['nim', '--setup', 'huge'], /has no set-up "huge"/, 1],
  ])('rejects %j with a clear message', async (args, message, code) => {
    const io = fakeIo();
    expect(await sim.run(args, io)).toBe(code);
    expect(io.errors.join('\n')).toMatch(message);
    expect(io.lines).toEqual([]);
  });
});
