// Effect "ambush": "Minor action: choose an enemy that does not have line of sight to this creature;
// +N [melee] Damage against that enemy until end of turn (round)" — an action power
// (ddm-battle-rules-2011, "USE A POWER"; "Line of Sight": an invisible creature is one no line of
// sight is traced to, geo.ts sees). The enemy is chosen when the power is used; the bonus then
// stays on it for the power's duration wherever either creature goes ("Conditions", Duration: "until
// end of turn" ends with this creature's current turn, "until end of round" at the round's end;
// "Bonuses and Penalties": different effects stack). Each use puts one effect in play, named after
// the power, the creature and the enemy ("Duplicate Effects"), so nothing is asked of a battle where
// no creature used it.
import type { DdmCtx } from '../../ctx.js';
import { geo, sees } from '../../geo.js';
import { enemies, onMap, sideOf } from '../../rules/common.js';
import { handler, step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import { lastsText } from '../durations/index.js';
import type { PowerEffectModule } from '../language.js';
import { powerAnswers } from '../queries.js';
import { addBonusAgainst, bonusAgainstDuration } from './bonus-against.js';

/** The enemies on the map with no line of sight to `c` now. */
function unseeing(ctx: DdmCtx, c: CreatureState): CreatureState[] {
  const s = ctx.state;
  const g = geo(s);
  return s.creatures.filter((e) => e.id !== c.id && onMap(e) && enemies(s, c, e) && !sees(g, e, c));
}

export const ambush: PowerEffectModule<'ambush'> = {
  kind: 'ambush',
  text: (e, duration) =>
    `choose an enemy that does not have line of sight to this creature: +${e.amount} ${e.melee ? 'melee ' : ''}Damage against that enemy${duration ? ` ${lastsText(duration)}` : ''}`,
  grantsAction: true,
  action: {
    possible: (ctx, c) => onMap(c) && unseeing(ctx, c).length > 0,
    start: (ctx, c, e) => {
      const p = powerAnswers(ctx.state, c).actions.find((x) => x.effect === e);
      if (!p) throw new Error(`ambush of ${c.label}: no action power of its card has this effect`);
      return step('ambush', { creature: c.id, power: p.name });
    },
  },
};

/** The choice of the enemy, then the bonus against it. */
export const ambushStep = handler<'ambush'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    const targets = unseeing(ctx, c);
    if (targets.length === 0) return;
    if (targets.length === 1) return void bonus(ctx, c, st.power, targets[0] as CreatureState);
    return ctx.ask(
      s.turn?.creature === c.id ? s.turn.controller : sideOf(s, c),
      'choose-target',
      `${c.label}: ${st.power} against which enemy?`,
      targets.map((t) => ({ id: String(t.id), label: t.label })),
    );
  },
  choose(ctx, st, option) {
    const c = ctx.state.creatures[st.creature] as CreatureState;
    const t = ctx.state.creatures[Number(option.id)];
    if (t) bonus(ctx, c, st.power, t);
  },
});

function bonus(ctx: DdmCtx, c: CreatureState, name: string, enemy: CreatureState): void {
  const p = powerAnswers(ctx.state, c).actions.find((x) => x.name === name);
  if (p?.effect.kind !== 'ambush') throw new Error(`ambush of ${c.label}: no ambush power named "${name}"`);
  const until = bonusAgainstDuration(name, p.duration);
  if (until !== 'end-of-turn' && until !== 'end-of-round') throw new Error(`power "${name}": an ambush lasts until end of turn or end of round, not ${until}`);
  addBonusAgainst(ctx, { power: name, user: c, enemy, bearers: [c] }, { amount: p.effect.amount, melee: p.effect.melee, until });
  ctx.emit('power', { creature: c.id, label: c.label, power: name, choice: enemy.label });
}
