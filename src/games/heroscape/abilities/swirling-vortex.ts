/**
 * Swirling Vortex (Air Elemental): an opponent's small or medium figure that moves onto a space
 * within 2 clear sight spaces of a figure of the card must end its move there; no figure ever moves
 * through a figure the vortex affects.
 * Rulebook: heroscape-master-game-guide — "Clear Sight Spaces" (counted from the power's figure, any
 * part of the other figure visible), "Action 2. Move Figure(s) …" (a figure moves space by space,
 * through friends), "Special Powers", "Friends and Enemies"; the power's text is on the card.
 *
 * How: the `moveLimits` query (battle/move-limits.ts). For an opponent's small or medium mover,
 * `stops` are the spaces within 2 spaces of a figure of the card from which the mover, standing
 * there, would be in its clear sight (the move search ends a walk on the first one its leading half
 * enters, the start excepted: "moves onto"); for every mover, `unpassable` are the figures it
 * affects — an opponent's small or medium figure standing within 2 clear sight spaces of one.
 * Our readings: a flight lands once (the guide's flyer passes over what it flies by), so only where it
 * lands counts, and it passes over an affected figure; "affected" is such a figure where it stands now,
 * whether or not the vortex stopped it there.
 */
import type { EffectInstance } from '../../../core/index.js';
import { spaceDistance } from '../board.js';
import type { MoveLimits } from '../battle/events.js';
import { boardOf, figureById, figuresOfCard, friendly, living, livingPlaced, placedOf, type FigureState, type HsState } from '../battle/state.js';
import { clearSight, indexFigures } from '../sight.js';
import { cardParam, type Ability } from './ability.js';

export const VORTEX_SPACES = 2;

const smallOrMedium = (s: HsState, f: FigureState): boolean => {
  const size = placedOf(s, f).size;
  return size === 'small' || size === 'medium';
};

function limits(v: MoveLimits, args: { readonly figure: string }, s: HsState, effect: EffectInstance): MoveLimits {
  const card = cardParam(effect);
  const c = s.cards[card];
  const mover = figureById(s, args.figure);
  if (!c || mover.destroyed || mover.head < 0) return v;
  const winds = figuresOfCard(s, card).filter((w) => !w.destroyed && w.head >= 0);
  if (winds.length === 0) return v;
  const board = boardOf(s);
  const index = indexFigures(board, livingPlaced(s));
  const opponent = (f: FigureState): boolean => f.card !== card && !friendly(s, f.owner, c.owner) && smallOrMedium(s, f);
  const seen = (f: FigureState): boolean =>
    winds.some((w) => clearSight(board, index, placedOf(s, w), placedOf(s, f), VORTEX_SPACES, { leanOver: true }).clear);
  const held = living(s).filter((f) => f.id !== mover.id && opponent(f) && seen(f));
  let out = held.length > 0 ? { ...v, unpassable: [...v.unpassable, ...held.map((f) => f.id)] } : v;
  if (!opponent(mover)) return out;
  // The spaces the mover would stand on in the vortex: near a figure of the card and in its clear sight (the mover itself out of the way).
  const me = placedOf(s, mover);
  const without = indexFigures(
    board,
    livingPlaced(s).filter((o) => o.id !== mover.id),
  );
  const stops: number[] = [];
  for (let sp = 0; sp < board.nSpaces; sp++) {
    if (!winds.some((w) => spaceDistance(board, sp, w.head) <= VORTEX_SPACES)) continue;
    const there = { ...me, head: sp, tail: -1 };
    if (winds.some((w) => clearSight(board, without, placedOf(s, w), there, VORTEX_SPACES, { leanOver: true }).clear)) stops.push(sp);
  }
  if (stops.length > 0) out = { ...out, stops: [...out.stops, ...stops] };
  return out;
}

export const swirlingVortex: Ability = {
  name: 'Swirling Vortex',
  text: `An opponent's small or medium figure that moves onto a space within ${VORTEX_SPACES} clear sight spaces of a figure of this card ends its move there. No figure moves through an opponent's small or medium figure standing within ${VORTEX_SPACES} clear sight spaces of a figure of this card.`,
  handler: { queries: { moveLimits: { tier: 0, modify: limits } } },
};
