// Implements: dice-masters-battle-for-faerun — "ROLL AND REROLL STEP" (the roll, then one group
// reroll), "LEXICON" (an action die has no character faces), "ACTIVE AND FIELDED" (while active: once,
// however many dice) and "BONUSES AND DAMAGE" (damage from an ability to a player). Card: Dracolich,
// Paragon Undead Dragon (Battle for Faerûn 99): while it is active, each action die either player rolls
// (not rerolls) deals 1 damage to its owner's opponent — one triggered use per die, each a use a
// prevention may answer. Reading: docs/dicemasters.md ("rolls of action dice").
import { pushTriggered } from '../../rules/ability-use.js';
import { cardDefs, cardOf } from '../../rules/dice.js';
import { textSource } from '../../abilities/lost-card-text.js';
import type { DieState } from '../../types.js';
import type { CustomCard } from './custom-card.js';
import { ownSlotsWithLine } from './opponent-damaged.js';

const CARD = 'dracolich/paragon-undead-dragon';

export const dracolichParagonUndeadDragon: CustomCard = {
  card: CARD,
  section: 'ROLL AND REROLL STEP; ACTIVE AND FIELDED; BONUSES AND DAMAGE',
  abilities: [
    { kind: 'breath-weapon', x: 3 },
    { kind: 'custom', card: CARD },
  ],
  text: 'While active, each time either player rolls (not rerolls) an action die: deal 1 damage to your opponent.',
  test: 'src/games/dicemasters/cards/bff/roll-triggers.test.ts',
  on: {
    Rolled: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const actions = p.dice.filter((id) => cardOf(s, s.dice[id] as DieState).kind !== 'character').length;
        if (actions === 0) return;
        // The active player's card first (TIMING CONFLICTS).
        for (const owner of [s.active, 1 - s.active])
          for (const slot of ownSlotsWithLine(s, owner, CARD)) {
            const source = textSource(s, cardDefs(s), slot); // a die that keeps its card text (abilities/lost-card-text.ts)
            if (!source) continue;
            for (let i = 0; i < actions; i++) pushTriggered(ctx, owner, 'Dracolich', { op: 'damage-opponent', amount: 1 }, source.id);
          }
      },
    },
  },
};
