/**
 * Every army-card power the engine enforces, by key (`abilityKey` of the printed name). A card's
 * powers are matched here when the battle starts (`attachAbilities`); a power without a module is
 * listed as not yet enforced.
 * Rulebook: heroscape-master-game-guide — "Special Powers".
 */
import type { HsCtx } from '../battle/events.js';
import { abilityKey, type Ability } from './ability.js';
import { attackAura1, defensiveAura1 } from './auras.js';
import { stealthDodge } from './stealth-dodge.js';

export const ABILITIES: Readonly<Record<string, Ability>> = {
  [abilityKey(stealthDodge.name)]: stealthDodge,
  [abilityKey(attackAura1.name)]: attackAura1,
  [abilityKey(defensiveAura1.name)]: defensiveAura1,
};

/** The module enforcing a printed power, if any. */
export function abilityFor(powerName: string): Ability | undefined {
  const key = abilityKey(powerName);
  return Object.hasOwn(ABILITIES, key) ? ABILITIES[key] : undefined;
}

/** Puts each card's enforced powers in play: one effect per card and power, owned by the card's player. */
export function attachAbilities(ctx: HsCtx): void {
  ctx.state.cards.forEach((c, i) => {
    for (const power of c.card.powers) {
      const key = abilityKey(power.name);
      if (!abilityFor(power.name)) continue;
      ctx.addEffect({ name: `${key}:${i}`, handler: key, owner: c.owner, source: c.card.name, params: { card: i } });
    }
  });
}
