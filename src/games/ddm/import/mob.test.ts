// Mob N, "Every 2 creatures named <it> count as 1 creature for your warband's creature limit" (and "…
// for the purpose of warband construction"), read from invented rows and checked by the warband rule
// the pool's warbands pass (ddm-battle-rules-2011, "Warband Restrictions", Number of Creatures: "This
// maximum is extended by some creature powers"). Twelve mob zombies in a 200-point warband count as 6
// and are legal; the control, eleven zombies without the power, break the limit of 10; 21 mob zombies
// count as 11 and break it too, with a message saying how they were counted. Fails if the power is
// ignored or counts other creatures.
import { describe, expect, it } from 'vitest';
import type { CreatureCard } from '../cards/schema.js';
import { checkWarband, creatureCount, warbandSchema } from '../rules/warband.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +4 vs. AC; 5 damage.' };
const cards = importedCards(
  [
    entry({
      name: 'Mob Zombie',
      cost: 5,
      powers: [bite, { type: 'SPECIAL', text: "Mob 2: Every 2 creatures named Mob Zombie count as 1 creature for your warband's creature limit." }],
    }),
    entry({
      name: 'Horde Demon',
      cost: 5,
      powers: [bite, { type: 'ABILITY', text: 'Mob 2: Every 2 creatures named Horde Demon count as 1 creature for the purpose of warband construction.' }],
    }),
    entry({ name: 'Plain Zombie', cost: 5, powers: [bite] }),
  ],
  'mob.json',
);
const catalog = { creatures: new Map<string, CreatureCard>(cards.map((c) => [c.name, c])), items: new Map() };
const warband = (...groups: [string, number][]) =>
  warbandSchema.parse({ name: 'w', faction: 'Wild', points: 200, creatures: groups.flatMap(([card, n]) => Array.from({ length: n }, () => ({ card }))) });
const codes = (...groups: [string, number][]) => checkWarband(warband(...groups), catalog).map((e) => e.code);

describe('Mob N: every N creatures of its name count as 1 for the creature limit', () => {
  it('reads both wordings as the continuous mob, count 2', () => {
    expect(cards[0]?.powers).toEqual([{ kind: 'continuous', name: 'Mob 2', effect: { kind: 'mob', count: 2 } }]);
    expect(cards[1]?.powers).toEqual([{ kind: 'continuous', name: 'Mob 2', effect: { kind: 'mob', count: 2 } }]);
  });
  it('12 mob zombies count as 6 and are legal; 11 plain zombies (control) break the limit of 10', () => {
    expect(creatureCount(warband(['Mob Zombie', 12]), catalog)).toBe(6);
    expect(codes(['Mob Zombie', 12])).toEqual([]);
    expect(codes(['Plain Zombie', 11])).toEqual(['warband-size']);
  });
  it('an odd one counts as 1, other creatures count each, and 21 mob zombies (11) break the limit', () => {
    expect(creatureCount(warband(['Mob Zombie', 3], ['Horde Demon', 2], ['Plain Zombie', 2]), catalog)).toBe(5);
    const errs = checkWarband(warband(['Mob Zombie', 21]), catalog);
    expect(errs.map((e) => e.code)).toEqual(['warband-size']);
    expect(errs[0]?.message).toContain('21 creatures (counted as 11: Mob) are more than the 10 allowed');
  });
});
