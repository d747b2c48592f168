/**
 * Auras counted in clear sight spaces from the card's figure: Protection From Evil Aura (Ana
 * Karithon: small or medium figures you control within 3 clear sight spaces roll 1 more defense die
 * against an attack from a figure who follows Utgar; not Ana herself), Lolth's Judgment Aura
 * (Estivara: Arachnid figures you control within 6 clear sight spaces roll 1 more attack die when
 * attacking normally), Attack Aura (Taelord: every figure you control within 4 clear sight
 * spaces, not Taelord, +1 to attack) and Gift of the Empress Aura (Empress Kiova: a Kyrie you control
 * who follows Einar within 5 clear sight spaces, not Kiova, re-rolls the defense dice that did not
 * show shields, once per defense roll).
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
 */
import type { EffectInstance } from '../../../core/index.js';
import { rollCombatDice, shieldsIn } from '../battle/dice.js';
import { boardOf, figureById, figuresOfCard, livingPlaced, placedOf, type FigureState, type HsState } from '../battle/state.js';
import { clearSight, indexFigures } from '../sight.js';
import { cardParam, type Ability } from './ability.js';

/** Whether `f`, controlled by the effect's player and not of its card, is within `spaces` clear sight spaces of a figure of the card. */
function inSight(s: HsState, effect: EffectInstance, f: FigureState, spaces: number): boolean {
  const card = cardParam(effect);
  if (f.card === card || f.owner !== s.cards[card]?.owner) return false;
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
