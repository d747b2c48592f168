// The step of the action-power effect "swap-adjacent" (cards/schema.ts): "Switch positions with that
// creature" (Combat Trickery: "Minor action, use when adjacent to a Medium or smaller creature of level
// 6 or lower") — ddm-battle-rules-2011, "PLACE" (a creature put in a new position: no path, no
// opportunity attacks; only the terrain of the space it ends in, rules/terrain-effects.ts enterTerrain).
// The two creatures trade spaces; both fill one square (Medium or smaller, as the wording limits the
// other and a one-square creature uses it), neither in a mount's space. Any creature, enemy or ally (the
// power says "creature"), of that size and level or less; its player picks when several qualify.
import { SIZES, type Size } from '../cards/schema.js';
import { geo, isAdjacent } from '../geo.js';
import { cardOf, onMap } from '../rules/common.js';
import { isMounted } from '../rules/mount-links.js';
import { enterTerrain } from '../rules/terrain-effects.js';
import { handler } from '../steps.js';
import type { CreatureState } from '../state.js';
import type { DdmCtx } from '../ctx.js';

/** The creatures adjacent to `c` it may switch positions with: one square, at most `maxSize` and level `maxLevel`, not mounted. */
export function swappable(ctx: DdmCtx, c: CreatureState, maxSize: Size, maxLevel: number): CreatureState[] {
  const s = ctx.state;
  if (!onMap(c) || c.size !== 1 || isMounted(s, c)) return [];
  const g = geo(s);
  return s.creatures.filter((o) => {
    if (o.id === c.id || !onMap(o) || o.hp <= 0 || o.size !== 1 || isMounted(s, o) || !isAdjacent(g, c, o)) return false;
    const card = cardOf(s, o);
    return SIZES.indexOf(card.size) <= SIZES.indexOf(maxSize) && card.level <= maxLevel;
  });
}

function swap(ctx: DdmCtx, c: CreatureState, o: CreatureState): void {
  const a = c.pos;
  const b = o.pos;
  if (!a || !b) return;
  c.pos = { x: b.x, y: b.y };
  c.lastLegal = c.pos;
  o.pos = { x: a.x, y: a.y };
  o.lastLegal = o.pos;
  ctx.emit('swapped', { creature: c.id, label: c.label, other: o.id, otherLabel: o.label });
  enterTerrain(ctx, c, a, 'place', -1);
  enterTerrain(ctx, o, b, 'place', -1);
}

/** The step `swap-adjacent`: asks which qualifying creature (when several), then the two switch positions. */
export const swapAdjacentStep = handler<'swap-adjacent'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    const list = swappable(ctx, c, st.maxSize, st.maxLevel);
    const only = list[0];
    if (list.length === 1 && only) return void swap(ctx, c, only);
    if (list.length === 0) return;
    const who = s.turn?.creature === c.id ? s.turn.controller : c.owner;
    return ctx.ask(
      who,
      'choose-target',
      `${c.label}: switch positions with which creature?`,
      list.map((o) => ({ id: String(o.id), label: o.label })),
    );
  },
  choose(ctx, st, option) {
    const c = ctx.state.creatures[st.creature] as CreatureState;
    const o = ctx.state.creatures[Number(option.id)];
    if (o && swappable(ctx, c, st.maxSize, st.maxLevel).includes(o)) swap(ctx, c, o);
  },
});
