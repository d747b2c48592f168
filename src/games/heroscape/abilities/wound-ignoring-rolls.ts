/**
 * Powers that roll the d20 when the card's figure receives wounds from an attack and, on the card's
 * number or more, ignore them: Concealment (Brave Arrow 10, Mohican River Tribe 19: wounds from a
 * non-adjacent attacking figure; the spaces between them are added to the roll) and Tactical
 * Disengagement (Sir Dupuis 7: wounds from a leaving-engagement attack) and Stealth Armor
 * (Microcorp Agents 15: any wounds). The number is the card's parameter (`needs`). Defy Death
 * (Parmenio's Sacred Band Defy Death 15) is Stealth Armor's roll for the figures of another card
 * adjacent to the card's figure: parameter `named`, the card name whose figures it covers.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (wounds; "Range": spaces counted from the
 * attacker to the target), "Leaving an engagement" (each skull 1 wound), "ENGAGEMENT AND ADJACENCY
 * RULES" (adjacent); the powers' texts are on the cards.
 *
 * How: the Wounded event names the attacking figure (`by`) and its cause; the power's roll is made
 * there, before the markers are placed, and a success leaves no wound. Our readings: Concealment's
 * "targeted and receives wounds from an attacking figure" is any wound an attack names its attacker
 * for (a normal or special attack's roll, or the wounds a power of that attack adds), never a
 * leaving-engagement attack (its attacker is adjacent); "the minimum number of spaces between" them
 * is counted as Range is (adjacent is 1), base space to base space; an attacker no longer on the
 * battlefield (destroyed by a Counter Strike first) leaves nothing to count, so no roll is made.
 * Tactical Disengagement rolls once for each leaving-engagement attack that wounds (each engaged
 * figure's roll is its own attack: "Multiple engagements"). Stealth Armor's "receives one or more
 * wounds" names no source: it rolls for every Wounded event on the figure (an attack, a
 * leaving-engagement attack, a fall, a terrain, a power), once per event. Defy Death: likewise any
 * wounds, rolled by the player controlling the power's card for a figure of the named card adjacent
 * to its figure when the wounds are received — any such figure, as printed ("an adjacent … figure",
 * whoever controls it).
 */
import { rollD20 } from '../battle/d20.js';
import { LEAVING_ENGAGEMENT_CAUSE } from '../battle/leaving-engagement.js';
import type { HsCtx, HsEvents } from '../battle/events.js';
import { cardOf, figureById, figureName, figuresOfCard, type FigureState, type HsState } from '../battle/state.js';
import type { PowerParams } from '../pool/types.js';
import { cardParam, type Ability } from './ability.js';
import { adjacent, spacesBetween } from './near.js';

type Wounded = HsEvents['Wounded'];

function needsOf(name: string, params: PowerParams): number {
  const n = params['needs'];
  if (typeof n !== 'number') throw new Error(`${name}: the card's encoding gives no 'needs' number`);
  return n;
}

/**
 * A power that may ignore the wounds of a Wounded event on its card's figure: `applies` says whether
 * this event is one it acts on and what the roll adds (null: not this event).
 */
function ignoringRoll(
  name: string,
  text: string,
  describe: (needs: number, params: PowerParams) => string,
  applies: (s: HsState, p: Wounded, f: FigureState) => number | null,
  /** Whether the power covers the wounded figure (default: a figure of its own card) and which player rolls. */
  covers: (s: HsState, effect: { readonly params: PowerParams }, f: FigureState) => { readonly roller: number } | null = (_s, effect, f) =>
    f.card === cardParam(effect) ? { roller: f.owner } : null,
): Ability {
  return {
    name,
    text,
    describe: (params) => describe(needsOf(name, params), params),
    handler: {
      on: {
        Wounded: {
          run(ctx: HsCtx, effect, p) {
            const s = ctx.state;
            if (p.wounds <= 0) return undefined;
            const f = figureById(s, p.figure);
            const covered = covers(s, effect as { readonly params: PowerParams }, f);
            if (covered === null) return undefined;
            const adds = applies(s, p, f);
            if (adds === null) return undefined;
            const needs = needsOf(name, effect.params as PowerParams);
            const d20 = rollD20(ctx, covered.roller);
            const ignored = d20 + adds >= needs;
            ctx.emit('PowerUsed', {
              power: name,
              figure: f.id,
              note: `the d20 shows ${d20}${adds > 0 ? ` + ${adds}` : ''} (${needs} or higher needed)${ignored ? `: ${figureName(s, f)} ignores ${p.wounds} wound(s)` : ': no effect'}`,
            });
            return ignored ? { ...p, wounds: 0 } : undefined;
          },
        },
      },
    },
  };
}

export const concealment = ignoringRoll(
  'Concealment',
  "When this card's figure receives wounds from an attacking figure that is not adjacent, roll the d20 and add the spaces between them: on the card's number or more the wounds are ignored.",
  (needs) =>
    `When this card's figure receives wounds from an attacking figure that is not adjacent, roll the d20 and add the spaces between them: on ${needs} or more the wounds are ignored.`,
  (s, p, f) => {
    if (p.by === null || p.cause === LEAVING_ENGAGEMENT_CAUSE) return null;
    const attacker = figureById(s, p.by);
    if (attacker.destroyed || attacker.head < 0 || adjacent(s, attacker, f)) return null;
    return spacesBetween(s, attacker, f);
  },
);

export const tacticalDisengagement = ignoringRoll(
  'Tactical Disengagement',
  "When this card's figure receives wounds from a leaving-engagement attack, roll the d20: on the card's number or more they are ignored.",
  (needs) => `When this card's figure receives wounds from a leaving-engagement attack, roll the d20: on ${needs} or more they are ignored.`,
  (_s, p) => (p.cause === LEAVING_ENGAGEMENT_CAUSE ? 0 : null),
);

export const stealthArmor = ignoringRoll(
  'Stealth Armor',
  "When this card's figure receives wounds, roll the d20: on the card's number or more they are ignored.",
  (needs) => `When this card's figure receives wounds, roll the d20: on ${needs} or more they are ignored.`,
  () => 0,
);

function namedOf(params: PowerParams): string {
  const n = params['named'];
  if (typeof n !== 'string') throw new Error("Defy Death: the card's encoding gives no 'named' card");
  return n;
}

export const defyDeath = ignoringRoll(
  'Defy Death',
  "When a figure of the card this power names, adjacent to this card's figure, receives wounds, roll the d20: on the card's number or more they are ignored.",
  (needs, params) => `When a ${namedOf(params)} figure adjacent to this card's figure receives wounds, roll the d20: on ${needs} or more they are ignored.`,
  () => 0,
  (s, effect, f) => {
    const card = cardParam(effect);
    if (f.card === card || cardOf(s, f).card.name !== namedOf(effect.params)) return null;
    const near = figuresOfCard(s, card).some((g) => g.head >= 0 && adjacent(s, g, f));
    return near ? { roller: s.cards[card]!.owner } : null;
  },
);
