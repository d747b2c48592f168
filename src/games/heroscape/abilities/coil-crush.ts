/**
 * Coil Crush (Wo-Sa-Ga): when a figure of the card attacks a small, medium or large figure and
 * inflicts at least 2 wounds, roll the d20; on 15 or more the defending figure is destroyed.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (wounds after the defense roll), "Special
 * Powers"; the power's text is on the card.
 *
 * How: the defense roll against the card's attack (`DefenseRolled`) pushes a step that runs once the
 * wounds are given (as Poison Damage, poison-special.ts), with the defender's wound markers before
 * them; the d20 is rolled only when at least 2 more are on it and it still stands (a figure destroyed
 * by the wounds needs no crushing). Our reading: any attack of the card counts, normal or special
 * (the card has no special attack).
 */
import { rollD20 } from '../battle/d20.js';
import { cardOf, figureById } from '../battle/state.js';
import { destroyFigure } from '../battle/wounds.js';
import { abilityKey, cardParam, type Ability } from './ability.js';

const NAME = 'Coil Crush';
const KEY = abilityKey(NAME);
export const COIL_CRUSH = { wounds: 2, needs: 15 } as const;

export const coilCrush: Ability = {
  name: NAME,
  text: `When this figure attacks a small, medium or large figure and inflicts at least ${COIL_CRUSH.wounds} wounds, roll the d20: on ${COIL_CRUSH.needs} or more the defending figure is destroyed.`,
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          if (p.skulls <= p.shields || figureById(s, p.attacker).card !== card) return;
          const d = figureById(s, p.defender);
          if (cardOf(s, d).card.size === 'huge') return;
          ctx.push({ kind: 'power', power: KEY, card, player: s.cards[card]!.owner, data: { attacker: p.attacker, defender: d.id, wounds: d.wounds } });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const d = figureById(s, String(step.data['defender']));
      if (d.destroyed || d.wounds - Number(step.data['wounds']) < COIL_CRUSH.wounds) return;
      const d20 = rollD20(ctx, step.player, step.card);
      const success = d20 >= COIL_CRUSH.needs;
      ctx.emit('PowerUsed', {
        power: NAME,
        figure: d.id,
        note: `the d20 shows ${d20} (${COIL_CRUSH.needs} or higher needed)${success ? ': destroyed' : ': no effect'}`,
      });
      if (success) destroyFigure(ctx, d.id, NAME, String(step.data['attacker']));
    },
  },
};
