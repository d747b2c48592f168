import { describe, expect, it } from 'vitest';
import type { Decision } from '../../core/index.js';
import { game } from '../../games/heroscape/battle/game.js';
import { testArmiesConfig } from '../../games/heroscape/module.js';
import {
  attackPreviewOf,
  boardChoices,
  carriedBy,
  destinationOf,
  diceOfLabel,
  heightNote,
  markSpot,
  sideColours,
  withChanges,
  type Battlefield,
  type HsChanges,
} from './heroscape-board.js';

/**
 * The engine's own questions of a seeded test-army battle, first of each kind the board reads: the
 * board's reading of option payloads is a contract with the engine, so it is tested on real options.
 */
function questions(): Map<string, Decision> {
  const started = game.setup(testArmiesConfig(), 5);
  if (!started.ok) throw new Error(started.error.message);
  const s = started.value.state;
  const found = new Map<string, Decision>();
  for (let n = 0; n < 3000 && found.size < 4; n++) {
    const p = game.pending(s);
    if (p.terminal) break;
    if (!found.has(p.kind)) found.set(p.kind, p);
    // Move as far as offered and attack whenever offered, so every kind of question comes up.
    const o =
      p.options.find((x) => x.id.includes('>')) ??
      p.options.filter((x) => x.id.startsWith('to:')).pop() ??
      p.options.find((x) => x.id !== 'stay') ??
      p.options[0]!;
    const r = game.apply(s, p.rqid, o.id);
    if (!r.ok) throw new Error(r.error.message);
  }
  return found;
}

describe("the Heroscape board's reading of the engine's options", () => {
  const q = questions();

  it('an order marker goes on the army card its option names', () => {
    const d = q.get('place-marker')!;
    const c = boardChoices(d);
    expect([...c.byCard.keys()].sort()).toEqual(d.options.map((o) => (o.payload as { card: number }).card).sort());
    expect(c.bySpace.size + c.byFigure.size).toBe(0);
  });

  it('a mover is picked on its figure; a destination on its space, with the engine’s count of leaving-engagement attacks', () => {
    const movers = boardChoices(q.get('choose-mover')!);
    expect([...movers.byFigure.keys()].length).toBe(q.get('choose-mover')!.options.filter((o) => o.id.startsWith('fig:')).length);
    const dest = q.get('choose-destination')!;
    const c = boardChoices(dest);
    const moves = dest.options.filter((o) => o.id.startsWith('to:'));
    expect([...c.bySpace.values()].flat()).toHaveLength(moves.length);
    for (const o of moves) {
      const p = o.payload as { q: number; r: number; level: number };
      expect(destinationOf(o)).toEqual({ q: p.q, r: p.r, level: p.level });
      expect(c.bySpace.get(`${p.q},${p.r},${p.level}`)).toContain(o);
    }
    // "Stay" has no space: it stays in the decision panel.
    expect([...c.bySpace.values()].flat().some((o) => o.id === 'stay')).toBe(false);
  });

  it('an attack is picked on its defender, with the dice its label gives', () => {
    const d = q.get('choose-attack')!;
    const c = boardChoices(d);
    const attacks = d.options.filter((o) => o.id.includes('>'));
    expect(attacks.length).toBeGreaterThan(0);
    for (const o of attacks) {
      const p = o.payload as { attacker: string; defender: string };
      expect(c.byFigure.get(p.defender)).toContain(o);
      expect(c.attackers.get(o.id)).toBe(p.attacker);
      expect(diceOfLabel(o.label)).not.toBeNull();
    }
    expect(diceOfLabel('Test Guards b2 attacks Test Archers a2 (3 attack dice against 2 defense dice)')).toEqual({ attack: 3, defense: 2 });
  });

  it("an attack's preview is the engine's: its dice as the label words them, and height advantage named only when one side is higher", () => {
    const d = q.get('choose-attack')!;
    for (const o of d.options.filter((x) => x.id.includes('>'))) {
      const p = attackPreviewOf(o);
      expect(p).not.toBeNull();
      expect(diceOfLabel(o.label)).toEqual({ attack: p!.attackDice, defense: p!.defenseDice });
    }
    expect(attackPreviewOf(d.options.find((x) => !x.id.includes('>')))).toBeNull();
    const preview = { attacker: 'a1', defender: 'b1', attackDice: 4, defenseDice: 2 };
    expect(heightNote({ ...preview, height: 'attacker' })).toBe('+1 attack die: height');
    expect(heightNote({ ...preview, height: 'defender' })).toBe('+1 defense die: height');
    expect(heightNote({ ...preview, height: 'none' })).toBeNull();
  });

  it("each side is drawn in its starting zone's colour unless white lettering would be unreadable on it", () => {
    expect(sideColours(field(['#c00000', '#0000c0']), 2)).toEqual(['#c00000', '#0000c0']);
    // Yellow is too light: the page's own colour instead.
    expect(sideColours(field(['#ffff00', '#0000c0']), 2)).toEqual(['#2456a6', '#0000c0']);
    expect(sideColours(null, 2)).toEqual(['#2456a6', '#a62424']);
  });

  it("teammates sharing a starting zone ('Team Play') are drawn in different colours: the first has the zone's, the next the page's own for its seat", () => {
    const colours = sideColours(field(['#c00000', '#c00000', '#0000c0', '#0000c0']), 4);
    expect(colours).toEqual(['#c00000', '#a62424', '#0000c0', '#8a5a00']);
    expect(new Set(colours).size).toBe(4);
  });

  it('treasure glyphs carried are read by figure; Door options (attack, open, close) by Door', () => {
    const f: Battlefield = {
      ...field([]),
      treasures: [
        { at: null, side: 'power', carrier: 'a1', id: 'heroic-rune', name: 'Heroic Rune' },
        { at: { q: 1, r: 1, level: 1 }, side: 'symbol', carrier: null },
        { at: null, side: 'power', carrier: 'a1', id: 'talisman-of-defense', name: 'Talisman of Defense' },
      ],
    };
    expect([...carriedBy(f)]).toEqual([['a1', ['Heroic Rune', 'Talisman of Defense']]]);
    const c = boardChoices({
      terminal: false,
      rqid: 1,
      player: 0,
      kind: 'choose-attack',
      prompt: '',
      options: [
        { id: 'a1@door0', label: 'a1 attacks the Door', payload: { attacker: 'a1', door: 0 } },
        { id: 'open-door0', label: 'Open the Door', payload: { door: 0, adjust: 'open' } },
        { id: 'done', label: 'Done', payload: null },
      ],
    });
    expect(c.byDoor.get(0)?.map((o) => o.id)).toEqual(['a1@door0', 'open-door0']);
    expect(c.byFigure.size).toBe(0);
  });
});

function field(sides: string[]): Battlefield {
  return { name: '', columns: [], obstacles: [], glyphs: [], treasures: [], doors: [], startZones: [], sides };
}

describe("the battlefield with the battle's changes laid over it (the view's `changed`)", () => {
  const hive = { kind: 'hive', hexes: [0, 1, 2].map((q) => ({ q, r: 0, base: 1, height: 14 })) };
  const setUp: Battlefield = {
    ...field([]),
    columns: [0, 1, 2, 3].map((q) => ({ q, r: 0, cells: [{ z: 0, terrain: 'grass' }] })),
    obstacles: [hive, { kind: 'tree', hexes: [{ q: 3, r: 0, base: 1, height: 10 }] }],
    doors: [{ at: { q: 9, r: 9, level: 1 }, height: 7, state: 'closed', wounds: 0, life: 10, controller: null, barred: false }],
  };
  const changed: HsChanges = {
    columns: [
      {
        q: 3,
        r: 0,
        cells: [
          { z: 0, terrain: 'grass' },
          { z: 1, terrain: 'shadow' },
        ],
      },
    ],
    removed: [hive],
    placed: [],
    doors: [{ index: 0, state: 'destroyed' }],
  };
  it('a tile placed shows on its column, a removed piece is gone, a Door takes its state; laid twice, the same', () => {
    const now = withChanges(setUp, changed);
    expect(now.columns.find((c) => c.q === 3)?.cells.at(-1)?.terrain).toBe('shadow');
    expect(now.columns.find((c) => c.q === 2)?.cells).toEqual([{ z: 0, terrain: 'grass' }]);
    expect(now.obstacles.map((o) => o.kind)).toEqual(['tree']);
    expect(now.doors[0]?.state).toBe('destroyed');
    expect(withChanges(now, changed)).toEqual(now);
    // Control: no changes, the battlefield as sent.
    expect(withChanges(setUp, null)).toBe(setUp);
    // A piece placed (an army's Hive) is added once.
    const placed = withChanges(field([]), { columns: [], removed: [], placed: [hive], doors: [] });
    expect(withChanges(placed, { columns: [], removed: [], placed: [hive], doors: [] }).obstacles).toEqual([hive]);
  });
  it('a Marro Hive figure is one piece: its mark in the middle of its six hexes', () => {
    const at = { q: 0, r: 0, level: 1, tail: null, extra: [1, 2].map((q) => ({ q, r: 0, level: 1 })).concat([-1, 0, 1].map((q) => ({ q, r: 1, level: 1 }))) };
    const f = { id: 'a1', card: 0, owner: 0, wounds: 0, destroyed: false, at };
    expect(markSpot(f)).toEqual({ q: 0.5, r: 0.5, level: 1 });
    // Control: any other figure's mark is on its head.
    const other = { ...f, at: { q: 4, r: 2, level: 1, tail: null } };
    expect(markSpot(other)).toEqual({ q: 4, r: 2, level: 1 });
  });
});
