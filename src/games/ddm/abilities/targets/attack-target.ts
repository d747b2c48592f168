// Target "attack-target": the target of the attack the power answers — the creature attacked, hit
// or missed (ddm-battle-rules-2011, "Making an Attack" 4; guidelines "Declare target(s)").
import { attackTargetTargetSchema } from '../../cards/schema.js';
import { creature, type TargetModule } from './module.js';

export const attackTarget: TargetModule<'attack-target'> = {
  kind: 'attack-target',
  schema: attackTargetTargetSchema,
  text: () => "that attack's target",
  who: ({ ctx, rec }) => (rec ? creature(ctx.state, rec.target) : []),
};
