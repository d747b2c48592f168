// Attack effect "shift-attacker": "AND this creature shifts N squares" — the attacking creature shifts
// up to N squares (ddm-battle-rules-2011, "SHIFT": it provokes no opportunity attacks; "Difficult
// Terrain": a shift of several squares may enter difficult terrain). Read like the forced movements
// (push N moves up to N): it may stay. It is put at the damage step's mark, so it comes after the
// hit's other steps (a push printed before it is resolved first), and it happens even when the hit
// destroyed the target.
import { shiftAttackerEffectSchema } from '../../cards/schema.js';
import { step } from '../../steps.js';
import { atMark, type AttackEffectModule } from './module.js';

export const shiftAttacker: AttackEffectModule<'shift-attacker'> = {
  kind: 'shift-attacker',
  section: 'ddm-battle-rules-2011, "Move Actions", SHIFT',
  schema: shiftAttackerEffectSchema,
  text: (e) => `this creature shifts ${e.squares} square${e.squares === 1 ? '' : 's'}`,
  withoutTarget: () => true,
  apply(x, e) {
    atMark(x, step('move', { creature: x.attacker.id, mode: 'shift', factor: 1, squares: e.squares, stay: true }));
  },
};
