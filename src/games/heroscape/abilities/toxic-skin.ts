/**
 * Toxic Skin (Kee-Mo-Shi): after the card's figure attacks, the d20 is rolled once for each figure
 * adjacent to it — no question, the player must — and on 17 or more that figure receives 1 wound.
 * Soulborgs are not affected.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "ENGAGEMENT AND ADJACENCY RULES", "Special
 * Powers" ("you must": played without a question); the power's text is on the card.
 *
 * How: the attack's declaration (`AttackDeclared`, a normal attack: the card has no special attack)
 * pushes a step that runs once the defense and its wounds are over. Our readings: every adjacent
 * figure, friend or foe, is rolled for, as the figures stand when the attack is over; a figure of
 * species Soulborg is skipped.
 */
import { rollD20 } from '../battle/d20.js';
import { cardOf, figureById, figureName, friendly } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { adjacentFigures } from './near.js';

const NAME = 'Toxic Skin';
const KEY = abilityKey(NAME);
export const TOXIC_SKIN_NEEDS = 17;

export const toxicSkin: Ability = {
  name: NAME,
  text: `After this figure attacks, roll the d20 for each figure adjacent to it: on ${TOXIC_SKIN_NEEDS} or more that figure receives 1 wound. Soulborgs are not affected.`,
  handler: {
    on: {
      AttackDeclared: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          if (figureById(s, p.attacker).card !== card) return;
          ctx.push({ kind: 'power', power: KEY, card, player: s.cards[card]!.owner, data: { figure: p.attacker } });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const f = figureById(s, String(step.data['figure']));
      if (f.destroyed || f.head < 0) return;
      for (const t of adjacentFigures(s, f)) {
        if (cardOf(s, t).card.species.toLowerCase() === 'soulborg') continue;
        // For a friend the card is not passed: a higher roll would wound the player's own figure (`rollD20`).
        const d20 = rollD20(ctx, step.player, friendly(s, t.owner, step.player) ? undefined : step.card);
        const hit = d20 >= TOXIC_SKIN_NEEDS;
        ctx.emit('PowerUsed', {
          power: NAME,
          figure: t.id,
          note: `the d20 for ${figureName(s, t)} shows ${d20} (${TOXIC_SKIN_NEEDS} or higher needed)${hit ? ': 1 wound' : ': no effect'}`,
        });
        if (hit) woundFigure(ctx, t.id, 1, NAME);
      }
    },
  },
};
