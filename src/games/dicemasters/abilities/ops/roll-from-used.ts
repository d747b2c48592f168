// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" with "ROLL AND REROLL": take a die (not the
// source) from your used pile and roll it into your reserve; one option per card (dice of one card are
// alike there).
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import type { DieState } from '../../types.js';
import { cardOf, dieName } from '../../rules/dice.js';
import { rollDie } from '../../rules/roll-and-reroll.js';
import type { EffectOpModule } from './op.js';
import { moveDie } from '../../rules/zones.js';

export const rollFromUsed: EffectOpModule<'roll-from-used'> = {
  op: 'roll-from-used',
  section: 'PLAY AREAS',
  params: z.object({}),
  classes: ['move'],
  text: () => 'Take a die from your used pile and roll it into your reserve.',
  usable: (s, player, _e, source) => s.dice.some((d) => d.owner === player && d.zone === 'used' && d.id !== source),
  run(ctx, st) {
    const s = ctx.state;
    const seen = new Set<string>();
    const opts: Option[] = [];
    for (const d of s.dice) {
      if (d.owner !== st.player || d.zone !== 'used' || d.id === st.source) continue;
      const k = String(d.card);
      if (seen.has(k)) continue;
      seen.add(k);
      opts.push({
        id: `die:${d.id}`,
        label: `Roll ${cardOf(s, d).key === 'npc' ? 'an NPC' : cardOf(s, d).title} from the used pile`,
        payload: { die: d.id },
      });
    }
    return opts.length ? opts : null;
  },
  choose(ctx, _st, _e, answer) {
    const d = ctx.state.dice[answer.die as number] as DieState;
    rollDie(ctx, d);
    moveDie(ctx.state, d, 'reserve');
    d.usedThisTurn = false;
    ctx.emit('rolled-from-used', { die: d.id, name: dieName(ctx.state, d) });
  },
};
