// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" ("Some powers prevent a
// game effect (damage, drawing a die, etc.) ... When an action is prevented, all of the effects of that
// ability are canceled") for the "SHORTHAND CARD ABILITIES" whose uses make a game effect: Swarm (draw
// one additional die), Energy Drain (spin each engaged character down), Regenerate (roll the knocked-out
// die; a character face returns it to the field), Experience (place a token at the end of your turn:
// +1A/+1D) and Equip (attach the gear die to a character). Breath Weapon and the trigger on regenerating are
// gated where they happen (rules/attack.ts, rules/damage.ts); Overcrush is combat damage (damage
// reactions, rules/reactions.ts).
//
// Each use is an ability use of the card's controller (rules/prevent.ts), with the classes of what it
// does. It normally happens inline, exactly as before. Only when some prevention could answer it *now*
// (a standing prevention, or a reaction whose holder can pay — `preventable`) does it wait in an
// `ability-resolve` step behind an `effect-reaction` window; so nobody is ever asked a question they
// cannot answer, and games without preventions take no extra step. A prevented use does nothing: no
// extra die drawn, no level lost, the knocked-out die stays in the prep area, no token, the gear stays
// where it was.
import type { DmStep, ShorthandUse } from '../steps.js';
import type { EffectClass } from '../cards/types.js';
import type { DmState } from '../types.js';
import { gate, mayPrevent, preventable, type AbilityUse } from './prevent.js';

/** The shorthand abilities a prevention may cancel, with the kinds of game effect each use has. */
const SHORTHAND: Record<ShorthandStep['what'], { readonly name: string; readonly classes: readonly EffectClass[] }> = {
  swarm: { name: 'Swarm', classes: ['draw'] },
  'energy-drain': { name: 'Energy Drain', classes: ['spin'] },
  regenerate: { name: 'Regenerate', classes: ['move'] },
  experience: { name: 'Experience', classes: ['bonus'] },
  equip: { name: 'Equip', classes: ['bonus'] },
};

/** The deferred part of a shorthand ability's use (plain data in an `ability-resolve` step). */
export type ShorthandStep = ShorthandUse;

/** The ability use of `player`'s card `title` using shorthand `what`. */
export const useOf = (player: number, what: ShorthandStep['what'], title: string): AbilityUse => ({
  player,
  kind: 'triggered',
  title: `${title} ${SHORTHAND[what].name}`,
  classes: SHORTHAND[what].classes,
});

/**
 * The steps that hold a use of a shorthand ability of `player`'s card `title` behind a prevention
 * window, or null when nothing could prevent it now (the caller then resolves it at once). `first`: the
 * player asked first, when not whoever is active once the window opens (see `gate`).
 */
export function heldShorthand(s: DmState, player: number, title: string, resolve: ShorthandStep, first?: number): DmStep[] | null {
  if (!mayPrevent(s)) return null;
  const use = useOf(player, resolve.what, title);
  if (!preventable(s, use)) return null;
  return gate(s, use, [{ kind: 'ability-resolve', ...resolve }], first);
}
