// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS", "ACTIVE AND FIELDED" ("while active") and
// "GAME STATES" ("once per turn"). Card: Red Dragon, Epic Dragon (Battle for Faerûn 126): Breath Weapon 3,
// the Red Dragons' global (the next action die purchased costs 2 less and deals 1 damage), and "use a
// second copy of its effect": while a die of it is in the field, when its owner has used an action die
// (the `ActionUsed` event: the die's lines have resolved), they may once per turn have those lines resolve
// again (the op second-copy-of-action, with the used die as its source). Reading: docs/dicemasters.md.
import { inField } from '../../rules/dice.js';
import { pushTriggered } from '../../rules/ability-use.js';
import { SECOND_COPY_USED } from '../../abilities/ops/second-copy-of-action.js';
import type { CustomCard } from './custom-card.js';

const CARD = 'red-dragon/epic-dragon';

export const redDragonEpicDragon: CustomCard = {
  card: CARD,
  section: 'PLAYING ACTIONS; ACTIVE AND FIELDED',
  abilities: [
    { kind: 'breath-weapon', x: 3 },
    { kind: 'custom', card: CARD },
    { kind: 'global', cost: 'bolt', oncePerTurn: true, effect: { op: 'next-action-discount', amount: 2 } },
    { kind: 'discounted-purchase', damage: 1 },
  ],
  text: 'While active, once per turn, when you use an action die, you may use a second copy of its effect (its lines resolve again for you).',
  test: 'src/games/dicemasters/cards/custom/red-dragon-epic-dragon.test.ts',
  on: {
    ActionUsed: {
      run(ctx, _e, p) {
        const s = ctx.state;
        if (!s.dice.some((d) => d.owner === p.player && inField(d) && s.cards[d.card]?.key === CARD)) return;
        if (s.core.effects.some((x) => x.handler === SECOND_COPY_USED && x.params.player === p.player)) return;
        pushTriggered(ctx, p.player, 'Red Dragon', { op: 'second-copy-of-action' }, p.die);
      },
    },
  },
};
