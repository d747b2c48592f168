// Effect "declared-attack-misses": the attack being declared against this creature misses (Agile Leap:
// "Use when an enemy declares an opportunity attack against this creature: That opportunity attack
// misses") — ddm-battle-rules-2011, "Making an Attack" (declared, then rolled) and "Attack Roll" broken by
// the card. Used in the TargetsDeclared window (the record exists, no die rolled yet), it marks the
// record (AttackRec `declaredMiss`); rules/attack.ts then rolls no die and resolves the attack as a miss
// — its miss damage and effects, no re-roll of a roll never made.
import type { PowerEffectModule } from '../language.js';

export const declaredAttackMisses: PowerEffectModule<'declared-attack-misses'> = {
  kind: 'declared-attack-misses',
  text: () => 'that attack misses',
  possible: ({ rec }) => !!rec && rec.rolls.length === 0 && rec.declaredMiss !== true,
  resolve({ rec }) {
    if (rec) rec.declaredMiss = true;
  },
};
