// Tests for ddm-battle-rules-2011 "PIT" (the followup attack with the moving power's bonus and
// defense, +1 per non-pit square of a big creature, Dazed and put out on a hit, put out at the end
// of the turn otherwise), entered through "SLIPPERY TERRAIN" and "Forced-Movement Effects".
import { afterAll, describe, expect, it } from 'vitest';
import type { AttackEffect } from '../cards/schema.js';
import type { TerrainLayer } from '../geometry/index.js';
import type { Decision } from '../../../core/index.js';
import type { DdmMap } from '../geometry/index.js';
import type { DdmState } from '../state.js';
import { act, byLabel, openMap, play, shoveOnMiss, turnOf, untilTurnOf, withCard } from '../testkit.js';
import { addTestCards, REPELLING_GUARD } from '../powers/test-cards.js';

const cleanup = addTestCards([REPELLING_GUARD]);
afterAll(cleanup);

const terrainMap = (layers: TerrainLayer[]) => ({ ...openMap(), terrain: layers });

/** The Dire Wolf at (4,5) next to `target` (at `at`), the wolf's turn started through the game API. */
const wolfTurn = (target: string, at: readonly [number, number], map: DdmMap, prepare?: (s: DdmState) => void) =>
  turnOf(['Dire Wolf'], [target], [[4, 5], at], 'Dire Wolf', prepare ? { map, prepare } : { map });
/** The questions after the menu choice that started the attack. */
const after = (asked: Decision[]) => asked.slice(1);

describe('PIT', () => {
  it('a slippery push into a pit: the followup (Bite +10 vs AC) hits, the target is Dazed and put in the nearest legal position', () => {
    const map = terrainMap([
      { type: 'slippery', squares: [[5, 5]] },
      { type: 'pit', squares: [[6, 5]] },
    ]);
    const s = wolfTurn('Eternal Blade', [5, 5], map);
    const blade = byLabel(s, 'Eternal Blade');
    const r = act(s, 'attack:0', [20, 16], (a) =>
      a.kind === 'choose-destination' ? (a.options.some((o) => o.id === '6,5') ? '6,5' : (a.options[0]?.id ?? null)) : null,
    );
    const asks = after(r.asked);
    // The pit square is offered to the pusher.
    expect(asks[0]?.options.map((o) => o.id)).toContain('6,5');
    const followup = r.events.filter((e) => e.type === 'attack-roll')[1];
    expect(followup?.data['attack']).toBe('Bite (pit followup)');
    expect(followup?.data['bonus']).toBe(10);
    expect(followup?.data['defense']).toBe(26);
    expect(followup?.data['hit']).toBe(true);
    expect(blade.conds.map((c) => [c.kind, c.duration])).toEqual([['Dazed', 'end-of-next-turn']]);
    // Its controller (player 2) chose among the nearest legal positions.
    const out = asks[1];
    expect(out?.player).toBe(blade.owner);
    expect(out?.options.map((o) => o.id).sort()).toEqual(['5,4', '5,5', '5,6', '6,4', '6,6', '7,4', '7,5', '7,6']);
    expect(blade.pos).toEqual({ x: 5, y: 4 });
  });
  it("an attack's push AND effect into a pit: the followup uses that attack", () => {
    const map = terrainMap([{ type: 'pit', squares: [[6, 5]] }]);
    const s = wolfTurn('Eternal Blade', [5, 5], map, (x) => {
      const card = x.cards['Dire Wolf']!;
      // A wolf whose bite also pushes 1 square (the card data of this battle only).
      withCard(x, 'Dire Wolf', { ...card, attacks: [{ ...card.attacks[0]!, effects: [{ kind: 'push', squares: 1 }] }] });
    });
    const blade = byLabel(s, 'Eternal Blade');
    const r = act(s, 'attack:0', [19, 1], (a) => (a.kind === 'choose-destination' ? '6,5' : null));
    const rolls = r.events.filter((e) => e.type === 'attack-roll');
    expect(rolls.map((e) => e.data['attack'])).toEqual(['Bite', 'Bite (pit followup)']);
    // A natural 1 misses: it waits in the pit for the end of the turn.
    expect(blade.pos).toEqual({ x: 6, y: 5 });
    expect(blade.conds).toEqual([]);
  });
  it('on a miss the creature stays in the pit until the end of the turn, then is put out', () => {
    const map = terrainMap([
      { type: 'slippery', squares: [[5, 5]] },
      { type: 'pit', squares: [[6, 5]] },
    ]);
    const s = wolfTurn('Eternal Blade', [5, 5], map);
    const blade = byLabel(s, 'Eternal Blade');
    act(s, 'attack:0', [20, 15], (a) => (a.kind === 'choose-destination' ? '6,5' : null));
    expect(blade.pos).toEqual({ x: 6, y: 5 });
    expect(blade.conds).toEqual([]);
    // The wolf's turn ends: the blade's controller puts it out of the pit.
    const r = play(s, ['end', (a) => (a.options[0] as { id: string }).id]);
    expect(r.asked[1]?.player).toBe(blade.owner);
    expect(blade.pos).not.toEqual({ x: 6, y: 5 });
    expect(blade.lastLegal).toEqual(blade.pos);
  });
  it('forced movement without an attack roll: no followup, out at the end of the turn', () => {
    // The test guard's automatic power pushes an enemy that misses it in melee 1 square, with no attack roll.
    const map = terrainMap([{ type: 'pit', squares: [[6, 5]] }]);
    const s = turnOf(
      [REPELLING_GUARD.name],
      ['Eternal Blade'],
      [
        [4, 5],
        [5, 5],
      ],
      'Eternal Blade',
      { map },
    );
    const blade = byLabel(s, 'Eternal Blade');
    const r = act(s, 'attack:0', [1], (a) => (a.kind === 'choose-destination' ? '6,5' : null));
    const pushed = r.events.findIndex((e) => e.type === 'forced');
    expect(pushed).toBeGreaterThan(0);
    expect(r.events.slice(pushed).filter((e) => e.type === 'attack-roll')).toHaveLength(0);
    expect(blade.pos).toEqual({ x: 6, y: 5 });
    play(s, ['end', (a) => (a.options[0] as { id: string }).id]);
    expect(blade.pos).not.toEqual({ x: 6, y: 5 });
  });
  it('a big creature gets +1 to its defenses against the followup for each non-pit square of its space', () => {
    // The troll (2×2 at (5,4)) is pushed east by one square onto (6,4): its squares (7,4) and (7,5) hold pits.
    const map = terrainMap([
      { type: 'slippery', squares: [[5, 5]] },
      {
        type: 'pit',
        squares: [
          [7, 4],
          [7, 5],
        ],
      },
    ]);
    const s = wolfTurn('Feral Troll', [5, 4], map);
    const troll = byLabel(s, 'Feral Troll');
    const r = act(s, 'attack:0', [20, 2], (a) => (a.kind === 'choose-destination' ? '6,4' : null));
    const followup = r.events.filter((e) => e.type === 'attack-roll')[1];
    expect(followup?.data['defense']).toBe(20 + 2);
    expect(troll.pos).toEqual({ x: 6, y: 4 });
  });
  it('a mover pushed off its path by an opportunity attack on slippery terrain stops there', () => {
    const map = terrainMap([{ type: 'slippery', squares: [[2, 5]] }]);
    // The guard moves from the slippery square to (5,5): leaving the troll's reach provokes.
    const s = turnOf(
      ['Merchant Guard'],
      ['Feral Troll'],
      [
        [2, 5],
        [2, 6],
      ],
      'Merchant Guard',
      { map },
    );
    const guard = byLabel(s, 'Merchant Guard');
    let pushedTo = '';
    const r = act(s, 'move', [15], (a) => {
      if (a.kind === 'opportunity-attack') return 'attack:0';
      if (a.kind === 'choose-destination' && a.prompt.includes('where to move')) return '5,5';
      if (a.kind === 'choose-destination') return (pushedTo = a.options[0]?.id ?? '');
      return null;
    });
    expect(r.events.some((e) => e.type === 'slippery')).toBe(true);
    expect(`${guard.pos?.x},${guard.pos?.y}`).toBe(pushedTo);
    expect(r.events.some((e) => e.type === 'stopped')).toBe(true);
  });
});

const shove = (s: DdmState, effects: AttackEffect[], ranged = false) => shoveOnMiss(s, 'Dire Wolf', effects, ranged);
const slide = (squares: number): AttackEffect => ({ kind: 'slide', squares });

describe('forced movement through terrain', () => {
  it('forced movement into fire burns (credited to the mover), into spike stones does not hurt', () => {
    const map = terrainMap([
      { type: 'fire', squares: [[5, 6]] },
      { type: 'spikeStones', squares: [[5, 7]] },
    ]);
    const s = wolfTurn('Merchant Guard', [5, 5], map, (x) => shove(x, [slide(1), slide(1)]));
    const wolf = byLabel(s, 'Dire Wolf');
    const guard = byLabel(s, 'Merchant Guard');
    const r = act(s, 'attack:0', [1], (a) =>
      a.kind === 'choose-destination' ? (a.options.some((o) => o.id === '5,6') && guard.pos?.y === 5 ? '5,6' : '5,7') : null,
    );
    expect(guard.pos).toEqual({ x: 5, y: 7 });
    const dmg = r.events.filter((e) => e.type === 'damage');
    expect(dmg.map((e) => [e.data['why'], e.data['amount'], e.data['by']])).toEqual([['fire terrain', 5, wolf.id]]);
  });
  it('a walker pushed onto a steep slope falls and the push ends; ends beyond the slope are not offered', () => {
    const map = terrainMap([
      {
        type: 'steepSlope',
        direction: 'N',
        squares: [
          [6, 4],
          [6, 5],
          [6, 6],
        ],
      },
    ]);
    const s = wolfTurn('Merchant Guard', [5, 5], map, (x) => shove(x, [{ kind: 'push', squares: 2 }]));
    const guard = byLabel(s, 'Merchant Guard');
    const r = act(s, 'attack:0', [1], (a) => (a.kind !== 'choose-destination' ? null : a.prompt.includes('push') ? '6,5' : (a.options[0]?.id ?? null)));
    const offered = after(r.asked)[0]?.options.map((o) => o.id) ?? [];
    expect(offered).toContain('6,5');
    // Every way to the column x = 7 crosses the slope: those ends could never be reached.
    expect(offered.filter((id) => id.startsWith('7,'))).toEqual([]);
    expect(r.events.some((e) => e.type === 'fall')).toBe(true);
    expect(guard.pos?.y).toBe(4);
    expect(guard.hp).toBe(25);
  });
  it('web: a walker is Immobilized on entering by forced movement; a flyer only where the movement ends', () => {
    // The dragon at (5,7) sits in a corridor (walls on rows 6 and 8): a 2-square slide east crosses (6,7).
    const walls: [number, number][] = [
      [5, 6],
      [6, 6],
      [7, 6],
      [8, 6],
      [5, 8],
      [6, 8],
      [7, 8],
      [8, 8],
    ];
    const map = {
      ...openMap(12, 12, walls),
      terrain: [
        {
          type: 'web' as const,
          squares: [
            [6, 3],
            [6, 7],
          ] as [number, number][],
        },
      ],
    };
    // The wolf shoves at range from the corridor's west end (so it sees along it): a slide of 1, and
    // a slide of 2 (its second attack), each on a miss.
    const s = turnOf(
      ['Dire Wolf'],
      ['Merchant Guard', 'Gold Dragon Hatchling'],
      [
        [3, 7],
        [5, 3],
        [5, 7],
      ],
      'Dire Wolf',
      {
        map,
        prepare: (x) => {
          shove(x, [slide(1)], true);
          const card = x.cards['Dire Wolf']!;
          const first = card.attacks[0]!;
          withCard(x, 'Dire Wolf', { ...card, attacks: [first, { ...first, basic: false, name: 'Long Shove', miss: { damage: [], effects: [slide(2)] } }] });
        },
      },
    );
    /** The wolf's attack `k` at `label`, a natural 1, the target slid to `to`. */
    const shoveAt = (k: number, label: string, to: string) =>
      act(s, `attack:${k}`, [1], (a) => (a.kind === 'choose-target' ? String(byLabel(s, label).id) : a.kind === 'choose-destination' ? to : null));
    shoveAt(0, 'Merchant Guard', '6,3');
    expect(byLabel(s, 'Merchant Guard').conds.map((c) => c.kind)).toEqual(['Immobilized']);
    const dragon = byLabel(s, 'Gold Dragon Hatchling');
    untilTurnOf(s, 'Dire Wolf');
    shoveAt(1, 'Gold Dragon Hatchling', '7,7');
    expect(dragon.pos).toEqual({ x: 7, y: 7 });
    expect(dragon.conds).toEqual([]);
    untilTurnOf(s, 'Dire Wolf');
    shoveAt(0, 'Gold Dragon Hatchling', '6,7');
    expect(dragon.conds.map((c) => c.kind)).toEqual(['Immobilized']);
  });
});
