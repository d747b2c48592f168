// Power "wandering-monster" (ddm-battle-rules-2011, "Set-Up", WANDERING MONSTER).
import { wanderingMonsterPowerSchema } from '../../cards/schema.js';
import { titleOf, type PowerModule } from './module.js';

export const wanderingMonster: PowerModule<'wandering-monster'> = {
  kind: 'wandering-monster',
  section: 'ddm-battle-rules-2011, "Set-Up", WANDERING MONSTER',
  schema: wanderingMonsterPowerSchema,
  text: (p) => titleOf(p.kind),
  answers: () => ({ setupPlacement: { wandering: true } }),
};
