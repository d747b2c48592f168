import { describe, expect, it } from 'vitest';
import { game } from '../battle/game.js';
import type { HsConfig } from '../battle/setup.js';
import { boardOf, type HsState } from '../battle/state.js';
import { heroscapeConfigFromArgs, heroscapeModule } from '../module.js';
import { MASTER_SCENARIOS, masterScenario } from './master-scenarios.js';

const noFile = (p: string): string => {
  throw new Error(`no file ${p}`);
};

function fromFlags(flags: Record<string, string>): HsConfig {
  const r = heroscapeConfigFromArgs(flags, noFile);
  if (!r?.ok) throw new Error(r ? r.error : 'no config');
  return r.value;
}

function begin(config: HsConfig, seed = 1): HsState {
  const r = game.setup(config, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Answers every question without moving or attacking (markers anywhere) until the battle ends. */
function playQuietly(s: HsState): { reason: string; winner: number | null } {
  for (let n = 0; n < 2000; n++) {
    const p = game.pending(s, { labels: false });
    if (p.terminal) return { reason: p.reason, winner: p.returns.indexOf(1) >= 0 ? p.returns.indexOf(1) : null };
    const quiet = p.options.find((o) => ['done', 'stay', 'pass', 'decline'].includes(o.id)) ?? p.options[0]!;
    const r = game.apply(s, p.rqid, quiet.id);
    if (!r.ok) throw new Error(r.error.message);
  }
  throw new Error('the battle did not end');
}

/** Plays seeded random legal choices to the end. */
function playRandomly(s: HsState, seed: number): string {
  let k = seed;
  for (let n = 0; n < 20000; n++) {
    const p = game.pending(s, { labels: false });
    if (p.terminal) return p.reason;
    k = (k * 1103515245 + 12345) % 2147483648;
    const r = game.apply(s, p.rqid, p.options[k % p.options.length]!.id);
    if (!r.ok) throw new Error(r.error.message);
  }
  throw new Error('the battle did not end');
}

/** The highest standing space of hex (q, r). */
function spaceAt(s: HsState, q: number, r: number): number {
  const b = boardOf(s);
  let best = -1;
  for (let i = 0; i < b.nSpaces; i++) {
    const h = b.hexOf(i);
    if (h.q === q && h.r === r && (best < 0 || b.spLevel[i]! > b.spLevel[best]!)) best = i;
  }
  if (best < 0) throw new Error(`no space at (${q}, ${r})`);
  return best;
}

describe('Master Game scenarios (content/master-scenarios.ts; sources in docs/heroscape.md "Scenarios")', () => {
  it('each is a set-up of `--scenario ID` and a preset of the lobby, and a random battle on it ends', () => {
    for (const m of MASTER_SCENARIOS) {
      const config = fromFlags({ scenario: m.id });
      expect(config.map.startZones).toHaveLength(2);
      expect(Object.keys(heroscapeModule.presets)).toContain(m.id);
      expect(playRandomly(begin(heroscapeModule.presets[m.id]!(), 3), 3)).toMatch(/glyph|objective|held out|destroyed every enemy|round limit|no figure/);
    }
    expect(fromFlags({ scenario: 'migols-tomb', rounds: '2' }).roundLimit).toBe(2);
  });

  it("Migol's Tomb: a challenger on the glyph of Brandar at the end of a round wins; otherwise the guard wins at the round limit, even with its figures intact or not", () => {
    const held = begin(fromFlags({ scenario: 'migols-tomb', rounds: '1' }));
    const brandar = held.glyphs.find((g) => g.letter === 'B')!;
    expect(brandar.side).toBe('power');
    expect(held.glyphs.filter((g) => g.side === 'symbol').map((g) => g.letter)).toEqual(expect.arrayContaining(['A', 'G', 'V', 'M']));
    const b1 = held.figures.find((f) => f.id === 'b1')!;
    b1.head = brandar.space;
    expect(playQuietly(held)).toMatchObject({ winner: 1, reason: expect.stringContaining('holds the glyph') });

    const kept = begin(fromFlags({ scenario: 'migols-tomb', rounds: '1' }));
    expect(playQuietly(kept)).toMatchObject({ winner: 0, reason: expect.stringContaining('held out') });
    // The guard's figures all gone does not end it: the challenger must still take the glyph.
    const bare = begin(fromFlags({ scenario: 'migols-tomb', rounds: '1' }));
    for (const f of bare.figures.filter((x) => x.owner === 0)) Object.assign(f, { destroyed: true, head: -1, tail: -1 });
    expect(playQuietly(bare)).toMatchObject({ winner: 0, reason: expect.stringContaining('held out') });
  });

  it('Trollsford: a rescuer next to the captive at the end of a turn wins; otherwise the captors win at the end of round 8', () => {
    const s = begin(fromFlags({ scenario: 'trollsford-rescue', rounds: '1' }));
    const a1 = s.figures.find((f) => f.id === 'a1')!;
    a1.head = spaceAt(s, 4, 8);
    expect(playQuietly(s)).toMatchObject({ winner: 0, reason: expect.stringContaining('reached the objective') });
    expect(playQuietly(begin(fromFlags({ scenario: 'trollsford-rescue', rounds: '1' })))).toMatchObject({
      winner: 1,
      reason: expect.stringContaining('held out'),
    });
    expect(masterScenario('trollsford-rescue')?.config().roundLimit).toBe(8);
  });

  it('The Table of the Giants: 400 points, four glyphs power-side up, 12 rounds, then the most points on the battlefield', () => {
    const c = fromFlags({ scenario: 'table-of-the-giants' });
    expect(c).toMatchObject({ pointLimit: 400, roundLimit: 12 });
    const s = begin(fromFlags({ scenario: 'table-of-the-giants', rounds: '1' }));
    expect(s.glyphs.map((g) => g.side)).toEqual(['power', 'power', 'power', 'power']);
    expect(playQuietly(s).reason).toMatch(/round limit reached/);
  });
});
