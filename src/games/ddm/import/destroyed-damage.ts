// Damage to every adjacent creature when this creature is destroyed, with no attack roll (Death Burst,
// Last Laugh, Vesuvian Burst): "Each adjacent enemy and ally takes N [TYPE] damage when this creature
// is destroyed", "When this creature is destroyed, each adjacent enemy and ally takes N damage" (both
// automatic: a statement, not "use"), "Use when this creature is destroyed: Each adjacent creature
// takes N damage" (activated) and "Immediate action, whenever destroyed: Each adjacent ally and each
// adjacent enemy takes N TYPE damage" (activated, an immediate action) — trigger `self-destroyed` (used
// while the creature is still in play, as Death Strike) × effect `damage-adjacent`
// (ddm-battle-rules-2011, "'Destroyed by' Triggers", "Activated Powers", "Automatic Powers", "Damage").
// Conditions on the adjacent creatures (Death Flash's Dazed, with no duration printed) are not read.
import { DAMAGE_TYPES, type DamageType, type PowerInput } from '../cards/schema.js';

const WHO = String.raw`each adjacent (?:creature|enemy and ally|ally and enemy|enemy and each adjacent ally|ally and each adjacent enemy)`;
const TAKES = String.raw`takes (\d+) (?:([a-z]+) )?damage`;
const AFTER = new RegExp(String.raw`^${WHO} ${TAKES} when this creature is destroyed$`, 'i');
const BEFORE = new RegExp(String.raw`^when this creature is destroyed, ${WHO} ${TAKES}$`, 'i');
const USE = new RegExp(String.raw`^(immediate(?: action)?,\s*)?(use when|whenever|when) (?:this creature is )?destroyed\s*[:;,]\s*${WHO} ${TAKES}$`, 'i');

export function readDestroyedDamage(body: string, name: string, limit: number | undefined): PowerInput | null {
  const plain = AFTER.exec(body) ?? BEFORE.exec(body);
  const used = plain ? null : USE.exec(body);
  const amount = Number(plain ? plain[1] : used?.[3]);
  const word = (plain ? plain[2] : used?.[4])?.toLowerCase();
  if ((!plain && !used) || amount % 5 !== 0) return null;
  const type: DamageType | undefined = word === undefined ? 'untyped' : DAMAGE_TYPES.find((t) => t === word);
  if (!type) return null;
  const immediate = used?.[1] !== undefined;
  const activated = immediate || /^use/i.test(used?.[2] ?? '');
  return {
    kind: 'triggered',
    name,
    trigger: 'self-destroyed',
    activated,
    action: immediate ? 'immediate' : 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'damage-adjacent', amount, type },
  };
}
