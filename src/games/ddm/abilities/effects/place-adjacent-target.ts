// Effect "place-adjacent-target" (Diving Overrun: "Use after this creature makes a charge attack: Place
// this creature in any space adjacent to target of that charge"): ddm-battle-rules-2011, "PLACE" — the
// creature is put in a new legal position ("Forced-Movement Effects", Legal Position) adjacent to the
// target of the attack that triggered the power (the record's), its player's choice among them (its
// own space not offered: staying is declining). No path: no opportunity attacks, only the terrain of
// the space it ends in (rules/terrain-effects.ts placeAt). Not offered when the target has left the map
// or no such space is free.
import { geo, spaceOf } from '../../geo.js';
import { adjacentPositions } from '../../geometry/index.js';
import { crt, onMap } from '../../rules/common.js';
import { placeAt } from '../../rules/terrain-effects.js';
import { askSpace, chosenPos } from '../../rules/space-choice.js';
import { handler, step } from '../../steps.js';
import type { CreatureState, DdmState, Pos } from '../../state.js';
import type { PowerEffectModule } from '../language.js';

/** The legal spaces for `c` adjacent to `t` (not its own). */
export function placesBeside(s: DdmState, c: CreatureState, t: CreatureState | undefined): Pos[] {
  if (!onMap(c) || !t || !onMap(t)) return [];
  const g = geo(s);
  const self = String(c.id);
  const here = c.pos;
  return adjacentPositions(
    g.board,
    c.size,
    spaceOf(t),
    g.bodies.filter((b) => b.id !== self),
    { selfId: self },
  )
    .filter((p) => !(here && p.x === here.x && p.y === here.y))
    .map((p) => ({ x: p.x, y: p.y }));
}

export const placeAdjacentTarget: PowerEffectModule<'place-adjacent-target'> = {
  kind: 'place-adjacent-target',
  text: () => 'place this creature in any space adjacent to the target of that attack',
  possible: ({ ctx, subject, rec }) => !!rec && placesBeside(ctx.state, subject, ctx.state.creatures[rec.target]).length > 0,
  resolve({ ctx, subject, rec }) {
    if (rec) ctx.push(step('place-adjacent-target', { creature: subject.id, target: rec.target }));
  },
};

/** Its player picks the space; the creature is placed there. */
export const placeAdjacentTargetStep = handler<'place-adjacent-target'>({
  run(ctx, st) {
    const c = crt(ctx.state, st.creature);
    const at = placesBeside(ctx.state, c, ctx.state.creatures[st.target]);
    if (at.length === 0) return;
    return askSpace(ctx, c, `${c.label}: place where?`, at);
  },
  choose(ctx, st, option) {
    placeAt(ctx, crt(ctx.state, st.creature), chosenPos(option), 'place');
  },
});
