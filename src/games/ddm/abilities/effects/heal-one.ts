// Effect "heal-one" ("Use when an enemy becomes bloodied: 1 ally heals 10 HP"): one of the creatures
// the power's target part names, chosen when the power is declared, heals N HP (ddm-battle-rules-2011,
// "Damage and Healing", HEAL: up to its maximum). Only creatures on the map that could heal something
// are offered, so a power that would heal nobody is not offered at all.
import type { PowerTarget } from '../../cards/schema.js';
import { onMap } from '../../rules/common.js';
import { heal } from '../../rules/hit-points.js';
import type { CreatureState } from '../../state.js';
import type { PowerEffectModule, PowerUse, Situation } from '../language.js';
import { targetsOf, targetText } from '../targets/index.js';

const SELF: PowerTarget = { kind: 'self' };

const healable = (x: Situation, use: PowerUse | undefined): CreatureState[] => targetsOf(x, use?.target ?? SELF).filter((c) => onMap(c) && c.hp < c.maxHp);

/** "each ally" → "1 ally". */
const oneOf = (t: PowerTarget): string => (t.kind === 'self' ? 'this creature' : targetText(t).replace(/^each /, '1 '));

export const healOne: PowerEffectModule<'heal-one'> = {
  kind: 'heal-one',
  text: (e, _duration, target = SELF) => `${oneOf(target)} heals ${e.amount} HP`,
  possible: (x, _e, use) => healable(x, use).length > 0,
  choices: (x, e, base, use) => healable(x, use).map((c) => ({ id: `${base.id}|${c.id}`, label: `${base.label}: ${c.label} heals ${e.amount} HP` })),
  resolve(x, e, use, choice) {
    const c = x.ctx.state.creatures[Number(choice)];
    if (c && onMap(c)) heal(x.ctx, c, e.amount, use.name);
  },
};
