/**
 * Talon Grab (Wyvern): when the card's figure ends a flight in its own turn, its player may choose
 * one opponent's small or medium figure it passed over and place it on an empty space adjacent to
 * it, on its level; the grabbed figure takes no leaving-engagement attacks, and a figure under an
 * overhang is never grabbed.
 * Rulebook: heroscape-master-game-guide — "Flying" (a flyer counts spaces without elevations, passing
 * over figures), "Special Powers" ("you may": offered once, at the end of the move); the power's text
 * is on the card.
 *
 * Our reading of "passed over": a flight is not walked space by space (its path is its start and its
 * landing), so a figure was passed over when its hex lies on some flight of the figure's Move from
 * where it started to where it landed — the spaces from the start to that hex and on to the landing,
 * counted hex to hex from the front half, are no more than its Move. Placed, not moved (no glyph
 * revealed or used, no fall), beside it through abilities/beside.ts.
 */
import { heldInPlace } from '../battle/move-limits.js';
import type { Option } from '../../../core/index.js';
import { hexDistance } from '../hex.js';
import type { HsCtx } from '../battle/events.js';
import { boardOf, cardOf, figureById, figureName, friendly, living, placedOf, whereIs, type FigureState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { besideOptions, isPlaceOption, placeAt } from './beside.js';
import { askOptional, SKIP } from './near.js';

const NAME = 'Talon Grab';
const KEY = abilityKey(NAME);
const PICK = `${KEY}:figure:`;

/** The opponents' small or medium figures `w` passed over flying from `from` to where it stands, not under an overhang. */
function passedOver(ctx: HsCtx, w: FigureState, from: { q: number; r: number }): FigureState[] {
  const s = ctx.state;
  const board = boardOf(s);
  const move = ctx.query('moveNumber', cardOf(s, w).card.move, { figure: w.id });
  const to = whereIs(board, w.head);
  return living(s).filter((t) => {
    // A figure a power holds in place (Cyberclaw) is moved by no power.
    if (t.head < 0 || friendly(s, t.owner, w.owner) || heldInPlace(ctx, t.id)) return false;
    const size = cardOf(s, t).card.size;
    if ((size !== 'small' && size !== 'medium') || Number.isFinite(board.spHeadroom[t.head]!)) return false;
    return [t.head, t.tail].some((sp) => {
      if (sp < 0) return false;
      const at = whereIs(board, sp);
      return hexDistance(from, at) + hexDistance(at, to) <= move;
    });
  });
}

export const talonGrab: Ability = {
  name: NAME,
  text: "At the end of this figure's flight in its turn, you may choose an opponent's small or medium figure it passed over (not under an overhang) and place it on an empty space adjacent to this figure, on its level; it takes no leaving-engagement attacks.",
  handler: {
    on: {
      Moved: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          const w = figureById(s, p.figure);
          if (w.card !== card || s.turn?.card !== card || w.destroyed || w.head < 0 || !placedOf(s, w).flying) return;
          const from = { q: Number(p.from[0]), r: Number(p.from[1]) };
          if (passedOver(ctx, w, from).length === 0) return;
          ctx.push({ kind: 'power', power: KEY, card, player: w.owner, data: { moment: 'pick', figure: w.id, q: from.q, r: from.r } });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const w = figureById(s, String(step.data['figure']));
      if (w.destroyed || w.head < 0) return;
      if (step.data['moment'] === 'place') {
        const t = figureById(s, String(step.data['grabbed']));
        const options = besideOptions(s, w, t, 'Place', true);
        if (options.length === 0) return;
        return ctx.ask(step.player, 'use-power', `${NAME}: where does ${figureName(s, t)} go?`, options);
      }
      const options: Option[] = passedOver(ctx, w, { q: Number(step.data['q']), r: Number(step.data['r']) })
        .filter((t) => besideOptions(s, w, t, '', true).length > 0)
        .map((t) => ({ id: `${PICK}${t.id}`, label: `${NAME}: grab ${figureName(s, t)}`, payload: { figure: t.id } }));
      return askOptional(ctx, step.player, NAME, 'grab a figure passed over?', options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      if (isPlaceOption(option.id)) {
        const t = figureById(s, String(step.data['grabbed']));
        placeAt(t, option.id);
        ctx.emit('PowerUsed', {
          power: NAME,
          figure: t.id,
          note: `${figureName(s, t)} is placed beside ${figureName(s, figureById(s, String(step.data['figure'])))}`,
        });
        return;
      }
      ctx.push({ ...step, data: { ...step.data, moment: 'place', grabbed: option.id.slice(PICK.length) } });
    },
  },
};
