/**
 * Test-only fixture for two optional GameDefinition hooks: `describe` (options offered without
 * labels, worded only when asked) and `hash` (a compact state hash). A counter game: each turn the
 * player adds 1..3; reaching the goal wins. `labelCalls` counts how often a label was worded.
 */
import { z } from 'zod';
import { defineGame, ok, stableHash, type GameState, type Step } from '../index.js';

export interface LazyState extends GameState {
  total: number;
  goal: number;
  /** Scratch data that the compact hash leaves out (it never affects play). */
  scratch: number;
}

export const lazyStats = { labelCalls: 0, hashCalls: 0 };

type LStep = { kind: 'add' };

const base = {
  title: 'Lazy-label fixture',
  players: { min: 2, max: 2 },
  configSchema: z.object({ goal: z.number().int().positive() }),
  contentHash: 'fixture-lazy-1',
  init: (c: { goal: number }) => ok({ state: { total: 0, goal: c.goal, scratch: 0 }, steps: [{ kind: 'add' } as LStep & Step], players: 2 }),
  observe: (s: LazyState) => ({ total: s.total }),
  narrate: (e: { type: string }) => e.type,
};

/** Offers its options without labels and words them in `describe`. */
export const lazyGame = defineGame<LazyState, { goal: number }, { [k: string]: { value: unknown; args: unknown } }, LStep & Step>({
  ...base,
  id: 'fixture-lazy',
  steps: {
    add: {
      run(ctx) {
        const s = ctx.state;
        const who = s.total % 2;
        return ctx.askLazily(
          who,
          'add',
          'How much do you add?',
          [1, 2, 3].map((n) => ({ id: `add:${n}`, payload: { n } })),
        );
      },
      choose(ctx, _st, o, d) {
        const s = ctx.state;
        // The option arrives as offered: no label was made for it.
        ctx.emit('added', { n: (o.payload as { n: number }).n, labelled: o.label !== undefined });
        s.total += (o.payload as { n: number }).n;
        s.scratch++;
        if (s.total >= s.goal) return ctx.end(d.player === 0 ? [1, -1] : [-1, 1], 'goal reached');
        ctx.push({ kind: 'add' });
      },
    },
  },
  describe(s, d, o) {
    lazyStats.labelCalls++;
    return `Add ${(o.payload as { n: number }).n} to ${s.total} (player ${d.player + 1})`;
  },
  hash(s) {
    lazyStats.hashCalls++;
    return stableHash({ core: s.core, total: s.total, goal: s.goal });
  },
});

/** The same game without `describe`: offering an unlabelled option is a bug the engine reports. */
export const unlabelledGame = defineGame<LazyState, { goal: number }, { [k: string]: { value: unknown; args: unknown } }, LStep & Step>({
  ...base,
  id: 'fixture-unlabelled',
  steps: {
    add: {
      run(ctx) {
        return ctx.askLazily(0, 'add', 'How much do you add?', [{ id: 'add:1', label: 'Add 1' }, { id: 'add:2' }]);
      },
      choose() {},
    },
  },
});
