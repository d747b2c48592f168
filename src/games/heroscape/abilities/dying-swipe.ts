/**
 * Dying Swipe (Frost Giant of Morh): when the card's figure is destroyed by the wounds of an
 * opponent's normal attack, roll 3 attack dice; for each skull, one at a time, the player may give 1
 * wound to any figure that was adjacent to it. Those figures roll no defense and may take several.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "ENGAGEMENT AND ADJACENCY RULES" (adjacent),
 * "Special Powers" ("you may": each wound may be forgone); the power's text is on the card.
 *
 * How: the defense roll (`DefenseRolled`) of the card's figure against an opponent's normal attack
 * notes the figures adjacent to it then and pushes a `power` step, run once the defense's wounds are
 * given. If those wounds destroyed it, 3 attack dice are rolled and each skull asks which noted
 * figure (still on the battlefield) takes 1 wound, or none. Our reading: the figure is taken off by
 * the wounds before the swipe (the text removes it after; nothing else happens in between), and
 * "adjacent" is where it stood when it was destroyed.
 */
import type { Option } from '../../../core/index.js';
import { rollCombatDice, skullsIn } from '../battle/dice.js';
import type { PowerStep } from '../battle/steps.js';
import { figureById, friendly } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { adjacentFigures, figureOption, SKIP } from './near.js';

const NAME = 'Dying Swipe';
const KEY = abilityKey(NAME);
export const DYING_SWIPE_DICE = 3;

const idsOf = (step: PowerStep): readonly string[] => step.data['around'] as readonly string[];

export const dyingSwipe: Ability = {
  name: NAME,
  text: `When this card's figure is destroyed by the wounds of an opponent's normal attack, roll ${DYING_SWIPE_DICE} attack dice; for each skull you may give 1 wound, with no defense roll, to a figure that was adjacent to it.`,
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          const d = figureById(s, p.defender);
          if (p.special || d.card !== card || friendly(s, figureById(s, p.attacker).owner, d.owner)) return;
          const around = adjacentFigures(s, d).map((f) => f.id);
          ctx.push({ kind: 'power', power: KEY, card, player: d.owner, data: { figure: d.id, around, skulls: -1 } });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const skulls = Number(step.data['skulls']);
      if (skulls < 0) {
        // First run: the attack's wounds are given; only a destroyed figure swipes.
        if (!figureById(s, String(step.data['figure'])).destroyed) return;
        const rolled = skullsIn(rollCombatDice(ctx, DYING_SWIPE_DICE));
        ctx.emit('PowerUsed', { power: NAME, figure: String(step.data['figure']), note: `${rolled} skull(s) on ${DYING_SWIPE_DICE} dice` });
        if (rolled > 0) ctx.push({ ...step, data: { ...step.data, skulls: rolled } });
        return;
      }
      const options: Option[] = idsOf(step)
        .map((id) => figureById(s, id))
        .filter((f) => !f.destroyed)
        .map((f) => figureOption(s, `${KEY}:`, f, 'Wound'));
      if (options.length === 0) return;
      options.push({ id: SKIP, label: 'No wound' });
      return ctx.ask(step.player, 'use-power', `${NAME}: ${skulls} skull(s) left — which adjacent figure takes 1 wound?`, options);
    },
    choose(ctx, step, option) {
      const left = Number(step.data['skulls']) - 1;
      if (option.id !== SKIP) woundFigure(ctx, option.id.slice(KEY.length + 1), 1, NAME);
      if (left > 0) ctx.push({ ...step, data: { ...step.data, skulls: left } });
    },
  },
};
