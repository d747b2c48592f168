// Continuous "occupies-adjacent-victory-area" (Terrain Mastery: "Counts as occupying a victory area while
// adjacent to that victory area.", Dwarf Caver) — ddm-battle-rules-2011, "Victory Areas", "Assault"
// (Occupying victory areas), extended by the card ("CORE RULES AND EXCEPTIONS" level 1): a space adjacent
// to an area's square counts as occupying it, for scoring and for contesting alike. Asked where
// occupation is decided (rules/victory-occupation.ts occupiesArea, the answer occupiesAdjacentArea), so
// not an effect in play.
import type { ContinuousModule } from './module.js';

export const occupiesAdjacentVictoryArea: ContinuousModule<'occupies-adjacent-victory-area'> = {
  kind: 'occupies-adjacent-victory-area',
  text: () => 'counts as occupying a victory area while adjacent to it',
  answers: () => ({ occupiesAdjacentArea: true }),
};
