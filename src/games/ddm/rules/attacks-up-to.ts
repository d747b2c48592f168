// Implements ddm-battle-rules-2011, "Making an Attack" ("If the attack action grants multiple attacks,
// you will roll multiple attack rolls during the resolution of that attack action") for attacks printed
// "Make up to N attacks[, each against a different target]": the action is declared once (its use
// checked off and its opportunity attacks provoked then: guidelines "Opportunity Attacks due to Ranged
// or Area Attacks", later rolls of the declared ability draw none); then each attack is a whole attack
// against a target chosen after the previous one is resolved (guidelines "Multiple Targets", as
// "make N basic attacks"), never one already attacked when printed "each against a different
// target", and each adjacent to every earlier one when printed "(targets adjacent to each other
// only)" (our reading when an earlier target was destroyed: the later one must be adjacent to the
// square that target stood in when it was chosen — the rules are silent, and leaving it out of the
// check would let the destruction lift the restriction). "Up to": after the first, the player may stop; printed "N attacks, +X vs. D each" (field
// `all`) it may not. With no legal target left, the rest is lost.
import { geo, isAdjacent } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import { handler, step, type StepOf } from '../steps.js';
import type { CreatureState, Pos } from '../state.js';
import { differentTargets, singleTargets, targetOption } from './attack-options.js';
import { cardOf, onMap, sideOf } from './common.js';

const STOP = 'stop';

export const attacksUpTo = handler<'attacks-up-to'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.attacker] as CreatureState;
    const a = cardOf(s, c).attacks[st.attackIndex];
    if (!a || !onMap(c) || st.left <= 0) return;
    const g = geo(s);
    const legal = a.upTo?.different ? differentTargets(ctx, g, c, a, st.done) : singleTargets(ctx, g, c, a);
    // "(targets adjacent to each other only)": each later target adjacent to every earlier one.
    const targets = a.upTo?.adjacent
      ? legal.filter((t) => st.done.every((d, i) => isAdjacent(g, t, standing(s.creatures[d] as CreatureState, st.doneAt[i]))))
      : legal;
    if (targets.length === 0) {
      if (st.done.length > 0) ctx.emit('attacks-lost', { creature: c.id, label: c.label, count: st.left });
      return;
    }
    const first = st.done.length === 0;
    if ((first || a.upTo?.all) && targets.length === 1) return void next(ctx, st, (targets[0] as CreatureState).id);
    const options = targets.map((t) => targetOption(ctx, g, c, t, a, st.mode));
    return ctx.ask(
      s.turn?.creature === c.id ? s.turn.controller : sideOf(s, c),
      'choose-target',
      `${c.label}: the target of ${a.name} (${st.left} attack${st.left > 1 ? 's' : ''} left)?`,
      first || a.upTo?.all ? options : [...options, { id: STOP, label: `No more ${a.name} attacks` }],
    );
  },
  choose(ctx, st, option) {
    if (option.id !== STOP) next(ctx, st, Number(option.id));
  },
});

/** An earlier target where it stands, or, destroyed, where it stood when it was chosen. */
function standing(c: CreatureState, chosenAt: Pos | null | undefined): CreatureState {
  return onMap(c) || !chosenAt ? c : { ...c, pos: chosenAt };
}

/** The attack against `target` (resolved completely), then the next choice. */
function next(ctx: DdmCtx, st: StepOf<'attacks-up-to'>, target: number): void {
  const at = (ctx.state.creatures[target] as CreatureState).pos;
  ctx.push(
    step('attack-targets', { attacker: st.attacker, attackIndex: st.attackIndex, target, mode: st.mode }),
    step('attacks-up-to', { ...st, left: st.left - 1, done: [...st.done, target], doneAt: [...st.doneAt, at] }),
  );
}
