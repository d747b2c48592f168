// The starter creatures' powers that have a file of their own (cards/custom/), each played through the
// game API with forced d20 rolls: every test fails if its power is ignored. Rule sections are named
// in each file and below.
import { describe, expect, it } from 'vitest';
import type { Decision, GameEvent } from '../../../../core/index.js';
import { creatureText } from '../render.js';
import { STARTER_CREATURES } from '../../content/creatures.js';
import type { DdmState } from '../../state.js';
import { act, byLabel, openMap, turnOf } from '../../testkit.js';
import { customPower } from './index.js';

const rolls = (events: GameEvent[]) => events.filter((e) => e.type === 'attack-roll');
const damageTo = (events: GameEvent[], label: string) =>
  events.filter((e) => e.type === 'damage' && e.data['label'] === label).map((e) => Number(e.data['amount']));
const hasCond = (s: DdmState, label: string, kind: string) => byLabel(s, label).conds.some((c) => c.kind === kind);

/** Picks the area option holding exactly the creatures `labels`. */
function areaWith(s: DdmState, labels: string[]) {
  return (a: Decision): string | null => {
    if (a.kind !== 'choose-area') return null;
    const want = labels.map((l) => byLabel(s, l).id).sort((x, y) => x - y);
    const o = a.options.find((x) => JSON.stringify([...(x.payload as { targets: number[] }).targets].sort((p, q) => p - q)) === JSON.stringify(want));
    if (!o) throw new Error(`no area holding exactly ${labels.join(', ')}`);
    return o.id;
  };
}

describe('Headstrong (+2 Attack while no higher-level ally is within 5 squares; "Bonuses and Penalties")', () => {
  const gnollBonus = (battlemasterAt: readonly [number, number]) => {
    const s = turnOf(['Gnoll Marauder', 'Dwarf Battlemaster'], ['Merchant Guard'], [[5, 5], battlemasterAt, [5, 6]], 'Gnoll Marauder');
    return Number(rolls(act(s, 'attack:0', [10]).events)[0]?.data['bonus']);
  };
  it('alone, the gnoll (+9) attacks at +11; with the level-7 Battlemaster 5 squares away, at +9', () => {
    expect(gnollBonus([11, 11])).toBe(11);
    expect(gnollBonus([10, 5])).toBe(9);
  });
});

describe('Mob Attack (+5 Damage in melee against a target adjacent to 2 or more allies with Mob Attack)', () => {
  const kobolds = ['Flamescorched Kobold', 'Flamescorched Kobold', 'Flamescorched Kobold'];
  const hit = (third: readonly [number, number]) => {
    const s = turnOf(kobolds, ['Merchant Guard'], [[4, 5], [6, 5], third, [5, 5]], 'Flamescorched Kobold #1');
    return damageTo(act(s, 'attack:0', [15]).events, 'Merchant Guard');
  };
  it('two other kobolds adjacent to the guard: 10 + 5; only one: 10', () => {
    expect(hit([5, 4])).toEqual([15]);
    expect(hit([9, 9])).toEqual([10]);
  });
});

describe('Evasive (half damage from close and area attacks; "Applying Damage", Round Down)', () => {
  it('Fireblast (15 fire) deals 5 to the kobold and 15 to the guard beside it; a melee hit is not halved', () => {
    const s = turnOf(
      ['Golden Wyvern Initiate'],
      ['Flamescorched Kobold', 'Merchant Guard'],
      [
        [2, 2],
        [6, 7],
        [6, 8],
      ],
      'Golden Wyvern Initiate',
    );
    const r = act(s, 'attack:2', [15, 15], areaWith(s, ['Flamescorched Kobold', 'Merchant Guard']));
    expect(damageTo(r.events, 'Flamescorched Kobold')).toEqual([5]);
    expect(damageTo(r.events, 'Merchant Guard')).toEqual([15]);
    const t = turnOf(
      ['Golden Wyvern Initiate'],
      ['Flamescorched Kobold'],
      [
        [6, 6],
        [6, 7],
      ],
      'Golden Wyvern Initiate',
    );
    expect(damageTo(act(t, 'attack:0', [15]).events, 'Flamescorched Kobold')).toEqual([10]);
  });
});

describe('Combustible (destroyed by a close or area attack: 7 VP instead of its cost; "Assault", Destroying enemy creatures)', () => {
  const destroyVp = (attack: string, at: readonly [number, number]) => {
    const s = turnOf(['Golden Wyvern Initiate'], ['Flamescorched Kobold'], [[2, 2], at], 'Golden Wyvern Initiate', {
      prepare: (st) => void (byLabel(st, 'Flamescorched Kobold').hp = 5),
    });
    const r = act(s, attack, [15], attack === 'attack:2' ? areaWith(s, ['Flamescorched Kobold']) : () => null);
    return r.events.find((e) => e.type === 'destroyed')?.data['vp'];
  };
  it('Fireblast scores 7 for the kobold (cost 15); the quarterstaff scores 15', () => {
    expect(destroyVp('attack:2', [6, 7])).toBe(7);
    expect(destroyVp('attack:0', [2, 3])).toBe(15);
  });
});

describe('Pinpoint Shot (no cover against its ranged attacks; "Cover")', () => {
  // A wall square between shooter and target gives the target cover.
  const shot = (shooter: string, attack: string) => {
    const s = turnOf(
      [shooter],
      ['Merchant Guard'],
      [
        [2, 5],
        [8, 6],
      ],
      shooter,
      { map: openMap(12, 12, [[5, 6]]) },
    );
    return rolls(act(s, attack, [10]).events)[0]?.data;
  };
  it("the Drow Archer's shortbow ignores the cover the Rake's hand crossbow suffers", () => {
    expect(shot('Defiant Rake', 'attack:1')?.['cover']).toBe(true);
    const archer = shot('Drow Archer', 'attack:1');
    expect(archer?.['cover']).toBe(false);
    expect(archer?.['bonus']).toBe(10);
  });
});

describe('Sap Strength (a natural 17-20 also Weakens the target; "Attack Roll", "Conditions")', () => {
  const bite = (roll: number) => {
    const s = turnOf(
      ['Gold Dragon Hatchling'],
      ['Merchant Guard'],
      [
        [5, 5],
        [5, 6],
      ],
      'Gold Dragon Hatchling',
    );
    act(s, 'attack:0', [roll]);
    return hasCond(s, 'Merchant Guard', 'Weakened');
  };
  it('a natural 17 weakens the guard, a natural 16 does not', () => {
    expect(bite(17)).toBe(true);
    expect(bite(16)).toBe(false);
  });
});

describe('Bring Down Prey (a hit on a target adjacent to a Wolf ally Immobilizes it; "Conditions")', () => {
  const bite = (otherWolf: readonly [number, number]) => {
    const s = turnOf(['Dire Wolf', 'Dire Wolf'], ['Eternal Blade'], [[5, 4], otherWolf, [5, 5]], 'Dire Wolf #1');
    const r = act(s, 'attack:0', [19]);
    return { immobilized: hasCond(s, 'Eternal Blade', 'Immobilized'), damage: damageTo(r.events, 'Eternal Blade') };
  };
  it('with the other wolf adjacent the target is Immobilized after the damage (no Gnaw bonus on that hit); alone it is not', () => {
    expect(bite([5, 6])).toEqual({ immobilized: true, damage: [15] });
    expect(bite([10, 10])).toEqual({ immobilized: false, damage: [15] });
  });
});

describe('custom power files', () => {
  it("a card's text is the file's; an unknown file is an error naming the power and the id", () => {
    const gnoll = STARTER_CREATURES.find((c) => c.name === 'Gnoll Marauder');
    expect(gnoll && creatureText(gnoll)).toContain('Headstrong: while no higher-level ally is within 5 squares, +2 Attack.');
    expect(() => customPower('no-such-file', 'Test Power')).toThrow(/power 'Test Power': no custom power file 'no-such-file'/);
  });
});
