// Effect "invisible-self" (Ghost Step: "Minor action: This creature is invisible until end of turn"):
// this creature is invisible — ddm-battle-rules-2011, "Line of Sight" (no line of sight can be traced
// to an invisible creature; blindsight still sees it) — for the power's duration ("Conditions",
// Duration: until end of its turn). Kept as a lasting record on the creature under the power's name
// (`gained-invisible`), which geo.ts sees reads with the card's own Invisible, and which the
// condition durations end (rules/conditions.ts). Not offered while it is already invisible.
import type { CreatureState, DdmState } from '../../state.js';
import { powerAnswers } from '../queries.js';
import { gainedSelf } from './gained-self.js';

const invisible = (s: DdmState, c: CreatureState): boolean => powerAnswers(s, c).sight.invisible || c.conds.some((k) => k.kind === 'gained-invisible');

export const invisibleSelf = gainedSelf('invisible-self', 'gained-invisible', 'is invisible', invisible);
