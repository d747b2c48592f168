/**
 * EMP Response (Omnicron Repulsors): when a figure of this card successfully defends an attack by a
 * Soulborg figure, its player must roll the d20; on 14 or more the attacking figure's turn ends at once
 * and every order marker is taken off its Army Card (and its player's matching Common cards).
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (the defense roll; every unblocked skull a
 * wound), "3. ON YOUR TURN" (a card without an order marker takes no turn), "Special Powers" ("you
 * must": no question); the power's text is on the card.
 *
 * How: the defense roll (`DefenseRolled`) of the card's figure against a Soulborg's attack pushes a
 * `power` step, run once that defense's wounds are given (as Mortal Strike's); the step rolls when the
 * figure took no wound from it. Our readings: "successfully defends" is a defense after which the
 * figure has no more wounds than before it (every skull blocked, or ignored by a power or the Scarab),
 * normal or special attack alike; "Soulborg" is the species printed on the attacker's card; the turn
 * ends when the attacking figure's player is taking it (battle/turn-loss.ts `endTurnNow`: the attack
 * in hand finishes, nothing of the turn comes after it); the markers go in any case.
 */
import { rollD20 } from '../battle/d20.js';
import { cardOf, figureById, figureName } from '../battle/state.js';
import { endTurnNow, removeOrderMarkers } from '../battle/turn-loss.js';
import { abilityKey, cardParam, type Ability } from './ability.js';

const NAME = 'EMP Response';
const KEY = abilityKey(NAME);
export const EMP_RESPONSE_NEEDS = 14;

export const empResponse: Ability = {
  name: NAME,
  text: `When this card's figure defends an attack by a Soulborg figure and takes no wound, roll the d20: on ${EMP_RESPONSE_NEEDS} or more the attacking figure's turn ends at once and every order marker is taken off its Army Card.`,
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          const d = figureById(s, p.defender);
          if (d.card !== card) return;
          const a = figureById(s, p.attacker);
          if (cardOf(s, a).card.species.trim().toLowerCase() !== 'soulborg') return;
          ctx.push({ kind: 'power', power: KEY, card, player: d.owner, data: { attacker: a.id, defender: d.id, before: d.wounds } });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const d = figureById(s, String(step.data['defender']));
      if (d.destroyed || d.wounds > Number(step.data['before'])) return;
      const a = figureById(s, String(step.data['attacker']));
      const d20 = rollD20(ctx, step.player);
      const success = d20 >= EMP_RESPONSE_NEEDS;
      ctx.emit('PowerUsed', {
        power: NAME,
        figure: d.id,
        note: `the d20 shows ${d20} (${EMP_RESPONSE_NEEDS} or higher needed)${success ? `: ${figureName(s, a)}'s turn ends and its card loses its order markers` : ': no effect'}`,
      });
      if (!success) return;
      if (s.turn?.player === a.owner) endTurnNow(s);
      removeOrderMarkers(s, a.card);
    },
    choose() {},
  },
};
