/**
 * The Marro Hive as a 6-hex figure (guide, "Marro Hive" → "Marro Hive Rules"; "Engagement and
 * Adjacency Rules"; "Leaving an Engagement"; "Range and Line of Sight"; "Attacking" (height
 * advantage); "Life"): placed by the scenario on the map's Hive piece (`hives`).
 */
import { describe, expect, it } from 'vitest';
import { addCell, addObstacle } from '../build.js';
import { engaged } from '../engagement.js';
import type { HeroscapeMap } from '../map-model.js';
import { heightAdvantage, indexFigures, lineOfSight, rangeBetween } from '../sight.js';
import { SF } from '../board.js';
import { FACE } from './dice.js';
import { freePlaces } from './glyphs-sturla.js';
import { boardOf, livingPlaced, placedOf, type HsState } from './state.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, placeMarkers, start } from './testkit.js';
import type { HsConfig } from './setup.js';

/** The Hive's six hexes, two rows of three (axial q, r). */
const HIVE: readonly { q: number; r: number }[] = [
  { q: 3, r: 2 },
  { q: 4, r: 2 },
  { q: 5, r: 2 },
  { q: 2, r: 3 },
  { q: 3, r: 3 },
  { q: 4, r: 3 },
];

/** A level-1 field 8 by 7 with the Hive piece on its swamp water base; Blue's soldier east of the Hive's east hex, its archer far south-west. */
function hiveField(): HeroscapeMap {
  const m = fieldWith(
    ['1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1', '3 1 1 1 1 1 1 1'],
    [[0, 0]],
    [
      [6, 2],
      [0, 6],
    ],
  );
  for (const h of HIVE) addCell(m, h.q, h.r, 1, 'swamp-water');
  return addObstacle(m, 'hive', HIVE, 1, 14);
}

const hiveCard = card({ name: 'Test Hive', size: 'huge', height: 17, life: 6, move: 0, range: 1, attack: 1, defense: 2, spaces: 6, points: 160 });
const soldier = card({ name: 'Blue Soldier', life: 4, move: 5, range: 1, attack: 3, defense: 1 });
const archer = card({ name: 'Blue Archer', life: 4, move: 5, range: 4, attack: 3, defense: 1 });

function hiveConfig(map = hiveField()): HsConfig {
  return { ...config(map, [hiveCard, card({ name: 'Red Scout', move: 5 })], [soldier, archer]), hives: [0] };
}

const spaceAt = (s: HsState, q: number, r: number): number => boardOf(s).spaceAt(q, r, 1);

describe('the Marro Hive as a 6-hex figure ("Marro Hive Rules")', () => {
  it('stands on the six spaces under its piece, which no other figure may enter', () => {
    const s = start(hiveConfig());
    const board = boardOf(s);
    const hive = figure(s, 'a1');
    const spaces = [hive.head, ...(hive.extra ?? [])];
    expect(spaces.map((sp) => board.hexOf(sp))).toEqual(HIVE);
    for (const sp of spaces) {
      expect(board.spFlags[sp]! & SF.HIVE).toBeTruthy();
      expect(board.spHeadroom[sp]).toBe(0);
    }
    // Never placed by a power or glyph.
    expect(freePlaces(s, hive, () => true)).toEqual([]);
  });

  it('a figure beside any hex of the Hive is adjacent to it: engaged both ways; two hexes off its edge is not', () => {
    const s = start(hiveConfig());
    const board = boardOf(s);
    const hive = placedOf(s, figure(s, 'a1'));
    const b1 = placedOf(s, figure(s, 'b1'));
    // b1 at (6, 2) is 3 hexes from the Hive's head (3, 2) but beside its east hex (5, 2).
    expect(engaged(board, hive, b1)).toBe(true);
    expect(engaged(board, b1, hive)).toBe(true);
    // Control: at (7, 2) it is two hexes from the edge.
    const far = { ...b1, head: spaceAt(s, 7, 2) };
    expect(engaged(board, hive, far)).toBe(false);
    expect(engaged(board, far, hive)).toBe(false);
  });

  it('range counts to and from its nearest hex', () => {
    const s = start(hiveConfig());
    const board = boardOf(s);
    const hive = placedOf(s, figure(s, 'a1'));
    const b2 = placedOf(s, figure(s, 'b2'));
    // b2 at (0, 6): 3 hexes from the Hive's (2, 3) hex... (q 0-2, r 6-3): |−2| + |3| + |1| / 2 = 3; its head (3, 2) is 4 away.
    expect(rangeBetween(board, b2, hive)).toBe(3);
    expect(rangeBetween(board, hive, b2)).toBe(3);
    expect(rangeBetween(board, b2, { ...hive, extra: undefined })).toBe(4);
  });

  it('line of sight reaches the Hive through its own piece; the piece still hides what stands behind it', () => {
    const s = start(hiveConfig());
    const board = boardOf(s);
    const index = indexFigures(board, livingPlaced(s));
    const hive = placedOf(s, figure(s, 'a1'));
    const b1 = placedOf(s, figure(s, 'b1'));
    // From the west, level 1: the Hive's near hexes are in front of its far ones.
    const west = { ...b1, id: 'w', head: spaceAt(s, 0, 3) };
    expect(lineOfSight(board, index, west, hive).clear).toBe(true);
    expect(lineOfSight(board, index, hive, west).clear).toBe(true);
    // Control: b1 east of the Hive is hidden from the west by the piece.
    expect(lineOfSight(board, index, west, b1).clear).toBe(false);
  });

  it('height advantage counts the Hive as sitting in its swamp water: a figure on level 3 has it', () => {
    const s = start(hiveConfig());
    const board = boardOf(s);
    const hive = placedOf(s, figure(s, 'a1'));
    const b2 = placedOf(s, figure(s, 'b2'));
    expect(board.spLevel[b2.head]).toBe(3);
    expect(heightAdvantage(board, b2, hive)).toBe('attacker');
    expect(heightAdvantage(board, placedOf(s, figure(s, 'b1')), hive)).toBe('none');
  });

  it('in battle: the Hive is never a mover, attacks the figure beside its edge, and not the archer out of its range', () => {
    const s = start(hiveConfig());
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    // The Hive's card: no figure to move, straight to the attack.
    const q = open(s);
    expect(q.kind).toBe('choose-attack');
    expect(q.options.map((o) => o.id)).toContain('a1>b1');
    expect(q.options.map((o) => o.id)).not.toContain('a1>b2');
    game.forceChance(s, [FACE.skull, FACE.blank]);
    const events = choose(s, 'a1>b1');
    expect(ofType(events, 'AttackDeclared')[0]?.data).toMatchObject({ attacker: 'a1', defender: 'b1', attackDice: 1, height: 'none' });
    expect(figure(s, 'b1').wounds).toBe(1);
  });

  it('a figure leaving it takes its leaving-engagement attack; a figure not beside it does not', () => {
    const s = start(hiveConfig());
    placeMarkers(s, [1, 1, 1, 1], [2, 2, 2, 2], [1, 20]);
    choose(s, 'fig:b1', 'choose-mover');
    const events = choose(s, optionWhere(s, { q: 7, r: 0 }).id, 'choose-destination');
    expect(ofType(events, 'LeaveEngagement')[0]?.data).toMatchObject({ mover: 'b1', attackers: ['a1'] });
    // Control: the archer walks away from nothing.
    const t = start(hiveConfig());
    placeMarkers(t, [1, 1, 1, 1], [3, 3, 3, 3], [1, 20]);
    choose(t, 'fig:b2', 'choose-mover');
    const calm = choose(t, optionWhere(t, { q: 1, r: 6 }).id, 'choose-destination');
    expect(ofType(calm, 'LeaveEngagement')).toEqual([]);
  });

  it("destroyed: the piece goes and the scenario's base stays as swamp water, a space figures may now enter", () => {
    const s = start(hiveConfig());
    placeMarkers(s, [1, 1, 1, 1], [2, 2, 2, 2], [1, 20]);
    figure(s, 'a1').wounds = 5;
    choose(s, 'done', 'choose-mover');
    game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.blank, FACE.blank, FACE.blank]);
    const events = choose(s, 'b1>a1', 'choose-attack');
    expect(ofType(events, 'Destroyed')[0]?.data).toMatchObject({ figure: 'a1' });
    expect(s.map.obstacles.filter((o) => o.kind === 'hive')).toEqual([]);
    const board = boardOf(s);
    const sp = spaceAt(s, 5, 2);
    expect(board.spFlags[sp]! & SF.HIVE).toBe(0);
    expect(board.spHeadroom[sp]).toBe(Infinity);
    expect(board.spFlags[sp]! & SF.WATER_LIKE).toBeTruthy();
  });

  it('set-up refuses a piece named for an army without the card, and a second piece for one army', () => {
    const wrong = game.setup({ ...hiveConfig(), hives: [1] }, 1);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.message).toMatch(/has no Marro Hive card/);
    const map = hiveField();
    addObstacle(
      map,
      'hive',
      HIVE.map((h) => ({ q: h.q, r: h.r + 3 })),
      1,
      14,
    );
    const twice = game.setup({ ...hiveConfig(map), hives: [0, 0] }, 1);
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error.message).toMatch(/already placed/);
  });
});
