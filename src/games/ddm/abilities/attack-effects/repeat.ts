// Attack effect "repeat" (ddm-battle-rules-2011, "Attack Roll", Repeated Attacks: resolved serially
// after the original attack, as part of the same attack action; "Applying Damage", Additional
// Effects). The repeat is not a new attack action: no use is checked off and no opportunity attacks
// are provoked (guidelines: later rolls of a declared ability draw none); its targets are the
// attack's legal targets then (the same one, any other than the attack being repeated, or any).
import { repeatEffectSchema, type Attack } from '../../cards/schema.js';
import type { DdmCtx } from '../../ctx.js';
import { geo } from '../../geo.js';
import { singleTargets } from '../../rules/attack-options.js';
import { cardOf, onMap, sideOf } from '../../rules/common.js';
import type { CreatureState } from '../../state.js';
import { handler, step, type StepOf } from '../../steps.js';
import { atMark, type AttackEffectModule } from './module.js';

const repeatKey = (c: CreatureState, a: Attack) => `${c.id}:repeat:${a.name}`;

export const repeat: AttackEffectModule<'repeat'> = {
  kind: 'repeat',
  section: 'ddm-battle-rules-2011, "Attack Roll", Repeated Attacks',
  schema: repeatEffectSchema,
  text(e) {
    const against = e.target === 'same' ? ' against the same target' : e.target === 'different' ? ' against a different target' : '';
    const limit = e.perTurn === undefined ? '' : e.perTurn === 1 ? ' (once per turn)' : ` (at most ${e.perTurn} times per turn)`;
    return `repeat this attack${against}${limit}`;
  },
  // A repeat against another target still happens when this one is gone.
  withoutTarget: (e) => e.target !== 'same',
  apply(x, e) {
    const { ctx, attacker: c, target: t, attack: a } = x;
    if (!onMap(c)) return;
    const k = cardOf(ctx.state, c).attacks.indexOf(a);
    if (k < 0) return;
    if (e.perTurn !== undefined && !ctx.counters.canUseThisTurn(repeatKey(c, a), e.perTurn)) return;
    atMark(x, step('repeat-attack', { attacker: c.id, attackIndex: k, prev: t.id, target: e.target, mode: x.mode, perTurn: e.perTurn ?? 0 }));
  },
};

/** The `repeat-attack` step: the target chosen (when there is a choice), then the attack made again. */
export const repeatAttackStep = handler<'repeat-attack'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.attacker] as CreatureState;
    const a = cardOf(s, c).attacks[st.attackIndex];
    if (!a || !onMap(c)) return;
    const targets = repeatTargets(ctx, c, a, st);
    if (targets.length === 0) return;
    if (targets.length === 1) return begin(ctx, c, a, st, (targets[0] as CreatureState).id);
    const who = s.turn?.creature === c.id ? s.turn.controller : sideOf(s, c);
    return ctx.ask(
      who,
      'choose-target',
      `${c.label}: choose the target of the repeated ${a.name}.`,
      targets.map((t) => ({ id: String(t.id), label: `${t.label} (${t.hp} HP)`, payload: { creature: t.id } })),
    );
  },
  choose(ctx, st, option) {
    const s = ctx.state;
    const c = s.creatures[st.attacker] as CreatureState;
    const a = cardOf(s, c).attacks[st.attackIndex];
    if (!a) return;
    begin(ctx, c, a, st, Number(option.id));
  },
});

function repeatTargets(ctx: DdmCtx, c: CreatureState, a: Attack, st: { prev: number; target: string }): CreatureState[] {
  const legal = singleTargets(ctx, geo(ctx.state), c, a);
  if (st.target === 'same') return legal.filter((t) => t.id === st.prev);
  if (st.target === 'different') return legal.filter((t) => t.id !== st.prev);
  return legal;
}

function begin(ctx: DdmCtx, c: CreatureState, a: Attack, st: StepOf<'repeat-attack'>, target: number): void {
  if (st.perTurn > 0) ctx.counters.markUsedThisTurn(repeatKey(c, a));
  const t = ctx.state.creatures[target] as CreatureState;
  ctx.emit('repeat', { creature: c.id, label: c.label, attack: a.name, target: t.id, targetLabel: t.label });
  ctx.push(step('attack-targets', { attacker: st.attacker, attackIndex: st.attackIndex, target: target, mode: st.mode }));
}
