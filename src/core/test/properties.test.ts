import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRecord, Rng, seedRng, replay, unwrap, type AnyGame, type Choice, type GameState } from '../index.js';
import { hiddenGame } from './fixture-hidden.js';
import { oaGame } from './fixture-oa.js';
import { priorityGame } from './fixture-priority.js';
import { raceGame } from './fixture-race.js';

const FIXTURES: { game: AnyGame; config: unknown }[] = [
  { game: oaGame as unknown as AnyGame, config: { hp: 8, ac: 11, attackBonus: 2, damage: 4 } },
  { game: priorityGame as unknown as AnyGame, config: { actions: 3, turns: 4 } },
  { game: hiddenGame as unknown as AnyGame, config: {} },
  { game: raceGame as unknown as AnyGame, config: { players: 3, goal: 12 } },
];

/** Plays random legal choices (from a chooser seed) to the end, checking per-step properties. */
function playRandom(game: AnyGame, config: unknown, seed: number, chooserSeed: number, check: (s: GameState) => void): { state: GameState; choices: Choice[] } {
  const { state } = unwrap(game.setup(config, seed));
  const chooser = new Rng(seedRng(chooserSeed));
  const choices: Choice[] = [];
  for (let i = 0; i < 500; i++) {
    check(state);
    const p = game.pending(state);
    if (p.terminal) return { state, choices };
    const option = chooser.face(p.options).id;
    unwrap(game.apply(state, p.rqid, option));
    choices.push({ rqid: p.rqid, option });
  }
  throw new Error('game did not end in 500 choices');
}

const arb = fc.record({ which: fc.integer({ min: 0, max: FIXTURES.length - 1 }), seed: fc.integer(), chooser: fc.integer() });

describe('engine properties (fast-check, 1,000+ cases each)', () => {
  it('random seeds and random legal play: replaying the record gives the same hash', () => {
    fc.assert(
      fc.property(arb, ({ which, seed, chooser }) => {
        const { game, config } = FIXTURES[which] as (typeof FIXTURES)[number];
        const { state, choices } = playRandom(game, config, seed, chooser, () => {});
        const rec = makeRecord(game, config, seed, choices, state);
        const r = replay(game, rec);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.value.hash).toBe(game.hash(state));
      }),
      { numRuns: 1000 },
    );
  });

  it('a JSON round-trip at every step gives the same hash and the same next decision', () => {
    fc.assert(
      fc.property(arb, ({ which, seed, chooser }) => {
        const { game, config } = FIXTURES[which] as (typeof FIXTURES)[number];
        playRandom(game, config, seed, chooser, (s) => {
          const copy = JSON.parse(JSON.stringify(s)) as GameState;
          expect(game.hash(copy)).toBe(game.hash(s));
          expect(game.pending(copy)).toEqual(game.pending(s));
          const c = game.clone(s);
          expect(game.hash(c)).toBe(game.hash(s));
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('a rejected choice leaves the hash unchanged', () => {
    fc.assert(
      fc.property(arb, fc.string(), fc.integer({ min: -3, max: 3 }), ({ which, seed, chooser }, bogus, offset) => {
        const { game, config } = FIXTURES[which] as (typeof FIXTURES)[number];
        playRandom(game, config, seed, chooser, (s) => {
          const p = game.pending(s);
          const before = game.hash(s);
          if (p.terminal) {
            expect(game.apply(s, 1, 'x').ok).toBe(false);
          } else {
            const isOffered = p.options.some((o) => o.id === bogus);
            if (!isOffered) expect(game.apply(s, p.rqid, bogus).ok).toBe(false);
            if (offset !== 0) expect(game.apply(s, p.rqid + offset, p.options[0]?.id ?? '').ok).toBe(false);
          }
          expect(game.hash(s)).toBe(before);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('replay rejects a record whose rqids or final hash do not match', () => {
    const { game, config } = FIXTURES[3] as (typeof FIXTURES)[number];
    const { state, choices } = playRandom(game, config, 9, 9, () => {});
    const good = makeRecord(game, config, 9, choices, state);
    const shifted = { ...good, choices: good.choices.map((c, i) => (i === 2 ? { ...c, rqid: c.rqid + 1 } : c)) };
    const r1 = replay(game, shifted);
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.error.message).toContain('Choice 3');
    const r2 = replay(game, { ...good, finalHash: 'nope' });
    expect(r2.ok).toBe(false);
    const r3 = replay(game, { ...good, contentHash: 'other' });
    expect(r3.ok).toBe(false);
  });
});
