/**
 * A small built-in battlefield for the ready-made set-up and the tests: 10 × 10 hexes of grass with
 * two hills, a pond and a lake, and a starting zone of 20 spaces at each end.
 * Rulebook: heroscape-master-game-guide — "1. SET UP YOUR BATTLEFIELD", "Placing your Army in the
 * starting zone" (same-colour zones).
 */
import { fromRows } from '../build.js';
import type { HeroscapeMap } from '../map-model.js';

export const RED_ZONE = '#c00000';
export const BLUE_ZONE = '#0000c0';

const ROWS = [
  '1 1 1 1 1 1 1 1 1 1',
  '1 1 1 1 1 1 1 1 1 1',
  '1 1 2 2 1 1 1 1 1 1',
  '1 1 2 3 2 1 1 1~ 1~ 1',
  '1 1 1 2 1 1 1 1 1~ 1',
  '1 1~ 1 1 1 1 2 1 1 1',
  '1 1~ 1~ 1 1 2 3 2 1 1',
  '1 1 1 1 1 1 2 2 1 1',
  '1 1 1 1 1 1 1 1 1 1',
  '1 1 1 1 1 1 1 1 1 1',
];

export function testField(): HeroscapeMap {
  const map = fromRows(ROWS, 'Skirmish test field');
  const zone = (rows: readonly number[]) => rows.flatMap((r) => Array.from({ length: 10 }, (_, q) => ({ q, r, z: 1 })));
  map.startZones.push({ name: 'Red start', colour: RED_ZONE, hexes: zone([0, 1]) }, { name: 'Blue start', colour: BLUE_ZONE, hexes: zone([8, 9]) });
  return map;
}
