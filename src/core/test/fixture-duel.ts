/**
 * Test-only fixture for the event engine and the reaction window: two duellists strike in turn. A
 * strike announces "Strike" (handlers of effects in play may change or cancel it), then holds
 * "Damage" open in a reaction window where the defender may raise a shield (prevent 2) and the
 * attacker may answer with a feint (+1): a response to a response.
 */
import { z } from 'zod';
import { CANCEL, defineGame, ok, Tier, type EffectTable, type GameState, type JsonObject, type Step } from '../index.js';
import type { Ctx } from '../game.js';

export interface DuelState extends GameState {
  hp: number[];
  shields: number[];
  feints: number[];
  turn: number;
  log: string[];
  /** Effects named in the config, put into play before the first strike. */
  setupEffects: { name: string; handler: string; owner: number; params: { n: number } }[];
}

type DuelEvents = {
  Strike: { readonly attacker: number; readonly target: number; readonly amount: number };
  Damage: { readonly target: number; readonly amount: number };
};

type DuelStep = { readonly kind: 'turn' } | { readonly kind: 'deal'; readonly payload?: JsonObject } | { readonly kind: 'prevented'; readonly target: number };

type DuelCtx = Ctx<DuelState, Record<string, never>, DuelEvents>;

const effects: EffectTable<DuelState, Record<string, never>, DuelCtx, DuelEvents> = {
  // Adds its `n` to every strike of its owner (a permissive card: runs before restrictive ones).
  might: {
    on: { Strike: { tier: Tier.PERMISSIVE_CARD, run: (_c, e, p) => (p.attacker === e.owner ? { ...p, amount: p.amount + Number(e.params.n) } : undefined) } },
  },
  // Halves strikes at its owner, rounding down (a restrictive card: after every bonus).
  ward: { on: { Strike: { tier: Tier.RESTRICTIVE_CARD, run: (_c, e, p) => (p.target === e.owner ? { ...p, amount: Math.floor(p.amount / 2) } : undefined) } } },
  // Its owner cannot be struck at all.
  sanctuary: { on: { Strike: { run: (ctx, e, p) => (p.target === e.owner ? (ctx.state.log.push('sanctuary'), CANCEL) : undefined) } } },
  // Records the order handlers ran in.
  witness: { on: { Strike: { tier: Tier.BASE, run: (ctx, e) => void ctx.state.log.push(`witness ${e.id}`) } } },
  shield: {
    reactions: {
      Damage: {
        offers: (ctx, e, p, player) =>
          player === e.owner && p.target === e.owner && (ctx.state.shields[player] ?? 0) > 0 ? [{ id: 'raise', label: 'Raise the shield (prevent 2)' }] : [],
        resolve: (ctx, _e, p, _id, player) => {
          ctx.state.shields[player] = (ctx.state.shields[player] ?? 0) - 1;
          ctx.state.log.push(`shield by ${player + 1}`);
          return { ...p, amount: Math.max(0, p.amount - 2) };
        },
      },
    },
  },
  feint: {
    reactions: {
      Damage: {
        offers: (ctx, e, p, player) =>
          player === e.owner && p.target !== e.owner && (ctx.state.feints[player] ?? 0) > 0 ? [{ id: 'feint', label: 'Feint (+1)' }] : [],
        resolve: (ctx, _e, p, _id, player) => {
          ctx.state.feints[player] = (ctx.state.feints[player] ?? 0) - 1;
          ctx.state.log.push(`feint by ${player + 1}`);
          return { ...p, amount: p.amount + 1 };
        },
      },
    },
  },
  // The owner may turn 1 damage aside: a last word nobody can answer (the window closes).
  parry: {
    reactions: {
      Damage: {
        closes: true,
        offers: (_ctx, e, p, player) => (player === e.owner && p.target === e.owner ? [{ id: 'parry', label: 'Parry (prevent 1)' }] : []),
        resolve: (ctx, _e, p) => {
          ctx.state.log.push('parry');
          return { ...p, amount: p.amount - 1 };
        },
      },
    },
  },
  // The owner may turn any damage to it away entirely, once.
  mirror: {
    reactions: {
      Damage: {
        offers: (ctx, e, p, player) =>
          player === e.owner && p.target === e.owner && !ctx.state.log.includes('mirror') ? [{ id: 'mirror', label: 'Mirror' }] : [],
        resolve: (ctx) => {
          ctx.state.log.push('mirror');
          return CANCEL;
        },
      },
    },
  },
};

const configSchema = z.object({
  hp: z.number().int().default(10),
  shields: z.number().int().default(0),
  feints: z.number().int().default(0),
  effects: z.array(z.object({ handler: z.string(), name: z.string().optional(), owner: z.number().int(), n: z.number().int().default(0) })).default([]),
});

export const duelGame = defineGame<DuelState, z.infer<typeof configSchema>, Record<string, never>, DuelStep & Step, DuelEvents>({
  id: 'fixture-duel',
  title: 'Duel fixture',
  players: { min: 2, max: 2 },
  configSchema,
  contentHash: 'fixture-duel-1',
  init: (c) =>
    ok({
      state: {
        hp: [c.hp, c.hp],
        shields: [c.shields, c.shields],
        feints: [c.feints, c.feints],
        turn: 0,
        log: [],
        setupEffects: c.effects.map((e) => ({ name: e.name ?? e.handler, handler: e.handler, owner: e.owner, params: { n: e.n } })),
      },
      steps: [{ kind: 'turn' }],
      players: 2,
    }),
  steps: {
    turn: {
      run(ctx) {
        for (const e of ctx.state.setupEffects) ctx.addEffect(e);
        ctx.state.setupEffects = [];
        const p = ctx.state.turn % 2;
        return ctx.ask(p, 'strike', `Player ${p + 1} strikes`, [{ id: 'strike', label: 'Strike for 3' }]);
      },
      choose(ctx) {
        const s = ctx.state;
        const attacker = s.turn % 2;
        const target = 1 - attacker;
        s.turn++;
        const strike = ctx.announce('Strike', { attacker, target, amount: 3 }, attacker);
        if (strike === CANCEL) {
          ctx.push({ kind: 'turn' });
          return;
        }
        ctx.push({ kind: 'turn' });
        ctx.openWindow('Damage', { target, amount: strike.amount }, { kind: 'deal' }, { first: target, onCancel: { kind: 'prevented', target } });
      },
    },
    deal: {
      run(ctx, step) {
        const p = step.payload as { target: number; amount: number };
        ctx.state.hp[p.target] = (ctx.state.hp[p.target] ?? 0) - p.amount;
        ctx.emit('damage', { target: p.target, amount: p.amount });
        if ((ctx.state.hp[p.target] ?? 0) <= 0) ctx.end(p.target === 0 ? [-1, 1] : [1, -1], `player ${p.target + 1} fell`);
      },
    },
    prevented: {
      run(ctx, step) {
        ctx.emit('prevented', { target: step.target });
      },
    },
  },
  effects,
  observe: (s) => ({ hp: s.hp }),
  narrate: (e) => e.type,
});
