// Attack effect "as-if-dominated" (ddm-battle-rules-2011, "'AS IF' DOMINATED": Dominated for the
// duration of one free action, and permitted to make a basic attack when it is not its turn;
// "DOMINATED": the controller of the creature that caused it chooses, and during that action the
// creature is part of that warband; "Applying Damage", Additional Effects: the granted action is
// resolved after the attack, serially).
import type { Json } from '../../../../core/index.js';
import { asIfDominatedEffectSchema } from '../../cards/schema.js';
import { basicAttackChoices } from '../../rules/attack-options.js';
import { addCond, cardOf, onMap, sideOf } from '../../rules/common.js';
import { controlDismounts } from '../../rules/mount-triggers.js';
import type { CreatureState, TurnState } from '../../state.js';
import { handler, step, type StepOf } from '../../steps.js';
import type { DdmCtx } from '../../ctx.js';
import { atMark, type AttackEffectModule } from './module.js';

export const asIfDominated: AttackEffectModule<'as-if-dominated'> = {
  kind: 'as-if-dominated',
  section: 'ddm-battle-rules-2011, "\'AS IF\' DOMINATED"',
  schema: asIfDominatedEffectSchema,
  text: (e) => `the target makes a ${e.melee ? 'melee ' : ''}basic attack as if Dominated`,
  apply(x, e) {
    const { ctx, attacker: c, target: t } = x;
    if (!onMap(t) || !onMap(c)) return;
    atMark(x, step('as-if-dominated', { target: t.id, source: c.id, controller: sideOf(ctx.state, c), melee: e.melee, phase: 'begin', cond: -1 }));
  },
};

/**
 * 'As if' dominated, in three phases of one step kind:
 * - begin: for the one free action the creature takes a stand-in turn controlled by the dominating
 *   player (so it counts as that warband: "DOMINATED") and gains Dominated (its limits: no
 *   reactions of its own, grants combat advantage);
 * - attack: that player picks one of its basic attacks (melee only if the effect says so) that has a
 *   legal target, and its target as usual;
 * - end: the Dominated condition goes and the turn that was going on resumes (keeping the immediate
 *   actions, opportunity attacks and champion powers used meanwhile).
 */
export const asIfDominatedStep = handler<'as-if-dominated'>({
  run(ctx, st) {
    const s = ctx.state;
    const t = s.creatures[st.target] as CreatureState;
    if (st.phase === 'end') return void endAsIf(ctx, st);
    if (st.phase === 'begin') {
      if (!onMap(t)) return;
      const saved = (s.turn ? structuredTurn(s.turn) : null) as Json;
      s.turn = {
        creature: t.id,
        controller: st.controller,
        attack: true,
        move: false,
        minor: false,
        single: true,
        noActions: false,
        charged: false,
        start: t.pos,
        immediate: [...(s.turn?.immediate ?? [])],
        oa: [...(s.turn?.oa ?? [])],
        champion: [...(s.turn?.champion ?? [])],
      };
      const cond = addCond(s, t, {
        kind: 'Dominated',
        name: "'as if' dominated",
        amount: 0,
        dtype: 'untyped',
        defense: 'all',
        duration: 'end-of-turn',
        source: st.source,
        sourcePlayer: st.controller,
      });
      ctx.emit('as-if-dominated', { creature: t.id, label: t.label, player: st.controller });
      const end: StepOf<'as-if-dominated'> = { ...st, phase: 'end', cond: cond.id, saved };
      // A rider and its mount now controlled by different players: forcibly dismounted first (rules/mount.ts).
      ctx.push(...controlDismounts(s, t, st.controller), { ...st, phase: 'attack', cond: cond.id }, end);
      return;
    }
    // phase 'attack'
    if (!onMap(t)) return;
    const ks = basicAttackChoices(ctx, t, st.melee);
    if (ks.length === 0) {
      ctx.emit('attacks-lost', { creature: t.id, label: t.label, count: 1 });
      return;
    }
    if (ks.length === 1) return void ctx.push(step('attack', { attacker: t.id, attackIndex: ks[0] as number, target: -1, mode: 'immediate' }));
    const card = cardOf(s, t);
    return ctx.ask(
      st.controller,
      'choose-attack',
      `${t.label} attacks as if dominated: which basic attack?`,
      ks.map((k) => ({ id: `attack:${k}`, label: `Attack: ${card.attacks[k]?.name ?? k}` })),
    );
  },
  choose(ctx, st, option) {
    ctx.push(step('attack', { attacker: st.target, attackIndex: Number(option.id.slice(7)), target: -1, mode: 'immediate' }));
  },
});

function structuredTurn(t: TurnState): TurnState {
  return { ...t, immediate: [...t.immediate], oa: [...t.oa], champion: [...t.champion] };
}

function endAsIf(ctx: DdmCtx, st: StepOf<'as-if-dominated'>): void {
  const s = ctx.state;
  const t = s.creatures[st.target] as CreatureState;
  t.conds = t.conds.filter((x) => x.id !== st.cond);
  const during = s.turn;
  const saved = (st.saved ?? null) as TurnState | null;
  if (saved && during) {
    saved.immediate = [...during.immediate];
    saved.oa = [...during.oa];
    saved.champion = [...during.champion];
  }
  s.turn = saved;
}
