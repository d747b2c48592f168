// Power "charger" (ddm-battle-rules-2011, "Mounts and Riders": a Charger mount lets its rider attack the target of its charge).
import { chargerPowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const charger: PowerModule<'charger'> = {
  kind: 'charger',
  section: 'ddm-battle-rules-2011, "Mounts and Riders"',
  schema: chargerPowerSchema,
  text: (p) =>
    `${p.name}: When this creature has resolved a charge, its rider may make a melee basic attack against the target of the charge${p.damage ? ` with +${p.damage} Damage` : ''} as a free action.`,
  answers: (p) => ({ charger: p }),
};
