/**
 * Orc Battle Cry (Crest of the Valkyrie: Ornak): attacking with an Orc Warrior its player controls
 * adjacent to a figure of the card, the attack dice are rolled as Valkyrie Dice of Utgar, and each
 * symbol rolled counts as one more skull. Our reading (the card gives no number of dice): the
 * attack's own dice are those Valkyrie Dice, so every blank face of the attack roll is a symbol and
 * adds a skull (abilities/valkyrie-dice.ts; docs/heroscape.md "Valkyrie Dice"). "May": rolling them
 * never costs a skull, so it is always taken. Normal attacks only: "Special attacks can never be
 * modified by glyphs, height, or other powers" (guide, "Special Powers", Special Attacks).
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (skulls rolled), "Special Powers",
 * "Friendly and enemy figures" (figures you control: not a teammate's); the power's text is on the card.
 */
import { cardOf, figureById, figuresOfCard, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { cardParam } from './ability.js';
import { adjacent } from './near.js';
import { symbolsInFaces } from './valkyrie-dice.js';

/** Whether `attacker` is an Orc Warrior (species Orc, class Warriors) of the card's player, adjacent to a figure of the card. */
function orcWarriorBeside(s: HsState, card: number, attacker: string): boolean {
  const a = figureById(s, attacker);
  const c = cardOf(s, a).card;
  if (a.card === card || a.owner !== s.cards[card]?.owner) return false;
  if (c.species.toLowerCase() !== 'orc' || c.class.toLowerCase() !== 'warriors') return false;
  return figuresOfCard(s, card).some((m) => adjacent(s, m, a));
}

export const orcBattleCry: Ability = {
  name: 'Orc Battle Cry',
  text: "Attacking with an Orc Warrior you control adjacent to this figure, the attack dice are rolled as Valkyrie Dice of this card's general: each symbol rolled (a blank face) adds one skull.",
  handler: {
    on: {
      AttackRolled: {
        run(ctx, effect, p) {
          if (p.special || !orcWarriorBeside(ctx.state, cardParam(effect), p.attacker)) return;
          const symbols = symbolsInFaces(p.faces);
          if (symbols === 0) return;
          ctx.emit('PowerUsed', {
            power: 'Orc Battle Cry',
            figure: p.attacker,
            note: `${symbols} Valkyrie symbol${symbols > 1 ? 's' : ''}: ${symbols} more skull${symbols > 1 ? 's' : ''}`,
          });
          return { ...p, skulls: p.skulls + symbols };
        },
      },
    },
  },
};
