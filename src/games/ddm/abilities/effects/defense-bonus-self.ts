// Effect "defense-bonus-self": +N to all defenses for the power's duration, for this creature or for
// whom the power's target part names ("that ally gains +2 …") — ddm-battle-rules-2011, "Bonuses and
// Penalties"; "Conditions", Duration; "Duplicate Effects": kept under the power's name, so two uses of
// it count once, and a use that would add nothing is not offered. The duration is a part of the power
// (trigger × target × effect × duration), read through the durations; the target through the targets.
import type { PowerTarget } from '../../cards/schema.js';
import type { CreatureState, DdmState } from '../../state.js';
import { durationOfUse, lastsText } from '../durations/index.js';
import type { PowerEffectModule, PowerUse, Situation } from '../language.js';
import { targetPlural, targetsOf, targetText } from '../targets/index.js';

const SELF: PowerTarget = { kind: 'self' };
const affected = (x: Situation, use: PowerUse | undefined): CreatureState[] => targetsOf(x, use?.target ?? SELF);

export const defenseBonusSelf: PowerEffectModule<'defense-bonus-self'> = {
  kind: 'defense-bonus-self',
  text: (e, duration, target = SELF) =>
    `${targetText(target)} ${targetPlural(target) ? 'have' : 'has'} +${e.amount} to all defenses${duration ? ` ${lastsText(duration)}` : ''}`,
  possible: (x, _e, use) => affected(x, use).length > 0,
  // A same-named bonus at least as large that lasts the battle leaves nothing to add, whatever this use's duration.
  pointless: (x, e, use) =>
    affected(x, use).every((c) =>
      c.conds.some((k) => k.kind === 'defense-bonus' && k.name === use.name && k.duration === 'end-of-battle' && k.amount >= e.amount),
    ),
  resolve(x, e, use) {
    const s = x.ctx.state;
    for (const c of affected(x, use)) addDefenseBonus(s, c, use.name, e.amount, durationOfUse(use), x.subject, s.turn?.creature === c.id);
  },
};

/** Puts a same-named untyped +`amount` to all defenses on `c`, imposed by `source`, lasting `duration`. */
export function addDefenseBonus(
  s: DdmState,
  c: CreatureState,
  name: string,
  amount: number,
  duration: CreatureState['conds'][number]['duration'],
  source: CreatureState,
  ownTurn: boolean,
): void {
  c.conds.push({
    id: s.nextCondId++,
    kind: 'defense-bonus',
    name,
    amount,
    dtype: 'untyped',
    defense: 'all',
    duration,
    source: source.id,
    sourcePlayer: source.owner,
    ownTurn,
  });
}
