/**
 * Barge Into Battle (Horned Skull Brutes): after moving and before attacking, a figure of the card that
 * is not engaged may switch spaces with an engaged small or medium friendly Squad figure within 3 clear
 * sight spaces of it whose base is at most 2 levels above or below its own. Neither figure takes a
 * leaving-engagement attack.
 * Rulebook: heroscape-master-game-guide — "Clear Sight Spaces", "ENGAGEMENT AND ADJACENCY RULES",
 * "Friends and Enemies" (a teammate's figure is friendly), "Leaving an engagement"; the power's text is
 * on the card.
 *
 * How: an after-move power step (`afterMove`): the question offers each (Brute, Squad figure) pair,
 * or no switch; the spaces are exchanged with no path, as Tactical Switch's (a placing: no
 * leaving-engagement attack, no fall, no glyph revealed; abilities/tactical-switch.ts `switchable`: both
 * single-space, each fitting where the other stands). Our readings: "ends its movement unengaged" is a
 * figure of the card not engaged once the card's figures have moved (whether or not it moved); each
 * such Brute may switch once a turn (asked again after a switch, a Brute switched not offered again); a
 * figure a power holds in place (Cyberclaw) is not switched.
 */
import type { Option } from '../../../core/index.js';
import { heldInPlace } from '../battle/move-limits.js';
import type { HsCtx } from '../battle/events.js';
import {
  boardOf,
  cardOf,
  figureById,
  figureName,
  figuresOfCard,
  friendly,
  livingPlaced,
  placedOf,
  whereIs,
  type FigureState,
  type HsState,
} from '../battle/state.js';
import { engagedWith } from '../engagement.js';
import { clearSight, indexFigures } from '../sight.js';
import { abilityKey, type Ability } from './ability.js';
import { askOptional, SKIP } from './near.js';
import { switchable } from './tactical-switch.js';

const NAME = 'Barge Into Battle';
const KEY = abilityKey(NAME);
const SWITCH = `${KEY}:`;
/** Clear sight spaces to the chosen figure, and the most levels between their bases. */
const SPACES = 3;
const LEVELS = 2;

function isEngaged(s: HsState, f: FigureState): boolean {
  return engagedWith(boardOf(s), placedOf(s, f), livingPlaced(s)).length > 0;
}

/** The switches open now: [Brute, Squad figure] pairs, the Brutes already switched this step left out. */
function switches(ctx: HsCtx, card: number, done: readonly string[]): [FigureState, FigureState][] {
  const s = ctx.state;
  const board = boardOf(s);
  const owner = s.cards[card]!.owner;
  const brutes = figuresOfCard(s, card).filter((b) => !done.includes(b.id) && !isEngaged(s, b) && !heldInPlace(ctx, b.id));
  if (brutes.length === 0) return [];
  const index = indexFigures(board, livingPlaced(s));
  const squad = s.figures.filter((t) => {
    if (t.destroyed || t.head < 0 || !friendly(s, t.owner, owner)) return false;
    const c = cardOf(s, t).card;
    return c.kind === 'squad' && (c.size === 'small' || c.size === 'medium') && isEngaged(s, t) && !heldInPlace(ctx, t.id);
  });
  const out: [FigureState, FigureState][] = [];
  for (const b of brutes) {
    const level = whereIs(board, b.head).level;
    for (const t of squad) {
      if (t.id === b.id || Math.abs(whereIs(board, t.head).level - level) > LEVELS || !switchable(s, b, t)) continue;
      if (clearSight(board, index, placedOf(s, b), placedOf(s, t), SPACES, { leanOver: true }).clear) out.push([b, t]);
    }
  }
  return out;
}

export const bargeIntoBattle: Ability = {
  name: NAME,
  text: 'After moving and before attacking, a figure of this card that is not engaged may switch spaces with an engaged small or medium friendly Squad figure within 3 clear sight spaces of it whose base is at most 2 levels higher or lower; neither takes leaving-engagement attacks.',
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const done = Array.isArray(step.data['switched']) ? (step.data['switched'] as string[]) : [];
      const options: Option[] = switches(ctx, step.card, done).map(([b, t]) => ({
        id: `${SWITCH}${b.id}>${t.id}`,
        label: `${NAME}: switch ${figureName(s, b)} with ${figureName(s, t)}`,
        payload: { figure: b.id, with: t.id },
      }));
      return askOptional(ctx, step.player, NAME, 'switch a figure with an engaged Squad figure?', options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      const [bid, tid] = option.id.slice(SWITCH.length).split('>') as [string, string];
      const done = Array.isArray(step.data['switched']) ? (step.data['switched'] as string[]) : [];
      if (!switches(ctx, step.card, done).some(([b, t]) => b.id === bid && t.id === tid)) throw new Error(`${NAME}: ${option.id} is not offered now`);
      const b = figureById(s, bid);
      const t = figureById(s, tid);
      [b.head, t.head] = [t.head, b.head];
      ctx.emit('PowerUsed', { power: NAME, figure: b.id, note: `${figureName(s, b)} and ${figureName(s, t)} switch spaces` });
      // Another Brute of the card may switch too: the question again, without this one.
      ctx.push({ kind: 'power', power: step.power, card: step.card, player: step.player, data: { ...step.data, switched: [...done, b.id] } });
    },
  },
};
