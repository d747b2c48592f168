// `skirmish sim heroscape` with three and four seats: Heroscape's team battles ("Team Play": teammates
// win together, victory and scoring by team), one agent per seat, per-seat and per-team results, and
// the same seeded deals as two seats (a game's seeds come from the master seed and its index alone).
import { describe, expect, it } from 'vitest';
import { main } from '../cli/main.js';
import { memoryIo } from '../cli/test-io.js';
import { summarize, winnersOf } from './summary.js';
import type { GameResult } from './play.js';

interface Summary {
  games: number;
  wins: Record<string, number>;
  draws: number;
  agents: Record<string, string>;
  winRate: Record<string, { rate: number }>;
  teams?: { seats: string[]; agents: string[]; wins: number }[];
}

async function sim(args: string[]): Promise<{ code: number; out: string[]; err: string }> {
  const io = memoryIo();
  const code = await main(['sim', 'heroscape', ...args], io);
  return { code, out: io.stdout, err: io.stderr.join('\n') };
}

const lastJson = (out: string[]): Summary => JSON.parse(out.at(-1) ?? '{}') as Summary;

describe('skirmish sim heroscape, team battles for three and four seats', () => {
  it('test-field-2v2: four agents, --p3/--p4 as given; teammates win together; per-seat and per-team results; the same for 0 and 2 workers', async () => {
    const args = ['--scenario', 'test-field-2v2', '--p2', 'random', '--p3', 'random:seed=3', '--rounds', '2', '--games', '6', '--seed', '7', '--json'];
    const local = await sim([...args, '--workers', '0']);
    expect(local.err).not.toMatch(/usage/);
    expect(local.code).toBe(0);
    const s = lastJson(local.out);
    expect(s.games).toBe(6);
    expect(s.agents).toEqual({ p1: 'random', p2: 'random', p3: expect.stringMatching(/^random/), p4: 'random' });
    expect(Object.keys(s.wins)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(Object.keys(s.winRate)).toEqual(['p1', 'p2', 'p3', 'p4', 'draw']);
    // "Team Play": Red and Gold (seats 1 and 2) against Blue and Green (3 and 4), every seat of the winning team wins.
    expect(s.teams?.map((t) => t.seats)).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
    ]);
    expect(s.wins['p1']).toBe(s.wins['p2']);
    expect(s.wins['p3']).toBe(s.wins['p4']);
    expect(s.teams?.[0]?.wins).toBe(s.wins['p1']);
    expect(s.teams?.[1]?.wins).toBe(s.wins['p3']);
    expect((s.teams?.[0]?.wins ?? 0) + (s.teams?.[1]?.wins ?? 0) + s.draws).toBe(6);
    // Same seed, same deals and the same agent seeds whatever the number of worker threads.
    const threads = await sim([...args, '--workers', '2']);
    expect(threads.code).toBe(0);
    expect(threads.out).toEqual(local.out);
  });

  it('trollsford-team: three seats, the text report names each seat and each team', async () => {
    const r = await sim(['--setup', 'trollsford-team', '--games', '3', '--workers', '0', '--seed', '2']);
    expect(r.code).toBe(0);
    const text = r.out.join('\n');
    expect(text).toMatch(/^heroscape · trollsford-team · 3 games · seed 2/);
    for (const seat of ['p1', 'p2', 'p3']) expect(text).toMatch(new RegExp(`  ${seat} random\\s+wins\\s+\\d+`));
    expect(text).toMatch(/team p1\+p2\s+wins\s+\d+/);
    expect(text).toMatch(/team p3\s+wins\s+\d+/);
    expect(text).toMatch(/points at the end, p3: mean/);
  });

  it('a seat the set-up does not have is a usage error naming the seats; a two-seat set-up reports as before (no teams)', async () => {
    const over = await sim(['--setup', 'trollsford-team', '--p4', 'random', '--games', '1', '--workers', '0']);
    expect(over.code).toBe(2);
    expect(over.err).toContain('--p4: this set-up seats 3 players (--p1 to --p3)');
    expect(over.out).toEqual([]);
    const two = await sim(['--setup', 'test-armies', '--games', '2', '--workers', '0', '--json']);
    expect(two.code).toBe(0);
    expect(two.out.at(-1)).toMatch(
      /^\{"games":2,"wins":\{"p1":\d+,"p2":\d+\},"draws":\d+,"game":"heroscape","setup":"test-armies","agents":\{"p1":"random","p2":"random"\}/,
    );
    expect(lastJson(two.out).teams).toBeUndefined();
  });
});

describe('the summary of a team battle', () => {
  const result = (returns: number[] | null): GameResult => ({
    index: 0,
    seed: 0,
    returns,
    winner: null,
    reason: '',
    decisions: 1,
    turns: 1,
    scores: {},
  });

  it('a game is won by every seat with the best return when it beats the worst; equal returns are a draw', () => {
    expect(winnersOf([1, 1, -1, -1])).toEqual([0, 1]);
    expect(winnersOf([-1, 1, -1])).toEqual([1]);
    expect(winnersOf([1, -1])).toEqual([0]);
    expect(winnersOf([0, 0, 0])).toEqual([]);
    expect(winnersOf(null)).toEqual([]);
  });

  it('counts wins per seat and per team, draws and abandoned games', () => {
    const s = summarize({ game: 'g', setup: 'x', agents: ['a', 'b', 'c'], seed: 1, teams: [0, 0, 2] }, [
      result([1, 1, -1]),
      result([-1, -1, 1]),
      result([1, 1, -1]),
      result([0, 0, 0]),
      result(null),
    ]);
    expect(s.wins).toEqual({ p1: 2, p2: 2, p3: 1 });
    expect(s.draws).toBe(2);
    expect(s.abandoned).toBe(1);
    expect(s.teams?.map((t) => [t.seats, t.agents, t.wins])).toEqual([
      [['p1', 'p2'], ['a', 'b'], 2],
      [['p3'], ['c'], 1],
    ]);
  });
});
