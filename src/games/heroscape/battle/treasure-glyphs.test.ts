import { describe, expect, it } from 'vitest';
import type { ArmyCard } from '../cards/army-card.js';
import type { HeroscapeMap } from '../map-model.js';
import type { HsConfig } from './setup.js';
import type { HsState } from './state.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, passDrops, placeMarkers, start } from './testkit.js';

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];

/** The row with treasure glyphs (name at hex q, row 0) and the armies' starting hexes. */
function field(treasures: [string, number][], red: [number, number][], blue: [number, number][], glyphs: [string, number][] = []): HeroscapeMap {
  const map = fieldWith(ROW, red, blue);
  for (const [name, q] of treasures) map.glyphs.push({ q, r: 0, z: 1, letter: '?', name, treasure: true, piece: -1 });
  for (const [letter, q] of glyphs) map.glyphs.push({ q, r: 0, z: 1, letter, name: letter, treasure: false, piece: -1 });
  return map;
}

const setup = (map: HeroscapeMap, red: ArmyCard[], blue: ArmyCard[], side?: 'power' | 'symbol'): HsState => {
  const cfg: HsConfig = { ...config(map, red, blue), ...(side ? { treasureSide: side } : {}) };
  return start(cfg);
};

/** Red's figure a1 moves to hex (q, 0) in Red's first turn. */
function moveTo(s: HsState, q: number, id = 'a1'): ReturnType<typeof choose> {
  choose(s, `fig:${id}`);
  // A carrier is asked at each space of its move whether it drops a treasure glyph there: it moves on.
  return [...choose(s, optionWhere(s, { q, r: 0 }).id), ...passDrops(s)];
}

describe('Treasure Glyphs (guide "Treasure Glyphs", "Traps", "Dropping…", "Losing…"; list in docs/heroscape.md)', () => {
  it('a symbol-side treasure does not stop a move; a Unique Hero ending on it rolls for the trap: 1–5 springs it and it stays, 6+ reveals it and the hero carries it', () => {
    const s = setup(field([['Heroic Rune', 3]], [[0, 0]], [[11, 0]]), [card({ name: 'Hero', move: 6 })], [card({ name: 'Blue' })]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    // Passing over it is allowed (no forced stop).
    expect(optionWhere(s, { q: 6, r: 0 })).toBeDefined();
    choose(s, optionWhere(s, { q: 3, r: 0 }).id);
    expect(open(s).kind).toBe('glyph');
    game.forceChance(s, [5]);
    const sprung = choose(s, 'try:0');
    expect(ofType(sprung, 'TreasureTrap')[0]?.data).toMatchObject({ figure: 'a1', d20: 5 });
    expect(s.treasures?.[0]).toMatchObject({ side: 'symbol', carrier: null });
    // Once per turn: no second attempt in this turn.
    expect(open(s).kind).not.toBe('glyph');

    const t = setup(field([['Heroic Rune', 3]], [[0, 0]], [[11, 0]]), [card({ name: 'Hero' })], [card({ name: 'Blue' })]);
    placeMarkers(t, [0, 0, 0, 0], [1, 1, 1, 1]);
    moveTo(t, 3);
    game.forceChance(t, [6]);
    const taken = choose(t, 'try:0');
    expect(ofType(taken, 'TreasureTaken')[0]?.data).toMatchObject({ figure: 'a1', treasure: 'Heroic Rune', taken: true });
    expect(t.treasures?.[0]).toMatchObject({ side: 'power', carrier: 'a1', space: -1 });
  });

  it('only a Unique (or Uncommon) Hero may try: a Common squad figure ending on it is asked nothing', () => {
    const s = setup(field([['Heroic Rune', 3]], [[0, 0]], [[11, 0]]), [card({ name: 'Pikes', rarity: 'common', kind: 'squad' })], [card({ name: 'Blue' })]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    moveTo(s, 3);
    expect(open(s).kind).not.toBe('glyph');
    const u = setup(field([['Heroic Rune', 3]], [[0, 0]], [[11, 0]]), [card({ name: 'Captain', rarity: 'uncommon' })], [card({ name: 'Blue' })]);
    placeMarkers(u, [0, 0, 0, 0], [1, 1, 1, 1]);
    moveTo(u, 3);
    expect(open(u).options.map((o) => o.id)).toContain('try:0');
  });

  it('carried permanent treasures: the Heroic Rune adds an attack die, the Talisman of Defense a defense die, only for their carrier', () => {
    const s = setup(
      field(
        [
          ['Heroic Rune', 5],
          ['Talisman of Defense', 6],
        ],
        [
          [0, 0],
          [1, 0],
        ],
        [[2, 0]],
      ),
      [card({ name: 'Other', attack: 3 }), card({ name: 'Bearer', attack: 3, defense: 2 })],
      [card({ name: 'Blue', defense: 2, attack: 3, life: 9 })],
      'power',
    );
    s.treasures![0]!.carrier = 'a2';
    s.treasures![1]!.carrier = 'a2';
    placeMarkers(s, [1, 1, 1, 1], [2, 2, 2, 2]);
    choose(s, 'done');
    expect(ofType(choose(s, 'a2>b1'), 'AttackDeclared')[0]?.data).toMatchObject({ attackDice: 4 });
    const d = setup(
      field(
        [['Talisman of Defense', 6]],
        [
          [0, 0],
          [1, 0],
        ],
        [[2, 0]],
      ),
      [card({ name: 'Other', defense: 2 }), card({ name: 'Bearer', defense: 2 })],
      [card({ name: 'Blue', life: 9 })],
      'power',
    );
    d.treasures![0]!.carrier = 'a2';
    placeMarkers(d, [0, 0, 0, 0], [2, 2, 2, 2], [1, 20]);
    choose(d, 'done');
    expect(ofType(choose(d, 'b1>a2'), 'AttackDeclared')[0]?.data).toMatchObject({ defenseDice: 3 });
  });

  it('dropping: a carrier ending its move drops it power-side up where it stands (never onto a glyph); a power-side treasure is picked up with no trap roll', () => {
    const s = setup(field([['Heroic Rune', 9]], [[0, 0]], [[11, 0]], [['A', 5]]), [card({ name: 'Bearer' })], [card({ name: 'Blue' })]);
    Object.assign(s.treasures![0]!, { carrier: 'a1', side: 'power', space: -1 });
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    moveTo(s, 4);
    const dropped = choose(s, 'drop:0', 'glyph');
    expect(ofType(dropped, 'TreasureDropped')).toHaveLength(1);
    expect(s.treasures?.[0]).toMatchObject({ carrier: null, space: figure(s, 'a1').head, side: 'power' });

    const g = setup(field([['Heroic Rune', 9]], [[0, 0]], [[11, 0]], [['A', 5]]), [card({ name: 'Bearer' })], [card({ name: 'Blue' })]);
    Object.assign(g.treasures![0]!, { carrier: 'a1', side: 'power', space: -1 });
    placeMarkers(g, [0, 0, 0, 0], [1, 1, 1, 1]);
    moveTo(g, 5);
    // On the glyph of Astrid: nothing may be dropped there.
    expect(open(g).kind).not.toBe('glyph');

    const p = setup(field([['Heroic Rune', 3]], [[0, 0]], [[11, 0]]), [card({ name: 'Hero' })], [card({ name: 'Blue' })], 'power');
    placeMarkers(p, [0, 0, 0, 0], [1, 1, 1, 1]);
    moveTo(p, 3);
    const taken = choose(p, 'try:0');
    expect(ofType(taken, 'TreasureTrap')).toHaveLength(0);
    expect(ofType(taken, 'TreasureRevealed')).toHaveLength(0);
    expect(p.treasures?.[0]).toMatchObject({ carrier: 'a1' });
  });

  it('losing: a destroyed carrier leaves its treasure power-side up on its space; when a glyph lies there, the treasure leaves the game', () => {
    const make = (glyphUnder: boolean): HsState => {
      const s = setup(
        field([['Talisman of Defense', 9]], [[2, 0]], [[3, 0]], glyphUnder ? [['B', 2]] : []),
        [card({ name: 'Bearer', life: 1, defense: 0 })],
        [card({ name: 'Blue', attack: 3 })],
      );
      Object.assign(s.treasures![0]!, { carrier: 'a1', side: 'power', space: -1 });
      placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
      choose(s, 'done');
      game.forceChance(s, [0, 0, 0, 5]);
      choose(s, 'b1>a1');
      expect(figure(s, 'a1').destroyed).toBe(true);
      return s;
    };
    const kept = make(false);
    expect(kept.treasures?.[0]).toMatchObject({ carrier: null, side: 'power' });
    expect(kept.treasures?.[0]?.space).toBeGreaterThanOrEqual(0);
    expect(make(true).treasures).toHaveLength(0);
  });

  it('losing more than one: the destroyed carrier’s player chooses which treasure glyph goes onto its space; the other leaves the game', () => {
    const make = (): HsState => {
      const s = setup(
        field(
          [
            ['Talisman of Defense', 9],
            ['Heroic Rune', 10],
          ],
          [[2, 0]],
          [[3, 0]],
        ),
        [card({ name: 'Bearer', life: 1, defense: 0 })],
        [card({ name: 'Blue', attack: 3 })],
      );
      for (const t of s.treasures!) Object.assign(t, { carrier: 'a1', side: 'power', space: -1 });
      placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
      choose(s, 'done');
      game.forceChance(s, [0, 0, 0, 5]);
      choose(s, 'b1>a1');
      expect(figure(s, 'a1').destroyed).toBe(true);
      return s;
    };
    const s = make();
    // Asked of Red (the destroyed carrier's player) in Blue's turn, before anything else.
    expect(open(s)).toMatchObject({ kind: 'glyph', player: 0 });
    expect(open(s).options.map((o) => o.label)).toEqual(['Place Talisman of Defense power-side up', 'Place Heroic Rune power-side up']);
    const events = choose(s, 'keep:1');
    expect(ofType(events, 'TreasureLost').map((e) => e.data)).toEqual([
      { figure: 'a1', treasure: 'Heroic Rune', removed: false },
      { figure: 'a1', treasure: 'Talisman of Defense', removed: true },
    ]);
    expect(s.treasures).toEqual([{ id: 'heroic-rune', carrier: null, side: 'power', space: expect.any(Number) }]);
    // The other choice places the other glyph.
    const t = make();
    choose(t, 'keep:0');
    expect(t.treasures?.map((x) => x.id)).toEqual(['talisman-of-defense']);
  });

  it('the Brooch of Shielding: its carrier leaving an engagement takes no leaving-engagement attack', () => {
    const make = (brooch: boolean): HsState => {
      const s = setup(field([['Brooch of Shielding', 9]], [[2, 0]], [[3, 0]]), [card({ name: 'Runner' })], [card({ name: 'Blue' })]);
      if (brooch) Object.assign(s.treasures![0]!, { carrier: 'a1', side: 'power', space: -1 });
      placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
      moveTo(s, 0);
      return s;
    };
    expect(open(make(false)).kind).toBe('reaction');
    expect(open(make(true)).kind).not.toBe('reaction');
  });

  it('Ancient Artifacts: an army never controls two copies of one; the second copy stays where it lies', () => {
    const s = setup(
      field(
        [
          ['Bolt of the Witherwood', 3],
          ['Bolt of the Witherwood', 9],
        ],
        [
          [0, 0],
          [1, 0],
        ],
        [[11, 0]],
      ),
      [card({ name: 'Hero' }), card({ name: 'Other' })],
      [card({ name: 'Blue' })],
      'power',
    );
    Object.assign(s.treasures![1]!, { carrier: 'a2', space: -1 });
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    moveTo(s, 3);
    const ev = choose(s, 'try:0');
    expect(ofType(ev, 'TreasureTaken')[0]?.data).toMatchObject({ taken: false });
    expect(s.treasures?.[0]).toMatchObject({ carrier: null, space: figure(s, 'a1').head });
  });
});
