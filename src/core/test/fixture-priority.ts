/**
 * Test-only fixture: Dice Masters' tournament priority procedure in miniature
 * (dice-masters-battle-for-faerun, "TOURNAMENT RULES"): during the active player's main step the
 * inactive player may act after each active-player action; two passes in a row close the step.
 */
import { z } from 'zod';
import { defineGame, ok, type GameState, type Step } from '../index.js';

export interface PriorityState extends GameState {
  actions: [number, number];
  active: number;
  turns: number;
  log: string[];
  maxTurns: number;
}

type PStep = { kind: 'main'; holder: number; passes: number } | { kind: 'next-turn' };

export const priorityGame = defineGame<PriorityState, { actions: number; turns: number }, { [k: string]: { value: unknown; args: unknown } }, PStep & Step>({
  id: 'fixture-priority',
  title: 'Priority fixture',
  players: { min: 2, max: 2 },
  configSchema: z.object({ actions: z.number().int().min(0).default(2), turns: z.number().int().positive().default(2) }),
  contentHash: 'fixture-priority-1',
  init: (c) =>
    ok({
      state: { actions: [c.actions, c.actions], active: 0, turns: 0, log: [], maxTurns: c.turns },
      steps: [{ kind: 'main', holder: 0, passes: 0 }],
      players: 2,
    }),
  steps: {
    main: {
      run(ctx, step) {
        const s = ctx.state;
        const opts = [{ id: 'pass', label: 'Pass' }];
        if ((s.actions[step.holder] ?? 0) > 0) opts.unshift({ id: 'act', label: 'Use an action' });
        return ctx.ask(step.holder, 'priority', step.holder === s.active ? 'Your main step' : 'Respond?', opts);
      },
      choose(ctx, step, o) {
        const s = ctx.state;
        s.log.push(`${step.holder}:${o.id}`);
        const other = 1 - step.holder;
        if (o.id === 'act') {
          s.actions[step.holder as 0 | 1]--;
          ctx.emit('action', { player: step.holder });
          ctx.push({ kind: 'main', holder: other, passes: 0 });
        } else if (step.passes + 1 >= 2) {
          ctx.emit('step-closed', {});
          ctx.push({ kind: 'next-turn' });
        } else ctx.push({ kind: 'main', holder: other, passes: step.passes + 1 });
      },
    },
    'next-turn': {
      run(ctx) {
        const s = ctx.state;
        s.turns++;
        if (s.turns >= s.maxTurns) return ctx.end([0, 0], 'turn limit');
        s.active = 1 - s.active;
        ctx.counters.newTurn();
        ctx.push({ kind: 'main', holder: s.active, passes: 0 });
      },
    },
  },
  observe: (s) => ({ actions: s.actions, active: s.active }),
  narrate: (e) => e.type,
});
