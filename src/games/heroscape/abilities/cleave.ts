/**
 * Cleave (Tandros Kreel): when the card's figure attacks an adjacent figure, its player may choose one
 * Squad figure also adjacent to it; if the defender receives any wounds from that attack, the chosen
 * figure receives 1 wound.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (the wounds are the skulls the shields did not
 * block), "ENGAGEMENT AND ADJACENCY RULES" (adjacent figures), "About the Army Cards" (Squad); the
 * power's text is on the card.
 *
 * How: the attack's declaration (`AttackDeclared`: normal attacks; the card has no special attack)
 * notes the Squad figures then adjacent to the attacker, other than the defender, and pushes a step
 * that runs once the defense and its wounds are over. Our reading: the choice is asked at that step,
 * and only when the defender received wounds — the figures offered are those noted at the attack, and
 * a choice made earlier would change nothing, as the wound follows only from the defender's; any
 * Squad figure may be chosen, friend or foe (the text names no side). The wound is the attack's own
 * (the Wounded event's `by` names the attacker).
 */
import type { Option } from '../../../core/index.js';
import { cardOf, figureById, figureName, living } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { adjacent, askOptional, figureOption, SKIP } from './near.js';

const NAME = 'Cleave';
const KEY = abilityKey(NAME);
const CHOSEN = `${KEY}:`;

export const cleave: Ability = {
  name: NAME,
  text: "When this card's figure attacks an adjacent figure, you may choose one Squad figure also adjacent to it; if the defender receives any wounds from that attack, the chosen figure receives 1 wound.",
  handler: {
    on: {
      AttackDeclared: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          const attacker = figureById(s, p.attacker);
          const d = s.figures.find((f) => f.id === p.defender);
          if (attacker.card !== card || !d || !adjacent(s, attacker, d)) return;
          const squads = living(s).filter((f) => f.id !== d.id && cardOf(s, f).card.kind === 'squad' && adjacent(s, attacker, f));
          if (squads.length === 0) return;
          ctx.push({
            kind: 'power',
            power: KEY,
            card,
            player: attacker.owner,
            data: { attacker: attacker.id, defender: d.id, before: d.wounds, squads: squads.map((f) => f.id) },
          });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const d = figureById(s, String(step.data['defender']));
      if (d.wounds <= Number(step.data['before'])) return;
      const noted = step.data['squads'];
      const options: Option[] = (Array.isArray(noted) ? noted : [])
        .map((id) => figureById(s, String(id)))
        .filter((f) => !f.destroyed && f.head >= 0)
        .map((f) => figureOption(s, CHOSEN, f, '1 wound to'));
      return askOptional(ctx, step.player, NAME, `${figureName(s, d)} was wounded; which Squad figure adjacent to the attacker receives 1 wound?`, options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      woundFigure(ctx, option.id.slice(CHOSEN.length), 1, NAME, String(step.data['attacker']));
    },
  },
};
