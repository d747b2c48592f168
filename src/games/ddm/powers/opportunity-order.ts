// Implements ddm-battle-rules-2011, "Opportunity Attacks" (Resolve Opportunity Attack First:
// "resolve opportunity attacks in simultaneous order before resolving the action which provoked
// them"; Once Per Turn) with "Resolving Effects" (Simultaneous Effects: the acting player decides
// the order); "Making an Attack" 2 (a ranged or area attack provokes them once declared). Leaving a
// square (LeaveSquare) or declaring such an attack (AttackDeclared) opens the core reaction window in
// its declare-then-order mode for the enemies it provokes: each declares its opportunity attack (and
// which basic attack) or declines, once; then, if two or more were declared, the acting player
// orders them, and each attack resolves completely before the next. An attack no longer possible
// when its turn comes (its attacker was destroyed, or the mover is gone) is not made.
import { declareWindow, type EffectTable, type ReactionHandler, type Step } from '../../../core/index.js';
import { geo, isAdjacent } from '../geo.js';
import { opportunityAttacksAgainst } from '../rules/attack-options.js';
import { cardOf, enemies, onMap } from '../rules/common.js';
import { canReact } from '../rules/conditions.js';
import { step } from '../steps.js';
import type { CreatureState, DdmState } from '../state.js';
import type { DdmCtx, DdmQueries } from '../ctx.js';
import type { DdmEvents } from '../events.js';

/** The name of the opportunity attacks' reaction handler in the game's effect table. */
export const OPPORTUNITY = 'opportunity-attack';

const PASS = { id: 'no', label: 'No opportunity attack' } as const;

/** What provoked the opportunity attacks: `c` leaving its square (the default), or declaring an attack. */
export type Provocation =
  | { readonly event: 'LeaveSquare'; readonly payload: DdmEvents['LeaveSquare'] }
  | { readonly event: 'AttackDeclared'; readonly payload: DdmEvents['AttackDeclared'] };

/** The LeaveSquare of `c` leaving the square it is in. */
export const leaving = (c: CreatureState): Provocation => ({ event: 'LeaveSquare', payload: { creature: c.id, x: c.pos?.x ?? -1, y: c.pos?.y ?? -1 } });

/** The window for the enemies `es` that `c` provokes in `s` (none: no window). */
export function opportunityWindows(es: readonly CreatureState[], c: CreatureState, s: DdmState, by: Provocation = leaving(c)): Step[] {
  if (es.length === 0) return [];
  const orderedBy = s.turn ? s.turn.controller : c.owner;
  return [
    declareWindow(by.event, by.payload, null, {
      decision: 'opportunity-attack',
      prompt: `${c.label} provokes an opportunity attack.`,
      pass: PASS,
      plainIds: true,
      declare: {
        responders: es.map((e) => e.id),
        players: es.map((e) => e.owner),
        once: true,
        orderedBy,
        orderDecision: 'order-effects',
        orderPrompt: `Opportunity attacks against ${c.label}: which one first?`,
        handler: OPPORTUNITY,
      },
    }),
  ];
}

/** The basic attacks `e` may use against `c` as an opportunity attack now (none: it can't). */
function oaAttacks(ctx: DdmCtx, e: CreatureState | undefined, c: CreatureState | undefined): number[] {
  const s = ctx.state;
  if (!e || !c || !onMap(e) || !onMap(c) || !canReact(e) || s.turn?.oa.includes(e.id)) return [];
  const g = geo(s);
  if (!isAdjacent(g, e, c) || !enemies(s, e, c)) return [];
  return opportunityAttacksAgainst(ctx, g, e, c);
}

const attackIndex = (optionId: string): number => Number(optionId.slice('attack:'.length));

/** The reaction handler of the opportunity attacks on a provocation whose creature is `mover(payload)`. */
const opportunityAttack = <P>(mover: (p: P) => number): ReactionHandler<DdmCtx, P> => ({
  offers(ctx, _effect, p, _player, responding) {
    const s = ctx.state;
    const e = responding && s.creatures[responding.responder];
    if (!e) return [];
    return oaAttacks(ctx, e, s.creatures[mover(p)]).map((k) => ({
      id: `attack:${k}`,
      label: `Opportunity attack with ${cardOf(s, e).attacks[k]?.name ?? '?'}`,
    }));
  },
  valid: (ctx, _effect, p, by, optionId) => oaAttacks(ctx, ctx.state.creatures[by], ctx.state.creatures[mover(p)]).includes(attackIndex(optionId)),
  label: (ctx, _effect, _p, by) => `${ctx.state.creatures[by]?.label ?? '?'} attacks first`,
  prompt: (ctx, _effect, p, by) =>
    `${ctx.state.creatures[mover(p)]?.label ?? '?'} provokes an opportunity attack from ${ctx.state.creatures[by]?.label ?? '?'}.`,
  resolve(ctx, _effect, p, optionId, _player, by) {
    if (by === undefined) return;
    ctx.state.turn?.oa.push(by);
    ctx.push(step('attack', { attacker: by, attackIndex: attackIndex(optionId), target: mover(p), mode: 'opportunity' }));
  },
});

/** The opportunity attacks' entry in the game's effect table. */
export const OPPORTUNITY_REACTIONS: EffectTable<DdmState, DdmQueries, DdmCtx> = {
  [OPPORTUNITY]: {
    reactions: {
      LeaveSquare: opportunityAttack<DdmEvents['LeaveSquare']>((p) => p.creature),
      AttackDeclared: opportunityAttack<DdmEvents['AttackDeclared']>((p) => p.attacker),
    },
  },
};
