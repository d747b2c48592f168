// Effect "ward-roll": as an attack against this creature is declared, it rolls a d20 — on `miss` or
// more that attack misses (no die rolled for it: the record's `declaredMiss`, as declared-attack-misses),
// on a natural 20 the attacker is also `onTwenty` (save ends) (Arcane Ward: "Use before an Arcane enemy
// makes an attack against this creature: Roll 1d20. On 15-19, that attack is a miss. On 20, that attack
// is a miss and that enemy is Stunned (save ends).") — ddm-battle-rules-2011, "Making an Attack",
// "Conditions" (save ends), the card breaking the attack roll.
import { onMap } from '../../rules/common.js';
import { imposeCondition } from '../attack-effects/condition.js';
import type { PowerEffectModule } from '../language.js';

export const wardRoll: PowerEffectModule<'ward-roll'> = {
  kind: 'ward-roll',
  text: (e) => `roll a d20: on ${e.miss}-19 that attack misses; on 20 it misses and the attacker is ${e.onTwenty} (save ends)`,
  possible: ({ rec }) => !!rec && rec.rolls.length === 0 && rec.declaredMiss !== true,
  resolve({ ctx, subject, rec }, e, use) {
    if (!rec) return;
    const r = ctx.rng.d20();
    ctx.emit('ward-roll', { creature: subject.id, label: subject.label, roll: r });
    if (r < e.miss) return;
    rec.declaredMiss = true;
    const attacker = ctx.state.creatures[rec.attacker];
    if (r === 20 && attacker && onMap(attacker)) imposeCondition(ctx, subject, attacker, e.onTwenty, use.name, 'save-ends');
  },
};
