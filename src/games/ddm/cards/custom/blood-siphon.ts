// Custom power "blood-siphon" (Blood of Vol Divinity Seeker: +4 Attack and +10 Damage with melee attacks
// on its own turn against a living target that was adjacent to it when it activated) — ddm-battle-rules-
// 2011, "Bonuses and Penalties" (a permissive card), "Living Creatures" (no Construct, Object or Undead
// keyword), "Start of Turn Phase" (a creature activates when its turn starts). At the start of its turn
// (StartOfTurn, its own) it notes the creatures adjacent to it then (per-turn keys, gone with the turn);
// its melee attacks that turn have the bonus against a noted living target, wherever it stands now.
import { Tier } from '../../../../core/index.js';
import { geo, isAdjacent } from '../../geo.js';
import { onMap } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { owner, type CustomPower } from './module.js';

const ID = 'blood-siphon';
const NOT_LIVING = ['Construct', 'Object', 'Undead'];
const ATTACK = 4;
const DAMAGE = 10;

const key = (me: number, target: number): string => `${me}:${ID}:${target}`;

/** Whether `me`'s melee attack on `target` now, on `me`'s turn, gets the bonus. */
function siphons(s: DdmState, me: number, target: number, melee: boolean): boolean {
  if (!melee || s.turn?.creature !== me) return false;
  const t = s.creatures[target];
  if (!t || (s.cards[t.card]?.keywords ?? []).some((k) => NOT_LIVING.includes(k))) return false;
  return (s.core.counters.turnUsed[key(me, target)] ?? 0) > 0;
}

export const bloodSiphon: CustomPower = {
  id: ID,
  section: 'ddm-battle-rules-2011, "Bonuses and Penalties", "Living Creatures", "Start of Turn Phase"',
  text: `+${ATTACK} Attack and +${DAMAGE} Damage with melee attacks on its turn against a living target that was adjacent to it when it activated`,
  handler: {
    queries: {
      attackBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (a.attacker === owner(e.params) && siphons(s, a.attacker, a.target, a.melee) ? v + ATTACK : v),
      },
      damageBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (a.attacker === owner(e.params) && siphons(s, a.attacker, a.target, a.melee) ? v + DAMAGE : v),
      },
    },
  },
  // Only its own turn's start is announced to it.
  scope: 'self',
  on: {
    StartOfTurn({ ctx, subject }, p) {
      if (p.creature !== subject.id || !onMap(subject)) return;
      const g = geo(ctx.state);
      for (const o of ctx.state.creatures)
        if (o.id !== subject.id && onMap(o) && isAdjacent(g, subject, o)) ctx.counters.markUsedThisTurn(key(subject.id, o.id));
    },
  },
};
