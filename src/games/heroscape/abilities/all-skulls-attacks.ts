/**
 * Attack powers set off when every attack die shows a skull: Maul (Death Stalkers: against a small or
 * medium figure, the defender rolls no defense dice and receives a wound for every skull), Lethal
 * Sting (Rechets of Bogdan: against a small or medium figure, no defense dice and destroyed at once)
 * and Venomous Sting (Wyvern: against a figure of any size, no defense dice — so every skull is a
 * wound — and never against a destructible object).
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (the attack roll, then the defense roll),
 * "Special Powers"; the powers' texts are on the cards.
 *
 * How: at the attack roll (`AttackRolled`) of one of the card's figures, when every face is a skull
 * and the defender is a figure of a size the power names (never the Fortress Door, which is no figure), the roll is cancelled — no
 * defense follows — and the power's result is given instead. Our reading: any attack of the card,
 * normal or special (neither card has a special attack); a roll of no dice sets nothing off.
 */
import { CANCEL } from '../../../core/index.js';
import type { HsCtx } from '../battle/events.js';
import { cardOf, figureName, type FigureState } from '../battle/state.js';
import { destroyFigure, woundFigure } from '../battle/wounds.js';
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

/** The defenders' sizes Maul and Lethal Sting name; Venomous Sting names none (any size). */
const SMALL_OR_MEDIUM: readonly string[] = ['small', 'medium'];

function allSkulls(
  name: string,
  text: string,
  sizes: readonly string[] | null,
  result: (ctx: HsCtx, defender: FigureState, skulls: number, attacker: string) => string,
): Ability {
  return {
    name,
    text,
    handler: {
      on: {
        AttackRolled: {
          run(ctx, effect, p) {
            const s = ctx.state;
            if (p.faces.length === 0 || !p.faces.every((f) => f === 'skull') || !ofEffectCard(s, effect, p.attacker)) return;
            const d = s.figures.find((f) => f.id === p.defender);
            if (!d || d.destroyed) return;
            if (sizes && !sizes.includes(cardOf(s, d).card.size)) return;
            const note = result(ctx, d, p.faces.length, p.attacker);
            ctx.emit('PowerUsed', { power: name, figure: p.attacker, note: `a skull on every die against ${figureName(s, d)}: no defense dice, ${note}` });
            return CANCEL;
          },
        },
      },
    },
  };
}

export const maul = allSkulls(
  'Maul',
  "When this card's figure rolls a skull on every attack die against a small or medium figure, the defender rolls no defense dice and receives a wound for every skull.",
  SMALL_OR_MEDIUM,
  (ctx, d, skulls, attacker) => {
    woundFigure(ctx, d.id, skulls, 'Maul', attacker);
    return `${skulls} wound(s)`;
  },
);

export const lethalSting = allSkulls(
  'Lethal Sting',
  "When this card's figure rolls a skull on every attack die against a small or medium figure, the defender rolls no defense dice and is destroyed.",
  SMALL_OR_MEDIUM,
  (ctx, d, _skulls, attacker) => {
    destroyFigure(ctx, d.id, 'Lethal Sting', attacker);
    return 'destroyed';
  },
);

export const venomousSting = allSkulls(
  'Venomous Sting',
  "When this card's figure rolls a skull on every attack die, the defending figure rolls no defense dice, so every skull is a wound (never against a destructible object).",
  null,
  (ctx, d, skulls, attacker) => {
    woundFigure(ctx, d.id, skulls, 'Venomous Sting', attacker);
    return `${skulls} wound(s)`;
  },
);
