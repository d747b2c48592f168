/**
 * Summary figures for a battlefield (`skirmish map stats`).
 * Rulebook: heroscape-master-game-guide — "Set Up Your Battlefield".
 */
import { compileBoard } from './board.js';
import type { HeroscapeMap } from './map-model.js';

export interface MapStats {
  readonly name: string;
  /** The Virtualscape document version the map came from (null for hand-made maps). */
  readonly version: number | null;
  readonly formatVersion: number;
  /** Pieces in the source file (every tile record, markers and figures included). */
  readonly tiles: number;
  /** For each level z, the distinct hex cells covered by land or water tiles stored at z. */
  readonly landCellsPerLevel: Readonly<Record<string, number>>;
  readonly columns: number;
  readonly spaces: number;
  readonly obstacles: number;
  readonly edges: number;
  readonly glyphs: number;
  readonly startZones: readonly { readonly name: string; readonly colour: string; readonly hexes: number }[];
}

export function landCellsPerLevel(map: HeroscapeMap): Record<string, number> {
  const perLevel = new Map<number, Set<string>>();
  for (const col of map.columns) {
    for (const cell of col.cells) {
      let s = perLevel.get(cell.z);
      if (!s) perLevel.set(cell.z, (s = new Set()));
      s.add(`${col.q},${col.r}`);
    }
  }
  const out: Record<string, number> = {};
  for (const z of [...perLevel.keys()].sort((a, b) => a - b)) out[String(z)] = perLevel.get(z)!.size;
  return out;
}

export function mapStats(map: HeroscapeMap): MapStats {
  const board = compileBoard(map);
  let spaces = 0;
  for (let s = 0; s < board.nSpaces; s++) if (!(board.spFlags[s]! & 128)) spaces++;
  return {
    name: map.name,
    version: map.source?.documentVersion ?? null,
    formatVersion: map.formatVersion,
    tiles: map.pieces.length,
    landCellsPerLevel: landCellsPerLevel(map),
    columns: map.columns.length,
    spaces,
    obstacles: map.obstacles.length,
    edges: map.edges.length,
    glyphs: map.glyphs.length,
    startZones: map.startZones.map((z) => ({ name: z.name, colour: z.colour, hexes: z.hexes.length })),
  };
}
