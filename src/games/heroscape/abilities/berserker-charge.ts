/**
 * Moving again after a d20 roll, after moving and before attacking: Berserker Charge (Rise of the
 * Valkyrie: Tarn Viking Warriors — the player may roll; on 15 or more every figure of the card may
 * move again) and Ice Troll Charge (Ice Troll Berserker — the roll is made, 3 added while the figure
 * is on a snow or ice space; on 13 or more it may move again). One rule, the card's numbers as
 * parameters; after a move again the charge may be rolled again.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("you may": offered once at its moment;
 * "roll": made without a question), "ATTACKING" (you-snooze-you-lose: once the player attacks or
 * passes, the charge is gone for the turn), "Snow and Ice" (the spaces named); the powers' texts are
 * on the cards.
 *
 * Berserker Charge Enhancement (Valguard) adds 1 to a Berserker Charge roll while a card of the
 * rolling player with it has a figure in play ("your die roll": the player's own cards only).
 *
 * Our reading: Ice Troll Charge repeats after its move again as Berserker Charge does (the words are
 * the same rule's); "on a snow or ice space" is the space the figure stands on when it rolls.
 */
import { terrainOf } from '../board.js';
import { rollD20 } from '../battle/d20.js';
import type { HsCtx } from '../battle/events.js';
import type { PowerStep } from '../battle/steps.js';
import { boardOf, figuresOfCard, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { SKIP } from './near.js';

export interface Charge {
  readonly name: string;
  /** The lowest roll (bonus included) that lets the card's figures move again. */
  readonly needs: number;
  /** Added to the roll while the figure stands on a snow or ice space (Ice Troll Charge: 3). */
  readonly onSnowOrIce?: number;
  /** Whether the roll is made without a question ("roll the d20"), not offered ("you may roll"). */
  readonly must?: boolean;
  /** The key of a power adding 1 to the roll while the rolling player has a card in play with it (Berserker Charge Enhancement). */
  readonly enhancedBy?: string;
}

/** Whether `player` has a card in play (a living figure) whose power `key` is bound. */
function hasPowerInPlay(ctx: HsCtx, player: number, key: string): boolean {
  const s = ctx.state;
  return ctx.activeEffects().some((e) => e.handler === key && s.cards[cardParam(e)]?.owner === player && figuresOfCard(s, cardParam(e)).length > 0);
}

/** Whether `f` stands on at least one snow or ice space. */
export function onSnowOrIce(s: HsState, f: FigureState): boolean {
  const board = boardOf(s);
  const cold = (space: number): boolean => {
    if (space < 0) return false;
    const t = terrainOf(board, space);
    return t === 'snow' || t === 'ice';
  };
  return cold(f.head) || cold(f.tail);
}

export function charge(p: Charge): Ability {
  const key = abilityKey(p.name);
  const bonus = p.onSnowOrIce ?? 0;
  /** The roll; on success the card's figures are offered a move again, then this step again. */
  function roll(ctx: HsCtx, step: PowerStep, first: FigureState): void {
    const s = ctx.state;
    const plus = bonus > 0 && onSnowOrIce(s, first) ? bonus : 0;
    const enhanced = p.enhancedBy !== undefined && hasPowerInPlay(ctx, step.player, p.enhancedBy) ? ENHANCEMENT_ADDS : 0;
    const d20 = rollD20(ctx, first.owner) + plus + enhanced;
    const success = d20 >= p.needs;
    ctx.emit('PowerUsed', {
      power: p.name,
      figure: first.id,
      note: `the d20 shows ${d20}${plus ? ` (+${plus} on snow or ice)` : ''}${enhanced ? ` (+${enhanced} Berserker Charge Enhancement)` : ''} (${p.needs} or higher needed)${success ? '' : ': no effect'}`,
    });
    if (success) ctx.push({ kind: 'choose-mover', player: step.player, card: step.card, moved: [] }, { ...step, power: key });
  }
  return {
    name: p.name,
    text:
      `After moving and before attacking, ${p.must ? 'roll' : 'you may roll'} the d20` +
      (bonus > 0 ? `, adding ${bonus} while this figure is on a snow or ice space` : '') +
      `: on ${p.needs} or more all of this card's figures may move again (and ${p.must ? 'the roll is made' : 'may charge'} again after).`,
    handler: {},
    afterMove: true,
    step: {
      run(ctx, step) {
        const [first] = figuresOfCard(ctx.state, step.card);
        if (!first) return;
        if (p.must) return roll(ctx, step, first);
        return ctx.ask(step.player, 'use-power', `${p.name}: roll the d20 to move again?`, [
          { id: 'roll', label: `Roll for ${p.name} (${p.needs} or more)` },
          { id: SKIP, label: 'Go on to attack' },
        ]);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const [first] = figuresOfCard(ctx.state, step.card);
        if (first) roll(ctx, step, first);
      },
    },
  };
}

export const BERSERKER_NEEDS = 15;

const ENHANCEMENT = 'Berserker Charge Enhancement';
const ENHANCEMENT_ADDS = 1;

export const berserkerCharge: Ability = charge({ name: 'Berserker Charge', needs: BERSERKER_NEEDS, enhancedBy: abilityKey(ENHANCEMENT) });

/** Berserker Charge Enhancement (Valguard): read by Berserker Charge's roll while this card is in play. */
export const berserkerChargeEnhancement: Ability = {
  name: ENHANCEMENT,
  text: `Add ${ENHANCEMENT_ADDS} to your d20 roll for the Berserker Charge power of any Army Card while this card's figure is in play.`,
  handler: {},
};

export const iceTrollCharge: Ability = charge({ name: 'Ice Troll Charge', needs: 13, onSnowOrIce: 3, must: true });
