/**
 * Virtualscape document → battlefield map (map-model.ts).
 * Rulebook: heroscape-master-game-guide — "Set Up Your Battlefield" (build the scenario's battlefield),
 * "Gather and Place Your Army" (start zones by colour), "Glyphs (setup)".
 */
import { HscFormatError, parseHsc, type HscDocument, type HscTile } from './hsc.js';
import { DEFAULT_SETTINGS, type HeroscapeMap, type MapColumn, type MapObstacle } from './map-model.js';
import { footprint, glyphLetter, tileDef, THIN_TERRAINS, type TileDef } from './tiles.js';

function colourOf(c: number | null): string {
  if (c === null) return '#000000';
  const r = c & 0xff;
  const g = (c >> 8) & 0xff;
  const b = (c >> 16) & 0xff;
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const GLYPH_NAMES: Readonly<Record<string, string>> = {
  '?': 'unknown (symbol side up)',
  A: 'Astrid',
  B: 'Brandar',
  C: 'Crevcor',
  D: 'Dragmar',
  E: 'Erland',
  G: 'Gerda',
  I: 'Ivor',
  J: 'Jalgard',
  K: 'Kelda',
  L: 'Lodin',
  M: 'Mitonsoul',
  N: 'Nilrend',
  O: 'Oreld',
  P: 'Proftaka',
  R: 'Rannveig',
  S: 'Sturla',
  T: 'Thorian',
  U: 'Ulaniva',
  V: 'Valda',
  W: 'Wannok',
};

function letterOf(t: HscTile): string {
  // The stored letter wins over the type code (the editor reads it after building the tile).
  const stored = t.glyphLetter;
  if (stored !== null && stored >= 33 && stored <= 126) return String.fromCharCode(stored);
  return glyphLetter(t.type) ?? '?';
}

/** Converts a parsed document. Throws HscFormatError when two terrain tiles claim one cell. */
export function hscToMap(doc: HscDocument): HeroscapeMap {
  const columns = new Map<string, MapColumn & { cells: MapColumn['cells'] }>();
  const claimed = new Map<string, number>();
  const obstacles: MapObstacle[] = [];
  const map: HeroscapeMap = {
    format: 'skirmish.heroscape-map',
    formatVersion: 1,
    name: doc.name,
    author: doc.author,
    source: { file: doc.file, documentVersion: doc.version },
    settings: { ...DEFAULT_SETTINGS },
    columns: [],
    obstacles,
    edges: [],
    glyphs: [],
    doors: [],
    startZones: [],
    flags: [],
    figures: [],
    pieces: [],
  };
  const zones = new Map<string, HeroscapeMap['startZones'][number]>();
  for (const t of doc.tiles) {
    const def = tileDef(t.type) as TileDef; // parseHsc already rejected unknown codes
    map.pieces.push({ type: t.type, rotation: t.rotation, x: t.x, y: t.y, z: t.z });
    const hexes = footprint(def, t.rotation, t.x, t.y, t.custom?.hexes ?? 1);
    const m = def.meaning;
    switch (m.role) {
      case 'terrain':
        for (const h of hexes) {
          const key = `${h.q},${h.r},${t.z}`;
          const other = claimed.get(key);
          if (other !== undefined)
            throw new HscFormatError(
              doc.file,
              t.index,
              t.offset,
              `terrain overlaps tile ${other} at hex (q ${h.q}, r ${h.r}) level ${t.z} (expected one terrain tile per hex and level)`,
            );
          claimed.set(key, t.index);
          const ck = `${h.q},${h.r}`;
          let col = columns.get(ck);
          if (!col) columns.set(ck, (col = { q: h.q, r: h.r, cells: [] }));
          col.cells.push({ z: t.z, terrain: m.terrain, piece: t.index });
        }
        break;
      case 'obstacle':
        obstacles.push({
          kind: m.obstacle,
          piece: t.index,
          approximate: m.approximate,
          destructible: m.obstacle === 'door' || m.obstacle === 'breakable-wall',
          hexes: hexes.map((h) => ({ q: h.q, r: h.r, base: t.z, height: (h.height ?? m.height) + (m.baseIncluded ? 1 : 0) })),
        });
        break;
      case 'edge':
        map.edges.push({
          kind: m.edge,
          piece: t.index,
          q: hexes[0]!.q,
          r: hexes[0]!.r,
          side: t.rotation,
          level: t.z,
          inside: m.edge === 'ladder' ? 0 : 2,
          outside: m.edge === 'ladder' ? 0 : 3,
        });
        break;
      case 'glyph': {
        const letter = letterOf(t);
        map.glyphs.push({
          q: hexes[0]!.q,
          r: hexes[0]!.r,
          z: t.z,
          letter,
          name: t.glyphName || GLYPH_NAMES[letter] || `glyph ${letter}`,
          treasure: false,
          piece: t.index,
        });
        break;
      }
      case 'start': {
        const colour = colourOf(t.color);
        const key = `${t.startName}\u0000${colour}`;
        let zone = zones.get(key);
        if (!zone) zones.set(key, (zone = { name: t.startName, colour, hexes: [] }));
        zone.hexes.push({ q: hexes[0]!.q, r: hexes[0]!.r, z: t.z });
        break;
      }
      case 'flag':
        map.flags.push({ q: hexes[0]!.q, r: hexes[0]!.r, z: t.z });
        break;
      case 'figure':
        map.figures.push({ name: t.figure?.name ?? '', file: t.figure?.file ?? '', hexes: hexes.map((h) => ({ q: h.q, r: h.r, z: t.z })) });
        break;
    }
  }
  // Deterministic order: columns by (r, q), cells by level.
  map.columns = [...columns.values()].sort((a, b) => a.r - b.r || a.q - b.q);
  for (const c of map.columns) c.cells.sort((a, b) => a.z - b.z || Number(THIN_TERRAINS.has(a.terrain)) - Number(THIN_TERRAINS.has(b.terrain)));
  map.startZones = [...zones.values()];
  return map;
}

/** Bytes of a `.hsc` file → map. `file` is only used to name the file in errors. */
export function importHsc(bytes: Uint8Array, file: string): HeroscapeMap {
  return hscToMap(parseHsc(bytes, file));
}
