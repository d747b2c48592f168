// Effect "damage-bonus-against-chosen" ("Use at start of round: Choose an enemy. This creature has +5
// damage vs. that enemy until end of battle"; "Choose 1 enemy. Each Aberrant ally has +10 Damage with
// {m} attacks against that enemy until end of round"): the player chooses one enemy on the map when
// declaring the power; whom its target part names (default: this creature) have +N Damage (melee
// attacks only if `melee`) against that enemy for the power's duration (ddm-battle-rules-2011,
// "Champion Powers", "Bonuses and Penalties", "Duplicate Effects"; "Conditions", Duration). Who gains
// it is fixed when the power is used (abilities/effects/bonus-against.ts). Weird Insight's "Choose an
// enemy within 5 squares. +5 attack and +5 damage vs. that enemy": `within` limits the choice ("Counting
// Squares"), `attack` adds to its attack rolls against that enemy too.
import type { PowerTarget } from '../../cards/schema.js';
import { spaceDistance } from '../../geometry/index.js';
import { geo, spaceOf } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { CreatureState } from '../../state.js';
import type { PowerEffectModule, PowerUse, Situation } from '../language.js';
import { targetPlural, targetsOf, targetText } from '../targets/index.js';
import { lastsText } from '../durations/index.js';
import { addBonusAgainst, bonusAgainstDuration } from './bonus-against.js';

const SELF: PowerTarget = { kind: 'self' };
const bearers = (x: Situation, use: PowerUse | undefined): CreatureState[] => targetsOf(x, use?.target ?? SELF);

/** The enemies of this creature on the map now (within `within` squares of it when given). */
function foes(x: Situation, within?: number): CreatureState[] {
  const s = x.ctx.state;
  const near = (c: CreatureState): boolean =>
    within === undefined || (onMap(x.subject) && spaceDistance(geo(s).board, spaceOf(x.subject), spaceOf(c)) <= within);
  return s.creatures.filter((c) => c.id !== x.subject.id && onMap(c) && enemies(s, x.subject, c) && near(c));
}
const bonusWords = (e: { readonly amount: number; readonly attack?: number | undefined }): string =>
  `${e.attack !== undefined ? `+${e.attack} Attack and ` : ''}+${e.amount} Damage`;

export const damageBonusAgainstChosen: PowerEffectModule<'damage-bonus-against-chosen'> = {
  kind: 'damage-bonus-against-chosen',
  text: (e, duration, target = SELF) =>
    `choose 1 enemy${e.within !== undefined ? ` within ${e.within} squares` : ''}: ${targetText(target)} ${targetPlural(target) ? 'have' : 'has'} ${bonusWords(e)}${e.melee ? ' with {m} attacks' : ''} against that enemy${duration ? ` ${lastsText(duration)}` : ''}`,
  possible: (x, e, use) => foes(x, e.within).length > 0 && bearers(x, use).length > 0,
  choices: (x, e, base) => foes(x, e.within).map((c) => ({ id: `${base.id}|${c.id}`, label: `${base.label}: ${bonusWords(e)} against ${c.label}` })),
  resolve(x, e, use, choice) {
    const enemy = x.ctx.state.creatures[Number(choice)];
    if (!enemy || !onMap(enemy) || !foes(x, e.within).includes(enemy)) return;
    const until = bonusAgainstDuration(use.name, use.duration);
    addBonusAgainst(
      x.ctx,
      { power: use.name, user: x.subject, enemy, bearers: bearers(x, use) },
      { amount: e.amount, melee: e.melee, until, ...(e.attack !== undefined ? { attack: e.attack } : {}) },
    );
  },
};
