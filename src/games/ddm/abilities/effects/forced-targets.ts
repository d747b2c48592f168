// Whom a forced-movement power moves (ddm-battle-rules-2011, "Forced-Movement Effects": the creature
// that uses it moves creatures on the map): the power's target part, or "that creature" (the event's
// creature), those of them on the map while this creature is on the map. Shared by push-other and
// slide-other.
import type { PowerTarget } from '../../cards/schema.js';
import { onMap } from '../../rules/common.js';
import type { CreatureState } from '../../state.js';
import type { PowerUse, Situation } from '../language.js';
import { targetsOf } from '../targets/index.js';

export const THAT_CREATURE: PowerTarget = { kind: 'that-creature' };

export const forcedTargets = (x: Situation, use: PowerUse | undefined): CreatureState[] =>
  onMap(x.subject) ? targetsOf(x, use?.target ?? THAT_CREATURE).filter(onMap) : [];
