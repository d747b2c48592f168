// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" with "FUNDAMENTAL RULES" ("can't" beats
// "can") and "LEXICON" (adventurer), "ASSIGN DAMAGE" (attackers damaging the defending player), "GAME
// STATES" (card text refers to each die separately) and "CARD TEXT DETAILS" (knocking out). Card: Drow
// Assassin, Greater Humanoid (Battle for Faerûn 68): adventurers cannot block its dice; each of its dice
// that damages the opponent in an attack lets its owner knock out an adventurer (either player's: the
// text does not say "opposing"), a triggered ability a prevention may answer. Reading: docs/dicemasters.md.
import { pushTriggered } from '../../rules/ability-use.js';
import { textCard } from '../../rules/copy.js';
import { cardDefs } from '../../rules/dice.js';
import type { DieState, DmState } from '../../types.js';
import type { CustomCard } from './custom-card.js';
import { damagersWithLine } from './opponent-damaged.js';
import { isAdventurer } from '../../abilities/lost-card-text.js';

const CARD = 'drow-assassin/greater-humanoid';

const hasLine = (s: DmState, d: DieState): boolean => textCard(s, d).abilities.some((a) => a.kind === 'custom' && a.card === CARD);

export const drowAssassinGreaterHumanoid: CustomCard = {
  card: CARD,
  section: 'DECLARE BLOCKERS; ASSIGN DAMAGE; CARD TEXT DETAILS',
  abilities: [{ kind: 'custom', card: CARD }],
  text: 'Adventurers cannot block its dice. When a die of this card damages your opponent in an attack: you may knock out an adventurer.',
  test: 'src/games/dicemasters/cards/bff/opponent-damaged.test.ts',
  // "Cannot be blocked by adventurers": its answer to the `mayBlock` query rules/attack.ts asks.
  queries: { mayBlock: (s, _defs, blocker, attacker) => !hasLine(s, attacker) || !isAdventurer(s, cardDefs(s), blocker) },
  on: {
    OpponentDamaged: {
      run(ctx, _e, p) {
        for (const d of damagersWithLine(ctx.state, p, CARD))
          pushTriggered(
            ctx,
            p.player,
            'Drow Assassin',
            { op: 'knock-out-chosen', filter: { whose: 'any', adventurer: true }, optional: true, thenSpinSelfUp: false },
            d.id,
          );
      },
    },
  },
};
