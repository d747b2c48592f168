// Effect "place-near-ally" (Conjuration N: "Use at end of round; Place this creature within 6 squares
// of an Arcane ally of level N or greater"; Divine Summons N, the same with a Divine ally):
// ddm-battle-rules-2011, "PLACE" — the creature is put in a new position, where it could legally end
// its turn ("Forced-Movement Effects", Legal Position), that the card designates: a space within
// `within` squares (counted distance, "Counting Distance") of another creature of its side on the map
// with the keyword `keyword` and, when printed, of level `level` or higher. No path: no opportunity
// attacks, only the terrain of the space it ends in (rules/terrain-effects.ts enterTerrain). Its player
// picks the space; with no such ally on the map, or no legal space near one, the power is not offered
// (our reading: the rulebook's "nearest legal position" is for a creature already being put into play).
// A Delayed Appearance creature ("Set-Up": off the map, not in play, not destroyed) enters play this way
// (`entersPlay`), as the rulebook's delayed creatures do by a power that puts them on the map. Bones
// ("Use at start of round; place this creature in your start area or in a space adjacent to a non-Good
// Arcane or Divine ally"): any of several keywords (`or`), non-Good allies only (`nonGood`), and the
// start area's positions too (`orStartArea`, "Set-Up": where it would have been set up).
import type { PowerEffect } from '../../cards/schema.js';
import { geo, spaceOf, startPositions } from '../../geo.js';
import { legalPositions, spaceDistance } from '../../geometry/index.js';
import { cardOf, crt, enemies, onMap } from '../../rules/common.js';
import { enterTerrain } from '../../rules/terrain-effects.js';
import { askSpace, chosenPos } from '../../rules/space-choice.js';
import { waitingToAppear } from '../../powers/appearance.js';
import { handler, step } from '../../steps.js';
import type { Space } from '../../geometry/index.js';
import type { CreatureState, DdmState, Pos } from '../../state.js';
import type { PowerEffectModule } from '../language.js';

type Place = Extract<PowerEffect, { kind: 'place-near-ally' }>;

/** Where the power may put its creature: near which allies, or in its start area too. */
export interface PlaceWhere {
  readonly within: number;
  /** An ally with any one of these keywords. */
  readonly keywords: readonly string[];
  readonly level: number;
  readonly nonGood?: boolean | undefined;
  readonly startArea?: boolean | undefined;
}

/** The legal spaces for `c` within `within` squares of an ally with one of the keywords, of level `level` or more (its own space excluded), and its start area's with `startArea`. */
export function placesNearAlly(s: DdmState, c: CreatureState, w: PlaceWhere): Pos[] {
  if (!onMap(c) && !waitingToAppear(s, c)) return [];
  const g = geo(s);
  const anchors = s.creatures.filter((o) => {
    if (o.id === c.id || !onMap(o) || enemies(s, c, o)) return false;
    const card = cardOf(s, o);
    return card.keywords.some((k) => w.keywords.includes(k)) && card.level >= w.level && !(w.nonGood && card.alignment === 'Good');
  });
  const here = c.pos;
  const self = String(c.id);
  const bodies = g.bodies.filter((b) => b.id !== self);
  const near = (sp: Space): boolean => !(here && sp.x === here.x && sp.y === here.y) && anchors.some((o) => spaceDistance(g.board, sp, spaceOf(o)) <= w.within);
  const out = anchors.length === 0 ? [] : legalPositions(g.board, c.size, bodies, { selfId: self, filter: near }).map((p) => ({ x: p.x, y: p.y }));
  if (!w.startArea) return out;
  // "Set-Up": the start area's legal positions (the nearest ones when it is full), as where it would have been set up.
  const seen = new Set(out.map((p) => `${p.x},${p.y}`));
  for (const p of startPositions(g, c, (s.side[c.owner] ?? 'A') as 'A' | 'B'))
    if (!seen.has(`${p.x},${p.y}`) && !(here && p.x === here.x && p.y === here.y)) out.push(p);
  return out;
}

const whereOf = (e: Place): PlaceWhere => ({
  within: e.within,
  keywords: [e.keyword, ...(e.or ?? [])],
  level: e.level ?? 0,
  nonGood: e.nonGood,
  startArea: e.orStartArea,
});
const spaces = (s: DdmState, c: CreatureState, e: Place): Pos[] => placesNearAlly(s, c, whereOf(e));

export const placeNearAlly: PowerEffectModule<'place-near-ally'> = {
  kind: 'place-near-ally',
  text: (e) =>
    `place this creature ${e.orStartArea ? 'in its start area or ' : ''}within ${e.within} squares of a ${e.nonGood ? 'non-Good ' : ''}${[e.keyword, ...(e.or ?? [])].join(' or ')} ally${e.level ? ` of level ${e.level} or higher` : ''}`,
  entersPlay: true,
  possible: ({ ctx, subject }, e) => spaces(ctx.state, subject, e).length > 0,
  resolve: ({ ctx, subject }, e) =>
    ctx.push(
      step('place-near-ally', {
        creature: subject.id,
        within: e.within,
        keyword: [e.keyword, ...(e.or ?? [])].join('|'),
        level: e.level ?? 0,
        ...(e.nonGood ? { nonGood: true } : {}),
        ...(e.orStartArea ? { startArea: true } : {}),
      }),
    ),
};

/** Its player picks the space; the creature is placed there. */
export const placeNearAllyStep = handler<'place-near-ally'>({
  run(ctx, st) {
    const c = crt(ctx.state, st.creature);
    const at = placesNearAlly(ctx.state, c, {
      within: st.within,
      keywords: st.keyword.split('|'),
      level: st.level,
      nonGood: st.nonGood,
      startArea: st.startArea,
    });
    if (at.length === 0) return;
    return askSpace(ctx, c, `${c.label}: place where?`, at);
  },
  choose(ctx, st, option) {
    const c = crt(ctx.state, st.creature);
    const { x, y } = chosenPos(option);
    const from = c.pos;
    c.pos = { x, y };
    c.lastLegal = c.pos;
    ctx.emit('placed', { creature: c.id, label: c.label, x, y, how: from === null ? 'enters play' : 'place' });
    enterTerrain(ctx, c, from, 'place', -1);
  },
});
