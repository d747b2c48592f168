/**
 * Enhancements for friendly figures of a kind adjacent to the card's figure, one module with the kind
 * and the dice as parameters: Knight and Sentinel Enhancement (Concan: Knights and Sentinels, 1 more
 * attack and defense die), Orc Archer Enhancement (Swog Rider: Orc Archers, both), Soldier Attack
 * Enhancement (Marcus Decimus Gallus: Soldiers, attack), Scout Melee Attack Enhancement (Brave Arrow:
 * Scouts, attack, only against a figure adjacent to the scout) and Strength of Oak Aura 1 (Kyntela
 * Gwyn: Elves, defense), Relentless Assault (Khosumet the Darklord: figures of a relentless personality,
 * attack) and Devourer Attack Enhancement (Dumutef Guard: Devourers, attack; the card has one figure, so
 * "adjacent to a Dumutef Guard" is adjacent to the card's figure).
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Special Power References on Army Cards":
 * a power names figures by species and class), "Friends and Enemies" ("friendly" figures include a
 * teammate's), "Attack dice and defense dice" ("add 1 to their defense dice" is one more die),
 * "Special Attacks" (never modified by other powers: the attack die is for normal attacks, the
 * `attackDice` query). The powers' texts are on the cards.
 *
 * Parameters (pool/sets/): `species`, `class` and `personality`, comma lists of the card values that count (the file
 * spells a kind in the singular or plural: "knight", "knights"; a kind left out matches any), and
 * `attack`, `defense`, the dice added; `adjacentTarget: 1` when the attack die needs a target adjacent
 * to the attacker (the Door is not a figure, so it never gets it). The card's own figures are not
 * next to themselves.
 */
import type { EffectInstance } from '../../../core/index.js';
import type { PowerParams } from '../pool/types.js';
import { cardOf, figureById, type FigureState, type HsState } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { adjacent, nextToCard } from './near.js';

function listParam(params: EffectInstance['params'] | PowerParams, field: string): readonly string[] | null {
  const v = params[field];
  return typeof v === 'string' && v !== '' ? v.split(',').map((x) => x.trim().toLowerCase()) : null;
}

/** Whether `f` is a figure of the parameters' kind. */
function ofKind(s: HsState, effect: EffectInstance, f: FigureState): boolean {
  const c = cardOf(s, f).card;
  const species = listParam(effect.params, 'species');
  const kinds = listParam(effect.params, 'class');
  const personalities = listParam(effect.params, 'personality');
  return (
    (species === null || species.includes(c.species.toLowerCase())) &&
    (kinds === null || kinds.includes(c.class.toLowerCase())) &&
    (personalities === null || personalities.includes(c.personality.toLowerCase()))
  );
}

function describe(params: PowerParams): string {
  const species = listParam(params, 'species');
  const kinds = listParam(params, 'class');
  const personalities = listParam(params, 'personality');
  const kind = [
    species ? `species ${species.join(' or ')}` : '',
    kinds ? `class ${kinds.join(' or ')}` : '',
    personalities ? `personality ${personalities.join(' or ')}` : '',
  ]
    .filter((x) => x !== '')
    .join(', ');
  const melee = params['adjacentTarget'] ? ', against a figure adjacent to the attacker' : '';
  const dice = [
    params['attack'] ? `${Number(params['attack'])} more attack die (normal attacks${melee})` : '',
    params['defense'] ? `${Number(params['defense'])} more defense die` : '',
  ]
    .filter((x) => x !== '')
    .join(' and ');
  return `Friendly figures (${kind}) adjacent to this card's figure roll ${dice}.`;
}

export const kinEnhancement: Ability = {
  name: 'Kin Enhancement',
  text: "Friendly figures of a kind (species, class, personality) adjacent to this card's figure roll more attack dice (normal attacks) or defense dice, as the card says.",
  describe,
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          const add = cardParam(effect, 'attack');
          if (add <= 0) return dice;
          const a = figureById(s, args.attacker);
          if (!ofKind(s, effect, a) || !nextToCard(s, effect, a)) return dice;
          if (cardParam(effect, 'adjacentTarget') === 1 && (args.door !== undefined || !adjacent(s, a, figureById(s, args.defender)))) return dice;
          return dice + add;
        },
      },
      defenseDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          const add = cardParam(effect, 'defense');
          if (add <= 0) return dice;
          const d = figureById(s, args.defender);
          return ofKind(s, effect, d) && nextToCard(s, effect, d) ? dice + add : dice;
        },
      },
    },
  },
};
