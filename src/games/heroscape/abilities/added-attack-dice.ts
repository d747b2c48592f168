/**
 * Powers that add attack dice to the card's normal attack when the target meets a condition:
 * +2 Broadsword (Tandros Kreel: an adjacent target), Battle Axe (Torin: a small or medium target),
 * Sky Watcher (Brandis Skyhunter: a non-adjacent target whose card has Flying or Stealth Flying),
 * Sneak Attack 2 (Darrak Ambershard: an opponent's figure adjacent to another figure you control),
 * Blood Frenzy (Feral Troll, Sahuagin Raider: one die per wound marker on the defender's card, at
 * most 3), Giant Killer (Sir Denrick: a huge target) and Wounded Smash (Krug: one die per wound
 * marker on the attacker), Attack the Wild 2 (Otonashi: a target whose card has the Wild personality)
 * and Techno Hatred (Quasatch Hunters: one die against a Soulborg figure), Homing Device
 * (Blastatrons: one die for each Soulborg who follows Vydar that its player controls adjacent to a
 * non-adjacent target), Sighting (Microcorp Agents: one die when attacking with height advantage) and
 * Righteous Smite (Templar Cavalry: one die against an opponent's figure who follows Utgar),
 * Knight's Courage (Sir Dupuis: one die for each Knight its player controls within 4 clear sight
 * spaces, at most 3).
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (attack dice), "Special Powers" ("Special
 * attacks can never be modified": these powers add to normal attacks only, so they answer the
 * `attackDice` query, which special attacks never ask). The powers' texts are on the cards.
 *
 * Our readings: "has the Flying or Stealth Flying special power" is the target card's printed power
 * (whether or not the engine enforces it); Sneak Attack's "other figure you control" is any of your
 * figures but the attacker (a teammate's is not yours); Blood Frenzy counts the defending figure's
 * wound markers (a Hero card's markers are its one figure's; a Squad figure is destroyed by its
 * first wound, so it has none). Giant Killer's "attacks huge figures" and Wounded Smash's "when Krug
 * attacks" are normal attacks (the guide: special attacks are never modified); the Door is not a
 * figure, so none of these powers adds a die against it. Attack the Wild's "a figure who has a Wild
 * personality" is the personality printed on the defender's card ("Special Power References on Army
 * Cards"), of any player's figure (its text names no side). Techno Hatred's "Soulborg figure" is the
 * species printed on the defender's card, friend or foe; "when attacking" is a normal attack.
 * Homing Device's Soulborg "who follows Vydar" is the species and general printed on the card of a
 * figure the attacker's player controls (a teammate's is not theirs), the attacker never among them
 * (it is not adjacent to the target). Sighting's "with a height advantage" is the normal attack's own
 * ("Attacking": the attacker's base on the higher level, `heightAdvantage`). Righteous Smite's
 * "opponent's figure who follows Utgar" is the general printed on the defender's card, an opponent's
 * (a teammate's figure is no opponent's). Dishonorable Attack's "figure who follows Jandar" is the general printed
 * on the defender's card, any player's figure. Poison Cloud's "attacks a Common figure" is the
 * rarity printed on the defender's card (common), any player's figure; a normal attack. Knight's Courage's "Knight"
 * is a figure whose card's class is Knight or Knights (Death Knights are another class), the player's own
 * (a teammate's is not theirs), never Sir Dupuis himself (a figure is not within spaces of itself),
 * seen as "Clear Sight Spaces" says (abilities/clear-sight-spaces.ts).
 */
import { heightAdvantage } from '../sight.js';
import { boardOf, figureById, friendly, placedOf, type FigureState, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { adjacent, adjacentFigures, ofEffectCard } from './near.js';
import type { EffectInstance } from '../../../core/index.js';

type Condition = (s: HsState, attacker: FigureState, defender: FigureState) => number;

function addedDice(name: string, text: string, dice: Condition): Ability {
  return {
    name,
    text,
    handler: {
      queries: {
        attackDice: {
          tier: 0,
          modify(n, args, s, effect: EffectInstance) {
            if (args.door !== undefined || !ofEffectCard(s, effect, args.attacker)) return n;
            return n + dice(s, figureById(s, args.attacker), figureById(s, args.defender));
          },
        },
      },
    },
  };
}

const FLYING_POWERS = new Set(['flying', 'stealth flying']);

export const broadsword2 = addedDice('+2 Broadsword', 'Attacking an adjacent figure, adds 2 attack dice.', (s, a, d) => (adjacent(s, a, d) ? 2 : 0));

export const battleAxe = addedDice('Battle Axe', 'Attacking a small or medium figure, adds 2 attack dice.', (s, _a, d) => {
  const size = s.cards[d.card]!.card.size;
  return size === 'small' || size === 'medium' ? 2 : 0;
});

export const skyWatcher = addedDice('Sky Watcher', 'Attacking a non-adjacent figure whose card has Flying or Stealth Flying, adds 2 attack dice.', (s, a, d) =>
  !adjacent(s, a, d) && s.cards[d.card]!.card.powers.some((p) => FLYING_POWERS.has(p.name.trim().toLowerCase())) ? 2 : 0,
);

export const sneakAttack2 = addedDice(
  'Sneak Attack 2',
  "Attacking an opponent's figure adjacent to at least one other figure you control, adds 2 attack dice.",
  (s, a, d) => (!friendly(s, d.owner, a.owner) && adjacentFigures(s, d).some((f) => f.id !== a.id && f.owner === a.owner) ? 2 : 0),
);

export const bloodFrenzy = addedDice('Blood Frenzy', "Adds 1 attack die for each wound marker on the defending figure's card, at most 3.", (_s, _a, d) =>
  Math.min(3, d.wounds),
);

export const giantKiller = addedDice('Giant Killer', 'Attacking a huge figure, adds 2 attack dice.', (s, _a, d) =>
  s.cards[d.card]!.card.size === 'huge' ? 2 : 0,
);

export const woundedSmash = addedDice('Wounded Smash', 'Adds 1 attack die for each wound marker on this figure.', (_s, a) => a.wounds);

export const attackTheWild2 = addedDice('Attack the Wild 2', 'Attacking a figure whose card has the Wild personality, adds 2 attack dice.', (s, _a, d) =>
  s.cards[d.card]!.card.personality.trim().toLowerCase() === 'wild' ? 2 : 0,
);

export const technoHatred = addedDice('Techno Hatred', 'Attacking a figure whose card has the Soulborg species, adds 1 attack die.', (s, _a, d) =>
  s.cards[d.card]!.card.species.trim().toLowerCase() === 'soulborg' ? 1 : 0,
);

export const homingDevice = addedDice(
  'Homing Device',
  'Attacking a non-adjacent figure, adds 1 attack die for each Soulborg who follows Vydar you control adjacent to it.',
  (s, a, d) => {
    if (adjacent(s, a, d)) return 0;
    let n = 0;
    for (const f of adjacentFigures(s, d)) {
      const c = s.cards[f.card]!.card;
      if (f.owner === a.owner && c.species.trim().toLowerCase() === 'soulborg' && c.general.trim().toLowerCase() === 'vydar') n++;
    }
    return n;
  },
);

export const sighting = addedDice('Sighting', 'Attacking with height advantage, adds 1 attack die.', (s, a, d) =>
  heightAdvantage(boardOf(s), placedOf(s, a), placedOf(s, d)) === 'attacker' ? 1 : 0,
);

/** Landslide (Granite Guardians): an adjacent opponent's figure, with the normal attack's own height advantage (as Sighting's). */
export const landslide = addedDice('Landslide', "Attacking an adjacent opponent's figure with height advantage, adds 1 attack die.", (s, a, d) =>
  adjacent(s, a, d) && !friendly(s, d.owner, a.owner) && heightAdvantage(boardOf(s), placedOf(s, a), placedOf(s, d)) === 'attacker' ? 1 : 0,
);

/** Dishonorable Attack (Isamu). */
export const dishonorableAttack = addedDice('Dishonorable Attack', 'Attacking a figure whose card follows Jandar, adds 2 attack dice.', (_s, _a, d) =>
  _s.cards[d.card]!.card.general.trim().toLowerCase() === 'jandar' ? 2 : 0,
);

export const righteousSmite = addedDice('Righteous Smite', "Attacking an opponent's figure whose card follows Utgar, adds 1 attack die.", (s, a, d) =>
  !friendly(s, d.owner, a.owner) && s.cards[d.card]!.card.general.trim().toLowerCase() === 'utgar' ? 1 : 0,
);

export const poisonCloud = addedDice('Poison Cloud', 'Attacking a figure whose card is Common, adds 1 attack die.', (s, _a, d) =>
  s.cards[d.card]!.card.rarity === 'common' ? 1 : 0,
);

const KNIGHTS = new Set(['knight', 'knights']);
export const KNIGHTS_COURAGE = { spaces: 4, most: 3 } as const;

export const knightsCourage = addedDice(
  "Knight's Courage",
  `Adds 1 attack die for each Knight you control within ${KNIGHTS_COURAGE.spaces} clear sight spaces of this figure, at most ${KNIGHTS_COURAGE.most}.`,
  (s, a) =>
    Math.min(
      KNIGHTS_COURAGE.most,
      withinClearSight(s, a.card, KNIGHTS_COURAGE.spaces, (t) => t.owner === a.owner && KNIGHTS.has(s.cards[t.card]!.card.class.trim().toLowerCase())).length,
    ),
);
