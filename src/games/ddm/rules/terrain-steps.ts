// The step kinds of the terrain rules (ddm-battle-rules-2011 "Common Terrain": STEEP SLOPE, TELEPORTER,
// PIT), spread once into game.ts's step table. A module of its own so that only game.ts imports it:
// the rule files that call each other (attack ↔ pit ↔ movement) never evaluate this table early.
import { pitFollowup, pitPlace } from './pit.js';
import { terrainFall, terrainMoveOn, terrainTeleport } from './terrain-actions.js';

/** The terrain steps, spread into the game's step table. */
export const TERRAIN_STEPS = {
  'terrain-fall': terrainFall,
  'terrain-teleport': terrainTeleport,
  'terrain-move-on': terrainMoveOn,
  'pit-followup': pitFollowup,
  'pit-place': pitPlace,
};
