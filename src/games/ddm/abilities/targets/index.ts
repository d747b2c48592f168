// The registry of the DDM power language's target parts (`module.ts`): every target kind of
// cards/schema.ts has exactly one module (a mapped type). `targetsOf` is what an effect reads: the
// creatures the power's target part names, or the effect's own default.
import type { PowerTarget } from '../../cards/schema.js';
import type { CreatureState } from '../../state.js';
import type { Situation } from '../language.js';
import { allies } from './allies.js';
import { attackTarget } from './attack-target.js';
import { attacker } from './attacker.js';
import type { TargetModule, TargetOf } from './module.js';
import { selfTarget } from './self.js';
import { thatCreature } from './that-creature.js';
import { warband } from './warband.js';

export const TARGET_MODULES: { readonly [K in PowerTarget['kind']]: TargetModule<K> } = {
  self: selfTarget,
  'that-creature': thatCreature,
  attacker,
  'attack-target': attackTarget,
  allies,
  warband,
};

const moduleOf = <K extends PowerTarget['kind']>(t: TargetOf<K>): TargetModule<K> => TARGET_MODULES[t.kind as K];

/** The creatures a target part names now. */
export const targetsOf = (x: Situation, t: PowerTarget): CreatureState[] => moduleOf(t).who(x, t);

/** A target part's words. */
export const targetText = (t: PowerTarget): string => moduleOf(t).text(t);

/** Whether a target part's words name several creatures ("have" rather than "has"). */
export const targetPlural = (t: PowerTarget): boolean => moduleOf(t).plural?.(t) ?? false;
