// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Breath Weapon X: pay X energy)
// and "COSTS" (you cannot avoid paying costs): this card's Breath Weapon may be paid with `life` life
// instead of its energy (abilities/breath-weapon.ts offers it beside the energy payments).
import { z } from 'zod';
import type { AbilityModule } from './ability.js';

export const breathLifeCost: AbilityModule<'breath-life-cost'> = {
  kind: 'breath-life-cost',
  section: 'SHORTHAND CARD ABILITIES; COSTS',
  params: z.object({ life: z.number().int().min(1) }).strict(),
  text: (a) => `Its Breath Weapon may be paid with ${a.life} life instead of energy.`,
  steps: {},
};
