/**
 * Hide in Darkness (Darrak Ambershard, Deepwyrm Drow, Drow Chainfighter): when a figure of the card
 * is attacked with a normal attack and at least one skull is rolled, its player rolls the d20 (3
 * added on a dungeon space, 6 on a shadow space); on 16 or more the attack does no damage.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Powers"; the power's text is on the
 * cards. How it is played: at the attack roll (`AttackRolled`), before any defense die; a success
 * cancels the roll, so no defense is rolled and no wound given ("ignore all damage"); 1-15 lets the
 * defense be rolled normally.
 */
import { CANCEL } from '../../../core/index.js';
import { terrainOf } from '../board.js';
import { rollD20 } from '../battle/d20.js';
import { boardOf, figureById } from '../battle/state.js';
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const HIDE_NEEDS = 16;

export const hideInDarkness: Ability = {
  name: 'Hide in Darkness',
  text: 'Attacked with a normal attack that rolls a skull, roll the d20 (+3 on a dungeon space, +6 on a shadow space): on 16 or more, ignore all damage from the attack.',
  handler: {
    on: {
      AttackRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          if (p.special || p.skulls < 1 || !ofEffectCard(s, effect, p.defender)) return;
          const d = figureById(s, p.defender);
          if (d.head < 0) return;
          const terrain = terrainOf(boardOf(s), d.head);
          const bonus = terrain === 'shadow' ? 6 : terrain === 'dungeon' ? 3 : 0;
          const roll = rollD20(ctx, d.owner);
          const hidden = roll + bonus >= HIDE_NEEDS;
          const note = `the d20 shows ${roll}${bonus ? ` (+${bonus} for the ${terrain})` : ''}: ${hidden ? 'all damage ignored' : 'defense rolled normally'}`;
          ctx.emit('PowerUsed', { power: 'Hide in Darkness', figure: d.id, note });
          return hidden ? CANCEL : undefined;
        },
      },
    },
  },
};
