// A test battlefield for the Fortress Door (heroscape-master-game-guide, "The Doorway", "The Fortress
// Door"): shared by the battlefield tests (door.test.ts) and the battle tests (battle/door-attack.test.ts).
import { addObstacle, fromRows } from './build.js';
import type { DoorState, HeroscapeMap } from './map-model.js';

/**
 * A 5×5 battlefield at level 1 cut in two by a 9-level fortress wall along r = 2, except the
 * Doorway: Doorway Space #1 (where the Door hangs) at (2, 2), #2 outside at (2, 1), #3 and #4
 * inside at (1, 3) and (2, 3).
 */
export function fortress(state: DoorState): HeroscapeMap {
  const m = fromRows(Array.from({ length: 5 }, () => '1 1 1 1 1'));
  addObstacle(
    m,
    'castle-wall',
    [0, 1, 3, 4].map((q) => ({ q, r: 2 })),
    1,
    9,
  );
  m.doors.push({
    piece: -1,
    spaces: [
      { q: 2, r: 2, z: 1 },
      { q: 2, r: 1, z: 1 },
      { q: 1, r: 3, z: 1 },
      { q: 2, r: 3, z: 1 },
    ],
    height: 10,
    state,
  });
  return m;
}
