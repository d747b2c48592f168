/** Test-only fixture: a race for three to six players, each turn in seat order, with chance. */
import { z } from 'zod';
import { defineGame, ok, type GameState, type Step } from '../index.js';

export interface RaceState extends GameState {
  pos: number[];
  turn: number;
  goal: number;
  order: number[];
}

type RStep = { kind: 'turn' };

export const raceGame = defineGame<RaceState, { players: number; goal: number }, { [k: string]: { value: unknown; args: unknown } }, RStep & Step>({
  id: 'fixture-race',
  title: 'Race fixture',
  players: { min: 2, max: 6 },
  configSchema: z.object({ players: z.number().int(), goal: z.number().int().positive().default(10) }),
  contentHash: 'fixture-race-1',
  init: (c) =>
    ok({ state: { pos: Array.from({ length: c.players }, () => 0), turn: 0, goal: c.goal, order: [] }, steps: [{ kind: 'turn' }], players: c.players }),
  steps: {
    turn: {
      run(ctx) {
        const s = ctx.state;
        const p = s.turn % s.pos.length;
        return ctx.ask(p, 'step', `Player ${p + 1}: how do you move?`, [
          { id: 'walk', label: 'Walk 1' },
          { id: 'run', label: 'Run 2' },
          { id: 'gamble', label: 'Roll a d4' },
        ]);
      },
      choose(ctx, _s, o) {
        const s = ctx.state;
        const p = s.turn % s.pos.length;
        s.order.push(p);
        const by = o.id === 'walk' ? 1 : o.id === 'run' ? 2 : ctx.rng.dN(4);
        s.pos[p] = (s.pos[p] ?? 0) + by;
        if ((s.pos[p] ?? 0) >= s.goal)
          return ctx.end(
            s.pos.map((_, i) => (i === p ? 1 : -1)),
            `player ${p + 1} reached the goal`,
          );
        s.turn++;
        ctx.counters.newTurn();
        ctx.push({ kind: 'turn' });
      },
    },
  },
  observe: (s) => ({ pos: s.pos }),
  narrate: (e) => e.type,
});
