/**
 * Highland Fury (MacDirk Warriors): at the start of the battle the player chooses a Human Champion they
 * control; while that champion is in play the card's figures roll 1 more attack die for each wound
 * marker on it, and may not attack it. One Chosen Human Champion serves every MacDirk Warriors card
 * the player controls.
 * Rulebook: heroscape-master-game-guide — "Special Power References on Army Cards" (species Human,
 * class Champion), "Friends and Enemies" ("you control": the player's own cards), "Life" (a card whose
 * figures are all destroyed is out of play), "Special Attacks" (never modified: the dice are for
 * normal attacks, the `attackDice` query); the power's text is on the card.
 *
 * Our readings: "the start of the game" is the start of the first round, before order markers are
 * placed (the moment The Drop uses; a card tokens keeps the choice, `highland-fury:<card>`); with no
 * Human Champion in the army nothing is chosen and the power adds nothing; a second MacDirk Warriors
 * card of the same player takes the champion already chosen. "Cannot attack" is the `mayTarget`
 * query of a normal attack (asked for engaged targets too, battle/attack.ts `targetsOf`): the
 * champion is the player's own figure, so it is a target only if another power hands it to an
 * opponent (Mind Shackle).
 */
import type { Option } from '../../../core/index.js';
import { cardAlive, figureById, figuresOfCard, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { ofEffectCard } from './near.js';

const NAME = 'Highland Fury';
const KEY = abilityKey(NAME);
const TOKEN = `${KEY}:`;
const CHOOSE = `${KEY}:choose:`;

/** The card the effect's card has chosen (still in play), or -1. */
function chosen(s: HsState, card: number): number {
  const t = s.cards[card]?.tokens.find((x) => x.startsWith(TOKEN));
  const c = t === undefined ? -1 : Number(t.slice(TOKEN.length));
  return c >= 0 && cardAlive(s, c) ? c : -1;
}

/** The Human Champion cards `player` controls that are in play. */
function champions(s: HsState, player: number): number[] {
  const out: number[] = [];
  s.cards.forEach((c, i) => {
    if (c.owner === player && cardAlive(s, i) && c.card.species.toLowerCase() === 'human' && c.card.class.toLowerCase() === 'champion') out.push(i);
  });
  return out;
}

/** Another card of the player's with this power that has already chosen: its champion is theirs too. */
function chosenByAnother(s: HsState, card: number): number {
  const owner = s.cards[card]!.owner;
  for (let i = 0; i < s.cards.length; i++) {
    const t = s.cards[i]!.tokens.find((x) => x.startsWith(TOKEN));
    if (i !== card && s.cards[i]!.owner === owner && t !== undefined) return Number(t.slice(TOKEN.length));
  }
  return -1;
}

export const highlandFury: Ability = {
  name: NAME,
  text: "At the start of the battle choose a Human Champion you control: while it is in play this card's figures roll 1 more attack die (normal attacks) for each wound marker on it, and may not attack it.",
  atRoundStart: true,
  // Used at the start of the first round only.
  idle: (s) => s.round !== 1,
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          if (!ofEffectCard(s, effect, args.attacker)) return dice;
          const c = chosen(s, cardParam(effect));
          if (c < 0) return dice;
          let wounds = 0;
          for (const f of figuresOfCard(s, c)) wounds += f.wounds;
          return dice + wounds;
        },
      },
      mayTarget: {
        tier: 0,
        modify: (may, args, s, effect) =>
          may && !(ofEffectCard(s, effect, args.attacker) && figureById(s, args.defender).card === chosen(s, cardParam(effect))),
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const c = s.cards[step.card]!;
      if (s.round !== 1 || c.tokens.some((t) => t.startsWith(TOKEN))) return;
      const shared = chosenByAnother(s, step.card);
      if (shared >= 0) {
        c.tokens.push(`${TOKEN}${shared}`);
        return;
      }
      const options: Option[] = champions(s, step.player).map((i) => ({
        id: `${CHOOSE}${i}`,
        label: `${NAME}: choose ${s.cards[i]!.card.name}`,
        payload: { card: i },
      }));
      if (options.length === 0) return;
      return ctx.ask(step.player, 'use-power', `${NAME}: choose the Chosen Human Champion`, options);
    },
    choose(ctx, step, option) {
      const champion = Number(option.id.slice(CHOOSE.length));
      ctx.state.cards[step.card]!.tokens.push(`${TOKEN}${champion}`);
      const first = figuresOfCard(ctx.state, step.card)[0];
      if (first) ctx.emit('PowerUsed', { power: NAME, figure: first.id, note: `${ctx.state.cards[champion]!.card.name} is the Chosen Human Champion` });
    },
  },
};
