/**
 * Move leadership (Soldier, Scout, Guard and Kyrie Leadership: "All <kind> you control move N
 * additional spaces", Atlaga's "except" herself): one module whose parameters name the kind — any of
 * `class`, `species`, `general`, `kind`, `personality` (matched as Bonding matches them) — the
 * `bonus` in spaces, and `others` (1: the card's own figures do not get it).
 * "You control": the player's own figures, not a teammate's. The bonus is to the Move number, so it
 * counts for walking and flying alike; it lasts while the card is in play ("ATTACKING", Life: when
 * all figures on an Army Card are destroyed, the card is out of play).
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Special Power References on Army
 * Cards": species and class are the card's words), "3. ON YOUR TURN" (Move number); the powers'
 * texts are on the cards.
 */
import { cardAlive, cardOf, figureById } from '../battle/state.js';
import type { PowerParams } from '../pool/types.js';
import { cardParam, type Ability } from './ability.js';
import { bondsWith } from './bonding.js';

function bonusOf(params: PowerParams): number {
  const b = params['bonus'];
  return typeof b === 'number' ? b : 0;
}

function describe(params: PowerParams): string {
  const what = [
    params['personality'],
    params['general'] ? `${String(params['general'])}-following` : undefined,
    params['species'],
    params['class'],
    params['kind'],
  ]
    .filter((w) => typeof w === 'string')
    .join(' ');
  const n = bonusOf(params);
  const except = params['others'] === 1 ? ', except this card’s own figures,' : '';
  return `While this card is in play, every ${what || 'figure'} you control${except} has its Move raised by ${n} space${n === 1 ? '' : 's'}.`;
}

export const leadershipMove: Ability = {
  name: 'Leadership Move',
  text: 'While this card is in play, figures of the kind the card names that you control move additional spaces.',
  describe,
  handler: {
    queries: {
      moveNumber: {
        tier: 0,
        modify: (move, args, s, effect) => {
          const card = cardParam(effect);
          const f = figureById(s, args.figure);
          if (f.owner !== effect.owner || (effect.params['others'] === 1 && f.card === card)) return move;
          if (!bondsWith(effect.params as PowerParams, cardOf(s, f).card) || !cardAlive(s, card)) return move;
          return move + bonusOf(effect.params as PowerParams);
        },
      },
    },
  },
};
