// Effect "damage-bonus-against-target": "Use after this creature hits an enemy with a {m} attack:
// until start of this creature's next turn, each Zhent ally and each Bane ally has +5 damage against
// that enemy" (Zhent Mark) — whom the power's target part names (default: this creature) have +N
// Damage against the target of the attack the power answers, for the power's duration counted on this
// creature's turns (ddm-battle-rules-2011, "Bonuses and Penalties", "Duplicate Effects"; "Conditions",
// Duration). Who gains it is fixed when the power is used (abilities/effects/bonus-against.ts).
import type { PowerTarget } from '../../cards/schema.js';
import type { CreatureState } from '../../state.js';
import type { PowerEffectModule, PowerUse, Situation } from '../language.js';
import { targetPlural, targetsOf, targetText } from '../targets/index.js';
import { addBonusAgainst, bonusAgainstDuration, type BonusAgainstDuration } from './bonus-against.js';

const SELF: PowerTarget = { kind: 'self' };
const affected = (x: Situation, use: PowerUse | undefined): CreatureState[] => targetsOf(x, use?.target ?? SELF);

/** The durations in the card's words, counted on this creature's turns. */
const UNTIL: { readonly [K in BonusAgainstDuration]: string } = {
  'end-of-turn': "until end of this creature's turn",
  'start-of-next-turn': "until start of this creature's next turn",
  'end-of-round': 'until end of round',
  'end-of-battle': 'for the rest of the battle',
};

/** The attack's target the power answers, if it is still on the map. */
function enemyOf(x: Situation): CreatureState | null {
  const t = x.rec ? x.ctx.state.creatures[x.rec.target] : undefined;
  return t && !t.destroyed && t.pos !== null ? t : null;
}

export const damageBonusAgainstTarget: PowerEffectModule<'damage-bonus-against-target'> = {
  kind: 'damage-bonus-against-target',
  text: (e, duration, target = SELF) =>
    `${duration ? `${UNTIL[bonusAgainstDuration('this power', duration)]}, ` : ''}${targetText(target)} ${targetPlural(target) ? 'have' : 'has'} +${e.amount} Damage against that enemy`,
  possible: (x, _e, use) => enemyOf(x) !== null && affected(x, use).length > 0,
  resolve(x, e, use) {
    const enemy = enemyOf(x);
    if (!enemy) return;
    const until = bonusAgainstDuration(use.name, use.duration);
    addBonusAgainst(x.ctx, { power: use.name, user: x.subject, enemy, bearers: affected(x, use) }, { amount: e.amount, melee: false, until });
  },
};
