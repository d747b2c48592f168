// Implements ddm-battle-rules-2011, "Opportunity Attacks" (Resolve Opportunity Attack First:
// "resolve opportunity attacks in simultaneous order before resolving the action which provoked
// them"; Once Per Turn) with "Resolving Effects" (Simultaneous Effects: the acting player decides
// the order). When several enemies are provoked at once, each declares its opportunity attack (and
// which basic attack), then the acting player orders them if two or more were declared; with one
// provoker the older single window (rules/movement.ts `oa-window`) is used unchanged.
import type { Option, Step } from '../../../core/index.js';
import { geo, isAdjacent } from '../geo.js';
import { basicAttacksAgainst } from '../rules/attack-options.js';
import { cardOf, enemies, onMap } from '../rules/common.js';
import { canReact } from '../rules/conditions.js';
import { handler, step, type OaGroup } from '../steps.js';
import type { CreatureState } from '../state.js';
import type { DdmCtx } from '../ctx.js';

/** The window(s) for enemies `es` provoked together by `c`. */
export function opportunityWindows(es: readonly CreatureState[], c: CreatureState): Step[] {
  if (es.length <= 1) return es.map((e) => step('oa-window', { enemy: e.id, creature: c.id }));
  return [step('oa-group', { creature: c.id, enemies: es.map((e) => e.id), next: 0, declared: [], declaredAttacks: [], resolving: false })];
}

/** The basic attacks `e` may use against `c` as an opportunity attack now (none: it can't). */
function oaAttacks(ctx: DdmCtx, e: CreatureState, c: CreatureState): number[] {
  const s = ctx.state;
  if (!onMap(e) || !onMap(c) || !canReact(e) || s.turn?.oa.includes(e.id)) return [];
  const g = geo(s);
  if (!isAdjacent(g, e, c) || !enemies(s, e, c)) return [];
  return basicAttacksAgainst(ctx, g, e, c);
}

function nextDeclarer(ctx: DdmCtx, st: OaGroup): { e: CreatureState; index: number; ks: number[] } | null {
  const s = ctx.state;
  const c = s.creatures[st.creature] as CreatureState;
  for (let j = st.next; j < st.enemies.length; j++) {
    const e = s.creatures[st.enemies[j] as number] as CreatureState;
    const ks = oaAttacks(ctx, e, c);
    if (ks.length > 0) return { e, index: j, ks };
  }
  return null;
}

export const oaGroup = handler<'oa-group'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    const next = st.resolving ? null : nextDeclarer(ctx, st);
    if (next) {
      const options: Option[] = next.ks.map((k) => ({ id: `attack:${k}`, label: `Opportunity attack with ${cardOf(s, next.e).attacks[k]?.name ?? '?'}` }));
      options.push({ id: 'no', label: 'No opportunity attack' });
      return ctx.ask(next.e.owner, 'opportunity-attack', `${c.label} provokes an opportunity attack from ${next.e.label}.`, options);
    }
    const live = st.declared
      .map((_, j) => j)
      .filter((j) => oaAttacks(ctx, s.creatures[st.declared[j] as number] as CreatureState, c).includes(st.declaredAttacks[j] as number));
    if (live.length === 0) return;
    if (live.length === 1) return void resolve(ctx, st, live[0] as number);
    const who = s.turn ? s.turn.controller : c.owner;
    const options = live.map((j) => ({ id: String(j), label: `${(s.creatures[st.declared[j] as number] as CreatureState).label} attacks first` }));
    return ctx.ask(who, 'order-effects', `Opportunity attacks against ${c.label}: which one first?`, options);
  },
  choose(ctx, st, option) {
    const next = st.resolving ? null : nextDeclarer(ctx, st);
    if (next) {
      const yes = option.id !== 'no';
      ctx.push(
        step('oa-group', {
          ...st,
          next: next.index + 1,
          declared: yes ? [...st.declared, next.e.id] : [...st.declared],
          declaredAttacks: yes ? [...st.declaredAttacks, Number(option.id.slice(7))] : [...st.declaredAttacks],
        }),
      );
      return;
    }
    resolve(ctx, st, Number(option.id));
  },
});

/** Makes declared opportunity attack `j` (the remaining ones come back after it, if still possible). */
function resolve(ctx: DdmCtx, st: OaGroup, j: number): void {
  const s = ctx.state;
  if (st.declared.length > 1)
    ctx.push(
      step('oa-group', {
        ...st,
        resolving: true,
        declared: st.declared.filter((_, x) => x !== j),
        declaredAttacks: st.declaredAttacks.filter((_, x) => x !== j),
      }),
    );
  const e = st.declared[j] as number;
  s.turn?.oa.push(e);
  ctx.push(step('attack', { attacker: e, attackIndex: st.declaredAttacks[j] as number, target: st.creature, mode: 'opportunity' }));
}

export const OPPORTUNITY_STEPS = { 'oa-group': oaGroup };
