/**
 * Chilling Touch (Cyprien Esenwein): after moving and before attacking, the player may choose a
 * figure adjacent to the card's figure and roll the d20: 1–12 nothing, 13–15 it receives 1 wound,
 * 16–17 2 wounds, 18–19 3 wounds, 20 or more 6 wounds. Soulborgs are not affected.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("may": offered once at its moment,
 * passing forgoes it), "ENGAGEMENT AND ADJACENCY RULES"; the power's text is on the card.
 *
 * Our readings: any adjacent figure but a Soulborg may be chosen, friend or foe; the Fortress Door
 * (a destructible object) is never offered — only figures are.
 *
 * Eternal Strength (Sonya Esenwein): while a card of the rolling player with it is in play, the
 * player may add 2 to the Chilling Touch roll — asked after the roll, only when the 2 change the
 * wounds (the power names Cyprien's Chilling Touch, the only card printing it).
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { cardOf, figureById, figuresOfCard } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import type { HsCtx } from '../battle/events.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { adjacentFigures, askOptional, figureOption, SKIP } from './near.js';

const NAME = 'Chilling Touch';
const KEY = abilityKey(NAME);
const STRENGTH = 'Eternal Strength';
const STRENGTH_KEY = abilityKey(STRENGTH);
const STRENGTH_ADDS = 2;
const ADD = 'add';

/** Whether `player` has a card in play whose Eternal Strength is bound (its effect, with a living figure). */
function strengthOf(ctx: HsCtx, player: number): boolean {
  const s = ctx.state;
  return ctx.activeEffects().some((e) => e.handler === STRENGTH_KEY && s.cards[cardParam(e)]?.owner === player && figuresOfCard(s, cardParam(e)).length > 0);
}

/** The roll's wounds on `target`, told to the table. */
function touch(ctx: HsCtx, target: string, d20: number, note = ''): void {
  const wounds = chillingTouchWounds(d20);
  ctx.emit('PowerUsed', { power: NAME, figure: target, note: `the d20 shows ${d20}${note}: ${wounds === 0 ? 'nothing happens' : `${wounds} wound(s)`}` });
  woundFigure(ctx, target, wounds, NAME);
}

export const eternalStrength: Ability = {
  name: STRENGTH,
  text: `Whenever you roll the d20 for Chilling Touch, you may add ${STRENGTH_ADDS} to the roll while this card's figure is in play.`,
  handler: {},
};

/** The wounds for a d20 roll. */
export function chillingTouchWounds(d20: number): number {
  if (d20 <= 12) return 0;
  if (d20 <= 15) return 1;
  if (d20 <= 17) return 2;
  if (d20 <= 19) return 3;
  return 6;
}

export const chillingTouch: Ability = {
  name: NAME,
  text: 'After moving and before attacking, you may choose a figure adjacent to this figure and roll the d20: on 1–12 nothing; on 13–15 it receives 1 wound, on 16–17 2 wounds, on 18–19 3 wounds, on 20 or more 6 wounds. Soulborgs are not affected.',
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      if (step.data['moment'] === STRENGTH_KEY) {
        const d20 = Number(step.data['d20']);
        return ctx.ask(step.player, 'use-power', `${STRENGTH}: add ${STRENGTH_ADDS} to the Chilling Touch roll of ${d20}?`, [
          { id: ADD, label: `Add ${STRENGTH_ADDS}: ${chillingTouchWounds(d20 + STRENGTH_ADDS)} wound(s)` },
          { id: SKIP, label: `Keep ${d20}: ${chillingTouchWounds(d20)} wound(s)` },
        ]);
      }
      const options: Option[] = [];
      for (const f of figuresOfCard(s, step.card))
        for (const t of adjacentFigures(s, f))
          if (cardOf(s, t).card.species.toLowerCase() !== 'soulborg' && !options.some((o) => o.id === `${KEY}:${t.id}`))
            options.push(figureOption(s, `${KEY}:`, t, 'Chilling Touch on'));
      return askOptional(ctx, step.player, NAME, 'choose a figure?', options);
    },
    choose(ctx, step, option) {
      if (step.data['moment'] === STRENGTH_KEY) {
        const d20 = Number(step.data['d20']);
        const target = String(step.data['target']);
        if (option.id === ADD) touch(ctx, target, d20 + STRENGTH_ADDS, ` (${STRENGTH} +${STRENGTH_ADDS})`);
        else touch(ctx, target, d20);
        return;
      }
      if (option.id === SKIP) return;
      const t = figureById(ctx.state, option.id.slice(KEY.length + 1));
      const d20 = rollD20(ctx, step.player);
      if (strengthOf(ctx, step.player) && chillingTouchWounds(d20 + STRENGTH_ADDS) !== chillingTouchWounds(d20)) {
        ctx.push({ kind: 'power', power: KEY, card: step.card, player: step.player, data: { moment: STRENGTH_KEY, d20, target: t.id } });
        return;
      }
      touch(ctx, t.id, d20);
    },
  },
};
