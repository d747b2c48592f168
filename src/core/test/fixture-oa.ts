/**
 * Test-only fixture (not shipped, not registered): a mover walks a six-square track past a guard.
 * Leaving a threatened square opens a reaction window for the guard (an opportunity attack), and the
 * attack opens a nested window for the mover (a shield), resolved innermost first. A destroyed mover
 * stops where it is. This is the shape DDM needs for opportunity attacks mid-move.
 */
import { z } from 'zod';
import { defineGame, ok, type GameState, type Step } from '../index.js';

export interface OaState extends GameState {
  pos: number;
  hp: number;
  ac: number;
  threatened: number[];
  oaUsed: boolean;
  attackBonus: number;
  damage: number;
  goal: number;
}

export const oaConfig = z.object({
  hp: z.number().int().positive().default(10),
  ac: z.number().int().default(10),
  attackBonus: z.number().int().default(0),
  damage: z.number().int().positive().default(5),
  threatened: z.array(z.number().int()).default([3]),
  goal: z.number().int().positive().default(6),
});

type OaStep = { kind: 'turn' } | { kind: 'move'; remaining: number } | { kind: 'oa-window'; from: number } | { kind: 'shield-window' } | { kind: 'oa-resolve' };

const MOVER = 0;
const GUARD = 1;

export const oaGame = defineGame<OaState, z.infer<typeof oaConfig>, { [k: string]: { value: unknown; args: unknown } }, OaStep & Step>({
  id: 'fixture-oa',
  title: 'Opportunity-attack fixture',
  players: { min: 2, max: 2 },
  configSchema: oaConfig,
  contentHash: 'fixture-oa-1',
  init: (c) =>
    ok({
      state: { pos: 0, hp: c.hp, ac: c.ac, threatened: c.threatened, oaUsed: false, attackBonus: c.attackBonus, damage: c.damage, goal: c.goal },
      steps: [{ kind: 'turn' }],
      players: 2,
    }),
  steps: {
    turn: {
      run: (ctx) =>
        ctx.ask(
          MOVER,
          'choose-distance',
          'How far do you move?',
          Array.from({ length: ctx.state.goal - ctx.state.pos }, (_, i) => ({ id: `move-${i + 1}`, label: `Move ${i + 1}`, payload: i + 1 })),
        ),
      choose: (ctx, _s, o) => ctx.push({ kind: 'move', remaining: o.payload as number }, { kind: 'turn' }),
    },
    move: {
      run(ctx, step) {
        const s = ctx.state;
        if (s.hp <= 0 || step.remaining <= 0) return;
        // Leaving a threatened square provokes before the mover leaves it.
        if (s.threatened.includes(s.pos) && !s.oaUsed) {
          ctx.push({ kind: 'oa-window', from: s.pos }, step);
          return;
        }
        s.pos++;
        ctx.emit('moved', { to: s.pos });
        if (s.pos >= s.goal) return ctx.end([1, -1], 'the mover reached the goal');
        ctx.push({ kind: 'move', remaining: step.remaining - 1 });
      },
    },
    'oa-window': {
      run: (ctx, step) =>
        ctx.ask(GUARD, 'reaction', `The mover leaves square ${step.from}. Opportunity attack?`, [
          { id: 'attack', label: 'Make an opportunity attack' },
          { id: 'pass', label: 'Let it go' },
        ]),
      choose(ctx, _step, o) {
        ctx.state.oaUsed = true;
        if (o.id === 'attack') {
          ctx.emit('oa-declared', {});
          // The response window runs before the attack it responds to: innermost first.
          ctx.push({ kind: 'shield-window' }, { kind: 'oa-resolve' });
        }
      },
    },
    'shield-window': {
      run: (ctx) =>
        ctx.ask(MOVER, 'reaction', 'An attack is coming. Raise your shield?', [
          { id: 'shield', label: 'Shield (+100 AC)' },
          { id: 'none', label: 'No' },
        ]),
      choose(ctx, _s, o) {
        if (o.id === 'shield') {
          ctx.state.ac += 100;
          ctx.emit('shield', {});
        }
      },
    },
    'oa-resolve': {
      run(ctx) {
        const s = ctx.state;
        const roll = ctx.rng.d20();
        const hit = roll + s.attackBonus >= s.ac;
        ctx.emit('attack-roll', { roll, hit });
        if (hit) {
          s.hp -= s.damage;
          if (s.hp <= 0) {
            ctx.emit('destroyed', { at: s.pos });
            ctx.end([-1, 1], 'the mover was destroyed');
          }
        }
      },
    },
  },
  observe: (s) => ({ pos: s.pos, hp: s.hp }),
  narrate: (e) => `${e.type} ${JSON.stringify(e.data)}`,
});
