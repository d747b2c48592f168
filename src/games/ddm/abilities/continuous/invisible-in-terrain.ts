// Continuous "invisible-in-terrain" (Forest Ward: "Invisible while occupying forest terrain"; Forest
// Camouflage: the same "to enemies", `enemies`) — ddm-battle-rules-2011, "Line of Sight" (Invisible: no
// line of sight can be traced to it), "FOREST (OR MARKET STALL)", "Multiple Terrain Types": invisible
// while a square of its space is forest (or a market stall), to its enemies only with `enemies`. The
// sight answer `invisibleIn` is read by geo.ts sees; Blindsight sees through it.
import type { ContinuousModule } from './module.js';

export const invisibleInTerrain: ContinuousModule<'invisible-in-terrain'> = {
  kind: 'invisible-in-terrain',
  text: (e) => `This creature is invisible${e.enemies ? ' to enemies' : ''} while occupying ${e.terrain} terrain`,
  answers: (e) => ({ sight: { invisibleIn: [{ terrain: ['forest', 'marketStall'], enemiesOnly: e.enemies === true }] } }),
};
