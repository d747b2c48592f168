/**
 * Auras by adjacency (Rise of the Valkyrie: Finn's Attack Aura 1, Thorgrim's Defensive Aura 1): a
 * friendly figure next to a figure of the card rolls one more die — attacking (only figures with
 * Range 1, normal attacks) or defending. The card's own figures are not next to themselves, so the
 * aura never helps its bearer. Friendly figures include a teammate's ("Friends and Enemies").
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { EffectInstance } from '../../../core/index.js';
import { figuresAdjacent } from '../engagement.js';
import { boardOf, cardOf, figureById, figuresOfCard, friendly, placedOf, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';

/** Whether `figure` is a friend of the aura's card standing next to one of its figures. */
function inAura(s: HsState, effect: EffectInstance, figure: string): boolean {
  const card = effect.params['card'];
  if (typeof card !== 'number') return false;
  const f = figureById(s, figure);
  if (f.destroyed || f.card === card || !friendly(s, f.owner, effect.owner)) return false;
  const board = boardOf(s);
  const me = placedOf(s, f);
  return figuresOfCard(s, card).some((b) => figuresAdjacent(board, placedOf(s, b), me).adjacent);
}

export const attackAura1: Ability = {
  name: 'Attack Aura 1',
  text: 'Friendly figures with Range 1 next to a figure of this card roll 1 more attack die in a normal attack.',
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify: (dice, args, s, effect) => (cardOf(s, figureById(s, args.attacker)).card.range === 1 && inAura(s, effect, args.attacker) ? dice + 1 : dice),
      },
    },
  },
};

export const defensiveAura1: Ability = {
  name: 'Defensive Aura 1',
  text: 'Friendly figures next to a figure of this card roll 1 more defense die.',
  handler: {
    queries: {
      defenseDice: { tier: 0, modify: (dice, args, s, effect) => (inAura(s, effect, args.defender) ? dice + 1 : dice) },
    },
  },
};
