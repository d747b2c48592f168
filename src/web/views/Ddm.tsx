/**
 * The DDM board: the battle map (terrain, walls, start and victory areas) with creatures (HP,
 * bloodied, conditions). During a decision, squares and creatures that options are about are
 * highlighted (reachable squares, legal targets) and clicking one chooses it; several options on
 * one square or creature open a picker. Attack and charge targets show the engine's numbers (attack
 * bonus vs defense, combat advantage, cover) on the board and in the roster; hovering a charge
 * target shows the square the charge ends on. Close and area attacks (options carrying their
 * template `squares`) are chosen in two steps: clicking a square of the board (or an option in the
 * decision panel) selects a template, which is drawn with the creatures it catches; clicking the
 * same square again cycles through the templates that cover it; "Confirm" makes the choice.
 * Each piece is marked with its card's initials and copy number (ddm-labels.ts) in its side's
 * colour; the pointer on a piece or its roster line shows its stat card, a tap pins it (DdmStatCard).
 *
 * The observation is read defensively (the DDM engine's `observe` shape is the contract): a map
 * `{width, height, terrain[], walls{squares, segments}, startAreas, victoryAreas}` and creatures
 * `{id, label, owner, pos{x,y}, size, hp, maxHp, bloodied, conds[]}`.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Json, Option } from '../../core/index.js';
import { useCardTexts } from '../card-texts.js';
import { DdmStatCard } from './DdmStatCard.js';
import { fullName, tokenMarks } from './ddm-labels.js';
import { Picker } from './Picker.js';
import { templateOf, type ViewProps } from './types.js';
import { MeasureBar, useMeasure } from './ddm-measure.js';

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
  items?: string[];
}

const CELL = 28;
/** Room for the rulers numbering the columns (top) and rows (left) as the log and options name squares: (x,y). */
const RULER = 14;

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

/** The attack-roll numbers of a target option (attack and charge targets), or null. */
interface RollNumbers {
  bonus: number;
  vs: string;
  defense: number;
  combatAdvantage: boolean;
  cover: boolean;
}
function rollOf(o: Option | undefined): RollNumbers | null {
  const p = o?.payload;
  if (!p || typeof p !== 'object' || Array.isArray(p)) return null;
  const r = p as Record<string, Json | undefined>;
  if (typeof r.bonus !== 'number' || typeof r.defense !== 'number' || typeof r.vs !== 'string') return null;
  return { bonus: r.bonus, vs: r.vs, defense: r.defense, combatAdvantage: r.combatAdvantage === true, cover: r.cover === true };
}
const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));
const rollText = (r: RollNumbers): string =>
  `${signed(r.bonus)} vs ${r.vs} ${r.defense}${r.combatAdvantage ? ', combat advantage' : ''}${r.cover ? ', cover' : ''}`;

/** A template option with its squares as keys, and the square nearest its middle (where a click first picks it). */
interface Template {
  option: Option;
  keys: Set<string>;
  centre: string;
  targets: number[];
}
function templatesOf(options: readonly Option[]): Template[] {
  const out: Template[] = [];
  for (const o of options) {
    const sq = templateOf(o);
    if (sq.length <= 1) continue;
    const xs = sq.map((q) => q[0]);
    const ys = sq.map((q) => q[1]);
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
    const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
    const mid = [...sq].sort((a, b) => Math.hypot(a[0] - cx, a[1] - cy) - Math.hypot(b[0] - cx, b[1] - cy))[0]!;
    const p = o.payload as Record<string, Json | undefined>;
    const targets = Array.isArray(p.targets) ? p.targets.filter((t): t is number => typeof t === 'number') : [];
    out.push({ option: o, keys: new Set(sq.map((q) => `${q[0]},${q[1]}`)), centre: `${mid[0]},${mid[1]}`, targets });
  }
  return out;
}

/** Terrain ids ("spikeStones") as words ("Spike stones"). */
const terrainName = (t: string): string => {
  const w = t.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return w.charAt(0).toUpperCase() + w.slice(1);
};

/** What each colour of the board means: the terrain on this map, walls, start and victory areas, choices. */
function MapLegend({ terrain, walls }: { terrain: readonly string[]; walls: boolean }) {
  const items: [string, string][] = [
    ...terrain.map((t): [string, string] => [`sq t-${t}`, terrainName(t)]),
    ...(walls ? [['sq wall', 'Wall'] as [string, string]] : []),
    ['sq start-A', 'Start area A'],
    ['sq start-B', 'Start area B'],
    ['sq victory', 'Victory area'],
    ['sq reachable', 'A square you can choose'],
  ];
  return (
    <ul className="board legend" data-testid="ddm-legend" aria-label="Map legend">
      {items.map(([cls, label]) => (
        <li key={label}>
          <svg viewBox="0 0 14 14" aria-hidden="true">
            <rect width={14} height={14} className={cls} />
          </svg>
          {label}
        </li>
      ))}
      <li>
        <svg viewBox="0 0 14 14" aria-hidden="true">
          <circle cx={7} cy={7} r={6} fill="var(--p0)" />
        </svg>
        Player 1
      </li>
      <li>
        <svg viewBox="0 0 14 14" aria-hidden="true">
          <circle cx={7} cy={7} r={6} fill="var(--p1)" />
        </svg>
        Player 2
      </li>
    </ul>
  );
}

const areaList = (a: MapView['victoryAreas']): Sq[] => (Array.isArray(a) ? a.flat() : a ? (Object.values(a).flat(2) as unknown as Sq[]) : []);

export function DdmView({ obs, decision, choose, busy, hover, selected, select, position }: ViewProps) {
  const v = obs.view as { map?: MapView; creatures?: CreatureView[]; round?: number; vp?: number[] } & Record<string, Json>;
  const [picking, setPicking] = useState<{ title: string; options: Option[] } | null>(null);
  const [preview, setPreview] = useState<Sq[]>([]);
  // The creature whose stat card is shown: under the pointer, or pinned by a tap/click (phones have no hover).
  const [inspect, setInspect] = useState<{ id: number; pinned: boolean } | null>(null);
  const texts = useCardTexts('ddm');
  const measure = useMeasure(position);
  // The keyboard's place on the board (arrow keys move it; the one Tab stop of the board is there).
  const [cursor, setCursor] = useState<Sq | null>(null);
  const boardRef = useRef<SVGSVGElement | null>(null);
  const map = v.map;
  if (!map || typeof map.width !== 'number') {
    return (
      <section className="panel generic-view">
        <pre>{JSON.stringify(obs.view, null, 2)}</pre>
      </section>
    );
  }
  const creatures = (v.creatures ?? []).filter((c) => c.pos && !c.destroyed);
  const marks = tokenMarks(v.creatures ?? []);
  const condNames = (c: CreatureView): string[] => (c.conds ?? []).map((x) => (typeof x === 'string' ? x : (x.kind ?? x.name ?? ''))).filter(Boolean);
  const peek = (id: number): void => setInspect((cur) => (cur?.pinned ? cur : { id, pinned: false }));
  const unpeek = (): void => setInspect((cur) => (cur?.pinned ? cur : null));
  const pin = (id: number): void => setInspect((cur) => (cur?.pinned && cur.id === id ? null : { id, pinned: true }));
  const inspected = inspect ? (v.creatures ?? []).find((c) => c.id === inspect.id) : undefined;
  const bySquare = new Map<string, Option[]>();
  const byCreature = new Map<number, Option[]>();
  const templates = templatesOf(decision?.options ?? []);
  const templateIds = new Set(templates.map((t) => t.option.id));
  const chosenTemplate = templates.find((t) => t.option.id === selected?.id) ?? null;
  const inTemplate = new Set(templates.flatMap((t) => [...t.keys]));
  for (const o of decision?.options ?? []) {
    if (templateIds.has(o.id)) continue;
    const c = creatureOf(o.payload);
    if (c !== null) byCreature.set(c, [...(byCreature.get(c) ?? []), o]);
    else for (const [x, y] of squaresOf(o.payload).slice(-1)) bySquare.set(`${x},${y}`, [...(bySquare.get(`${x},${y}`) ?? []), o]);
  }
  const act = (title: string, options: Option[] | undefined): void => {
    if (!options || options.length === 0 || busy) return;
    if (options.length === 1) choose(options[0]!.id);
    else setPicking({ title, options });
  };
  /** A click on a square that templates cover: select the one centred there, or the next one covering it. */
  const pickTemplate = (k: string): void => {
    const here = templates.filter((t) => t.keys.has(k));
    if (here.length === 0 || busy) return;
    if (!select)
      return act(
        `Square ${k}`,
        here.map((t) => t.option),
      );
    const i = here.findIndex((t) => t.option.id === selected?.id);
    const next = i >= 0 ? here[(i + 1) % here.length]! : (here.find((t) => t.centre === k) ?? here[0]!);
    select(next.option);
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
  const hoverTargets = new Set<number>(chosenTemplate?.targets ?? []);
  if (hover?.payload && typeof hover.payload === 'object' && !Array.isArray(hover.payload)) {
    const h = hover.payload as Record<string, Json | undefined>;
    if (Array.isArray(h.targets)) for (const t of h.targets) if (typeof t === 'number') hoverTargets.add(t);
    const one = creatureOf(hover.payload);
    if (one !== null) hoverTargets.add(one);
  }

  // Which creature stands on each square (a large creature on all of its squares).
  const occupant = new Map<string, CreatureView>();
  for (const c of creatures)
    for (let dy = 0; dy < (c.size ?? 1); dy++) for (let dx = 0; dx < (c.size ?? 1); dx++) occupant.set(`${c.pos!.x + dx},${c.pos!.y + dy}`, c);
  /** A click (or Enter) on a square: measure to it, aim a template there, or take the options that name it. */
  const activateSquare = (x: number, y: number): void => {
    const k = `${x},${y}`;
    if (measure.square(x, y)) return;
    if (inTemplate.has(k)) pickTemplate(k);
    else act(`Square ${k}`, bySquare.get(k));
  };
  /** A click (or Enter) on a creature: measure, take the options about it, aim a template under it, or pin its stat card. */
  const activateCreature = (c: CreatureView): void => {
    if (measure.creature(c.id, { x: c.pos!.x, y: c.pos!.y, size: c.size ?? 1 })) return;
    const opts = byCreature.get(c.id);
    if (opts) return act(`${c.label ?? c.name ?? c.card}: choose`, opts);
    // A creature stands on squares a template may cover: aim there as on an empty square.
    const under: string[] = [];
    for (let dy = 0; dy < (c.size ?? 1); dy++) for (let dx = 0; dx < (c.size ?? 1); dx++) under.push(`${c.pos!.x + dx},${c.pos!.y + dy}`);
    const k = under.find((q) => inTemplate.has(q));
    if (k) pickTemplate(k);
    // Nothing to choose here: a tap pins the creature's stat card (and a second tap unpins it).
    else pin(c.id);
  };
  // The board's one Tab stop: the keyboard's square, else the first square or creature an option names, else the corner.
  const firstOption = [
    ...bySquare.keys(),
    ...[...byCreature.keys()].flatMap((id) => {
      const c = creatures.find((x) => x.id === id);
      return c ? [`${c.pos!.x},${c.pos!.y}`] : [];
    }),
  ][0];
  const stop = cursor ? `${cursor[0]},${cursor[1]}` : (firstOption ?? '0,0');
  const stopCreature = occupant.get(stop)?.id ?? null;
  /** Arrow keys move across the grid (focus goes to the square, or to the creature standing there); Enter/Space activate. */
  const onBoardKey = (e: KeyboardEvent<SVGSVGElement>): void => {
    const [cx, cy] = (cursor ?? (stop.split(',').map(Number) as [number, number])) as Sq;
    const step: Record<string, Sq> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const d = step[e.key];
    if (d) {
      e.preventDefault();
      const nx = Math.min(map.width - 1, Math.max(0, cx + d[0]));
      const ny = Math.min(map.height - 1, Math.max(0, cy + d[1]));
      setCursor([nx, ny]);
      const on = occupant.get(`${nx},${ny}`);
      const el = boardRef.current?.querySelector<SVGElement>(on ? `[data-testid=creature][data-creature="${on.id}"]` : `rect.sq[data-square="${nx},${ny}"]`);
      el?.focus();
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const on = occupant.get(`${cx},${cy}`);
      if (on) activateCreature(on);
      else activateSquare(cx, cy);
    } else if (e.key === 'Escape') setInspect(null);
  };
  /** What a square is, for screen readers: where ("square (7,25)", as the rulers and the log name it), its terrain and areas, what stands there, what choosing it does. */
  const squareLabel = (x: number, y: number): string => {
    const k = `${x},${y}`;
    const t = terrainAt.get(k);
    const start = startSq.get(k);
    return [
      `Square (${k})`,
      t ? terrainName(t) : '',
      wallSq.has(k) ? 'wall' : '',
      start ? `start area ${start}` : '',
      victory.has(k) ? 'victory area' : '',
      inTemplate.has(k) ? 'an area attack can be aimed here' : '',
      ...(bySquare.get(k) ?? []).map((o) => `option: ${o.label}`),
    ]
      .filter(Boolean)
      .join(', ');
  };

  const cells = [];
  for (let y = 0; y < map.height; y++)
    for (let x = 0; x < map.width; x++) {
      const k = `${x},${y}`;
      const opts = bySquare.get(k);
      const templ = inTemplate.has(k);
      const inChosen = chosenTemplate?.keys.has(k) ?? false;
      const cls = [
        'sq',
        terrainAt.get(k) ? `t-${terrainAt.get(k)}` : '',
        wallSq.has(k) ? 'wall' : '',
        startSq.has(k) ? `start-${startSq.get(k)}` : '',
        victory.has(k) ? 'victory' : '',
        opts ? 'reachable' : '',
        templ ? 'in-template' : '',
        previewSet.has(k) ? 'preview' : '',
        inChosen ? 'template' : '',
      ]
        .filter(Boolean)
        .join(' ');
      const testid = opts ? 'square-option' : inChosen ? 'template-square' : templ ? 'template-option-square' : undefined;
      cells.push(
        <rect
          key={k}
          x={x * CELL}
          y={y * CELL}
          width={CELL}
          height={CELL}
          className={cls}
          data-testid={testid}
          data-square={k}
          role="button"
          aria-label={squareLabel(x, y)}
          tabIndex={k === stop && stopCreature === null ? 0 : -1}
          onFocus={() => setCursor([x, y])}
          onClick={() => activateSquare(x, y)}
          onMouseEnter={() => opts && setPreview(opts.flatMap((o) => squaresOf(o.payload)))}
          onMouseLeave={() => setPreview([])}
        >
          <title>
            {[
              `(${k})`,
              terrainAt.get(k),
              wallSq.has(k) ? 'wall' : '',
              victory.has(k) ? 'victory area' : '',
              templ ? 'click to aim the attack here' : '',
              ...(opts ?? []).map((o) => o.label),
            ]
              .filter(Boolean)
              .join('\n')}
          </title>
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
      {templates.length > 0 && (
        <div className="template-bar" data-testid="template-bar">
          {chosenTemplate ? (
            <>
              <span>
                <strong>{chosenTemplate.option.label}</strong> — {chosenTemplate.keys.size} squares; catches{' '}
                {chosenTemplate.targets.map((t) => (v.creatures ?? []).find((c) => c.id === t)?.label ?? `#${t}`).join(', ') || 'no one'}
              </span>
              <button data-testid="confirm-template" disabled={busy} onClick={() => choose(chosenTemplate.option.id)}>
                Confirm
              </button>
              <button className="secondary" onClick={() => select?.(null)}>
                Cancel
              </button>
            </>
          ) : (
            <span>Click a highlighted square to aim the attack ({templates.length} placements); the template is shown before you confirm.</span>
          )}
        </div>
      )}
      {position && (
        <MeasureBar
          tool={measure}
          fromName={(() => {
            const f = (v.creatures ?? []).find((c) => c.id === measure.from);
            return f ? fullName(f) : null;
          })()}
        />
      )}
      <div className="board-scroll">
        <svg
          viewBox={`${-RULER} ${-RULER} ${map.width * CELL + RULER} ${map.height * CELL + RULER}`}
          className={`board${measure.on ? ' measuring' : ''}`}
          ref={boardRef}
          role="group"
          aria-label="Battle map: arrow keys move between squares, Enter chooses what the square or creature offers"
          onKeyDown={onBoardKey}
          style={{ width: '100%', maxWidth: map.width * CELL * 1.4, minWidth: Math.min(map.width * CELL, 360) }}
        >
          <g className="ruler" aria-hidden="true">
            {Array.from({ length: map.width }, (_, x) => (
              <text key={`c${x}`} x={x * CELL + CELL / 2} y={-4} textAnchor="middle">
                {x}
              </text>
            ))}
            {Array.from({ length: map.height }, (_, y) => (
              <text key={`r${y}`} x={-3} y={y * CELL + CELL / 2 + 3} textAnchor="end">
                {y}
              </text>
            ))}
          </g>
          {cells}
          {(map.walls?.segments ?? []).map(([x1, y1, x2, y2], i) => (
            <line key={i} x1={x1 * CELL} y1={y1 * CELL} x2={x2 * CELL} y2={y2 * CELL} className="wall-seg" />
          ))}
          {creatures.map((c) => {
            const opts = byCreature.get(c.id);
            const roll = opts?.length === 1 ? rollOf(opts[0]) : null;
            const side = (c.size ?? 1) * CELL;
            const bloodied = c.bloodied === true || (typeof c.bloodied === 'number' && c.hp !== undefined && c.hp <= c.bloodied);
            const conds = condNames(c);
            const badge = roll ? `${signed(roll.bonus)}/${roll.defense}${roll.combatAdvantage ? ' CA' : ''}${roll.cover ? ' C' : ''}` : null;
            // WCAG 2.5.3 (label in name): the piece's visible text — mark, hit points and any roll badge, run together
            // as a text reader joins the piece's text nodes — ends its name.
            const shown = [marks.get(c.id), c.hp, badge].filter((t) => t !== undefined && t !== null).join('');
            return (
              <g
                key={c.id}
                className={`creature p${c.owner} ${opts ? 'target' : ''} ${bloodied ? 'bloodied' : ''} ${hoverTargets.has(c.id) ? 'previewed' : ''}`}
                data-testid="creature"
                data-creature={c.id}
                data-square={`${c.pos!.x},${c.pos!.y}`}
                data-hp={c.hp}
                transform={`translate(${c.pos!.x * CELL},${c.pos!.y * CELL})`}
                onClick={() => activateCreature(c)}
                tabIndex={stopCreature === c.id ? 0 : -1}
                onFocus={() => {
                  peek(c.id);
                  const [kx, ky] = cursor ?? [-1, -1];
                  if (occupant.get(`${kx},${ky}`)?.id !== c.id) setCursor([c.pos!.x, c.pos!.y]);
                }}
                onBlur={unpeek}
                onMouseEnter={() => {
                  peek(c.id);
                  if (opts) setPreview(opts.flatMap((o) => squaresOf(o.payload)));
                }}
                onMouseLeave={() => {
                  unpeek();
                  setPreview([]);
                }}
                role="button"
                aria-label={`Square (${c.pos!.x},${c.pos!.y}): ${fullName(c)}, player ${c.owner + 1}, ${c.hp ?? '?'} of ${c.maxHp ?? '?'} HP${bloodied ? ', bloodied' : ''}${conds.length ? `, ${conds.join(', ')}` : ''}${(opts ?? []).map((o) => `; option: ${o.label}`).join('')}; shown as ${shown}`}
              >
                <rect width={side} height={side} rx={side / 2} />
                <text x={side / 2} y={side / 2 - 2} textAnchor="middle" className={(marks.get(c.id)?.length ?? 0) > 3 ? 'mark long' : 'mark'}>
                  {marks.get(c.id)}
                </text>
                <text x={side / 2} y={side - 3} textAnchor="middle" className="hp">
                  {c.hp}
                </text>
                {roll && (
                  // The roll this target would get: bonus / defense, "CA" combat advantage, "C" cover.
                  // Hidden from assistive technology: the creature's name already ends with it.
                  <g
                    aria-hidden="true"
                    className="target-info"
                    data-testid="target-info"
                    data-creature={c.id}
                    data-bonus={roll.bonus}
                    data-defense={roll.defense}
                    data-ca={roll.combatAdvantage}
                    data-cover={roll.cover}
                  >
                    {/* Above the creature, or below it on the top row (outside the map it would be cut off). */}
                    <rect x={-6} y={c.pos!.y === 0 ? side : -13} width={side + 12} height={13} rx={3} />
                    <text x={side / 2} y={c.pos!.y === 0 ? side + 10 : -3} textAnchor="middle">
                      {badge}
                    </text>
                  </g>
                )}
                <title>{`${fullName(c)} — HP ${c.hp}/${c.maxHp}${bloodied ? ' (bloodied)' : ''}${conds.length ? `; ${conds.join(', ')}` : ''}${opts ? '\n' + opts.map((o) => o.label).join('\n') : ''}`}</title>
              </g>
            );
          })}
          {measure.line && (
            <line
              className="measure-line"
              data-testid="measure-line"
              x1={(measure.line.a.x + measure.line.a.size / 2) * CELL}
              y1={(measure.line.a.y + measure.line.a.size / 2) * CELL}
              x2={(measure.line.b.x + measure.line.b.size / 2) * CELL}
              y2={(measure.line.b.y + measure.line.b.size / 2) * CELL}
            />
          )}
        </svg>
      </div>
      <MapLegend terrain={[...new Set((map.terrain ?? []).map((t) => t.type))]} walls={wallSq.size > 0 || (map.walls?.segments ?? []).length > 0} />
      <ul className="roster">
        {(v.creatures ?? []).map((c) => (
          <li
            key={c.id}
            className={`p${c.owner} ${c.destroyed ? 'destroyed' : ''}`}
            data-testid="roster-creature"
            data-creature={c.id}
            onMouseEnter={() => peek(c.id)}
            onMouseLeave={unpeek}
          >
            <button className="link" onClick={() => pin(c.id)} onFocus={() => peek(c.id)} onBlur={unpeek} title="Show the stat card">
              <span className="mark">{marks.get(c.id)}</span> {fullName(c)}
            </button>
            : <span data-testid="hp">{c.hp}</span>/{c.maxHp} HP
            {(() => {
              const opts = byCreature.get(c.id);
              const r = opts?.length === 1 ? rollOf(opts[0]) : null;
              return r ? (
                <span className="roll" data-testid="roster-roll">
                  {' '}
                  · target: {rollText(r)}
                </span>
              ) : null;
            })()}
            {condNames(c).length > 0 && ` · ${condNames(c).join(', ')}`}
            {c.destroyed && ' · destroyed'}
          </li>
        ))}
      </ul>
      {inspected && (
        <DdmStatCard
          creature={inspected}
          name={fullName(inspected)}
          conditions={condNames(inspected)}
          texts={texts}
          pinned={inspect?.pinned ?? false}
          close={() => setInspect(null)}
        />
      )}
      {picking && <Picker title={picking.title} options={picking.options} choose={choose} close={() => setPicking(null)} />}
    </div>
  );
}
