/**
 * Marro Rebirth (Marro Hive): after a turn with the card, its player may roll the d20; on 13 or more
 * one of that player's previously destroyed figures of a common Marro Squad card is placed on an
 * empty space adjacent to the Hive. A card whose power says the Hive cannot rebirth its figures
 * (Grok Training, Self Replicating: `not-rebirthed.ts`) is never among them.
 * Rulebook: heroscape-master-game-guide — "Marro Hive" (the Hive's 6-hex base: adjacent to any of its
 * spaces), "Engagement and Adjacency Rules", "Special Powers"; the power's text is on the card.
 *
 * Our readings: "after taking a turn" is the card's own turn, at its `EndOfTurn` (as Regenerate);
 * "you may roll" is always taken when a figure could come back (a failed roll changes nothing), and
 * not rolled when none could (no such figure destroyed, or no empty adjacent space it fits on);
 * "from your army" is a card its player controls now; the player chooses the figure and the space;
 * a double-space figure needs both its spaces adjacent to the Hive, on one level. The figure comes
 * back with no wound markers, placed (no leaving-engagement attack, no glyph revealed).
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { freePlaces } from '../battle/glyphs-sturla.js';
import { boardOf, cardOf, figureById, figureName, figuresOfCard, placedOf, whereIs, type FigureState, type HsState } from '../battle/state.js';
import { spacesAdjacent } from '../engagement.js';
import { spacesOf } from '../figures.js';
import { abilityKey, type Ability } from './ability.js';
import { afterTurnWithCard } from './after-turn-with-card.js';
import { notRebirthed } from './not-rebirthed.js';
import { spacesAround } from './spaces.js';

const NAME = 'Marro Rebirth';
const KEY = abilityKey(NAME);
export const MARRO_REBIRTH_NEEDS = 13;

/** Reads a card's powers (abilities/index.ts passes its `abilitiesOf`: this module is part of that registry). */
export type PowersOf = (s: HsState, card: number) => readonly { readonly ability: Ability }[];

/** The destroyed figures the Hive may bring back: of common Marro Squad cards `player` controls, not barred from rebirth. */
function rebirthable(s: HsState, player: number, powersOf: PowersOf): FigureState[] {
  return s.figures.filter((f) => {
    if (!f.destroyed) return false;
    const c = s.cards[f.card]!;
    if (c.owner !== player || c.card.rarity !== 'common' || c.card.kind !== 'squad' || c.card.species !== 'marro') return false;
    return !powersOf(s, f.card).some((b) => b.ability === notRebirthed);
  });
}

/** The empty places adjacent to the Hive `hive` where `f` may be put: [head, tail]. */
function placesBesideHive(s: HsState, hive: FigureState, f: FigureState): [number, number][] {
  const board = boardOf(s);
  const h = placedOf(s, hive);
  const height = cardOf(s, f).card.height;
  const near = new Set<number>();
  for (const own of spacesOf(h)) for (const sp of spacesAround(board, own)) if (spacesAdjacent(board, sp, height, own, h.height).adjacent) near.add(sp);
  return freePlaces(s, f, (sp) => near.has(sp));
}

/** One figure of each card that may come back, with its places (the figures of one card are alike). */
function choices(s: HsState, hive: FigureState, player: number, powersOf: PowersOf): { figure: FigureState; places: [number, number][] }[] {
  const seen = new Set<number>();
  const out: { figure: FigureState; places: [number, number][] }[] = [];
  for (const f of rebirthable(s, player, powersOf)) {
    if (seen.has(f.card)) continue;
    seen.add(f.card);
    const places = placesBesideHive(s, hive, f);
    if (places.length > 0) out.push({ figure: f, places });
  }
  return out;
}

export function marroRebirthAbility(powersOf: PowersOf): Ability {
  return {
    name: NAME,
    text: `After a turn with this card, roll the d20: on ${MARRO_REBIRTH_NEEDS} or more, place one of your destroyed figures of a common Marro Squad card on an empty space adjacent to this figure.`,
    handler: {
      on: afterTurnWithCard(KEY),
    },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const hive = figuresOfCard(s, step.card)[0];
        if (!hive || choices(s, hive, step.player, powersOf).length === 0) return;
        const d20 = rollD20(ctx, step.player, step.card);
        const reborn = d20 >= MARRO_REBIRTH_NEEDS;
        ctx.emit('PowerUsed', {
          power: NAME,
          figure: hive.id,
          note: `the d20 shows ${d20} (${MARRO_REBIRTH_NEEDS} or higher needed)${reborn ? '' : ': no effect'}`,
        });
        if (!reborn) return;
        const board = boardOf(s);
        const options: Option[] = [];
        for (const { figure, places } of choices(s, hive, step.player, powersOf))
          for (const [h, t] of places) {
            const at = whereIs(board, h);
            options.push({
              id: `reborn:${figure.id}:${h}:${t}`,
              label: `Place ${figureName(s, figure)} at (${at.q}, ${at.r}) level ${at.level}`,
              payload: { figure: figure.id, q: at.q, r: at.r, level: at.level },
            });
          }
        return ctx.ask(step.player, 'use-power', `${NAME}: which figure comes back, and where?`, options);
      },
      choose(ctx, _step, option) {
        const [, id, h, t] = option.id.split(':');
        const back = figureById(ctx.state, String(id));
        back.destroyed = false;
        back.wounds = 0;
        back.head = Number(h);
        back.tail = Number(t);
        ctx.emit('PowerUsed', { power: NAME, figure: back.id, note: `${figureName(ctx.state, back)} is placed beside the Hive` });
      },
    },
  };
}
