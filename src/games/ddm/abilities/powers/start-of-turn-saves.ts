// Power "start-of-turn-saves" (ddm-battle-rules-2011, "Start of Turn Phase" 1: a start of turn saving throw power saves first).
import { startOfTurnSavesPowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const startOfTurnSaves: PowerModule<'start-of-turn-saves'> = {
  kind: 'start-of-turn-saves',
  section: 'ddm-battle-rules-2011, "Start of Turn Phase" 1',
  schema: startOfTurnSavesPowerSchema,
  text: (p) => `${p.name}: makes its saving throws at the start of its turn${p.alsoAtEnd ? ' and again at the end' : ' instead of at the end'}.`,
  answers: (p) => ({ saveTiming: p.alsoAtEnd ? 'both' : 'start' }),
};
