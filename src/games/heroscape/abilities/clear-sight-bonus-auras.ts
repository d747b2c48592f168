/**
 * Auras counted in clear sight spaces from the card's figure: Protection From Evil Aura (Ana
 * Karithon: small or medium figures you control within 3 clear sight spaces roll 1 more defense die
 * against an attack from a figure who follows Utgar; not Ana herself), Lolth's Judgment Aura
 * (Estivara: Arachnid figures you control within 6 clear sight spaces roll 1 more attack die when
 * attacking normally), Attack Aura (Taelord: every figure you control within 4 clear sight
 * spaces, not Taelord, +1 to attack) and Gift of the Empress Aura (Empress Kiova: a Kyrie you control
 * who follows Einar within 5 clear sight spaces, not Kiova, re-rolls the defense dice that did not
 * show shields, once per defense roll), the defense auras with parameters (Extended Defense Aura,
 * Raelin the Kyrie Warrior (2): figures you control within 6 clear sight spaces, 1 more defense die;
 * Orc Defensive Aura 1, Nerak: Orc figures within 4, 1 more defense die) and Vydar's Range
 * Enhancement Aura (Laglor: friendly figures of Range 4 or more who follow Vydar within 4 clear sight
 * spaces add 2 to their Range; not Laglor).
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Clear Sight Spaces"; "Friendly and enemy
 * figures": figures you control, not a teammate's), "ATTACKING"; the powers' texts are on the cards.
 *
 * Our readings: Protection From Evil holds against normal and special attacks (the text says "an
 * attack", and it changes the defense roll, not the attack); an Arachnid is a card of species
 * "arachnid" (no card of the units file is one: the power is proven on our own Arachnid card).
 * Attack Aura's "+1 to attack" is one more attack die ("Attack dice and defense dice": a card's
 * number of dice) in normal attacks only ("Special attacks can never be modified by … other special
 * powers"), for any Range — unlike Attack Aura 1 (abilities/auras.ts: adjacent friends, Range 1,
 * a teammate's too), whose words differ. Gift of the Empress: the re-roll is part of any defense roll
 * (special attacks too: it changes the defense, not the attack); it is taken whenever fewer shields
 * than skulls were rolled — re-rolling dice that show no shield can only add shields, so the "may" is
 * never worth declining — and never when the roll already blocks everything.
 * The defense auras: "add 1 to their defense dice" is one more die ("Attack dice and defense dice"),
 * for any attack (it changes the defense roll); parameters `spaces`, `species` (a comma list, left
 * out: any figure) and `owner: 'any'` where the words say "All Orc figures" and not "you control":
 * read literally, Nerak's aura helps an opponent's Orc within its reach as well (our reading). The
 * card's own figures never get it (both cards say the aura does not affect their figure).
 * Vydar's Range Enhancement Aura: "friendly" is the guide's (a teammate's figures too); "a range of 4
 * or more" is the Range printed on the figure's card; the added Range is for normal attacks (the
 * `attackRange` query: a special attack's range is its own).
 */
import type { EffectInstance } from '../../../core/index.js';
import { rollCombatDice, shieldsIn } from '../battle/dice.js';
import { boardOf, cardOf, figureById, figuresOfCard, friendly, livingPlaced, placedOf, type FigureState, type HsState } from '../battle/state.js';
import type { PowerParams } from '../pool/types.js';
import { clearSight, indexFigures } from '../sight.js';
import { cardParam, type Ability } from './ability.js';

/**
 * Whether `f`, not of the effect's card, is within `spaces` clear sight spaces of a figure of the card;
 * `who`: controlled by the card's player (the default), friendly to it (a teammate's too), or anyone's.
 */
function inSight(s: HsState, effect: EffectInstance, f: FigureState, spaces: number, who: 'you' | 'friendly' | 'any' = 'you'): boolean {
  const card = cardParam(effect);
  const owner = s.cards[card]?.owner;
  if (f.card === card || owner === undefined) return false;
  if (who === 'you' && f.owner !== owner) return false;
  if (who === 'friendly' && !friendly(s, f.owner, owner)) return false;
  const board = boardOf(s);
  const index = indexFigures(board, livingPlaced(s));
  return figuresOfCard(s, card).some((r) => clearSight(board, index, placedOf(s, r), placedOf(s, f), spaces, { leanOver: true }).clear);
}

export const protectionFromEvilAura: Ability = {
  name: 'Protection From Evil Aura',
  text: 'Small or medium figures you control within 3 clear sight spaces of this figure (not this figure) roll 1 more defense die against an attack from a figure who follows Utgar.',
  handler: {
    queries: {
      defenseDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          const d = figureById(s, args.defender);
          const size = s.cards[d.card]!.card.size;
          if (size !== 'small' && size !== 'medium') return dice;
          if (s.cards[figureById(s, args.attacker).card]!.card.general.toLowerCase() !== 'utgar') return dice;
          return inSight(s, effect, d, 3) ? dice + 1 : dice;
        },
      },
    },
  },
};

export const lolthsJudgmentAura: Ability = {
  name: "Lolth's Judgment Aura",
  text: 'Arachnid figures you control within 6 clear sight spaces of this figure roll 1 more attack die when attacking normally.',
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          const a = figureById(s, args.attacker);
          if (s.cards[a.card]!.card.species.toLowerCase() !== 'arachnid') return dice;
          return inSight(s, effect, a, 6) ? dice + 1 : dice;
        },
      },
    },
  },
};

export const attackAura: Ability = {
  name: 'Attack Aura',
  text: 'Figures you control within 4 clear sight spaces of this figure (not this figure) roll 1 more attack die when attacking normally.',
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify: (dice, args, s, effect) => (inSight(s, effect, figureById(s, args.attacker), 4) ? dice + 1 : dice),
      },
    },
  },
};

export const giftOfTheEmpressAura: Ability = {
  name: 'Gift of the Empress Aura',
  text: 'When a Kyrie you control who follows Einar within 5 clear sight spaces of this figure (not this figure) rolls defense dice, the dice that show no shield are rolled again, once per defense roll, when fewer shields than skulls were rolled.',
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          if (p.shields >= p.skulls) return;
          const d = figureById(s, p.defender);
          const c = s.cards[d.card]!.card;
          if (c.species.toLowerCase() !== 'kyrie' || c.general.toLowerCase() !== 'einar' || !inSight(s, effect, d, 5)) return;
          const kept = p.faces.filter((f) => f === 'shield');
          const again = rollCombatDice(ctx, p.faces.length - kept.length);
          const faces = [...kept, ...again];
          ctx.emit('PowerUsed', {
            power: 'Gift of the Empress Aura',
            figure: p.defender,
            note: `${again.length} defense dice rolled again: ${again.join(', ')}`,
          });
          return { ...p, faces, shields: kept.length + shieldsIn(again) };
        },
      },
    },
  },
};

function speciesList(params: EffectInstance['params'] | PowerParams): readonly string[] | null {
  const v = params['species'];
  return typeof v === 'string' && v !== '' ? v.split(',').map((x) => x.trim().toLowerCase()) : null;
}

export const clearSightDefenseAura: Ability = {
  name: 'Clear Sight Defense Aura',
  text: "Figures of a kind within some clear sight spaces of this card's figure (not this figure) roll 1 more defense die, as the card says: the player's figures, or every figure of the kind.",
  describe(params) {
    const species = speciesList(params);
    const who = params['owner'] === 'any' ? 'Every figure' : 'Figures you control';
    const kind = species ? ` of species ${species.join(' or ')}` : '';
    return `${who}${kind} within ${Number(params['spaces'])} clear sight spaces of this card's figure (not this figure) roll 1 more defense die.`;
  },
  handler: {
    queries: {
      defenseDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          const d = figureById(s, args.defender);
          const species = speciesList(effect.params);
          if (species !== null && !species.includes(cardOf(s, d).card.species.toLowerCase())) return dice;
          return inSight(s, effect, d, cardParam(effect, 'spaces'), effect.params['owner'] === 'any' ? 'any' : 'you') ? dice + 1 : dice;
        },
      },
    },
  },
};

export const vydarsRangeEnhancementAura: Ability = {
  name: "Vydar's Range Enhancement Aura",
  text: 'Friendly figures whose card has Range 4 or more and who follow Vydar, within 4 clear sight spaces of this figure (not this figure), add 2 to their Range.',
  handler: {
    queries: {
      attackRange: {
        tier: 0,
        modify(range, args, s, effect) {
          const f = figureById(s, args.figure);
          const c = cardOf(s, f).card;
          if (c.range < 4 || c.general.toLowerCase() !== 'vydar') return range;
          return inSight(s, effect, f, 4, 'friendly') ? range + 2 : range;
        },
      },
    },
  },
};
