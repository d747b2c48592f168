// Custom power "assist" (Unseen Servant: its player scores 5 VP at the end of a round while it is adjacent
// to an Arcane ally occupying a victory area) — ddm-battle-rules-2011, "Victory Areas" and "Assault"
// (occupying a victory area: rules/victory-occupation.ts occupiesArea; the areas its player scores from,
// its side's and the shared ones, as rules/assault.ts occupiers reads them), "End of Round" (its powers
// resolve before the round's victory-area scoring). Our reading: the ally's area is one its player
// scores from. Noted for the tie-break as any score.
import { geo, isAdjacent, victoryRegions } from '../../geo.js';
import { cardOf, enemies, noteScore, onMap } from '../../rules/common.js';
import { occupiesArea } from '../../rules/victory-occupation.js';
import type { CustomPower } from './module.js';

const ID = 'assist';
const KEYWORD = 'Arcane';
const VP = 5;

export const assist: CustomPower = {
  id: ID,
  section: 'ddm-battle-rules-2011, "Victory Areas", "Assault", "End of Round"',
  text: `at the end of each round, its player scores ${VP} VP while it is adjacent to an ${KEYWORD} ally occupying a victory area its player scores from`,
  on: {
    EndOfRound({ ctx, subject, name }) {
      const s = ctx.state;
      if (!onMap(subject)) return;
      const side = s.side[subject.owner] === 'B' ? 'B' : 'A';
      const regions = [...victoryRegions(s.map, side), ...victoryRegions(s.map, 'AB')];
      const g = geo(s);
      const helped = s.creatures.some(
        (o) =>
          o.id !== subject.id &&
          onMap(o) &&
          !enemies(s, subject, o) &&
          cardOf(s, o).keywords.includes(KEYWORD) &&
          isAdjacent(g, subject, o) &&
          regions.some((r) => occupiesArea(s, o, r)),
      );
      if (!helped) return;
      s.vp[subject.owner] = (s.vp[subject.owner] ?? 0) + VP;
      ctx.emit('power-vp', { player: subject.owner, vp: VP, total: s.vp[subject.owner] ?? 0, why: name });
      noteScore(s, subject.owner);
    },
  },
};
