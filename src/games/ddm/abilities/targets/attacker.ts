// Target "attacker": the creature making the attack the power answers (ddm-battle-rules-2011,
// "Making an Attack"; guidelines "Declare target(s)").
import { attackerTargetSchema } from '../../cards/schema.js';
import { creature, type TargetModule } from './module.js';

export const attacker: TargetModule<'attacker'> = {
  kind: 'attacker',
  schema: attackerTargetSchema,
  text: () => 'the attacker',
  who: ({ ctx, other, rec }) => (rec ? creature(ctx.state, rec.attacker) : other ? [other] : []),
};
