// Tests for ddm-battle-rules-2011 "Warband Restrictions", "Faction", Arena and Sealed-Booster limits.
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../content/catalog.js';
import { STARTER_CREATURES } from '../content/creatures.js';
import { STARTER_WARBANDS } from '../content/warbands.js';
import { checkWarband, warbandSchema, type WarbandInput } from './warband.js';

const check = (w: WarbandInput) => checkWarband(warbandSchema.parse(w), CATALOG);

describe('starter content', () => {
  it('has at least 12 creatures over all four factions and both alignments, with a Large and a Huge one', () => {
    expect(STARTER_CREATURES.length).toBeGreaterThanOrEqual(12);
    const factions = new Set(STARTER_CREATURES.flatMap((c) => c.factions));
    expect([...factions].sort()).toEqual(['Borderlands', 'Civilization', 'Underdark', 'Wild']);
    const al = new Set(STARTER_CREATURES.map((c) => c.alignment));
    expect(al.has('Good') && al.has('Evil')).toBe(true);
    expect(STARTER_CREATURES.some((c) => c.size === 'Large')).toBe(true);
    expect(STARTER_CREATURES.some((c) => c.size === 'Huge')).toBe(true);
  });
  it('the two starter warbands are legal 200-point warbands of different factions and opposite alignments', () => {
    for (const w of STARTER_WARBANDS) expect(checkWarband(w, CATALOG)).toEqual([]);
    const [a, b] = STARTER_WARBANDS;
    expect(a?.faction).not.toBe(b?.faction);
  });
});

describe('warband restrictions', () => {
  it('a creature outside the faction is named', () => {
    const errs = check({ name: 'x', faction: 'Wild', points: 200, creatures: [{ card: 'Dwarf Battlemaster' }] });
    expect(errs.map((e) => e.code)).toEqual(['faction']);
    expect(errs[0]?.message).toContain('creature 1 (Dwarf Battlemaster)');
    expect(errs[0]?.rule).toEqual({ book: 'ddm-battle-rules-2011', section: 'Faction' });
  });
  it('Good and Evil together are refused, naming both', () => {
    const errs = check({ name: 'x', faction: 'Civilization', points: 200, creatures: [{ card: 'Dwarf Battlemaster' }, { card: 'Yuan-Ti Swiftscale' }] });
    expect(errs.map((e) => e.code)).toEqual(['alignment']);
    expect(errs[0]?.message).toMatch(/Dwarf Battlemaster.*Yuan-Ti Swiftscale/);
  });
  it('more than 8 creatures in a 100-point warband, and more than 5 in Arena', () => {
    const nine = Array.from({ length: 9 }, () => ({ card: 'Merchant Guard' }));
    expect(check({ name: 'x', faction: 'Civilization', points: 100, creatures: nine }).map((e) => e.code)).toContain('warband-size');
    expect(check({ name: 'x', faction: 'Civilization', points: 200, creatures: nine }).map((e) => e.code)).not.toContain('warband-size');
    const six = nine.slice(0, 6);
    expect(check({ name: 'x', faction: 'Civilization', points: 200, format: 'arena', creatures: six }).map((e) => e.code)).toEqual(['warband-size']);
  });
  it('the point limit counts items too', () => {
    const errs = check({
      name: 'x',
      faction: 'Civilization',
      points: 100,
      creatures: [
        { card: 'Dwarf Battlemaster', items: ['Ironguard Amulet'] },
        { card: 'Golden Wyvern Initiate' },
        { card: 'Defiant Rake' },
        { card: 'Merchant Guard' },
        { card: 'Merchant Guard' },
      ],
    });
    expect(errs.map((e) => e.code)).toEqual(['points']);
    expect(errs[0]?.message).toContain('102 points');
  });
  it('maximum single-creature cost: 75 in 100-point games, 150 in 200-point games', () => {
    const treant = CATALOG.creatures.get('Treant');
    if (!treant) throw new Error('Treant missing');
    const big = { ...treant, name: 'Elder Treant', cost: 80 };
    const catalog = { creatures: new Map([...CATALOG.creatures, [big.name, big]]), items: CATALOG.items };
    const w = (points: 100 | 200) => warbandSchema.parse({ name: 'x', faction: 'Wild', points, creatures: [{ card: 'Elder Treant' }] });
    const errs = checkWarband(w(100), catalog);
    expect(errs.map((e) => e.code)).toEqual(['creature-cost']);
    expect(errs[0]?.message).toContain('creature 1 (Elder Treant) costs 80, above the 75-point maximum');
    expect(checkWarband(w(200), catalog)).toEqual([]);
  });
  it('one item per creature', () => {
    const errs = check({
      name: 'x',
      faction: 'Civilization',
      points: 200,
      creatures: [{ card: 'Defiant Rake', items: ['Keen Whetstone', 'Ironguard Amulet'] }],
    });
    expect(errs.map((e) => e.code)).toEqual(['items']);
  });
  it('sealed-booster games ignore faction and alignment', () => {
    const w = {
      name: 'x',
      faction: 'Wild' as const,
      points: 200 as const,
      format: 'sealed' as const,
      creatures: [{ card: 'Dwarf Battlemaster' }, { card: 'Yuan-Ti Swiftscale' }],
    };
    expect(check(w)).toEqual([]);
    expect(
      check({ ...w, format: 'standard' })
        .map((e) => e.code)
        .sort(),
    ).toEqual(['alignment', 'faction']);
  });
  it('unknown cards are named with their position', () => {
    const errs = check({ name: 'x', faction: 'Wild', points: 200, creatures: [{ card: 'Dire Wolf' }, { card: 'Tarrasque' }] });
    expect(errs[0]?.message).toContain('creature 2 (Tarrasque)');
  });
});
