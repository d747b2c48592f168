import { describe, expect, it } from 'vitest';
import { stableHash, unwrap } from '../index.js';
import { lazyGame, lazyStats, unlabelledGame } from './fixture-lazy.js';
import { raceGame } from './fixture-race.js';

describe('the hash hook', () => {
  it('defaults to the stable hash of the whole state', () => {
    const { state } = unwrap(raceGame.setup({ players: 3, goal: 5 }, 4));
    expect(raceGame.hash(state)).toBe(stableHash(state));
  });

  it('uses the game’s own hash when it defines one', () => {
    const { state } = unwrap(lazyGame.setup({ goal: 10 }, 1));
    const before = lazyStats.hashCalls;
    const h = lazyGame.hash(state);
    expect(lazyStats.hashCalls).toBe(before + 1);
    expect(h).toBe(stableHash({ core: state.core, total: state.total, goal: state.goal }));
    // Scratch data left out of the compact form does not change it; play does.
    state.scratch = 99;
    expect(lazyGame.hash(state)).toBe(h);
    const p = lazyGame.pending(state, { labels: false });
    if (p.terminal) throw new Error('over');
    unwrap(lazyGame.apply(state, p.rqid, 'add:2'));
    expect(lazyGame.hash(state)).not.toBe(h);
  });
});

describe('lazy option labels (GameDefinition.describe)', () => {
  it('pending(state, { labels: false }) returns the options as offered and words nothing', () => {
    const { state } = unwrap(lazyGame.setup({ goal: 10 }, 1));
    const before = lazyStats.labelCalls;
    const p = lazyGame.pending(state, { labels: false });
    if (p.terminal) throw new Error('over');
    expect(p.options.map((o) => o.id)).toEqual(['add:1', 'add:2', 'add:3']);
    expect(p.options.every((o) => o.label === undefined)).toBe(true);
    unwrap(lazyGame.apply(state, p.rqid, 'add:3'));
    expect(lazyStats.labelCalls).toBe(before);
  });

  it('pending(state) and the decider’s observation carry the labels the game words', () => {
    const { state } = unwrap(lazyGame.setup({ goal: 10 }, 1));
    unwrap(lazyGame.apply(state, 1, 'add:2'));
    const p = lazyGame.pending(state);
    if (p.terminal) throw new Error('over');
    expect(p.player).toBe(0); // total 2: player 1 again
    expect(p.options.map((o) => o.label)).toEqual(['Add 1 to 2 (player 1)', 'Add 2 to 2 (player 1)', 'Add 3 to 2 (player 1)']);
    const seen = lazyGame.observe(state, 0).core.pending;
    expect(seen && 'options' in seen ? seen.options.map((o) => o.label) : null).toEqual(p.options.map((o) => o.label));
    // The other player sees the question, not the options.
    expect(lazyGame.observe(state, 1).core.pending).not.toHaveProperty('options');
    // One option at a time, for a record or a log line.
    const raw = lazyGame.pending(state, { labels: false });
    if (raw.terminal) throw new Error('over');
    expect(lazyGame.describe(state, raw.options[2] as (typeof raw.options)[number])).toBe('Add 3 to 2 (player 1)');
    // Labelling leaves the state alone: it hashes and plays as before.
    const h = stableHash(state);
    lazyGame.pending(state);
    expect(stableHash(state)).toBe(h);
  });

  it('the step receives the option as offered, and play is the same whichever form a bot read', () => {
    const play = (labels: boolean): unknown[] => {
      const { state } = unwrap(lazyGame.setup({ goal: 9 }, 3));
      const events: unknown[] = [];
      for (let i = 0; ; i++) {
        const p = labels ? lazyGame.pending(state) : lazyGame.pending(state, { labels: false });
        if (p.terminal) return [...events, p.returns, lazyGame.hash(state)];
        events.push(...unwrap(lazyGame.apply(state, p.rqid, (p.options[i % 3] as { id: string }).id)));
      }
    };
    const a = play(true);
    expect(a).toEqual(play(false));
    expect(a).toContainEqual(expect.objectContaining({ type: 'added', data: { n: 1, labelled: false } }));
  });

  it('a game without describe that offers an unlabelled option fails loudly, naming the option', () => {
    expect(() => unlabelledGame.setup({ goal: 3 }, 1)).toThrow(/option "add:2" without a label/);
  });

  it('games that label every option hand out the same decision object as before', () => {
    const { state } = unwrap(raceGame.setup({ players: 2, goal: 5 }, 1));
    expect(raceGame.pending(state)).toBe(raceGame.pending(state, { labels: false }));
  });
});
