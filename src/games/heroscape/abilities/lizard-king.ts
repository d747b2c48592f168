/**
 * Loyalty To The Lizard King (Greenscale Warriors): at the start of the battle the player chooses a
 * Unique Lizardfolk Hero they control, or a Unique large or huge Dragon Hero they control, as the
 * card's Lizard King; a figure of the card rolls 1 more attack die and 1 more defense die while the
 * king is within 2 clear sight spaces of it. One king serves every card of the player with this
 * power. The card's Lizard King Bonding (abilities/bonding.ts, parameter `chosen`) takes a turn with
 * the king read from here.
 * Rulebook: heroscape-master-game-guide — "Special Power References on Army Cards" (species, size,
 * Unique: "Uncommon figures are considered Unique for all special powers"), "Clear Sight Spaces",
 * "Special Attacks" (never modified: the attack die is for normal attacks, the `attackDice` query);
 * the power's text is on the card.
 *
 * Our readings: "the start of the game" is the start of the first round, before order markers are
 * placed (Highland Fury's moment; a card token keeps the choice); with no such Hero nothing is
 * chosen and the power adds nothing; the species is read as a word starting "lizardfolk" (the units
 * file spells the Greenscale Warriors' own "lizardfolkd").
 */
import type { Option } from '../../../core/index.js';
import { cardAlive, figureById, figuresOfCard, type HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { ofEffectCard } from './near.js';

const NAME = 'Loyalty To The Lizard King';
export const LIZARD_KING = abilityKey(NAME);
const TOKEN = `${LIZARD_KING}:`;
const CHOOSE = `${LIZARD_KING}:choose:`;
/** How near (clear sight spaces) the king must be. */
const NEAR = 2;

/** Whether a card may be chosen: a Unique (or Uncommon) Hero, Lizardfolk, or a large or huge Dragon. */
function kingly(c: ArmyCard): boolean {
  if (c.rarity === 'common' || c.kind !== 'hero') return false;
  const species = c.species.toLowerCase();
  return species.startsWith('lizardfolk') || (species === 'dragon' && (c.size === 'large' || c.size === 'huge'));
}

/** The card chosen as the Lizard King of `card` (a card token), or -1. */
export function chosenKing(s: HsState, card: number): number {
  const t = s.cards[card]?.tokens.find((x) => x.startsWith(TOKEN) && !x.startsWith(CHOOSE));
  return t === undefined ? -1 : Number(t.slice(TOKEN.length));
}

/** Whether the figure (of the effect's card) has its king in play within 2 clear sight spaces. */
function loyal(s: HsState, card: number, figure: string): boolean {
  const king = chosenKing(s, card);
  return king >= 0 && cardAlive(s, king) && withinClearSight(s, king, NEAR, (t) => t.id === figure).length > 0;
}

/** Another card of the player's with this power that has already chosen: its king is theirs too. */
function chosenByAnother(s: HsState, card: number): number {
  const owner = s.cards[card]!.owner;
  for (let i = 0; i < s.cards.length; i++) if (i !== card && s.cards[i]!.owner === owner && chosenKing(s, i) >= 0) return chosenKing(s, i);
  return -1;
}

export const loyaltyToTheLizardKing: Ability = {
  name: NAME,
  text: 'At the start of the battle choose a Unique Lizardfolk Hero, or a Unique large or huge Dragon Hero, you control as this card’s Lizard King: while it is within 2 clear sight spaces of a figure of this card, that figure rolls 1 more attack die (normal attacks) and 1 more defense die.',
  atRoundStart: true,
  // Used at the start of the first round only.
  idle: (s) => s.round !== 1,
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify: (dice, args, s, effect) => (ofEffectCard(s, effect, args.attacker) && loyal(s, cardParam(effect), args.attacker) ? dice + 1 : dice),
      },
      defenseDice: {
        tier: 0,
        modify: (dice, args, s, effect) =>
          ofEffectCard(s, effect, args.defender) && figureById(s, args.defender).head >= 0 && loyal(s, cardParam(effect), args.defender) ? dice + 1 : dice,
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const c = s.cards[step.card]!;
      if (s.round !== 1 || chosenKing(s, step.card) >= 0) return;
      const shared = chosenByAnother(s, step.card);
      if (shared >= 0) {
        c.tokens.push(`${TOKEN}${shared}`);
        return;
      }
      const options: Option[] = [];
      s.cards.forEach((k, i) => {
        if (k.owner === step.player && cardAlive(s, i) && kingly(k.card))
          options.push({ id: `${CHOOSE}${i}`, label: `${NAME}: choose ${k.card.name}`, payload: { card: i } });
      });
      if (options.length === 0) return;
      return ctx.ask(step.player, 'use-power', `${NAME}: choose the Lizard King`, options);
    },
    choose(ctx, step, option) {
      const king = Number(option.id.slice(CHOOSE.length));
      ctx.state.cards[step.card]!.tokens.push(`${TOKEN}${king}`);
      const first = figuresOfCard(ctx.state, step.card)[0];
      if (first) ctx.emit('PowerUsed', { power: NAME, figure: first.id, note: `${ctx.state.cards[king]!.card.name} is the Lizard King` });
    },
  },
};
