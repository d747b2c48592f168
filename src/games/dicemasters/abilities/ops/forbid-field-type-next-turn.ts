// Implements: dice-masters-battle-for-faerun — "FIELD CHARACTERS", "ENERGY AND COSTS" (the four energy
// types) and "FUNDAMENTAL RULES" ("can't" beats "can"): the user names an energy type; during their
// opponent's next turn the opponent cannot field characters of that type. A core effect that names the
// turn it applies on (this op's answer to the `mayField` query reads it: abilities/field-restrictions.ts); effects of turns gone by are dropped
// when a new one is made.
import { z } from 'zod';
import { ENERGY_TYPES } from '../../types.js';
import { opponent } from '../../rules/dice.js';
import { FIELD_FORBIDDEN, forbidden, namedEnergyFieldBan } from '../field-restrictions.js';
import type { EffectOpModule } from './op.js';

export const forbidFieldTypeNextTurn: EffectOpModule<'forbid-field-type-next-turn'> = {
  op: 'forbid-field-type-next-turn',
  section: 'FIELD CHARACTERS',
  params: z.object({}).strict(),
  classes: [],
  text: () => 'Name an energy type: your opponent cannot field characters of that type during their next turn.',
  usable: () => true,
  run() {
    return ENERGY_TYPES.map((t) => ({ id: `energy:${t}`, label: `Name ${t}: your opponent cannot field ${t} characters next turn`, payload: { energy: t } }));
  },
  choose(ctx, st, _e, answer) {
    const energy = answer.energy;
    if (!energy) return;
    const s = ctx.state;
    ctx.removeEffects((e) => (forbidden(e)?.turn ?? s.turn) < s.turn);
    ctx.addEffect({
      name: `${FIELD_FORBIDDEN}#${s.core.nextEffectId}`,
      handler: FIELD_FORBIDDEN,
      owner: st.player,
      params: { player: opponent(st.player), energy, turn: s.turn + 1 },
      duration: 'named-turn',
    });
    ctx.emit('status', { die: st.source, status: `names ${energy}: the opponent cannot field ${energy} characters next turn` });
  },
  queries: { mayField: namedEnergyFieldBan },
};
