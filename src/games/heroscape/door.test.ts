// heroscape-master-game-guide — "The Doorway" (Example 37), "The Fortress Door", "Targeting the Door"
// (Example 39), "Attacking and Defending the Door" (Example 40), "Destroying the Door" (Example 41),
// and "Marro Hive" (height advantage: the Hive sits in its swamp water base).
import { describe, expect, it } from 'vitest';
import { compileBoard, type Board } from './board.js';
import { addCell, addGlyph, addObstacle, fromRows, place, spaceOn } from './build.js';
import { adjacentToDoor, doorSpaceFourOccupant, heightAdvantageVsDoor, lineOfSightToDoor, rangeToDoor, setDoorState } from './door.js';
import { fortress } from './door-fixture.js';
import { moveRange } from './movement.js';
import { heightAdvantageVsHive, hiveLevel, indexFigures, lineOfSight } from './sight.js';

const reaches = (b: Board, at: { q: number; r: number }, to: { q: number; r: number }): boolean => {
  const f = place(b, 'knight', { height: 5, move: 5, at });
  const target = spaceOn(b, to.q, to.r);
  return moveRange(b, f, [f]).destinations.some((d) => d.head === target);
};

describe('The Doorway and the Door', () => {
  it('Examples 38 and 41: a closed Door stops movement through the Doorway; opened or destroyed, figures pass', () => {
    const closed = compileBoard(fortress('closed'));
    expect(reaches(closed, { q: 2, r: 0 }, { q: 2, r: 4 })).toBe(false);
    expect(() => spaceOn(closed, 2, 2)).toThrow(); // the Door fills Doorway Space #1
    expect(reaches(compileBoard(fortress('open')), { q: 2, r: 0 }, { q: 2, r: 4 })).toBe(true);
    expect(reaches(compileBoard(fortress('destroyed')), { q: 2, r: 0 }, { q: 2, r: 4 })).toBe(true);
  });

  it('closing the Door never adds a reachable space or a line of sight (it only adds a solid)', () => {
    const closed = compileBoard(fortress('closed'));
    const open = compileBoard(fortress('open'));
    for (let s = 0; s < closed.nSpaces; s++) {
      const h = closed.hexOf(s);
      const fc = place(closed, 'f', { height: 5, move: 6, at: h });
      const fo = place(open, 'f', { height: 5, move: 6, at: h });
      const reachOpen = new Set(moveRange(open, fo, [fo]).destinations.map((d) => `${open.hexOf(d.head).q},${open.hexOf(d.head).r}`));
      for (const d of moveRange(closed, fc, [fc]).destinations) expect(reachOpen.has(`${closed.hexOf(d.head).q},${closed.hexOf(d.head).r}`)).toBe(true);
      for (let t = 0; t < closed.nSpaces; t++) {
        if (t === s) continue;
        const g = closed.hexOf(t);
        const dc = place(closed, 'd', { side: 'b', height: 4, at: g });
        const dO = place(open, 'd', { side: 'b', height: 4, at: g });
        if (lineOfSight(closed, null, fc, dc).clear) expect(lineOfSight(open, null, fo, dO).clear).toBe(true);
      }
    }
  });

  it('figures cannot see or target other figures through the Doorway while the Door is closed', () => {
    for (const [state, clear] of [
      ['closed', false],
      ['open', true],
      ['destroyed', true],
    ] as const) {
      const b = compileBoard(fortress(state));
      const a = place(b, 'archer', { height: 5, at: { q: 2, r: 0 } });
      const d = place(b, 'orc', { side: 'b', height: 5, at: { q: 2, r: 4 } });
      const ans = lineOfSight(b, indexFigures(b, [a, d]), a, d);
      expect(ans.clear).toBe(clear);
      if (!ans.clear) expect(ans.blockers.some((x) => x.by.kind === 'door' && x.by.door === 0)).toBe(true);
    }
  });

  it('only figures occupy the Doorway spaces: a glyph or an obstacle there is a map error naming the space', () => {
    const g = fortress('closed');
    addGlyph(g, 2, 3, 1, 'A');
    expect(() => compileBoard(g)).toThrow(/\$\.doors\[0\]\.spaces\[3\].*Doorway space #4/);
    const o = fortress('open');
    addObstacle(o, 'tree', [{ q: 2, r: 1 }], 1, 10);
    expect(() => compileBoard(o)).toThrow(/\$\.doors\[0\]\.spaces\[1\]/);
  });

  it('opening and closing give a new map; a destroyed Door stays out of the game; it cannot close on a figure', () => {
    const b = compileBoard(fortress('closed'));
    const opened = compileBoard(setDoorState(b, 0, 'open'));
    expect(opened.doors[0]!.state).toBe('open');
    expect(b.map.doors[0]!.state).toBe('closed'); // the old map is unchanged
    const knight = place(opened, 'knight', { height: 5, at: { q: 2, r: 2 } });
    expect(() => setDoorState(opened, 0, 'closed', [knight])).toThrow(/Doorway Space #1/);
    const gone = compileBoard(setDoorState(b, 0, 'destroyed'));
    expect(() => setDoorState(gone, 0, 'closed')).toThrow(/destroyed/);
  });

  it('the figure on Doorway Space #4 controls the Door (Example 38)', () => {
    const b = compileBoard(fortress('closed'));
    const viking = place(b, 'viking', { height: 5, at: { q: 2, r: 3 } });
    const knight = place(b, 'knight', { side: 'b', height: 5, at: { q: 1, r: 3 } });
    expect(doorSpaceFourOccupant(b, 0, [knight, viking])?.id).toBe('viking');
    expect(doorSpaceFourOccupant(b, 0, [knight])).toBeNull();
  });

  it('Examples 39 and 40: figures adjacent to Doorway Space #1 may attack the Door, from both sides; range counts to the space below it', () => {
    const b = compileBoard(fortress('closed'));
    const monk1 = place(b, 'monk1', { height: 5, at: { q: 2, r: 1 } });
    const monk2 = place(b, 'monk2', { height: 5, at: { q: 2, r: 3 } });
    const far = place(b, 'dw8000', { height: 7, at: { q: 2, r: 0 } });
    expect(adjacentToDoor(b, monk1, 0)).toBe(true);
    expect(adjacentToDoor(b, monk2, 0)).toBe(true);
    expect(adjacentToDoor(b, far, 0)).toBe(false);
    expect(rangeToDoor(b, far, 0)).toBe(2);
    const sight = lineOfSightToDoor(b, indexFigures(b, [far]), far, 0);
    expect(sight.clear).toBe(true);
    const destroyed = compileBoard(setDoorState(b, 0, 'destroyed'));
    expect(lineOfSightToDoor(destroyed, null, far, 0).clear).toBe(false);
    expect(adjacentToDoor(destroyed, monk1, 0)).toBe(false);
  });

  it('a tree between the attacker and the Door blocks the line to it', () => {
    const m = fortress('closed');
    m.doors[0]!.spaces[1] = { q: 3, r: 1, z: 1 };
    addObstacle(m, 'tree', [{ q: 2, r: 1 }], 1, 10);
    const b = compileBoard(m);
    const a = place(b, 'archer', { height: 5, at: { q: 2, r: 0 } });
    const ans = lineOfSightToDoor(b, indexFigures(b, [a]), a, 0);
    expect(ans.clear).toBe(false);
    if (!ans.clear) expect(ans.blockers.some((x) => x.by.kind === 'obstacle' && x.by.obstacle === 'tree')).toBe(true);
  });
});

describe('Attacking the Door: height advantage', () => {
  it('a figure on higher ground than the space below the Door has height advantage against it; one level with it has none', () => {
    const m = fromRows(['1 1 1 1 3', '1 1 1 1 1']);
    m.doors.push({
      piece: -1,
      spaces: [
        { q: 0, r: 0, z: 1 },
        { q: 1, r: 0, z: 1 },
        { q: 2, r: 0, z: 1 },
        { q: 3, r: 0, z: 1 },
      ],
      height: 10,
      state: 'closed',
    });
    const b = compileBoard(m);
    expect(heightAdvantageVsDoor(b, place(b, 'high', { height: 5, at: { q: 4, r: 0 } }), 0)).toBe('figure');
    expect(heightAdvantageVsDoor(b, place(b, 'low', { height: 5, at: { q: 4, r: 1 } }), 0)).toBe('none');
  });
});

describe('Marro Hive: height advantage', () => {
  // The Hive stands on its 6-hex swamp water base on level-1 ground; "the swamp water tile base has
  // no height, so consider the Hive to be sitting in the swamp water".
  const m = fromRows(['1 1 1 1 1', '1 1 1 1 2', '1 1 1 1 1']);
  const hive = [
    { q: 1, r: 0 },
    { q: 2, r: 0 },
    { q: 0, r: 1 },
    { q: 1, r: 1 },
    { q: 2, r: 1 },
    { q: 1, r: 2 },
  ];
  for (const h of hive) addCell(m, h.q, h.r, 1, 'swamp-water');
  addObstacle(m, 'hive', hive, 1, 14);
  const b = compileBoard(m);
  it('the Hive counts as sitting at its base level: a figure one level up has height advantage, one on the same ground has none', () => {
    expect(hiveLevel(b, 0)).toBe(1);
    const up = place(b, 'up', { height: 5, at: { q: 4, r: 1 } });
    const level = place(b, 'level', { height: 5, at: { q: 3, r: 1 } });
    expect(heightAdvantageVsHive(b, up, 0)).toBe('figure');
    expect(heightAdvantageVsHive(b, level, 0)).toBe('none');
  });
  it('figures cannot move through the Hive', () => {
    const f = place(b, 'f', { height: 5, move: 3, at: { q: 3, r: 0 } });
    const ends = moveRange(b, f, [f]).destinations.map((d) => b.hexOf(d.head));
    expect(ends.some((h) => hive.some((x) => x.q === h.q && x.r === h.r))).toBe(false);
  });
});
