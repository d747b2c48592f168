// Constrict, Constriction: "Minor action: An adjacent Immobilized enemy takes N damage." (also "Move
// action: …") — the action power (the minor or the move action, "Substitute Actions") × the effect
// damage-one-adjacent with `enemy` (abilities/effects/damage-one-adjacent.ts): one adjacent enemy with
// the condition, its player's pick, takes N damage with no attack roll — ddm-battle-rules-2011,
// "Damage", "Conditions" (the condition named), "Take Actions Phase". Another wording (a size or a
// keyword limit, "target" for "enemy", a damage type): null.
import { CONDITIONS, type PowerInput } from '../cards/schema.js';

const RE = /^([^:]{1,50}):\s*(minor|move) action[:;.]\s*an adjacent (\w+) enemy takes (\d+) damage\.?$/i;

export function readAdjacentEnemyDamage(text: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(text.trim());
  if (!m) return null;
  const word = (m[3] ?? '').toLowerCase();
  const vs = CONDITIONS.find((c) => c.toLowerCase() === word);
  const amount = Number(m[4]);
  if (!vs || amount % 5 !== 0 || amount === 0) return null;
  return {
    kind: 'action',
    name: (m[1] ?? '').trim(),
    action: (m[2] ?? '').toLowerCase() === 'move' ? 'move' : 'minor',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'damage-one-adjacent', amount, type: 'untyped', vs, enemy: true },
  };
}
