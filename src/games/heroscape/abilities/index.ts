/**
 * Every army-card power the engine enforces, by key (`abilityKey` of the printed name). A card's
 * powers are matched here when the battle starts (`attachAbilities`); a power without a module is
 * listed as not yet enforced.
 * Rulebook: heroscape-master-game-guide — "Special Powers".
 */
import type { StepHandler } from '../../../core/index.js';
import type { HsCtx, HsEvents, HsQueries } from '../battle/events.js';
import type { PowerStep } from '../battle/steps.js';
import { NEGATED, type HsState } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { attackAura1, defensiveAura1 } from './auras.js';
import { ROTV_ABILITIES } from './rotv.js';
import { stealthDodge } from './stealth-dodge.js';

const ALL: readonly Ability[] = [stealthDodge, attackAura1, defensiveAura1, ...ROTV_ABILITIES];

export const ABILITIES: Readonly<Record<string, Ability>> = Object.fromEntries(ALL.map((a) => [abilityKey(a.name), a]));

/** The module enforcing a printed power, if any. */
export function abilityFor(powerName: string): Ability | undefined {
  const key = abilityKey(powerName);
  return Object.hasOwn(ABILITIES, key) ? ABILITIES[key] : undefined;
}

/** The enforced powers by printed name: asked for at every step of a battle, worked out once per name. */
const byName = new Map<string, { readonly key: string; readonly ability: Ability } | null>();

/** The enforced powers of a card in play, with their keys. */
export function abilitiesOf(s: HsState, card: number): { readonly key: string; readonly ability: Ability }[] {
  const c = s.cards[card];
  // The Glyph of Nilrend's negation: the card's powers are gone for the rest of the battle.
  if (!c || (c.tokens.length > 0 && c.tokens.includes(NEGATED))) return [];
  const out: { readonly key: string; readonly ability: Ability }[] = [];
  for (const p of c.card.powers) {
    let found = byName.get(p.name);
    if (found === undefined) {
      const ability = abilityFor(p.name);
      byName.set(p.name, (found = ability ? { key: abilityKey(p.name), ability } : null));
    }
    if (found) out.push(found);
  }
  return out;
}

/** Puts one card's enforced powers in play: one effect per power, owned by the card's player. */
export function attachCardAbilities(ctx: HsCtx, card: number): void {
  const c = ctx.state.cards[card]!;
  for (const { key } of abilitiesOf(ctx.state, card))
    ctx.addEffect({ name: `${key}:${card}`, handler: key, owner: c.owner, source: c.card.name, params: { card } });
}

/** Puts each card's enforced powers in play and runs their battle-start set-up. */
export function attachAbilities(ctx: HsCtx): void {
  ctx.state.cards.forEach((_, i) => {
    attachCardAbilities(ctx, i);
    for (const { ability } of abilitiesOf(ctx.state, i)) ability.atBattleStart?.(ctx, i);
  });
}

function moduleOf(step: PowerStep): Ability {
  const a = Object.hasOwn(ABILITIES, step.power) ? ABILITIES[step.power] : undefined;
  if (!a?.step) throw new Error(`power step: no module "${step.power}" with a step`);
  return a;
}

/** The `power` step: run by the module that pushed it. */
export const powerStep: StepHandler<HsState, PowerStep, HsQueries, HsEvents> = {
  run: (ctx, step) => moduleOf(step).step!.run(ctx, step),
  choose(ctx, step, option, decision) {
    moduleOf(step).step!.choose?.(ctx, step, option, decision);
  },
};
