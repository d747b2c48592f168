/**
 * Heroic Defense Aura (Crest of the Valkyrie: Hatamoto Taro): a Samurai or Ashigaru figure its player
 * controls within 8 clear sight spaces of a figure of the card (not the card's own figures),
 * defending against a normal attack by an adjacent figure, rolls its defense dice as Valkyrie Dice of
 * Einar, and each symbol rolled counts as one more shield. Our reading (the card gives no number of
 * dice): the defense's own dice are those Valkyrie Dice, so every blank face of the defense roll is a
 * symbol and adds a shield (abilities/valkyrie-dice.ts; docs/heroscape.md "Valkyrie Dice"). "May":
 * rolling them never costs a shield, so it is always taken.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (each shield blocks one skull), "Clear Sight
 * Spaces", "ENGAGEMENT AND ADJACENCY RULES", "Friendly and enemy figures" (figures you control: not
 * a teammate's); the power's text is on the card.
 */
import { cardOf, figureById, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { cardParam } from './ability.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { adjacent } from './near.js';
import { symbolsInFaces } from './valkyrie-dice.js';

export const HEROIC_DEFENSE_SPACES = 8;
const CLASSES: readonly string[] = ['samurai', 'ashigaru'];

/** Whether `defender` is a Samurai or Ashigaru of the card's player (not the card's), in the aura, attacked by an adjacent figure. */
function covered(s: HsState, card: number, attacker: string, defender: string): boolean {
  const d = figureById(s, defender);
  if (d.card === card || d.owner !== s.cards[card]?.owner) return false;
  if (!CLASSES.includes(cardOf(s, d).card.class.toLowerCase())) return false;
  if (!adjacent(s, figureById(s, attacker), d)) return false;
  return withinClearSight(s, card, HEROIC_DEFENSE_SPACES, (t) => t.id === d.id).length > 0;
}

export const heroicDefenseAura: Ability = {
  name: 'Heroic Defense Aura',
  text: "A Samurai or Ashigaru you control within 8 clear sight spaces of this figure (not this figure), defending against a normal attack by an adjacent figure, rolls its defense dice as Valkyrie Dice of this card's general: each symbol rolled (a blank face) adds one shield.",
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          if (p.special || !covered(ctx.state, cardParam(effect), p.attacker, p.defender)) return;
          const symbols = symbolsInFaces(p.faces);
          if (symbols === 0) return;
          ctx.emit('PowerUsed', {
            power: 'Heroic Defense Aura',
            figure: p.defender,
            note: `${symbols} Valkyrie symbol${symbols > 1 ? 's' : ''}: ${symbols} more shield${symbols > 1 ? 's' : ''}`,
          });
          return { ...p, shields: p.shields + symbols };
        },
      },
    },
  },
};
