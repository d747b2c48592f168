// Effect "teleport-self" (Teleport: "Replaces move action: Teleport up to 4 squares"; Ambush Tunnels:
// "Use at start of round, if no enemy has line of sight to this creature: It may Teleport 6, ending
// closer to an enemy"): ddm-battle-rules-2011, "TELEPORT" — the creature is put in a legal position
// within `squares` squares of its space (distance counted normally) that its current position has line
// of sight to; no path, so no opportunity attacks and no terrain crossed, only the terrain of the space
// it ends in ("Forced-Movement Effects"). `closer`: only spaces nearer (counted distance) to at least
// one enemy on the map than its space is now ("ending closer to an enemy", our reading: any one enemy).
// `unseen`: offered only while no enemy on the map has line of sight to it ("Line of Sight").
// Our reading of "IMMOBILIZED" ("can't move on its own"): a creature does not teleport itself by its
// own power while Immobilized.
import type { PowerEffect } from '../../cards/schema.js';
import type { DdmCtx } from '../../ctx.js';
import { dist, geo, others, sees, spaceOf } from '../../geo.js';
import { spaceDistance, teleportDestinations } from '../../geometry/index.js';
import { crt, enemies, onMap } from '../../rules/common.js';
import { placeAt } from '../../rules/terrain-effects.js';
import { askSpace, chosenPos } from '../../rules/space-choice.js';
import { handler, step } from '../../steps.js';
import type { CreatureState, Pos } from '../../state.js';
import type { PowerEffectModule } from '../language.js';

type Teleport = Extract<PowerEffect, { kind: 'teleport-self' }>;

/** The spaces `c` may teleport to: within range and its own line of sight, nearer an enemy when `closer`. */
export function teleportSpaces(ctx: DdmCtx, c: CreatureState, squares: number, closer: boolean): Pos[] {
  const s = ctx.state;
  if (!onMap(c) || c.conds.some((x) => x.kind === 'Immobilized')) return [];
  const g = geo(s);
  const body = g.byId.get(c.id);
  if (!body) return [];
  const from = spaceOf(c);
  const foes = closer ? s.creatures.filter((o) => o.id !== c.id && onMap(o) && enemies(s, c, o)) : [];
  return teleportDestinations(g.board, body, { x: from.x, y: from.y, side: from.side }, others(g, c), squares)
    .filter((p) => !closer || foes.some((o) => spaceDistance(g.board, { x: p.x, y: p.y, side: from.side }, spaceOf(o)) < dist(g, c, o)))
    .map((p) => ({ x: p.x, y: p.y }));
}

/** No enemy on the map can trace line of sight to `c`. */
const unseen = (ctx: DdmCtx, c: CreatureState): boolean => {
  const s = ctx.state;
  const g = geo(s);
  return !s.creatures.some((o) => o.id !== c.id && onMap(o) && enemies(s, c, o) && sees(g, o, c));
};

const start = (c: CreatureState, e: Teleport) => step('teleport-self', { creature: c.id, squares: e.squares, closer: e.closer === true });

const canTeleport = (ctx: DdmCtx, c: CreatureState, e: Teleport): boolean =>
  onMap(c) && (!e.unseen || unseen(ctx, c)) && teleportSpaces(ctx, c, e.squares, e.closer === true).length > 0;

export const teleportSelf: PowerEffectModule<'teleport-self'> = {
  kind: 'teleport-self',
  text: (e) =>
    `${e.unseen ? 'only if no enemy has line of sight to this creature: ' : ''}this creature teleports up to ${e.squares} squares${e.closer ? ', ending closer to an enemy' : ''}`,
  grantsAction: true,
  possible: ({ ctx, subject }, e) => canTeleport(ctx, subject, e),
  resolve: ({ ctx, subject }, e) => ctx.push(start(subject, e)),
  action: {
    possible: (ctx, c, e) => canTeleport(ctx, c, e),
    start: (_ctx, c, e) => start(c, e),
  },
};

/** Its player picks the space among those the teleport reaches; the creature is placed there. */
export const teleportSelfStep = handler<'teleport-self'>({
  run(ctx, st) {
    const c = crt(ctx.state, st.creature);
    const spaces = teleportSpaces(ctx, c, st.squares, st.closer);
    if (spaces.length === 0) return;
    return askSpace(ctx, c, `${c.label}: teleport where?`, spaces);
  },
  choose(ctx, st, option) {
    placeAt(ctx, crt(ctx.state, st.creature), chosenPos(option), 'teleport');
  },
});
