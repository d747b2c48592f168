/**
 * Carry (Brunak, Theracus): before moving the card's figure, its player may choose an unengaged
 * friendly small or medium figure adjacent to it; after the move, that figure is placed on a free
 * space adjacent to the carrier.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" (adjacent spaces,
 * engaged), "Friends and Enemies" (a teammate's figure is friendly), "3. ON YOUR TURN" (move, then
 * attack); the power's text is on the cards.
 *
 * How it is played: the choice is a `power` step after the order marker is revealed and before any
 * figure moves (`beforeTurn`: nothing happens between the two), kept as a token on the card for the
 * turn; the carrier's `Moved` pushes the placing step (a carrier that does not move places nothing,
 * the figure is still beside it). Placing is not moving: no leaving-engagement attack, no glyph
 * under the placed figure is revealed (our reading: the guide's glyphs are revealed by a figure that
 * moves onto them). The token is taken off when the turn ends.
 */
import type { EffectInstance, Option } from '../../../core/index.js';
import type { HsCtx } from '../battle/events.js';
import { boardOf, cardOf, figureById, figureName, figuresOfCard, friendly, livingPlaced, placedOf, type FigureState, type HsState } from '../battle/state.js';
import { engaged } from '../engagement.js';
import { cardParam, type Ability } from './ability.js';
import { besideOptions, isPlaceOption, placeAt } from './beside.js';
import { adjacent, SKIP } from './near.js';

const KEY = 'carry';
const TOKEN = 'carry:';

/** The figures the carrier may take: friendly, small or medium, adjacent to it and engaged with no enemy. */
function carriable(s: HsState, carrier: FigureState): FigureState[] {
  const board = boardOf(s);
  const all = livingPlaced(s);
  const out: FigureState[] = [];
  for (const x of s.figures) {
    if (x.id === carrier.id || x.destroyed || x.head < 0 || !friendly(s, x.owner, carrier.owner)) continue;
    const size = cardOf(s, x).card.size;
    if ((size !== 'small' && size !== 'medium') || !adjacent(s, carrier, x)) continue;
    const me = placedOf(s, x);
    if (all.some((e) => e.side !== me.side && engaged(board, me, e))) continue;
    out.push(x);
  }
  return out;
}

function dropToken(s: HsState, card: number): void {
  const c = s.cards[card];
  if (!c) return;
  for (let i = c.tokens.length - 1; i >= 0; i--) if (c.tokens[i]!.startsWith(TOKEN)) c.tokens.splice(i, 1);
}

function onMoved(ctx: HsCtx, effect: EffectInstance, figure: string): void {
  const s = ctx.state;
  const card = cardParam(effect);
  const c = s.cards[card];
  const token = c?.tokens.find((t) => t.startsWith(TOKEN));
  if (!c || !token || figureById(s, figure).card !== card) return;
  dropToken(s, card);
  ctx.push({ kind: 'power', power: KEY, card, player: c.owner, data: { moment: 'place', carrier: figure, carried: token.slice(TOKEN.length) } });
}

export const carry: Ability = {
  name: 'Carry',
  text: 'Before moving this figure, you may choose an unengaged friendly small or medium figure adjacent to it; after the move, place that figure on a free space adjacent to this figure.',
  beforeTurn: true,
  handler: {
    on: {
      Moved: { run: (ctx, effect, p) => onMoved(ctx, effect, p.figure) },
      EndOfTurn: { run: (ctx, effect) => dropToken(ctx.state, cardParam(effect)) },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      if (step.data['moment'] === 'place') {
        const carrier = figureById(s, String(step.data['carrier']));
        const x = figureById(s, String(step.data['carried']));
        if (carrier.destroyed || carrier.head < 0 || x.destroyed || x.head < 0) return;
        const options = besideOptions(s, carrier, x, 'Place');
        if (options.length === 0) return;
        return ctx.ask(step.player, 'use-power', `Carry: where is ${figureName(s, x)} placed?`, options);
      }
      const carrier = figuresOfCard(s, step.card)[0];
      if (!carrier) return;
      const options: Option[] = carriable(s, carrier).map((x) => ({ id: `${KEY}:${x.id}`, label: `Carry ${figureName(s, x)}`, payload: { figure: x.id } }));
      if (options.length === 0) return;
      options.push({ id: SKIP, label: 'Carry nobody' });
      return ctx.ask(step.player, 'use-power', `Carry: take a figure along with ${figureName(s, carrier)}?`, options);
    },
    choose(ctx, step, option) {
      const s = ctx.state;
      if (option.id === SKIP) return;
      if (isPlaceOption(option.id)) {
        const x = figureById(s, String(step.data['carried']));
        placeAt(x, option.id);
        ctx.emit('PowerUsed', { power: 'Carry', figure: String(step.data['carrier']), note: `${figureName(s, x)} placed beside it` });
        return;
      }
      dropToken(s, step.card);
      s.cards[step.card]!.tokens.push(`${TOKEN}${option.id.slice(KEY.length + 1)}`);
    },
  },
};
