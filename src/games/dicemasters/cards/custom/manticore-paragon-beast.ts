// Implements: dice-masters-battle-for-faerun — "ROLL AND REROLL STEP" (roll, then one group reroll; the
// dice go to the reserve pool as they show), "ACTIVE AND FIELDED" and "BONUSES AND DAMAGE". Card:
// Manticore, Paragon Beast (Battle for Faerûn 108): while it is active, each die its owner rolls in the
// roll step that shows a two-bolt face and is not rerolled deals 2 damage to a character or player of the
// owner's choice — one triggered use per such die, each a use a prevention may answer. Reading:
// docs/dicemasters.md ("rolls of action dice").
import { pushTriggered } from '../../rules/ability-use.js';
import { cardDefs, faceOf } from '../../rules/dice.js';
import { textSource } from '../../abilities/lost-card-text.js';
import type { DieState } from '../../types.js';
import type { CustomCard } from './custom-card.js';
import { ownSlotsWithLine } from './opponent-damaged.js';

const CARD = 'manticore/paragon-beast';

export const manticoreParagonBeast: CustomCard = {
  card: CARD,
  section: 'ROLL AND REROLL STEP; ACTIVE AND FIELDED; BONUSES AND DAMAGE',
  abilities: [{ kind: 'custom', card: CARD }],
  text: 'While active, each die you roll that shows two bolts and is not rerolled: deal 2 damage to a character or player of your choice.',
  test: 'src/games/dicemasters/cards/bff/roll-triggers.test.ts',
  on: {
    RollKept: {
      run(ctx, _e, p) {
        const s = ctx.state;
        for (const slot of ownSlotsWithLine(s, p.player, CARD)) {
          const source = textSource(s, cardDefs(s), slot); // a die that keeps its card text (abilities/lost-card-text.ts)
          if (!source) continue;
          for (const id of p.dice) {
            const f = faceOf(s, s.dice[id] as DieState);
            if (f.t === 'energy' && f.type === 'bolt' && f.n === 2)
              pushTriggered(ctx, p.player, 'Manticore', { op: 'damage', amount: 2, target: 'character-or-player' }, source.id);
          }
        }
      },
    },
  },
};
