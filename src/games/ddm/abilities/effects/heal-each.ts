// Effect "heal-each" ("Use at start of round: Good allies heal 10 HP", "Undead allies heal 10 HP"):
// every creature the power's target part names heals N HP (ddm-battle-rules-2011, "Damage and
// Healing", HEAL: up to its maximum). Who is healed is fixed when the power resolves: the named
// creatures on the map then; the power is offered only when one of them could heal something.
import type { PowerTarget } from '../../cards/schema.js';
import { onMap } from '../../rules/common.js';
import { heal } from '../../rules/hit-points.js';
import type { CreatureState } from '../../state.js';
import type { PowerEffectModule, PowerUse, Situation } from '../language.js';
import { targetPlural, targetsOf, targetText } from '../targets/index.js';

const SELF: PowerTarget = { kind: 'self' };

const named = (x: Situation, use: PowerUse | undefined): CreatureState[] => targetsOf(x, use?.target ?? SELF).filter((c) => onMap(c));

export const healEach: PowerEffectModule<'heal-each'> = {
  kind: 'heal-each',
  text: (e, _duration, target = SELF) => `${targetText(target)} ${targetPlural(target) ? 'heal' : 'heals'} ${e.amount} HP`,
  possible: (x, _e, use) => named(x, use).some((c) => c.hp < c.maxHp),
  resolve(x, e, use) {
    for (const c of named(x, use)) if (c.hp < c.maxHp) heal(x.ctx, c, e.amount, use.name);
  },
};
