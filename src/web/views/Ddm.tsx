/**
 * The DDM board: the battle map (terrain, walls, start and victory areas) with creatures (HP,
 * bloodied, conditions). During a decision, squares and creatures that options are about are
 * highlighted (reachable squares, legal targets) and clicking one chooses it; several options on
 * one square or creature open a picker whose labels carry the engine's attack bonus, combat
 * advantage and cover. Area templates are previewed by hovering an option that names squares.
 *
 * The observation is read defensively (the DDM engine's `observe` shape is the contract): a map
 * `{width, height, terrain[], walls{squares, segments}, startAreas, victoryAreas}` and creatures
 * `{id, label, owner, pos{x,y}, size, hp, maxHp, bloodied, conds[]}`.
 */
import { useState } from 'react';
import type { Json, Option } from '../../core/index.js';
import { Picker } from './Picker.js';
import type { ViewProps } from './types.js';

type Sq = readonly [number, number];

interface MapView {
  width: number;
  height: number;
  name?: string;
  terrain?: { type: string; squares: Sq[] }[];
  walls?: { squares?: Sq[]; segments?: [number, number, number, number][] };
  startAreas?: Record<string, Sq[][]>;
  victoryAreas?: Record<string, Sq[][]> | Sq[][];
}

interface CreatureView {
  id: number;
  label?: string;
  card?: string;
  name?: string;
  owner: number;
  pos: { x: number; y: number } | null;
  size?: number;
  hp?: number;
  maxHp?: number;
  bloodied?: number | boolean;
  destroyed?: boolean;
  conds?: ({ kind?: string; name?: string } | string)[];
}

const CELL = 28;

/** The squares an option is about: {x,y}, {to:{x,y}}, {square:[x,y]}, {squares:[[x,y]…]}, {path:[…]} (last). */
function squaresOf(p: Json | undefined): Sq[] {
  if (!p || typeof p !== 'object' || Array.isArray(p)) return [];
  const o = p as Record<string, Json | undefined>;
  const pt = (v: Json | undefined): Sq | null => {
    if (Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'number') return [v[0], v[1]];
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const r = v as Record<string, Json | undefined>;
      if (typeof r.x === 'number' && typeof r.y === 'number') return [r.x, r.y];
    }
    return null;
  };
  const own = pt(o);
  if (own) return [own];
  for (const k of ['to', 'square', 'dest', 'destination', 'origin']) {
    const s = pt(o[k]);
    if (s) return [s];
  }
  if (Array.isArray(o.squares)) return o.squares.map(pt).filter((s): s is Sq => s !== null);
  return [];
}

function creatureOf(p: Json | undefined): number | null {
  if (!p || typeof p !== 'object' || Array.isArray(p)) return null;
  const o = p as Record<string, Json | undefined>;
  for (const k of ['target', 'creature', 'unit']) if (typeof o[k] === 'number') return o[k] as number;
  return null;
}

const areaList = (a: MapView['victoryAreas']): Sq[] => (Array.isArray(a) ? a.flat() : a ? Object.values(a).flat(2) as unknown as Sq[] : []);

export function DdmView({ obs, decision, choose, busy, hover }: ViewProps) {
  const v = obs.view as { map?: MapView; creatures?: CreatureView[]; round?: number; vp?: number[] } & Record<string, Json>;
  const [picking, setPicking] = useState<{ title: string; options: Option[] } | null>(null);
  const [preview, setPreview] = useState<Sq[]>([]);
  const map = v.map;
  if (!map || typeof map.width !== 'number') {
    return (
      <section className="panel generic-view">
        <pre>{JSON.stringify(obs.view, null, 2)}</pre>
      </section>
    );
  }
  const creatures = (v.creatures ?? []).filter((c) => c.pos && !c.destroyed);
  const bySquare = new Map<string, Option[]>();
  const byCreature = new Map<number, Option[]>();
  for (const o of decision?.options ?? []) {
    const c = creatureOf(o.payload);
    if (c !== null) byCreature.set(c, [...(byCreature.get(c) ?? []), o]);
    else for (const [x, y] of squaresOf(o.payload).slice(-1)) bySquare.set(`${x},${y}`, [...(bySquare.get(`${x},${y}`) ?? []), o]);
  }
  const act = (title: string, options: Option[] | undefined): void => {
    if (!options || options.length === 0 || busy) return;
    if (options.length === 1) choose(options[0]!.id);
    else setPicking({ title, options });
  };
  const key = (s: Sq): string => `${s[0]},${s[1]}`;
  const terrainAt = new Map<string, string>();
  for (const t of map.terrain ?? []) for (const s of t.squares) terrainAt.set(key(s), t.type);
  const wallSq = new Set((map.walls?.squares ?? []).map(key));
  const startSq = new Map<string, string>();
  for (const [side, areas] of Object.entries(map.startAreas ?? {})) for (const s of areas.flat()) startSq.set(key(s as Sq), side);
  const victory = new Set(areaList(map.victoryAreas).map(key));
  // Preview: squares under the pointer's option (board or panel), and the creatures an area option would hit.
  const hovered = hover ? squaresOf(hover.payload) : [];
  const previewSet = new Set([...preview, ...hovered].map(key));
  const hoverTargets = new Set<number>();
  if (hover?.payload && typeof hover.payload === 'object' && !Array.isArray(hover.payload)) {
    const h = hover.payload as Record<string, Json | undefined>;
    if (Array.isArray(h.targets)) for (const t of h.targets) if (typeof t === 'number') hoverTargets.add(t);
    const one = creatureOf(hover.payload);
    if (one !== null) hoverTargets.add(one);
  }

  const cells = [];
  for (let y = 0; y < map.height; y++)
    for (let x = 0; x < map.width; x++) {
      const k = `${x},${y}`;
      const opts = bySquare.get(k);
      const cls = ['sq', terrainAt.get(k) ? `t-${terrainAt.get(k)}` : '', wallSq.has(k) ? 'wall' : '', startSq.has(k) ? `start-${startSq.get(k)}` : '', victory.has(k) ? 'victory' : '', opts ? 'reachable' : '', previewSet.has(k) ? 'preview' : '']
        .filter(Boolean)
        .join(' ');
      cells.push(
        <rect
          key={k}
          x={x * CELL}
          y={y * CELL}
          width={CELL}
          height={CELL}
          className={cls}
          data-testid={opts ? 'square-option' : undefined}
          data-square={k}
          onClick={() => act(`Square ${k}`, opts)}
          onMouseEnter={() => opts && setPreview(opts.flatMap((o) => squaresOf(o.payload)))}
          onMouseLeave={() => setPreview([])}
        >
          <title>{[terrainAt.get(k), wallSq.has(k) ? 'wall' : '', victory.has(k) ? 'victory area' : '', ...(opts ?? []).map((o) => o.label)].filter(Boolean).join('\n') || k}</title>
        </rect>,
      );
    }

  return (
    <div className="ddm-board" data-testid="ddm-board">
      <div className="ddm-info">
        {map.name ?? 'Battle map'}
        {v.round !== undefined && ` · round ${String(v.round)}`}
        {Array.isArray(v.vp) && ` · victory points ${v.vp.join(' – ')}`}
      </div>
      <div className="board-scroll">
        <svg viewBox={`0 0 ${map.width * CELL} ${map.height * CELL}`} className="board" style={{ width: '100%', maxWidth: map.width * CELL * 1.4, minWidth: Math.min(map.width * CELL, 360) }}>
          {cells}
          {(map.walls?.segments ?? []).map(([x1, y1, x2, y2], i) => (
            <line key={i} x1={x1 * CELL} y1={y1 * CELL} x2={x2 * CELL} y2={y2 * CELL} className="wall-seg" />
          ))}
          {creatures.map((c) => {
            const opts = byCreature.get(c.id);
            const side = (c.size ?? 1) * CELL;
            const bloodied = c.bloodied === true || (typeof c.bloodied === 'number' && c.hp !== undefined && c.hp <= c.bloodied);
            const conds = (c.conds ?? []).map((x) => (typeof x === 'string' ? x : (x.kind ?? x.name ?? ''))).filter(Boolean);
            return (
              <g
                key={c.id}
                className={`creature p${c.owner} ${opts ? 'target' : ''} ${bloodied ? 'bloodied' : ''} ${hoverTargets.has(c.id) ? 'previewed' : ''}`}
                data-testid="creature"
                data-creature={c.id}
                data-hp={c.hp}
                transform={`translate(${c.pos!.x * CELL},${c.pos!.y * CELL})`}
                onClick={() => act(`${c.label ?? c.name ?? c.card}: choose`, opts)}
              >
                <rect width={side} height={side} rx={side / 2} />
                <text x={side / 2} y={side / 2 - 2} textAnchor="middle">
                  {(c.label ?? c.name ?? c.card ?? '?').slice(0, 3)}
                </text>
                <text x={side / 2} y={side - 3} textAnchor="middle" className="hp">
                  {c.hp}
                </text>
                <title>{`${c.label ?? c.name ?? c.card} — HP ${c.hp}/${c.maxHp}${bloodied ? ' (bloodied)' : ''}${conds.length ? `; ${conds.join(', ')}` : ''}${opts ? '\n' + opts.map((o) => o.label).join('\n') : ''}`}</title>
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="roster">
        {(v.creatures ?? []).map((c) => (
          <li key={c.id} className={`p${c.owner} ${c.destroyed ? 'destroyed' : ''}`} data-testid="roster-creature" data-creature={c.id}>
            {c.label ?? c.name ?? c.card}: <span data-testid="hp">{c.hp}</span>/{c.maxHp} HP
            {(c.conds ?? []).length > 0 && ` · ${(c.conds ?? []).map((x) => (typeof x === 'string' ? x : (x.kind ?? x.name))).join(', ')}`}
            {c.destroyed && ' · destroyed'}
          </li>
        ))}
      </ul>
      {picking && <Picker title={picking.title} options={picking.options} choose={choose} close={() => setPicking(null)} />}
    </div>
  );
}
