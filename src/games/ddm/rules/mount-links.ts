// Who rides whom — ddm-battle-rules-2011, "MOUNT" (Mounting: the rider "is removed from the battle
// map, but it is still considered in play and is considered to occupy the same space as its mount.
// Both it and the mount gain the Mounted keyword"). The link is a core effect (plain data in
// state.core.effects, handler `mounted`, params { creature: rider, mount }), so no field is added
// to the creature records and the rider's "current speed of 0" is an ordinary query modifier
// (powers/mount-effects.ts). This file only reads links: it imports nothing but types, so the
// geometry view (geo.ts), squeezing and the movement rules can all ask it without import cycles.
import type { EffectInstance } from '../../../core/index.js';
import type { CreatureState, DdmState } from '../state.js';

export const MOUNTED = 'mounted';

const num = (e: EffectInstance, k: string): number => (typeof e.params[k] === 'number' ? (e.params[k] as number) : -1);

/** True when some rider is mounted right now (the usual answer, false, costs one scan of the effects). */
export function anyMounted(s: DdmState): boolean {
  const es = s.core.effects;
  for (let i = 0; i < es.length; i++) if ((es[i] as EffectInstance).handler === MOUNTED) return true;
  return false;
}

/** The link effect of a rider (null: not a rider). */
export function linkOf(s: DdmState, rider: CreatureState): EffectInstance | null {
  for (const e of s.core.effects) if (e.handler === MOUNTED && num(e, 'creature') === rider.id) return e;
  return null;
}

/** The creature this one rides (null: it is not a rider). */
export function mountOf(s: DdmState, rider: CreatureState): CreatureState | null {
  const e = linkOf(s, rider);
  return e ? (s.creatures[num(e, 'mount')] ?? null) : null;
}

/** The riders a mount carries now. */
export function ridersOf(s: DdmState, mount: CreatureState): CreatureState[] {
  const out: CreatureState[] = [];
  for (const e of s.core.effects) {
    if (e.handler !== MOUNTED || num(e, 'mount') !== mount.id) continue;
    const r = s.creatures[num(e, 'creature')];
    if (r) out.push(r);
  }
  return out;
}

/** Rider id → mount id for every link (one scan; geo.ts gives a rider its mount's body). */
export function mountLinks(s: DdmState): Map<number, number> {
  const out = new Map<number, number>();
  for (const e of s.core.effects) if (e.handler === MOUNTED) out.set(num(e, 'creature'), num(e, 'mount'));
  return out;
}

/** "MOUNT": a rider and its mount (or two riders of one mount) occupy the same space by right. */
export function shareSpace(s: DdmState, a: CreatureState, b: CreatureState): boolean {
  if (!anyMounted(s)) return false;
  const ma = mountOf(s, a);
  const mb = mountOf(s, b);
  return (ma !== null && (ma.id === b.id || (mb !== null && ma.id === mb.id))) || (mb !== null && mb.id === a.id);
}

/**
 * The Mounted keyword: printed on the card (a single figure of a creature on its mount), or gained
 * by mounting — "Both it and the mount gain the Mounted keyword" — and lost on dismounting.
 */
export function isMounted(s: DdmState, c: CreatureState): boolean {
  if (s.cards[c.card]?.keywords.includes('Mounted')) return true;
  return linkOf(s, c) !== null || ridersOf(s, c).length > 0;
}

/**
 * The rider follows its mount: same space (position and size), whenever the mount's position
 * changes (movement, forced movement, placement, squeezing). Returns the riders moved.
 */
export function carryRiders(s: DdmState, mount: CreatureState): CreatureState[] {
  if (!anyMounted(s)) return [];
  const rs = ridersOf(s, mount);
  for (const r of rs) {
    if (r.destroyed) continue;
    r.pos = mount.pos;
    r.size = mount.size;
    r.lastLegal = mount.pos;
  }
  return rs;
}
