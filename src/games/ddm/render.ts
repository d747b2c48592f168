// The battle as terminal text: the map grid with creatures, then each warband's creatures and VP.
import type { Observation } from '../../core/index.js';
import type { DdmMap } from './geometry/index.js';
import type { CreatureState, Pos } from './state.js';
import { SCENARIO_TITLES, type Scenario } from './rules/scenarios.js';

interface View {
  map: DdmMap;
  creatures: CreatureState[];
  vp: number[];
  round: number;
  warbandNames: string[];
  side: string[];
  turn: { creature: number } | null;
  /** Rider id → mount id ("MOUNT"; absent when nobody rides). */
  riding?: Record<string, number>;
  /** Absent for Assault ("SCENARIOS AND VARIANTS"). */
  scenario?: Scenario;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The letter that marks a creature: player 1 upper case, player 2 lower case, in warband order. */
export function creatureMark(creatures: readonly CreatureState[], c: CreatureState): string {
  const idx = creatures.filter((o) => o.owner === c.owner && o.id < c.id).length;
  const ch = LETTERS[idx % 26] ?? '?';
  return c.owner === 0 ? ch : ch.toLowerCase();
}

export function renderMap(map: DdmMap, creatures: readonly CreatureState[], riding: Record<string, number> = {}): string {
  const W = map.width;
  const grid: string[][] = Array.from({ length: map.height }, () => Array.from({ length: W }, () => '.'));
  const put = (x: number, y: number, ch: string) => {
    const row = grid[y];
    if (row && x >= 0 && x < W) row[x] = ch;
  };
  for (const r of map.startAreas.A) for (const [x, y] of r) put(x, y, '1');
  for (const r of map.startAreas.B) for (const [x, y] of r) put(x, y, '2');
  for (const r of map.victoryAreas.A) for (const [x, y] of r) put(x, y, 'v');
  for (const r of map.victoryAreas.B) for (const [x, y] of r) put(x, y, 'w');
  for (const r of map.victoryAreas.AB) for (const [x, y] of r) put(x, y, '*');
  const sym: Record<string, string> = { difficult: ':', forest: 'T', pit: 'O', statue: 'S', smoke: '~', river: '=', fire: '^', web: '%' };
  for (const layer of map.terrain) for (const [x, y] of layer.squares) put(x, y, sym[layer.type] ?? '?');
  for (const [x, y] of map.walls.squares) put(x, y, '#');
  for (const c of creatures) {
    const p: Pos | null = c.pos;
    // A rider shares its mount's space: the map shows the mount's letter, the list says who rides it.
    if (!p || c.destroyed || riding[String(c.id)] !== undefined) continue;
    const m = creatureMark(creatures, c);
    for (let y = p.y; y < p.y + c.size; y++) for (let x = p.x; x < p.x + c.size; x++) put(x, y, m);
  }
  const header = '   ' + Array.from({ length: W }, (_, x) => String(x % 10)).join('');
  return [header, ...grid.map((row, y) => String(y).padStart(2, ' ') + ' ' + row.join(''))].join('\n');
}

export function renderText(obs: Observation): string {
  const v = obs.view as unknown as View;
  const lines: string[] = [];
  const scenario = v.scenario ? ` (${SCENARIO_TITLES[v.scenario]})` : '';
  lines.push(`${v.map.name}${scenario} — round ${v.round} — VP: P1 ${v.vp[0] ?? 0}, P2 ${v.vp[1] ?? 0}`);
  lines.push(renderMap(v.map, v.creatures, v.riding));
  lines.push(
    'Legend: # wall, : difficult, T forest, O pit, S statue, ~ smoke, 1/2 start areas, v/w victory areas of side A/B, * A&B; creatures: P1 upper case, P2 lower case.',
  );
  for (const p of [0, 1]) {
    lines.push(`Player ${p + 1}: ${v.warbandNames[p] ?? ''} (side ${v.side[p] ?? '?'})`);
    for (const c of v.creatures) {
      if (c.owner !== p) continue;
      const mount = v.riding?.[String(c.id)];
      const mountLabel = mount === undefined ? null : (v.creatures[mount]?.label ?? '?');
      const where = c.destroyed ? 'destroyed' : c.pos ? `${mountLabel ? `riding ${mountLabel} ` : ''}at (${c.pos.x},${c.pos.y})` : 'off the map';
      const conds = c.conds.map((x) => (x.kind === 'ongoing' ? `ongoing ${x.amount} ${x.dtype}` : x.kind)).join(', ');
      const active = v.turn?.creature === c.id ? ' <- taking its turn' : '';
      lines.push(`  ${creatureMark(v.creatures, c)} ${c.label}: ${Math.max(0, c.hp)}/${c.maxHp} HP ${where}${conds ? ` [${conds}]` : ''}${active}`);
    }
  }
  return lines.join('\n');
}
