/** What the colours of the Heroscape board mean: the terrain on this battlefield, glyphs, treasure glyphs, Doors, start zones, sides and the marks of a decision. */
import { OBSTACLE_COLOUR, terrainColour, terrainName, type Battlefield } from './heroscape-board.js';

export function HeroscapeLegend({ field, players, colours }: { field: Battlefield; players: readonly string[]; colours: readonly string[] }) {
  const terrains = [...new Set(field.columns.flatMap((c) => c.cells.map((x) => x.terrain)))].sort();
  const swatch = (colour: string, round = false) => (
    <svg viewBox="0 0 14 14" aria-hidden="true">
      {round ? (
        <circle cx={7} cy={7} r={6} fill={colour} />
      ) : (
        <polygon points="7,0 13,3.5 13,10.5 7,14 1,10.5 1,3.5" fill={colour} stroke="#555" strokeWidth={0.6} />
      )}
    </svg>
  );
  return (
    <ul className="board legend hs-legend" data-testid="hs-legend" aria-label="Battlefield legend">
      {terrains.map((t) => (
        <li key={t} data-terrain={t}>
          {swatch(terrainColour(t))}
          {terrainName(t)}
        </li>
      ))}
      {field.obstacles.length ? (
        <li>
          {swatch(OBSTACLE_COLOUR, true)}
          Obstacle (trees, ruins, walls)
        </li>
      ) : null}
      {field.glyphs.length ? (
        <li>
          {swatch('#e2b93b', true)}
          Glyph ({field.glyphs.map((g) => (g.side === 'power' ? `${g.name ?? g.letter ?? '?'}` : 'symbol side up')).join(', ')})
        </li>
      ) : null}
      {field.treasures.length ? (
        <li>
          {swatch('#f5c518', true)}
          Treasure glyph (
          {field.treasures
            .map((t) => (t.carrier !== null ? `${t.name ?? 'one'} carried by ${t.carrier}` : t.side === 'power' ? (t.name ?? '?') : 'symbol side up'))
            .join(', ')}
          )
        </li>
      ) : null}
      {field.doors.length ? (
        <li>
          {swatch('#8b5a2b')}
          Fortress Door ({field.doors.map((d) => (d.state === 'destroyed' ? 'destroyed' : `${d.state}, ${d.wounds}/${d.life} wounds`)).join('; ')})
        </li>
      ) : null}
      {players.map((name, p) => (
        <li key={name + p}>
          {swatch(colours[p] ?? '#555', true)}
          {name} (player {p + 1})
        </li>
      ))}
      <li>{swatch('#ffe14a')}A space you can move to</li>
      <li>{swatch('#ff8a1f')}A move that draws leaving-engagement attacks</li>
    </ul>
  );
}
