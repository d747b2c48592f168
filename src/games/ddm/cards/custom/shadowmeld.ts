// Custom power "shadowmeld" (ddm-battle-rules-2011, "USE A POWER": a minor action; "Line of Sight",
// Invisible: no line of sight can be traced to an invisible creature, here only by enemies not
// adjacent to it; "Start of Turn Phase" and "Rechargeable Powers": its one use comes back at the start
// of its turn, only if spent, while it occupies a victory area ("Victory Areas")). While beside a wall
// (a wall touching a side or corner of its space, as Wall Walker reads it), the creature steps into
// the shadows: until it makes an attack, only adjacent creatures can see it (blindsight still does,
// "Blindsight"). The state is a per-creature mark the sight rule reads through the `sight` query.
import { hasMark, markKey } from '../../abilities/queries.js';
import type { DdmCtx } from '../../ctx.js';
import { geo, overlapsSet, spaceOf, victoryRegions } from '../../geo.js';
import { borderedByWall } from '../../geometry/index.js';
import { onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';
import type { CustomPower } from './module.js';

const ID = 'shadowmeld';

const besideWall = (ctx: DdmCtx, c: CreatureState): boolean => onMap(c) && borderedByWall(geo(ctx.state).board, spaceOf(c));

/** "Victory Areas": whether any square of its space is in a victory area (of either side or shared). */
const inVictoryArea = (s: DdmState, c: CreatureState): boolean =>
  onMap(c) && (['A', 'B', 'AB'] as const).some((k) => victoryRegions(s.map, k).some((r) => overlapsSet(r, spaceOf(c))));

export const shadowmeld: CustomPower = {
  id: ID,
  section: 'ddm-battle-rules-2011, "USE A POWER", "Line of Sight" (Invisible), "Start of Turn Phase", "Rechargeable Powers", "Victory Areas"',
  text: 'only while adjacent to a wall: this creature is invisible to enemies not adjacent to it until it makes an attack; it regains this use at the start of its turn while it occupies a victory area',
  action: {
    slot: 'minor',
    uses: 1,
    possible: (ctx, c) => besideWall(ctx, c) && !hasMark(ctx.state, c, ID),
    start(ctx, c) {
      ctx.counters.spend(markKey(c, ID));
      return null;
    },
  },
  answers: { sight: { unseenFromAfarWhile: [ID] } },
  // "until this creature makes an attack", its own turn's start: only its own attacks and turns are announced to it.
  scope: 'self',
  on: {
    AttackDeclared({ ctx, subject }, p) {
      // "until this creature makes an attack": declaring one ends it, before targets are chosen.
      if (p.attacker === subject.id && hasMark(ctx.state, subject, ID)) ctx.counters.restore(markKey(subject, ID));
    },
    StartOfTurn({ ctx, subject, name }, p) {
      // Its use is counted under its printed name ("Limited Use Powers", rules/common.ts `spendUse`).
      const key = `${subject.id}:${name}`;
      if (p.creature !== subject.id || ctx.counters.spentCount(key) === 0 || !inVictoryArea(ctx.state, subject)) return;
      ctx.counters.restore(key);
      ctx.emit('recharge', { creature: subject.id, label: subject.label, attack: name });
    },
  },
};
