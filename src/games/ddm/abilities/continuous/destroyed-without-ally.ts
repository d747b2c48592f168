// Continuous "destroyed-without-ally" (Animated Weapon: the creature is destroyed whenever no ally of a
// keyword remains) — ddm-battle-rules-2011, "Hit Points" (destroyed and removed from play; "Assault": the
// opponent scores its cost) broken by the card ("CORE RULES AND EXCEPTIONS": a creature destroyed without
// reaching 0 HP). Read from the card where a creature leaves the battle and at the reveal
// (rules/hit-points.ts destroyUnsupported), so it has no effect in play.
import type { CreatureCard } from '../../cards/schema.js';
import type { ContinuousModule } from './module.js';

/** The keyword an ally of the creature must have for it to stay in the battle, or null without the power. */
export function neededAllyKeyword(card: CreatureCard): string | null {
  for (const p of card.powers) if (p.kind === 'continuous' && p.effect.kind === 'destroyed-without-ally') return p.effect.keyword;
  return null;
}

export const destroyedWithoutAlly: ContinuousModule<'destroyed-without-ally'> = {
  kind: 'destroyed-without-ally',
  text: (e) => `destroyed whenever it has no remaining ${e.keyword} ally`,
};
