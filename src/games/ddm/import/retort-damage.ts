// Damage to "that enemy" on an event about this creature, with no attack roll — read into a triggered
// power: a composed trigger × the existing effect `damage-other` (abilities/effects/damage-other.ts: N
// damage of the type to the event's other creature). ddm-battle-rules-2011, "Activated Powers",
// "Automatic Powers" ("Use when" activated, "Whenever" automatic), "Damage".
// - Fiery Riposte, Ice Spikes (Rime Hound): "Use when (Whenever) an [adjacent] enemy misses this
//   creature with a {m} attack: (,) That enemy takes N TYPE damage" — AfterAttack: an enemy's melee
//   attack against this creature that missed (our reading, as Leaf on the Wind's: once the attack is
//   resolved), the enemy adjacent when printed.
// - Grasping Beard: "Whenever an enemy moves out of a square adjacent to this creature, that enemy
//   takes N Damage" — the named trigger `enemy-leaves-adjacent` (LeaveSquare, before it leaves).
// - Aura of Crushing Despair: "While this creature is not Bloodied, whenever an enemy starts its turn
//   adjacent to this creature, that enemy takes N TYPE Damage" — Fire Aura's StartOfTurn composition
//   (import/type-aura.ts) with this creature not bloodied (condition `bloodied`, `not`).
import { DAMAGE_TYPES, type ComposedTrigger, type PowerInput, type Trigger, type TriggerCondition } from '../cards/schema.js';

const TAKES = String.raw`that enemy takes (\d+) (?:([a-z]+) )?damage`;
const MISSES = new RegExp(String.raw`^(use when|whenever) an? (adjacent )?enemy misses this creature with an? (?:\{m\}|melee) attack\s*[:;,]\s*${TAKES}$`, 'i');
const LEAVES = new RegExp(String.raw`^(whenever)() an enemy moves out of a square adjacent to this creature\s*[:;,]\s*${TAKES}$`, 'i');
const DESPAIR = new RegExp(
  String.raw`^while this creature is not bloodied, (whenever)() an enemy (?:starts|begins) its turn adjacent to this creature\s*[:;,]\s*${TAKES}$`,
  'i',
);

const MISSED = (adjacent: boolean): TriggerCondition[] => [
  { kind: 'target-is', who: 'self' },
  { kind: 'actor-is', who: 'enemy' },
  { kind: 'attack-kind', kinds: ['melee'] },
  { kind: 'on-map', of: 'actor' },
  ...(adjacent ? [{ kind: 'adjacent-to-self' as const, of: 'actor' as const }] : []),
  { kind: 'missed' },
];
const STARTS: TriggerCondition[] = [
  { kind: 'actor-is', who: 'enemy' },
  { kind: 'on-map', of: 'actor' },
  { kind: 'on-map', of: 'self' },
  { kind: 'adjacent-to-self', of: 'actor' },
  { kind: 'bloodied', of: 'self', not: true },
];

export function readRetortDamage(body: string, name: string, limit: number | undefined): PowerInput | null {
  const t = body.trim().replace(/\.$/, '');
  let m: RegExpExecArray | null;
  let trigger: Trigger | ComposedTrigger;
  if ((m = MISSES.exec(t))) trigger = { event: 'AfterAttack', conditions: MISSED(!!m[2]) };
  else if ((m = LEAVES.exec(t))) trigger = 'enemy-leaves-adjacent';
  else if ((m = DESPAIR.exec(t))) trigger = { event: 'StartOfTurn', conditions: STARTS };
  else return null;
  // Each shape: (1) use when / whenever, (2) adjacent or empty, (3) the amount, (4) the type.
  const amount = Number(m[3]);
  const word = (m[4] ?? 'untyped').toLowerCase();
  const type = DAMAGE_TYPES.find((d) => d === word);
  if (!type || !(amount > 0) || amount % 5 !== 0) return null;
  return {
    kind: 'triggered',
    name,
    trigger,
    activated: (m[1] ?? '').toLowerCase() === 'use when',
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'damage-other', amount, type },
  };
}
