/**
 * Powers that change how many defense dice a figure rolls: Insubstantial 3 (Phantom Knights: 3 more
 * against a normal attack from a non-adjacent figure), Mob Attack (Goblin Cutters: the defender
 * rolls 2 fewer when engaged with at least 2 other Goblin Cutters you control) and Air Mastery (Air
 * Elemental: a defender whose card has Flying or Stealth Flying rolls 1 fewer), Evasive 8 (Elite Onyx
 * Vipers: 8 more against an attacking figure that is not adjacent), Valiant and Disciplined Army
 * Defense Bonus (4th Massachusetts Line, Sacred Band: 1 more while every Army Card its player controls
 * has that personality) and Shield Wall (Roman Legionnaires: 1 more for each other adjacent figure of
 * the card's name, at most 2), Staff of Lerkintin (Arkmer: 1 more for each Elf its player controls
 * adjacent to it), Dismiss the Rabble (Templar Cavalry: 1 more against an adjacent small or medium
 * Squad figure), Chalice of Fortitude (Sir Dupuis: 1 more with 4 or more wound markers on his card).
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (defense dice), "ENGAGEMENT AND ADJACENCY
 * RULES" (engaged); the powers' texts are on the cards.
 *
 * Our readings: "other Goblin Cutters you control" are figures of any card named as this one that
 * you control, the attacker excepted; Air Mastery, printed for attacks "by an Air Elemental", also
 * holds for a special attack (it changes the defense roll, not the attack); a count never goes below
 * zero. Evasive, the Army Defense Bonuses and Shield Wall name no kind of attack, so they hold against
 * special attacks too (Insubstantial says "normal attack"). "Every Army Card you control" is every
 * card of the player still in play ("Life": a card whose figures are all destroyed is out of play;
 * a teammate's cards are not the player's, "Friends and Enemies"). Shield Wall's "other adjacent
 * Roman Legionnaire" is a figure of any card of this card's name that the defender's player controls.
 * Staff of Lerkintin's "Elves you control" are figures whose card's species is Elf that the
 * defender's player controls (a teammate's are not theirs); "when defending" names no kind of attack.
 * Dismiss the Rabble's "adjacent small or medium Squad figures" are attackers whose card is a Squad
 * card of that size, adjacent to the defender; it names no kind of attack either.
 */
import type { EffectInstance } from '../../../core/index.js';
import { engaged } from '../engagement.js';
import { boardOf, cardAlive, figureById, living, placedOf, type FigureState, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';

type Change = (s: HsState, effect: EffectInstance, attacker: FigureState, defender: FigureState, special: boolean) => number;

function defenseChange(name: string, text: string, change: Change): Ability {
  return {
    name,
    text,
    handler: {
      queries: {
        defenseDice: {
          tier: 0,
          modify(n, args, s, effect) {
            const d = change(s, effect, figureById(s, args.attacker), figureById(s, args.defender), args.special);
            return d === 0 ? n : Math.max(0, n + d);
          },
        },
      },
    },
  };
}

export const insubstantial3 = defenseChange(
  'Insubstantial 3',
  'Defending against a normal attack from a figure that is not adjacent, rolls 3 more defense dice.',
  (s, effect, a, d, special) => (!special && ofEffectCard(s, effect, d.id) && !adjacent(s, a, d) ? 3 : 0),
);

export const mobAttack = defenseChange(
  'Mob Attack',
  "When this card's figure attacks a figure engaged with at least 2 other figures of this card's name you control, the defender rolls 2 fewer defense dice.",
  (s, effect, a, d, special) => {
    if (special || !ofEffectCard(s, effect, a.id)) return 0;
    const name = s.cards[a.card]!.card.name;
    const board = boardOf(s);
    const at = placedOf(s, d);
    let mob = 0;
    for (const f of living(s)) if (f.id !== a.id && f.owner === a.owner && s.cards[f.card]!.card.name === name && engaged(board, placedOf(s, f), at)) mob++;
    return mob >= 2 ? -2 : 0;
  },
);

const FLYING_POWERS = new Set(['flying', 'stealth flying']);

export const airMastery = defenseChange(
  'Air Mastery',
  "A figure whose card has Flying or Stealth Flying rolls 1 fewer defense die when attacked by this card's figure.",
  (s, effect, a, d) => (ofEffectCard(s, effect, a.id) && s.cards[d.card]!.card.powers.some((p) => FLYING_POWERS.has(p.name.trim().toLowerCase())) ? -1 : 0),
);

export const evasive8 = defenseChange(
  'Evasive 8',
  'Defending against an attacking figure that is not adjacent, rolls 8 more defense dice.',
  (s, effect, a, d) => (ofEffectCard(s, effect, d.id) && !adjacent(s, a, d) ? 8 : 0),
);

/** Whether every Army Card the player controls that is still in play has the personality. */
function armyAll(s: HsState, player: number, personality: string): boolean {
  return s.cards.every((c, i) => c.owner !== player || !cardAlive(s, i) || c.card.personality.toLowerCase() === personality);
}

function armyDefenseBonus(name: string, personality: string): Ability {
  const word = personality[0]!.toUpperCase() + personality.slice(1);
  return defenseChange(name, `While every Army Card you control has a ${word} personality, this card's figures roll 1 more defense die.`, (s, effect, _a, d) =>
    ofEffectCard(s, effect, d.id) && armyAll(s, d.owner, personality) ? 1 : 0,
  );
}

export const valiantArmyDefenseBonus = armyDefenseBonus('Valiant Army Defense Bonus', 'valiant');
export const disciplinedArmyDefenseBonus = armyDefenseBonus('Disciplined Army Defense Bonus', 'disciplined');

export const shieldWall = defenseChange(
  'Shield Wall',
  "Defending, this card's figure rolls 1 more defense die for each other adjacent figure of this card's name you control, at most 2 more.",
  (s, effect, _a, d) => {
    if (!ofEffectCard(s, effect, d.id)) return 0;
    const name = s.cards[d.card]!.card.name;
    let wall = 0;
    for (const f of living(s)) if (f.id !== d.id && f.owner === d.owner && s.cards[f.card]!.card.name === name && adjacent(s, f, d)) wall++;
    return Math.min(2, wall);
  },
);

export const staffOfLerkintin = defenseChange(
  'Staff of Lerkintin',
  'Defending, this figure rolls 1 more defense die for each Elf you control adjacent to it.',
  (s, effect, _a, d) => {
    if (!ofEffectCard(s, effect, d.id)) return 0;
    let elves = 0;
    for (const f of living(s))
      if (f.id !== d.id && f.owner === d.owner && s.cards[f.card]!.card.species.trim().toLowerCase() === 'elf' && adjacent(s, f, d)) elves++;
    return elves;
  },
);

export const dismissTheRabble = defenseChange(
  'Dismiss the Rabble',
  'Defending against an adjacent small or medium Squad figure, rolls 1 more defense die.',
  (s, effect, a, d) => {
    if (!ofEffectCard(s, effect, d.id) || !adjacent(s, a, d)) return 0;
    const c = s.cards[a.card]!.card;
    return c.kind === 'squad' && (c.size === 'small' || c.size === 'medium') ? 1 : 0;
  },
);

export const chaliceOfFortitude = defenseChange(
  'Chalice of Fortitude',
  'With 4 or more wound markers on its card, this figure rolls 1 more defense die.',
  (s, effect, _a, d) => (ofEffectCard(s, effect, d.id) && d.wounds >= 4 ? 1 : 0),
);
