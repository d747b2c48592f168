// Implements: dice-masters-battle-for-faerun — "COSTS" (a purchase never costs less than 1: the rule
// floors it), "ACTIVE AND FIELDED" (a card is active while one or more of its dice are in the field) and
// "CAPTURING, CONTROLLING, AND COPYING" (a controlled die is yours for game purposes). Card: Treant,
// Legendary Beast (Battle for Faerûn organised play 5): its dice cost 1 less to purchase for each other
// active good character of yours — counted by card, as "active" is (two dice of one card count once), and
// never a Treant. Its global is the shared `shield-player` line. Reading: docs/dicemasters.md.
import type { CardDef } from '../types.js';
import type { DmState } from '../../types.js';
import type { CustomCard } from './custom-card.js';

const CARD = 'treant/legendary-beast';

/** How many of `player`'s good character cards other than Treants have a die of theirs in the field. */
function otherGoodActive(s: DmState, defs: readonly CardDef[], player: number): number {
  const seen: number[] = [];
  for (const d of s.dice) {
    const c = defs[d.card];
    if (d.owner !== player || (d.zone !== 'field' && d.zone !== 'attack') || c?.faces[d.face]?.t !== 'char') continue;
    if (c.alignment === 'good' && c.title !== 'Treant' && !seen.includes(d.card)) seen.push(d.card);
  }
  return seen.length;
}

export const treantLegendaryBeast: CustomCard = {
  card: CARD,
  section: 'COSTS; ACTIVE AND FIELDED',
  abilities: [
    { kind: 'custom', card: CARD },
    { kind: 'global', cost: 'shield', effect: { op: 'shield-player', amount: 2 } },
  ],
  text: 'Its dice cost you 1 less to purchase for each of your other active good characters that is not a Treant (never below 1).',
  test: 'src/games/dicemasters/cards/custom/treant-legendary-beast.test.ts',
  queries: {
    cost: (s, defs, player, card, of) =>
      of === 'purchase' && defs[card]?.abilities.some((a) => a.kind === 'custom' && a.card === CARD) ? -otherGoodActive(s, defs, player) : 0,
  },
};
