// Tests for ddm-battle-rules-2011 "Common Terrain": FIRE (OR CORROSIVE), SPIKE STONES, STEEP SLOPE,
// WEB, DANGEROUS TERRAIN, SACRED CIRCLE, BLOOD ROCK, SLIPPERY TERRAIN, and "Terrain and Damage"
// (20 HP a turn at most; no action enters terrain that would destroy the mover), with "Big Creatures
// and Terrain" (affected once per type) and "Modes (Movement)".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DdmMap, TerrainLayer } from '../geometry/index.js';
import { act, battle, byLabel, ctxFor, nextTurnOf, openMap, play, shoveOnMiss, turnOf, untilTurnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { chargeTargets, destinations } from './movement.js';
import { geo } from '../geo.js';
import { lethalTerrain, TERRAIN_DAMAGE_CAP } from './terrain-effects.js';

function terrainMap(layers: TerrainLayer[], width = 12, height = 12) {
  return { ...openMap(width, height), terrain: layers };
}

const damageEvents = (events: { type: string; data: Record<string, unknown> }[]) =>
  events.filter((e) => e.type === 'damage').map((e) => [e.data['label'], e.data['amount'], e.data['why']]);
const row = (y: number, xs: number[]): [number, number][] => xs.map((x) => [x, y]);

/** Walls on rows `y - 1` and `y + size` from column `x0` to `x1`: a corridor whose only path runs along row `y`. */
const corridor = (y: number, x0: number, x1: number, size = 1): [number, number][] => [...row(y - 1, range(x0, x1)), ...row(y + size, range(x0, x1))];
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/**
 * The move of the creature taking its turn, through the game API, to `to` (the end its player
 * picks), with the d20 rolls `d20s` forced (a save when the move ends its turn). Returns the events
 * and the questions asked.
 */
function walk(s: DdmState, to: string, d20s: number[] = []) {
  return act(s, 'move', d20s, (a) => (a.kind === 'choose-destination' && a.prompt.includes('where to move') ? to : null));
}

describe('FIRE (OR CORROSIVE)', () => {
  it('a creature starting its turn in fire takes 5 fire damage through resist and vulnerable', () => {
    const map = terrainMap([
      {
        type: 'fire',
        squares: [
          [2, 2],
          [6, 6],
        ],
      },
    ]);
    // The troll's turn first (away from the fire), then player 1 picks the guard, then the dragon.
    const s = turnOf(
      ['Merchant Guard', 'Gold Dragon Hatchling'],
      ['Feral Troll'],
      [
        [2, 2],
        [6, 6],
        [8, 2],
      ],
      'Feral Troll',
      { map },
    );
    play(s, ['end', String(byLabel(s, 'Merchant Guard').id)]);
    expect(byLabel(s, 'Merchant Guard').hp).toBe(25);
    // Gold Dragon Hatchling resists 5 fire: the 5 fire damage is gone.
    play(s, ['end']);
    expect(s.turn?.creature).toBe(byLabel(s, 'Gold Dragon Hatchling').id);
    expect(byLabel(s, 'Gold Dragon Hatchling').hp).toBe(35);
    // Feral Troll is vulnerable to 10 fire: 15, and its 2×2 space at (5,5) counts fire only once
    // (another battle: its turn starts there; the dragon is elsewhere).
    const t = turnOf(
      ['Merchant Guard', 'Gold Dragon Hatchling'],
      ['Feral Troll'],
      [
        [2, 2],
        [9, 9],
        [5, 5],
      ],
      'Feral Troll',
      { map },
    );
    expect(byLabel(t, 'Feral Troll').hp).toBe(65 - 15);
  });
  it('corrosive terrain does acid damage', () => {
    const map = terrainMap([
      {
        type: 'corrosive',
        squares: [
          [2, 2],
          [4, 4],
        ],
      },
    ]);
    const s = turnOf(
      ['Merchant Guard', 'Black Dragon Hatchling'],
      ['Dire Wolf'],
      [
        [2, 2],
        [4, 4],
        [9, 9],
      ],
      'Dire Wolf',
      { map },
    );
    // The wolf's turn ends; the guard's starts, then the dragon's.
    const r = play(s, ['end', String(byLabel(s, 'Merchant Guard').id)]);
    expect(damageEvents(r.events)).toEqual([['Merchant Guard', 5, 'corrosive terrain']]);
    play(s, ['end']);
    expect(s.turn?.creature).toBe(byLabel(s, 'Black Dragon Hatchling').id);
    expect(byLabel(s, 'Black Dragon Hatchling').hp).toBe(20); // resist 5 acid
  });
  it('entering fire deals 5 each time a fire square is entered; a flyer is burnt too, a big creature once per step', () => {
    // Walls along rows 4 and 6: the guard's only way to (4,5) crosses both fire squares.
    const map = { ...openMap(12, 12, corridor(5, 1, 4)), terrain: [{ type: 'fire' as const, squares: row(5, [2, 3]) }] };
    const s = turnOf(
      ['Merchant Guard', 'Gold Dragon Hatchling'],
      ['Feral Troll'],
      [
        [1, 5],
        [1, 7],
        [9, 9],
      ],
      'Merchant Guard',
      { map },
    );
    const r = walk(s, '4,5');
    expect(damageEvents(r.events)).toEqual([
      ['Merchant Guard', 5, 'fire terrain'],
      ['Merchant Guard', 5, 'fire terrain'],
    ]);
    // The troll steps from (0,4) to (1,4): its space newly enters (2,4) and (2,5), one of them fire: once
    // (another battle without the walls, the guard already at (4,5)).
    const t = turnOf(
      ['Merchant Guard', 'Gold Dragon Hatchling'],
      ['Feral Troll'],
      [
        [4, 5],
        [1, 7],
        [0, 4],
      ],
      'Feral Troll',
      { map: terrainMap([{ type: 'fire', squares: row(5, [2, 3]) }]) },
    );
    const r2 = walk(t, '1,4');
    expect(damageEvents(r2.events)).toEqual([['Feral Troll', 15, 'fire terrain']]);
  });
});

describe('Terrain and Damage', () => {
  it(`no more than ${TERRAIN_DAMAGE_CAP} HP of terrain damage a turn`, () => {
    const map = { ...openMap(12, 12, corridor(5, 0, 7)), terrain: [{ type: 'fire' as const, squares: row(5, [1, 2, 3, 4, 5, 6]) }] };
    const s = turnOf(
      ['Eternal Blade'],
      ['Dire Wolf'],
      [
        [0, 5],
        [9, 9],
      ],
      'Eternal Blade',
      { map },
    );
    const r = walk(s, '6,5');
    expect(byLabel(s, 'Eternal Blade').hp).toBe(80 - 20);
    expect(r.events.some((e) => e.type === 'terrain-cap')).toBe(true);
    // A new turn, a new allowance: starting the next turn in fire burns again.
    untilTurnOf(s, 'Eternal Blade');
    expect(byLabel(s, 'Eternal Blade').hp).toBe(55);
  });
  it('a move never offers a path into terrain that would destroy the mover, but a survivable one stays', () => {
    // A corridor (2,5) → (3,5) → (4,5) → (5,5): (3,5) and (4,5) are fire; walls line rows 4 and 6.
    const walls: [number, number][] = [
      [3, 4],
      [4, 4],
      [5, 4],
      [3, 6],
      [4, 6],
      [5, 6],
    ];
    const map = { ...openMap(12, 12, walls), terrain: [{ type: 'fire' as const, squares: row(5, [3, 4]) }] };
    const s = turnOf(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [2, 5],
        [9, 9],
      ],
      'Merchant Guard',
      { map },
    );
    const guard = byLabel(s, 'Merchant Guard');
    const ends = () => destinations(ctxFor(s), geo(s), guard, 5).map((d) => `${d.at.x},${d.at.y}`);
    expect(ends()).toEqual(expect.arrayContaining(['3,5', '4,5', '5,5']));
    guard.hp = 15; // two fire squares: 10 damage, survivable
    expect(lethalTerrain(ctxFor(s), guard)).toEqual(['fire']);
    expect(ends()).toEqual(expect.arrayContaining(['3,5', '4,5', '5,5']));
    guard.hp = 10; // one fire square is survivable, two are not
    expect(ends()).toContain('3,5');
    expect(ends()).not.toContain('4,5');
    expect(ends()).not.toContain('5,5');
    guard.hp = 5;
    expect(ends()).not.toContain('3,5');
    expect(ends()).toContain('1,5');
  });
  it('a charge across fire: allowed while the creature survives the crossing, not when it would not', () => {
    const map = terrainMap([{ type: 'fire', squares: row(5, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) }]);
    const s = turnOf(
      ['Eternal Blade'],
      ['Dire Wolf'],
      [
        [5, 8],
        [5, 2],
      ],
      'Eternal Blade',
      { map },
    );
    const blade = byLabel(s, 'Eternal Blade');
    blade.hp = 10;
    expect(chargeTargets(ctxFor(s), blade).map((x) => x.target.label)).toEqual(['Dire Wolf']);
    blade.hp = 5;
    expect(chargeTargets(ctxFor(s), blade)).toEqual([]);
  });
  it('spike stones count too, and immune/resist decide what hurts', () => {
    const map = terrainMap([
      { type: 'spikeStones', squares: [[3, 5]] },
      { type: 'fire', squares: [[3, 6]] },
    ]);
    const s = battle(
      ['Merchant Guard', 'Gold Dragon Hatchling'],
      ['Dire Wolf'],
      [
        [2, 5],
        [2, 7],
        [9, 9],
      ],
      map,
    );
    const guard = byLabel(s, 'Merchant Guard');
    guard.hp = 5;
    expect(lethalTerrain(ctxFor(s), guard)).toEqual(['fire', 'spikeStones']);
    // The dragon resists 5 fire and flies (spike stones don't hurt it): nothing to avoid.
    const dragon = byLabel(s, 'Gold Dragon Hatchling');
    dragon.hp = 5;
    expect(lethalTerrain(ctxFor(s), dragon)).toEqual([]);
  });
  it('a creature destroyed by fire it was pushed into is destroyed by the pusher', () => {
    const map = terrainMap([
      { type: 'slippery', squares: [[5, 5]] },
      {
        type: 'fire',
        squares: [
          [5, 6],
          [5, 4],
          [4, 6],
          [6, 6],
          [4, 4],
          [6, 4],
        ],
      },
    ]);
    const s = turnOf(
      ['Dire Wolf'],
      ['Merchant Guard'],
      [
        [4, 5],
        [5, 5],
      ],
      'Dire Wolf',
      { map, prepare: (x) => (byLabel(x, 'Merchant Guard').hp = 20) },
    );
    const guard = byLabel(s, 'Merchant Guard');
    // Bite hits for 15 (guard 5 HP left), the slippery push enters fire: 5 fire destroys it.
    const r = act(s, 'attack:0', [15], (a) => (a.kind === 'choose-destination' ? '6,6' : null));
    expect(guard.destroyed).toBe(true);
    expect(r.events.find((e) => e.type === 'destroyed')?.data['byLabel']).toBe('Dire Wolf');
  });
});

describe('Terrain and Damage (property)', () => {
  it('whatever squares of fire, corrosive and spike stones a walk crosses in one turn, terrain takes at most 20 HP', () => {
    const kinds = ['fire', 'corrosive', 'spikeStones', 'web', 'difficult'] as const;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...kinds, null), { minLength: 10, maxLength: 10 }),
        fc.constantFrom('Eternal Blade', 'Feral Troll', 'Gold Dragon Hatchling'),
        (cells, who) => {
          const layers: TerrainLayer[] = [];
          cells.forEach((k, x) => {
            if (k) layers.push({ type: k, squares: [[x + 1, 4]] });
          });
          // A corridor along row 4 (two rows for the 2×2 troll): a double move east as far as it is
          // offered, so every square of the walk is an entry.
          const size = who === 'Feral Troll' ? 2 : 1;
          const s = turnOf(
            [who],
            ['Dire Wolf'],
            [
              [0, 4],
              [11, 11],
            ],
            who,
            { map: { ...openMap(12, 12, corridor(4, 0, 11, size)), terrain: layers } },
          );
          const c = byLabel(s, who);
          const before = c.hp;
          const r = act(s, 'double', [], (a) =>
            a.kind === 'choose-destination' ? a.options.reduce((far, o) => (Number(o.id.split(',')[0]) > Number(far.id.split(',')[0]) ? o : far)).id : null,
          );
          const terrain = r.events.filter((e) => e.type === 'damage' && /terrain|spike/.test(String(e.data['why'])));
          const total = terrain.reduce((n, e) => n + Number(e.data['amount']), 0);
          expect(total).toBeLessThanOrEqual(TERRAIN_DAMAGE_CAP);
          expect(before - c.hp).toBe(total);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('SPIKE STONES', () => {
  it('5 damage to a walker entering; none to a flyer (it ignores the extra cost)', () => {
    const map = terrainMap([
      {
        type: 'spikeStones',
        squares: [
          [3, 5],
          [3, 7],
        ],
      },
    ]);
    // Walls on rows 6 and 8: the dragon's only way to (4,7) is over the spike stones at (3,7).
    const s = turnOf(
      ['Merchant Guard', 'Gold Dragon Hatchling'],
      ['Dire Wolf'],
      [
        [2, 5],
        [2, 7],
        [9, 9],
      ],
      'Merchant Guard',
      { map: { ...map, walls: openMap(12, 12, corridor(7, 2, 5)).walls } },
    );
    expect(damageEvents(walk(s, '3,5').events)).toEqual([['Merchant Guard', 5, 'spike stones']]);
    nextTurnOf(s, 'Gold Dragon Hatchling');
    expect(damageEvents(walk(s, '4,7').events)).toEqual([]);
  });
});

describe('WEB', () => {
  it('entering web Immobilizes a walker (save ends); a flyer only if it ends its movement there', () => {
    const map = terrainMap([
      {
        type: 'web',
        squares: [
          [3, 5],
          [3, 7],
          [5, 7],
        ],
      },
    ]);
    // Walls on rows 6 and 8: the dragon's only way to (4,7) is over the web at (3,7).
    const s = turnOf(
      ['Merchant Guard', 'Gold Dragon Hatchling'],
      ['Dire Wolf'],
      [
        [2, 5],
        [2, 7],
        [9, 9],
      ],
      'Merchant Guard',
      { map: { ...map, walls: openMap(12, 12, corridor(7, 2, 5)).walls } },
    );
    // Immobilized with nothing left to do, the guard's turn ends: its save fails (2).
    walk(s, '3,5', [2]);
    const guard = byLabel(s, 'Merchant Guard');
    expect(guard.conds.map((c) => [c.kind, c.duration])).toEqual([['Immobilized', 'save-ends']]);
    const dragon = byLabel(s, 'Gold Dragon Hatchling');
    nextTurnOf(s, 'Gold Dragon Hatchling');
    walk(s, '4,7');
    expect(dragon.conds).toEqual([]);
    walk(s, '5,7', [2]); // its second move ends its turn: its save fails
    expect(dragon.conds.map((c) => c.kind)).toEqual(['Immobilized']);
  });
  it('a creature already webbed is not webbed twice', () => {
    const map = terrainMap([
      {
        type: 'web',
        squares: [
          [3, 5],
          [4, 5],
        ],
      },
    ]);
    // The guard walks into the web at (4,5); the wolf then slides it (Immobilized) onto the web at (3,5).
    const s = turnOf(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [3, 5],
        [9, 9],
      ],
      'Merchant Guard',
      { map, prepare: (x) => shoveOnMiss(x, 'Dire Wolf', [{ kind: 'slide', squares: 1 }], true) },
    );
    walk(s, '4,5', [2]); // its turn ends at once (Immobilized, no target): its save fails
    nextTurnOf(s, 'Dire Wolf');
    act(s, 'attack:0', [1], (a) => (a.kind === 'choose-destination' ? '3,5' : null));
    expect(byLabel(s, 'Merchant Guard').pos).toEqual({ x: 3, y: 5 });
    expect(byLabel(s, 'Merchant Guard').conds).toHaveLength(1);
  });
});

describe('STEEP SLOPE', () => {
  it('a walker entering falls to the nearest legal position downhill, takes 5 damage, and its charge ends', () => {
    // Walls beside the slope leave (5,4) the nearest space adjacent to the wolf: the charge must end there.
    const map = {
      ...openMap(12, 12, [
        [4, 4],
        [6, 4],
      ]),
      terrain: [{ type: 'steepSlope' as const, direction: 'S' as const, squares: [[5, 4]] as [number, number][] }],
    };
    const s = turnOf(
      ['Eternal Blade'],
      ['Dire Wolf'],
      [
        [5, 7],
        [5, 3],
      ],
      'Eternal Blade',
      { map },
    );
    const blade = byLabel(s, 'Eternal Blade');
    // Charge the wolf: the blade walks (5,6), (5,5), (5,4) = slope, and falls back to (5,5).
    const r = act(s, 'charge', [], (a) => (a.kind === 'choose-destination' ? '5,5' : null));
    expect(r.events.some((e) => e.type === 'fall')).toBe(true);
    expect(blade.pos?.y).toBe(5);
    expect(blade.hp).toBe(75);
    expect(r.events.some((e) => e.type === 'attack')).toBe(false);
  });
  it('a flyer is affected only when it ends its movement on the slope', () => {
    const map = terrainMap([
      {
        type: 'steepSlope',
        direction: 'E',
        squares: [
          [4, 5],
          [5, 5],
        ],
      },
    ]);
    // Walls on rows 4 and 6 (columns 3 to 5): the dragon's only way to (5,5) is over (4,5).
    const s = turnOf(
      ['Gold Dragon Hatchling'],
      ['Dire Wolf'],
      [
        [3, 5],
        [9, 9],
      ],
      'Gold Dragon Hatchling',
      { map: { ...map, walls: openMap(12, 12, corridor(5, 3, 5)).walls } },
    );
    const dragon = byLabel(s, 'Gold Dragon Hatchling');
    const r = act(s, 'move', [], (a) => (a.kind === 'choose-destination' && a.prompt.includes('where to move') ? '5,5' : (a.options[0]?.id ?? null)));
    // The nearest legal positions off the slope to the east: (6,4), (6,5), (6,6) — its controller picks.
    expect(dragon.pos?.x).toBe(6);
    expect(damageEvents(r.events)).toEqual([['Gold Dragon Hatchling', 5, 'a fall down a steep slope']]);
  });
});

/** `p1` at (4,5) (or `at`) next to an Eternal Blade at (5,5) (or `bladeAt`), `p1`'s turn started through the game API. */
const attackerTurn = (p1: string, map: DdmMap, at: readonly [number, number] = [4, 5], bladeAt: readonly [number, number] = [5, 5]) =>
  turnOf([p1], ['Eternal Blade'], [at, bladeAt], p1, { map });

describe('DANGEROUS TERRAIN, SACRED CIRCLE, BLOOD ROCK', () => {
  it('dangerous terrain: +5 Damage on melee attacks; 1-5 on a d20 at the end of the turn deals 10', () => {
    const map = terrainMap([{ type: 'dangerous', squares: [[4, 5]] }]);
    const s = attackerTurn('Dire Wolf', map);
    const wolf = byLabel(s, 'Dire Wolf');
    const blade = byLabel(s, 'Eternal Blade');
    act(s, 'attack:0', [19]);
    expect(blade.hp).toBe(80 - 20);
    // The end of the wolf's turn: a 6 does nothing.
    play(s, ['end'], [6]);
    expect(wolf.hp).toBe(40);
    // Its next turn ends with a 5.
    untilTurnOf(s, 'Dire Wolf');
    const r = play(s, ['end'], [5]);
    expect(wolf.hp).toBe(30);
    expect(r.events.find((e) => e.type === 'terrain-roll')?.data['roll']).toBe(5);
  });
  it('sacred circle: +2 Attack', () => {
    const map = terrainMap([{ type: 'sacredCircle', squares: [[4, 5]] }]);
    const r = act(attackerTurn('Dire Wolf', map), 'attack:0', [2]);
    expect(r.events.find((e) => e.type === 'attack-roll')?.data['bonus']).toBe(12);
  });
  it('blood rock: a melee roll of 19 is an automatic critical hit; not for a creature elsewhere', () => {
    const map = terrainMap([{ type: 'bloodRock', squares: [[4, 5]] }]);
    const s = attackerTurn('Black Dragon Hatchling', map);
    const blade = byLabel(s, 'Eternal Blade');
    // Bite +5 vs AC 26: 19 would miss; from blood rock it is a critical hit (5 acid doubled = 10).
    const r = act(s, 'attack:0', [19]);
    expect(r.events.find((e) => e.type === 'attack-roll')?.data['crit']).toBe(true);
    expect(blade.hp).toBe(70);
    // The dragon at (4,6), off the blood rock.
    const r2 = act(attackerTurn('Black Dragon Hatchling', map, [4, 6]), 'attack:0', [19]);
    expect(r2.events.find((e) => e.type === 'attack-roll')?.data['hit']).toBe(false);
    // Not for a ranged attack (Acid Breath, range 3) made from blood rock at the Blade 3 squares away.
    const r3 = act(attackerTurn('Black Dragon Hatchling', map, [4, 5], [7, 5]), 'attack:1', [19]);
    expect(r3.events.find((e) => e.type === 'attack-roll')?.data['crit']).toBe(false);
  });
});

describe('SLIPPERY TERRAIN', () => {
  it('a creature damaged by a melee attack on slippery terrain is pushed 1 square by the attacker', () => {
    const map = terrainMap([{ type: 'slippery', squares: [[5, 5]] }]);
    const s = attackerTurn('Dire Wolf', map);
    const wolf = byLabel(s, 'Dire Wolf');
    const blade = byLabel(s, 'Eternal Blade');
    const r = act(s, 'attack:0', [20], (a) => (a.kind === 'choose-destination' ? '6,5' : null));
    const ask = r.asked.find((a) => a.kind === 'choose-destination');
    expect(ask?.player).toBe(wolf.owner);
    // Every offered square is farther from the wolf than (5,5).
    expect(ask?.options.map((o) => o.id).sort()).toEqual(['6,4', '6,5', '6,6']);
    expect(blade.pos).toEqual({ x: 6, y: 5 });
    // A miss does no damage: no push (no question after the menu choice).
    const r2 = act(attackerTurn('Dire Wolf', map), 'attack:0', [2]);
    expect(r2.asked.slice(1)).toHaveLength(0);
  });
});

describe('conditions from terrain work with powers', () => {
  it("web's Immobilized lets Gnaw (+10 Damage vs Immobilized) apply", () => {
    const map = terrainMap([{ type: 'web', squares: [[5, 5]] }]);
    const s = turnOf(
      ['Dire Wolf'],
      ['Eternal Blade'],
      [
        [4, 4],
        [6, 5],
      ],
      'Eternal Blade',
      { map },
    );
    walk(s, '5,5');
    const blade = byLabel(s, 'Eternal Blade');
    expect(blade.conds.map((c) => c.kind)).toEqual(['Immobilized']);
    play(s, ['end'], [2]); // its save fails
    nextTurnOf(s, 'Dire Wolf');
    act(s, 'attack:0', [19]);
    expect(blade.hp).toBe(80 - 25);
  });
});
