// Implements ddm-battle-rules-2011, "Set-Up" (Delayed Appearance: the creature starts off the battle
// map, is not in play — takes no turns — but is not destroyed, until a power puts it on the map)
// and "PLACE" (the creature is put in a destination where it could legally end its turn). A
// delayed creature's way in is a start-of-round power such as "place adjacent to a bloodied enemy",
// which it can also use once on the map.
import type { Option } from '../../../core/index.js';
import { geo, spaceOf, type Geo } from '../geo.js';
import { adjacentPositions } from '../geometry/index.js';
import { enemies, isBloodied, onMap } from '../rules/common.js';
import { powerAnswers } from '../abilities/queries.js';
import { handler } from '../steps.js';
import type { CreatureState, DdmState, Pos } from '../state.js';

/** A delayed creature not yet put on the map (and not destroyed). */
export function waitingToAppear(s: DdmState, c: CreatureState): boolean {
  return !c.destroyed && c.pos === null && powerAnswers(s, c).setupPlacement.delayed;
}

/** Legal positions for `c` adjacent to any bloodied enemy (sorted, no duplicates). */
export function placesNearBloodied(g: Geo, c: CreatureState): Pos[] {
  const s = g.s;
  const seen = new Set<number>();
  const out: Pos[] = [];
  const bodies = g.bodies.filter((b) => b.id !== String(c.id));
  for (const e of s.creatures) {
    if (!onMap(e) || e.id === c.id || !enemies(s, c, e) || !isBloodied(e)) continue;
    for (const sp of adjacentPositions(g.board, c.size, spaceOf(e), bodies, { selfId: String(c.id) })) {
      const k = sp.y * 1000 + sp.x;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push({ x: sp.x, y: sp.y });
    }
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** The owner picks where the creature is placed among the legal spaces. */
export const placePower = handler<'place-power'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    if (c.destroyed) return;
    const spots = placesNearBloodied(geo(s), c);
    if (spots.length === 0) return;
    const options: Option[] = spots.map((p) => ({ id: `${p.x},${p.y}`, label: `(${p.x},${p.y})`, payload: { x: p.x, y: p.y } }));
    return ctx.ask(c.owner, 'place', `Place ${c.label} next to a bloodied enemy.`, options);
  },
  choose(ctx, st, option) {
    const c = ctx.state.creatures[st.creature] as CreatureState;
    const [x, y] = option.id.split(',').map(Number);
    const entering = c.pos === null;
    c.pos = { x: x ?? 0, y: y ?? 0 };
    c.lastLegal = c.pos;
    ctx.emit('placed', { creature: c.id, label: c.label, x: x ?? 0, y: y ?? 0, how: entering ? 'enters play' : 'place' });
  },
});

export const APPEARANCE_STEPS = { 'place-power': placePower };
