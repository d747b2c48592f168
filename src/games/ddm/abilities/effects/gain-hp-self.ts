// Effect "gain-hp-self": "this creature gains +N HP" (Savage Frenzy) — ddm-battle-rules-2011, "Hit
// Points", Bonus Hit Points: a power resolving after set-up raises the creature's current hit points,
// above its maximum if so (unlike "Healing"), without raising the maximum or changing its Bloodied
// score; a creature damaged before is still considered damaged (rules/hit-points.ts gainBonusHp).
import { onMap } from '../../rules/common.js';
import { gainBonusHp } from '../../rules/hit-points.js';
import type { PowerEffectModule } from '../language.js';

export const gainHpSelf: PowerEffectModule<'gain-hp-self'> = {
  kind: 'gain-hp-self',
  text: (e) => `this creature gains ${e.amount} HP (bonus hit points, above its maximum if so)`,
  possible: ({ subject }) => onMap(subject),
  resolve: ({ ctx, subject }, e, use) => gainBonusHp(ctx, subject, e.amount, use.name),
};
