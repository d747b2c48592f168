// Power "multi-activation" (ddm-battle-rules-2011, "Rounds and Turns"; guidelines "Round Sequence": more than one turn each round).
import { multiActivationPowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const multiActivation: PowerModule<'multi-activation'> = {
  kind: 'multi-activation',
  section: 'ddm-battle-rules-2011, "Rounds and Turns"; guidelines "Round Sequence"',
  schema: multiActivationPowerSchema,
  text: (p) => `Multi-Activation ${p.times}: takes up to ${p.times} turns each round`,
  answers: (p) => ({ turnsPerRound: p.times }),
};
