// Duration "save-ends" (ddm-battle-rules-2011, "Conditions", Duration, "Save ends", and "Saving
// Throws"): ends when the affected creature makes a successful saving throw against it.
import type { DurationModule } from './module.js';

export const saveEnds: DurationModule<'save-ends'> = { kind: 'save-ends', text: 'save ends', ends: 'save' };
