// Tests for ddm-battle-rules-2011 "HEALING FONT" (began its turn in or adjacent to a font: heal the
// map's amount, default 20, replacing the attack action) and "TELEPORTER" (an immediate action on its
// turn: to the nearest unoccupied teleporter, counted through walls and terrain).
import { describe, expect, it } from 'vitest';
import type { DdmMap, TerrainLayer } from '../geometry/index.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, openMap, turnOf } from '../testkit.js';
import { addCond } from './common.js';
import { narrate } from '../narrate.js';

const terrainMap = (layers: TerrainLayer[], walls: [number, number][] = []) => ({ ...openMap(12, 12, walls), terrain: layers });
/** The option ids of the open question: the acting creature's menu between its actions. */
const menu = (s: DdmState) => decision(s).options.map((o) => o.id);

/** A Merchant Guard (at `at`) against a far Dire Wolf, the Guard's turn started through the game API. */
const guardTurn = (map: DdmMap, at: readonly [number, number], prepare?: (s: DdmState) => void) =>
  turnOf(['Merchant Guard'], ['Dire Wolf'], [at, [10, 10]], 'Merchant Guard', { map, ...(prepare ? { prepare } : {}) });

describe('HEALING FONT', () => {
  it('heals the amount on the map as the attack action, when the turn began adjacent to the font', () => {
    const s = guardTurn(terrainMap([{ type: 'healingFont', squares: [[3, 3]], amount: 15 }]), [4, 4], (st) => {
      byLabel(st, 'Merchant Guard').hp = 10;
    });
    const guard = byLabel(s, 'Merchant Guard');
    expect(menu(s)).toContain('terrain:font');
    const r = act(s, 'terrain:font');
    expect(guard.hp).toBe(25);
    expect(r.events.find((e) => e.type === 'heal')?.data['why']).toBe('healing font');
    // The attack action is used: no second heal, and it took the attack slot.
    expect(s.turn?.attack).toBe(false);
    expect(menu(s)).not.toContain('terrain:font');
  });
  it('heals 20 when the map gives no amount; not offered at full HP or when the turn began away from it', () => {
    const map = terrainMap([{ type: 'healingFont', squares: [[3, 3]] }]);
    expect(menu(guardTurn(map, [3, 3]))).not.toContain('terrain:font');
    const hurt = (st: DdmState) => {
      byLabel(st, 'Merchant Guard').hp = 5;
    };
    const s = guardTurn(map, [3, 3], hurt);
    expect(decision(s).options.find((o) => o.id === 'terrain:font')?.label).toContain('heal 20 HP');
    // The turn begins at (7,7), away from the font; a move to (4,4), next to it, does not offer it.
    const away = guardTurn(map, [7, 7], hurt);
    act(away, 'move', [], (d) => (d.kind === 'choose-destination' ? '4,4' : null));
    expect(byLabel(away, 'Merchant Guard').pos).toEqual({ x: 4, y: 4 });
    expect(menu(away)).not.toContain('terrain:font');
  });
});

describe('TELEPORTER', () => {
  it('an immediate action to the nearest unoccupied teleporter, once a turn', () => {
    const map = terrainMap([
      {
        type: 'teleporter',
        squares: [
          [1, 1],
          [6, 6],
          [9, 9],
        ],
      },
    ]);
    const s = turnOf(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [1, 1],
        [6, 6],
      ],
      'Merchant Guard',
      { map },
    );
    const guard = byLabel(s, 'Merchant Guard');
    expect(menu(s)).toContain('terrain:teleport');
    // (6,6) is occupied by the wolf: the nearest unoccupied one is (9,9).
    const r = act(s, 'terrain:teleport');
    expect(guard.pos).toEqual({ x: 9, y: 9 });
    expect(r.events.some((e) => e.type === 'teleport')).toBe(true);
    // It used its immediate action; its attack and move actions are untouched.
    expect(s.turn?.immediate).toContain(guard.id);
    expect(s.turn?.move).toBe(true);
    expect(menu(s)).not.toContain('terrain:teleport');
  });
  it('a big creature is placed legally with one square of its space on the teleporter (its controller picks)', () => {
    const map = terrainMap([
      {
        type: 'teleporter',
        squares: [
          [1, 1],
          [8, 8],
        ],
      },
    ]);
    const s = turnOf(
      ['Merchant Guard'],
      ['Feral Troll'],
      [
        [11, 0],
        [0, 0],
      ],
      'Feral Troll',
      { map },
    );
    const troll = byLabel(s, 'Feral Troll');
    expect(menu(s)).toContain('terrain:teleport');
    const r = act(s, 'terrain:teleport', [], (d) => d.options[0]?.id ?? null);
    // The question after the menu choice: where on the teleporter.
    const place = r.asked[1];
    expect(place?.player).toBe(troll.owner);
    expect(place?.options.map((o) => o.id).sort()).toEqual(['7,7', '7,8', '8,7', '8,8']);
    expect(troll.pos).toEqual({ x: 7, y: 7 });
  });
  it('during movement: a move ending on a teleporter with squares left may teleport and move on', () => {
    const map = terrainMap([
      {
        type: 'teleporter',
        squares: [
          [2, 5],
          [9, 9],
        ],
      },
    ]);
    const s = turnOf(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [0, 5],
        [0, 11],
      ],
      'Merchant Guard',
      { map },
    );
    const guard = byLabel(s, 'Merchant Guard');
    const r = act(s, 'move', [], (a) => {
      if (a.kind === 'teleport-during-move') return 'yes';
      if (a.kind === 'choose-destination') return a.prompt.includes('teleporter') ? null : guard.pos?.x === 0 ? '2,5' : '11,11';
      return null;
    });
    const ask = r.asked.find((a) => a.kind === 'teleport-during-move');
    // Speed 5, 2 squares used: 3 left.
    expect(ask?.prompt).toContain('3 squares');
    expect(r.events.some((e) => e.type === 'teleport')).toBe(true);
    // The rest of the move goes on from (9,9): (11,11) is 2 squares away, within the 3 left.
    expect(guard.pos).toEqual({ x: 11, y: 11 });
    const second = r.asked.filter((a) => a.kind === 'choose-destination')[1];
    const ids = second?.options.map((o) => o.id) ?? [];
    expect(ids).toContain('9,6'); // 3 squares from (9,9)
    expect(ids).not.toContain('9,5'); // 4 squares: more than what is left
    expect(s.turn?.immediate).toContain(guard.id);
  });
  it('is counted through walls, and not offered to a Dazed creature or off a teleporter', () => {
    // A wall column between (1,1) and (3,1): walking around it, (1,6) would be nearer; counted through it, (3,1) is.
    const map = terrainMap(
      [
        {
          type: 'teleporter',
          squares: [
            [1, 1],
            [3, 1],
            [1, 6],
          ],
        },
      ],
      [
        [2, 0],
        [2, 1],
        [2, 2],
        [2, 3],
        [2, 4],
        [2, 5],
        [2, 6],
        [2, 7],
      ],
    );
    const s = guardTurn(map, [1, 1]);
    act(s, 'terrain:teleport');
    expect(byLabel(s, 'Merchant Guard').pos).toEqual({ x: 3, y: 1 });
    // Dazed at the start of its turn: a single action, no teleport.
    const dazed = guardTurn(map, [1, 1], (st) =>
      addCond(st, byLabel(st, 'Merchant Guard'), {
        kind: 'Dazed',
        name: 't',
        amount: 0,
        dtype: 'untyped',
        defense: 'all',
        duration: 'save-ends',
        source: -1,
        sourcePlayer: 1,
      }),
    );
    expect(dazed.turn?.single).toBe(true);
    expect(menu(dazed)).not.toContain('terrain:teleport');
    expect(menu(guardTurn(map, [5, 5]))).not.toContain('terrain:teleport');
  });
});

describe('terrain events in the log', () => {
  it('the fall, the teleport and the pit read as sentences', () => {
    const line = (type: string, data: Record<string, unknown>) => narrate({ type, data, visibility: 'all' } as never);
    expect(line('fall', { label: 'Dire Wolf', to: [3, 4], moved: true })).toBe('Dire Wolf falls down the steep slope to (3,4).');
    expect(line('teleport', { label: 'Dire Wolf', to: [9, 9] })).toBe('Dire Wolf teleports to (9,9).');
    expect(line('pit', { label: 'Dire Wolf', followup: false })).toBe('Dire Wolf is moved into a pit and waits there until the end of the turn.');
  });
});
