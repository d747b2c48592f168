/**
 * Disciplined Influence (Parmenio): at the start of the battle the player may choose a Unique Army
 * Card they control; for the battle its personality is Disciplined, whatever the card says.
 * Rulebook: heroscape-master-game-guide — "Special Power References on Army Cards" (personality is
 * the card's word; "Uncommon figures are considered Unique for all special powers"); the power's text
 * is on the card.
 *
 * Our readings: "the start of the game" is the start of the first round, before order markers are
 * placed (Loyalty To The Lizard King's moment), asked once; the cards offered are the player's Unique or Uncommon cards not Disciplined already (choosing one that
 * is changes nothing, as declining does), the power's own card included when it is not.
 */
import type { Option } from '../../../core/index.js';
import { cardAlive, figuresOfCard } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { changeCardWords } from './changed-card.js';

const NAME = 'Disciplined Influence';
const KEY = abilityKey(NAME);
const CHOOSE = `${KEY}:choose:`;
const DECLINE = `${KEY}:decline`;
const DISCIPLINED = 'disciplined';

export const disciplinedInfluence: Ability = {
  name: NAME,
  text: 'At the start of the battle you may choose a Unique Army Card you control: for the battle its personality is Disciplined.',
  atRoundStart: true,
  // Used at the start of the first round only.
  idle: (s) => s.round !== 1,
  handler: {},
  step: {
    run(ctx, step) {
      const s = ctx.state;
      if (s.round !== 1) return;
      const options: Option[] = [];
      s.cards.forEach((c, i) => {
        if (c.owner === step.player && cardAlive(s, i) && c.card.rarity !== 'common' && c.card.personality.toLowerCase() !== DISCIPLINED)
          options.push({ id: `${CHOOSE}${i}`, label: `${NAME}: ${c.card.name} becomes Disciplined`, payload: { card: i } });
      });
      if (options.length === 0) return;
      options.push({ id: DECLINE, label: `${NAME}: choose no card` });
      return ctx.ask(step.player, 'use-power', `${NAME}: choose a Unique Army Card to make Disciplined`, options);
    },
    choose(ctx, step, option) {
      if (option.id === DECLINE) return;
      const s = ctx.state;
      const chosen = Number(option.id.slice(CHOOSE.length));
      changeCardWords(s, chosen, { personality: DISCIPLINED });
      const first = figuresOfCard(s, step.card)[0];
      if (first) ctx.emit('PowerUsed', { power: NAME, figure: first.id, note: `${s.cards[chosen]!.card.name}'s personality is Disciplined for the battle` });
    },
  },
};
