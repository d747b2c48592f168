/**
 * Cyberclaw (Gladiatrons: small or medium) and Improved Cyberclaw (Major X17: small, medium or
 * large): an opponent's figure of those sizes that enters a space adjacent to a figure of the card
 * must end its move there, and one that occupies such a space may not move; held so, no power moves
 * or places it either.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" (adjacent spaces: the
 * levels between two figures may keep them apart), "Action 2. Move Figure(s) …" (a figure moves space
 * by space), "Special Powers", "Friends and Enemies" (a teammate's figure is no opponent's); the
 * powers' texts are on the cards.
 *
 * How: the `moveLimits` query (battle/move-limits.ts) of a figure of another team: `held` while it
 * stands adjacent to a figure of the card, and as `stops` every space where it would stand adjacent
 * to one (engagement.ts `engagementMasks`, the adjacency of its own height). The move search then ends
 * a walk on the first such space its leading half enters (movement.ts `stopAt`).
 * Our readings: a flight lands once (the guide's flyer passes over what it flies by), so only where it
 * lands counts; "moved by a special power" includes a power's placing (Throw, Chain Grab, Carry …):
 * the powers that move or place another figure ask `heldInPlace`.
 */
import type { EffectInstance } from '../../../core/index.js';
import { engagementMasks } from '../engagement.js';
import type { MoveLimits } from '../battle/events.js';
import { boardOf, figureById, figuresOfCard, friendly, placedOf, type HsState } from '../battle/state.js';
import type { Size } from '../figures.js';
import { cardParam, type Ability } from './ability.js';
import { adjacent } from './near.js';

function limitsFor(sizes: readonly Size[]) {
  return (v: MoveLimits, args: { readonly figure: string }, s: HsState, effect: EffectInstance): MoveLimits => {
    const card = cardParam(effect);
    const c = s.cards[card];
    const mover = figureById(s, args.figure);
    if (!c || mover.destroyed || mover.head < 0 || mover.card === card || friendly(s, mover.owner, c.owner)) return v;
    const me = placedOf(s, mover);
    if (!sizes.includes(me.size)) return v;
    const claws = figuresOfCard(s, card).filter((g) => !g.destroyed && g.head >= 0);
    if (claws.length === 0) return v;
    if (claws.some((g) => adjacent(s, g, mover))) return { ...v, held: true };
    const mask = engagementMasks(
      boardOf(s),
      me.height,
      claws.map((g) => placedOf(s, g)),
    );
    const stops: number[] = [...v.stops];
    for (let sp = 0; sp < mask.length; sp++) if (mask[sp]) stops.push(sp);
    return { ...v, stops };
  };
}

function cyberclaw(name: string, sizes: readonly Size[]): Ability {
  const which = sizes.length === 2 ? 'small or medium' : 'small, medium or large';
  return {
    name,
    text: `An opponent's ${which} figure that enters a space adjacent to a figure of this card ends its move there; one standing adjacent to a figure of this card may not move, nor be moved or placed by any power.`,
    handler: { queries: { moveLimits: { tier: 0, modify: limitsFor(sizes) } } },
  };
}

export const cyberclawPower = cyberclaw('Cyberclaw', ['small', 'medium']);
export const improvedCyberclaw = cyberclaw('Improved Cyberclaw', ['small', 'medium', 'large']);
