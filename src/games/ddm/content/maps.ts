// The starter battle maps (two full-size, one half-size), original to this project, in the geometry
// module's map format ("BATTLE MAPS AND TERRAIN": start areas A/B, victory areas A, B, A&B).
import { validateMap, type DdmMap } from '../geometry/index.js';
import crossroads from './maps/crossroads-keep.json' with { type: 'json' };
import grove from './maps/sunken-grove.json' with { type: 'json' };
import shrine from './maps/ruined-shrine.json' with { type: 'json' };

export const STARTER_MAPS: readonly DdmMap[] = [
  validateMap(crossroads, 'crossroads-keep.json'),
  validateMap(grove, 'sunken-grove.json'),
  validateMap(shrine, 'ruined-shrine.json'),
];

export function starterMap(id: string): DdmMap | undefined {
  return STARTER_MAPS.find((m) => m.id === id);
}
