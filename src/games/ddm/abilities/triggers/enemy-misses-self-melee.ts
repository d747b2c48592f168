// Trigger "enemy-misses-self-melee": an enemy misses this creature with a melee attack. Automatic
// only: it listens for the announced Miss (ddm-battle-rules-2011 "Attack Roll"; `../announce.ts`),
// never in a reaction window.
import { enemies } from '../../rules/common.js';
import type { CreatureState } from '../../state.js';
import type { TriggerModule } from '../language.js';

export const enemyMissesSelfMelee: TriggerModule<'enemy-misses-self-melee'> = {
  trigger: 'enemy-misses-self-melee',
  text: 'an enemy misses this creature with a melee attack',
  holds: () => false,
  on: {
    Miss({ ctx, subject }, p) {
      const attacker = ctx.state.creatures[p.attacker] as CreatureState;
      return p.melee && p.target === subject.id && enemies(ctx.state, attacker, subject) ? { other: attacker } : null;
    },
  },
};
