/**
 * The Heroscape battlefield seen from above, for a browser without WebGL: each hex column in the
 * colour of its top tile with the level of its top space written on it (a water tile adds none),
 * glyphs and treasure glyphs (by the side that is up), Fortress Doors with their wounds, figures in their side's colour (a
 * Marro Hive as one piece over its six hexes), the columns the battle changed marked (a tile placed, a Hive's base gone),
 * and the same choices as the 3D board (lit figures, ringed spaces; a click picks the option).
 */
import type { Option } from '../../core/index.js';
import {
  attackPreviewOf,
  figureMark,
  heightNote,
  figureName,
  hexXY,
  markSpot,
  spotsOf,
  terrainName,
  spotKey,
  swipesOf,
  terrainColour,
  type Battlefield,
  type BoardChoices,
  type HsCardView,
  type HsFigureView,
  type Spot,
} from './heroscape-board.js';
import { destinationOf, THIN } from './heroscape-board.js';

const S = 30;
const R = S / Math.sqrt(3);
const corners = (cx: number, cy: number, r: number): string =>
  Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

export function Board2D({
  field,
  figures,
  cards,
  choices,
  pick,
  peek,
  unpeek,
  pin,
  colours,
  changed,
  aim,
}: {
  field: Battlefield;
  figures: readonly HsFigureView[];
  cards: readonly HsCardView[];
  choices: BoardChoices;
  pick: (title: string, o: readonly Option[]) => void;
  peek: (c: number) => void;
  unpeek: () => void;
  pin: (c: number) => void;
  colours: readonly string[];
  /** The columns the battle changed, at their top space, with the terrain on top now. */
  changed: readonly { readonly key: string; readonly at: Spot; readonly terrain: string }[];
  /** The figure under the pointer (its attack options are previewed), or null. */
  aim: (figure: string | null) => void;
}) {
  const pts = field.columns.map((c) => hexXY(c.q, c.r));
  const minX = Math.min(...pts.map((p) => p.x)) * S - S;
  const minY = Math.min(...pts.map((p) => p.y)) * S - S;
  const maxX = Math.max(...pts.map((p) => p.x)) * S + S;
  const maxY = Math.max(...pts.map((p) => p.y)) * S + S;
  const at = (q: number, r: number): [number, number] => {
    const p = hexXY(q, r);
    return [p.x * S, p.y * S];
  };
  const spaces = [...choices.bySpace.values()];
  const changedAt = new Map(changed.map((c) => [`${c.at.q},${c.at.r}`, c]));
  return (
    <svg className="hs-flat" viewBox={`${minX} ${minY} ${maxX - minX} ${maxY - minY}`} role="group" aria-label={`Battlefield ${field.name}`}>
      {field.columns.map((c) => {
        const top = c.cells[c.cells.length - 1]!;
        const [x, y] = at(c.q, c.r);
        const mark = changedAt.get(`${c.q},${c.r}`);
        return (
          <g key={`${c.q},${c.r}`}>
            <polygon
              points={corners(x, y, R * 0.97)}
              fill={terrainColour(top.terrain)}
              stroke={mark ? '#ffffff' : '#444'}
              strokeWidth={mark ? 1.5 : 0.5}
              {...(mark ? { 'data-testid': 'hs-changed-cell', 'data-spot': mark.key, 'data-terrain': mark.terrain } : {})}
            >
              {mark ? <title>{`${terrainName(mark.terrain)}, changed during the battle`}</title> : null}
            </polygon>
            <text x={x} y={y + R * 0.75} fontSize={7} textAnchor="middle" fill="#111" aria-hidden="true">
              {THIN.has(top.terrain) ? top.z : top.z + 1}
            </text>
          </g>
        );
      })}
      {field.glyphs.map((g) => {
        const [x, y] = at(g.q, g.r);
        return (
          <circle key={`g${g.q},${g.r}`} cx={x} cy={y} r={R * 0.5} fill={g.side === 'power' ? '#e2b93b' : '#8c7a3c'} data-testid="hs-glyph" data-side={g.side}>
            <title>{g.side === 'power' ? `Glyph ${g.name ?? g.letter ?? ''}` : 'Glyph, symbol side up'}</title>
          </circle>
        );
      })}
      {field.treasures.map((t) => {
        if (!t.at) return null;
        const [x, y] = at(t.at.q, t.at.r);
        return (
          <polygon
            key={`t${t.at.q},${t.at.r}`}
            points={`${x},${y - R * 0.45} ${x + R * 0.35},${y} ${x},${y + R * 0.45} ${x - R * 0.35},${y}`}
            fill={t.side === 'power' ? '#f5c518' : '#7e57c2'}
            data-testid="hs-treasure"
            data-side={t.side}
          >
            <title>{t.side === 'power' ? `Treasure glyph: ${t.name ?? ''}` : 'Treasure glyph, symbol side up'}</title>
          </polygon>
        );
      })}
      {field.doors.map((d, i) => {
        if (d.state === 'destroyed') return null;
        const [x, y] = at(d.at.q, d.at.r);
        return (
          <g key={`d${i}`} data-testid="hs-door" data-state={d.state} data-wounds={d.wounds}>
            <rect x={x - R * 0.8} y={y - R * 0.25} width={R * 1.6} height={R * 0.5} fill={d.state === 'closed' ? '#8b5a2b' : 'none'} stroke="#2a1a0c" />
            <text x={x} y={y + 2.5} fontSize={6} textAnchor="middle" fill="#fff">
              {`✚${d.wounds}/${d.life}`}
            </text>
            <title>{`The Door: ${d.state}, ${d.wounds} of ${d.life} wounds`}</title>
          </g>
        );
      })}
      {spaces.map((opts) => {
        const d = destinationOf(opts[0]!);
        if (!d) return null;
        const [x, y] = at(d.q, d.r);
        const n = Math.max(...opts.map(swipesOf));
        return (
          <polygon
            key={`s${d.q},${d.r},${d.level}`}
            points={corners(x, y, R * 0.8)}
            fill="none"
            stroke={n > 0 ? '#ff8a1f' : '#ffe14a'}
            strokeWidth={3}
            data-testid="hs-space"
            data-spot={`${d.q},${d.r},${d.level}`}
            data-swipes={n}
            role="button"
            aria-label={opts.map((o) => o.label).join('; ')}
            style={{ cursor: 'pointer', pointerEvents: 'all' }}
            onClick={() => pick(opts[0]!.label, opts)}
          />
        );
      })}
      {figures.map((f) => {
        const centre = markSpot(f);
        if (!f.at || !centre) return null;
        const [x, y] = at(centre.q, centre.r);
        const hexes = spotsOf(f);
        const opts = choices.byFigure.get(f.id) ?? [];
        const height = opts.map((o) => heightNote(attackPreviewOf(o))).find((h) => h !== null);
        return (
          <g
            key={f.id}
            className={`hs-piece p${f.owner}${opts.length ? ' target' : ''}`}
            data-testid="hs-figure"
            data-figure={f.id}
            data-spot={spotKey(f.at)}
            data-hexes={hexes.length}
            data-options={opts.length}
            role="button"
            // The visible mark first: a name must contain the text shown (axe: label-content-name-mismatch).
            aria-label={`${figureMark(f, cards)}: ${figureName(f, cards)}, ${f.wounds} wound${f.wounds === 1 ? '' : 's'}${height ? `, ${height}` : ''}`}
            onClick={() => (opts.length ? pick(figureName(f, cards), opts) : pin(f.card))}
            onMouseEnter={() => {
              peek(f.card);
              aim(f.id);
            }}
            onMouseLeave={() => {
              unpeek();
              aim(null);
            }}
          >
            {f.at.extra?.length ? (
              // The Marro Hive: one piece covering its six hexes.
              hexes.map((h) => {
                const [hx, hy] = at(h.q, h.r);
                return (
                  <polygon
                    key={`${h.q},${h.r}`}
                    points={corners(hx, hy, R * 0.9)}
                    fill={colours[f.owner] ?? '#555555'}
                    stroke={opts.length ? '#ffd24a' : '#fff'}
                    strokeWidth={opts.length ? 3 : 1}
                  />
                );
              })
            ) : (
              <circle
                cx={x}
                cy={y}
                r={R * 0.6}
                fill={colours[f.owner] ?? '#555555'}
                stroke={opts.length ? '#ffd24a' : '#fff'}
                strokeWidth={opts.length ? 3 : 1}
              />
            )}
            {/* A Hive's mark sits where its hexes meet: outlined so it stays readable on their borders. */}
            <text
              x={x}
              y={y + 3}
              fontSize={7}
              textAnchor="middle"
              fill="#fff"
              {...(hexes.length > 2 ? { stroke: colours[f.owner] ?? '#555555', strokeWidth: 2, paintOrder: 'stroke' } : {})}
            >
              {figureMark(f, cards)}
            </text>
            {height ? (
              <text x={x} y={y - R * 0.7} fontSize={8} textAnchor="middle" fill="#111" stroke="#fff" strokeWidth={0.4} data-testid="hs-height">
                <title>{height}</title>▲+1{height.startsWith('+1 attack') ? '⚔' : '🛡'}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
