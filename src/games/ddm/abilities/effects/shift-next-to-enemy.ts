// Effect "shift-next-to-enemy" (Slick Maneuver: "Replaces move action, only while adjacent to an
// enemy: Shift 3 squares, must end adjacent to that enemy"): ddm-battle-rules-2011, "SHIFT" (a shift
// of up to N squares) with the power's own end condition. Offered only while an enemy on the map is
// adjacent to it and such a shift exists; the ends offered are adjacent to one of the enemies adjacent
// when it is used — choosing "that enemy" among several adjacent ones and ending next to it is the same
// set of ends (our reading). With `allyKeyword` (Shifting Swarm: "only while adjacent to a Rat ally;
// shift 3 squares, must end adjacent to that ally") the creatures are its allies with that keyword
// ("Building a Warband": an ally is another creature of its warband) instead of enemies.
import type { CreatureState, DdmState } from '../../state.js';
import { enemies, onMap } from '../../rules/common.js';
import { destinationOptions } from '../../rules/movement.js';
import { geo, isAdjacent } from '../../geo.js';
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';

/** The creatures on the map adjacent to `c` it must end beside, by id: its enemies, or its allies with `allyKeyword`. */
function adjacentIds(s: DdmState, c: CreatureState, allyKeyword: string | undefined): number[] {
  const g = geo(s);
  const fits = (o: CreatureState): boolean =>
    allyKeyword === undefined
      ? enemies(s, c, o)
      : !enemies(s, c, o) && (s.cards[o.card]?.keywords.some((k) => k.toLowerCase() === allyKeyword.toLowerCase()) ?? false);
  return s.creatures.filter((o) => o.id !== c.id && onMap(o) && fits(o) && isAdjacent(g, o, c)).map((o) => o.id);
}

export const shiftNextToEnemy: PowerEffectModule<'shift-next-to-enemy'> = {
  kind: 'shift-next-to-enemy',
  text: (e) =>
    e.allyKeyword === undefined
      ? `only while adjacent to an enemy: this creature shifts up to ${e.squares} squares and must end adjacent to that enemy`
      : `only while adjacent to a ${e.allyKeyword} ally: this creature shifts up to ${e.squares} squares and must end adjacent to that ally`,
  grantsAction: true,
  action: {
    possible: (ctx, c, e) => {
      if (!onMap(c) || !ctx.query('canShift', true, { creature: c.id })) return false;
      const nextTo = adjacentIds(ctx.state, c, e.allyKeyword);
      return nextTo.length > 0 && destinationOptions(ctx, c, e.squares, { mode: 'shift', nextTo }).length > 0;
    },
    start: (ctx, c, e) => step('move', { creature: c.id, mode: 'shift', factor: 1, squares: e.squares, nextTo: adjacentIds(ctx.state, c, e.allyKeyword) }),
  },
};
