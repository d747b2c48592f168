/**
 * Orc Battle Rush (Death Chasers of Thesk): at the start of the first round, once every order marker
 * is placed, the card's player may move each of the card's figures up to 5 spaces, ending on an empty
 * space.
 * Rulebook: heroscape-master-game-guide — "1. PLACE YOUR ORDER MARKERS", "2. ROLL FOR INITIATIVE" (the
 * power's moment falls between them), "Action 2. Move Figure(s) …" and "Leaving an engagement" (the
 * move: abilities/power-move.ts; a move always ends on a space no figure holds), "Simultaneous
 * Special Powers" (the same power on several players' cards: a d20 roll-off orders them,
 * battle/simultaneous.ts). The power's text is on the card.
 *
 * Our readings: "all Death Chasers of Thesk you control" is every figure of the card (a second card of
 * the same name runs its own step: the same figures in all); the player picks them one at a time and
 * may stop, a figure left out does not move. Only in the battle's first round.
 */
import { figuresOfCard } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { moveEachStep, type MoveTraits } from './power-move.js';

const NAME = 'Orc Battle Rush';
export const ORC_BATTLE_RUSH_SPACES = 5;

export function orcBattleRushAbility(traits: MoveTraits): Ability {
  const key = abilityKey(NAME);
  return {
    name: NAME,
    text: `In the first round, once every order marker is placed and before initiative is rolled, you may move each figure of this card up to ${ORC_BATTLE_RUSH_SPACES} spaces.`,
    afterMarkersPlaced: true,
    idle: (s) => s.round !== 1,
    handler: {},
    step: moveEachStep(traits, {
      name: NAME,
      key,
      spaces: ORC_BATTLE_RUSH_SPACES,
      candidates: (s, step) => (s.round === 1 ? figuresOfCard(s, step.card) : []),
    }),
  };
}
