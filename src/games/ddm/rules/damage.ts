// Implements ddm-battle-rules-2011, "Applying Damage", "Resistance and Vulnerability", "IMMUNE DAMAGE",
// "RESIST X DAMAGE", "VULNERABLE X DAMAGE", "INSUBSTANTIAL", "WEAKENED" and the round-down rules of
// "Applying Damage" and "Hit Points"; the order follows ddm-rules-guidelines-2008 "D. Damage Sequence"
// (D1 critical, D2 bonus, D3 resist, D4 vulnerable) where the 2011 text is silent.
import type { DamagePart, DamageType } from '../cards/schema.js';
import { NO_DAMAGE_TRAITS, type DamageTraits } from '../abilities/queries.js';

/** "Round Down" (Applying Damage): halve, round down to a multiple of 5, but never below 5 damage. */
export function halveDamage(amount: number): number {
  if (amount <= 0) return 0;
  return Math.max(5, Math.floor(amount / 2 / 5) * 5);
}

/** "Round Down" (Hit Points): halve hit points rounding down to a multiple of 5 (no minimum). */
export function halveHitPoints(hp: number): number {
  return Math.floor(hp / 2 / 5) * 5;
}

/** What the target's powers change in the damage it takes (the query `damageTraits`, abilities/queries.ts). */
export type Defences = DamageTraits;

export const NO_DEFENCES: Defences = NO_DAMAGE_TRAITS;

export interface DamageInput {
  /** The attack's base damage by type (empty: the attack has no base damage). */
  readonly base: readonly DamagePart[];
  readonly critical: boolean;
  /** How many times a critical hit counts the base damage ("Applying Damage", Critical Hits: double, 2, unless a card says more). */
  readonly criticalMultiplier?: number;
  /** Sum of bonus and penalty damage that applies to this hit. */
  readonly bonus: number;
  /** Which type of a mixed-type attack takes the bonus (the attacker's choice); defaults to the first part. */
  readonly bonusType?: DamageType;
  /** Bonus damage of a type ("+5 radiant damage"): added as that type after the critical doubling, only if there is base damage. */
  readonly typedBonus?: readonly DamagePart[];
  /** The attacker is Weakened. */
  readonly weakened: boolean;
  /** Damage from an attack (Insubstantial and Weakened only concern attacks). */
  readonly fromAttack: boolean;
  readonly target: Defences;
}

export interface DamageResult {
  readonly total: number;
  /** Damage by type after every step, for "takes fire damage" triggers and narration. */
  readonly byType: Readonly<Partial<Record<DamageType, number>>>;
  /** The resist the owner applied, if any. */
  readonly resistUsed: { readonly amount: number; readonly type: DamageType | 'all' } | null;
  readonly vulnerableUsed: { readonly amount: number; readonly type: DamageType | 'all' } | null;
}

function add(m: Map<DamageType, number>, t: DamageType, n: number): void {
  m.set(t, (m.get(t) ?? 0) + n);
}

/**
 * The damage a creature takes from one hit (or one non-attack source).
 * Order: critical doubles base per type → bonus/penalty added, typed bonus damage as its type (only if there is base damage) →
 * Weakened halves each type → Immune → one Resist (the owner's best choice) → the highest Vulnerable
 * if damage of that type remains → Insubstantial halves attack damage except on critical hits.
 */
export function computeDamage(input: DamageInput): DamageResult {
  const byType = new Map<DamageType, number>();
  for (const p of input.base) add(byType, p.type, input.critical ? p.amount * (input.criticalMultiplier ?? 2) : p.amount);
  if (byType.size > 0 && input.bonus !== 0) {
    const first = input.base[0] as DamagePart;
    const t = input.bonusType && byType.has(input.bonusType) ? input.bonusType : first.type;
    byType.set(t, Math.max(0, (byType.get(t) ?? 0) + input.bonus));
  }
  if (byType.size > 0) for (const p of input.typedBonus ?? []) add(byType, p.type, p.amount);
  if (input.weakened && input.fromAttack) for (const [t, n] of byType) byType.set(t, halveDamage(n));
  const d = input.target;
  for (const t of d.immune) if (t !== 'untyped') byType.delete(t);
  // Resist: only one applies; the owner picks, and the best for the owner prevents the most damage.
  let resistUsed: DamageResult['resistUsed'] = null;
  let bestPrevented = 0;
  for (const r of d.resist) {
    const prevented = r.type === 'all' ? Math.min(r.amount, sum(byType)) : Math.min(r.amount, byType.get(r.type) ?? 0);
    if (prevented > bestPrevented) {
      bestPrevented = prevented;
      resistUsed = r;
    }
  }
  if (resistUsed) {
    if (resistUsed.type === 'all') {
      let left = resistUsed.amount;
      for (const [t, n] of byType) {
        const cut = Math.min(left, n);
        byType.set(t, n - cut);
        left -= cut;
      }
    } else {
      const t = resistUsed.type;
      byType.set(t, Math.max(0, (byType.get(t) ?? 0) - resistUsed.amount));
    }
  }
  // Vulnerable: only the highest applicable X, and only if damage of that type remains.
  let vulnerableUsed: DamageResult['vulnerableUsed'] = null;
  for (const v of d.vulnerable) {
    const remains = v.type === 'all' ? sum(byType) > 0 : (byType.get(v.type) ?? 0) > 0;
    if (remains && (!vulnerableUsed || v.amount > vulnerableUsed.amount)) vulnerableUsed = v;
  }
  if (vulnerableUsed) {
    const t: DamageType = vulnerableUsed.type === 'all' ? (firstPositive(byType) ?? 'untyped') : vulnerableUsed.type;
    add(byType, t, vulnerableUsed.amount);
  }
  let total = sum(byType);
  if (d.insubstantial && input.fromAttack && !input.critical && total > 0) total = halveDamage(total);
  const out: Partial<Record<DamageType, number>> = {};
  for (const [t, n] of byType) if (n > 0) out[t] = n;
  return { total, byType: out, resistUsed, vulnerableUsed };
}

function sum(m: Map<DamageType, number>): number {
  let s = 0;
  for (const n of m.values()) s += n;
  return s;
}

function firstPositive(m: Map<DamageType, number>): DamageType | undefined {
  for (const [t, n] of m) if (n > 0) return t;
  return undefined;
}

/** "RESIST X DAMAGE"/"IMMUNE DAMAGE": whether ongoing damage of this type and amount can be gained at all. */
export function canGainOngoing(amount: number, type: DamageType, d: Defences): boolean {
  if (type !== 'untyped' && d.immune.includes(type)) return false;
  return !d.resist.some((r) => (r.type === type || r.type === 'all') && r.amount >= amount);
}
