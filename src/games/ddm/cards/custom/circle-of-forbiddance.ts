// Custom power "circle-of-forbiddance" (Aramil, Adventurer, both printings) — ddm-battle-rules-2011,
// "USE A POWER" (in place of the attack action), "Movement" (entering a square), "Damage" (not from an
// attack: Immune, Resist and Vulnerable apply; this creature is credited with it — the power-damage step,
// abilities/power-damage.ts), "Counting Squares".
// Used as its attack action, it marks the creature until the end of the round; meanwhile each time an
// enemy enters a square that leaves it within 3 squares of this creature, that enemy takes 15 damage —
// once per turn for each enemy (a per-turn key per enemy). The round's end clears the mark.
import { hasMark, markKey } from '../../abilities/queries.js';
import { spaceDistance } from '../../geometry/index.js';
import { geo, spaceOf } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import { step } from '../../steps.js';
import type { CustomPower } from './module.js';

const ID = 'circle-of-forbiddance';
const RADIUS = 3;
const DAMAGE = 15;

export const circleOfForbiddance: CustomPower = {
  id: ID,
  section: 'ddm-battle-rules-2011, "USE A POWER", "Movement", "Damage", "Counting Squares"',
  text: `in place of its attack action: until end of round, whenever an enemy enters a square within ${RADIUS} squares of this creature, that enemy takes ${DAMAGE} damage (at most once per turn for each enemy)`,
  action: {
    slot: 'attack',
    possible: (ctx, c) => onMap(c) && !hasMark(ctx.state, c, ID),
    start(ctx, c) {
      ctx.counters.spend(markKey(c, ID));
      return null;
    },
  },
  on: {
    EnterSquare({ ctx, subject, name }, p) {
      const s = ctx.state;
      const mover = s.creatures[p.creature];
      if (!mover || !onMap(mover) || !onMap(subject) || !hasMark(s, subject, ID) || !enemies(s, subject, mover)) return;
      if (spaceDistance(geo(s).board, spaceOf(subject), spaceOf(mover)) > RADIUS) return;
      const once = `${subject.id}:${ID}:${mover.id}`;
      if (!ctx.counters.canUseThisTurn(once)) return;
      ctx.counters.markUsedThisTurn(once);
      // The damage step (abilities/power-damage.ts) resolves before the move goes on.
      ctx.push(step('power-damage', { creature: mover.id, amount: DAMAGE, type: 'untyped', by: subject.id, why: name }));
    },
    EndOfRound({ ctx, subject }) {
      if (hasMark(ctx.state, subject, ID)) ctx.counters.restore(markKey(subject, ID));
    },
  },
};
