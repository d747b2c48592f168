// Continuous "immune-forced-movement" (Solid Footing: "Not affected by enemies' push, pull, or slide
// effects", "Not affected by forced-movement effects of enemies", "Ignores Push, Pull and Slide
// effects"): ddm-battle-rules-2011, "Forced-Movement Effects" — push, pull and slide (of its enemies
// only, `enemies`) do not move this creature; the card breaks the rule ("CORE RULES AND EXCEPTIONS").
// A rule reads it (rules/forced-immunity.ts, through the per-card answer `forcedImmunity`): nothing in play.
import type { ContinuousModule } from './module.js';

export const immuneForcedMovement: ContinuousModule<'immune-forced-movement'> = {
  kind: 'immune-forced-movement',
  text: (e) => `not affected by ${e.enemies ? "enemies' " : ''}push, pull or slide effects`,
  answers: (e) => ({ forcedImmunity: e.enemies ? 'enemies' : 'all' }),
};
