// Attack powers printed "Make 1 {b} attack against each Helpless enemy within Reach" (Scavenge) and
// "Make 1 {b} attack against each adjacent bloodied enemy" (Bloodfury) — ddm-battle-rules-2011,
// "Making an Attack" (an attack action granting multiple attacks), "Helpless", "Bloodied"; guidelines
// "Multiple Targets": one basic attack against every such enemy, each resolved before the next. Read
// from invented rows and played through the engine with forced dice: the crawler (Reach 2) bites the
// Helpless brute 2 squares away and not the one beside it that is not Helpless; the defender strikes
// the bloodied brute beside it and not the unhurt one, nor the bloodied one 2 squares away. Fails if
// the filter is ignored (the other brutes hit) or the line stays a gap.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Cave Crawler',
    powers: [bite, { type: 'ATTACK', text: 'Scavenge: Make 1 {b} attack against each Helpless enemy within Reach.' }, { type: 'SPECIAL', text: 'Reach 2' }],
  }),
  entry({ name: 'Scale Guard', powers: [bite, { type: 'ATTACK', text: 'Bloodfury: Make 1 {b} attack against each adjacent bloodied enemy.' }] }),
  entry({ name: 'Near Brute', hp: 60, powers: [bite] }),
  entry({ name: 'Far Brute', hp: 60, powers: [bite] }),
  entry({ name: 'Side Brute', hp: 60, powers: [bite] }),
];
const cards = importedCards(rows, 'basic-attack-each.json');
afterAll(addTestCards(cards));

/** `who` at (5,5), Near Brute at (5,6), Side Brute at (4,6), Far Brute at (5,7); `prepare` sets their state. */
function battle(who: string, prepare: (s: DdmState) => void): DdmState {
  return turnOf(
    [who],
    ['Near Brute', 'Side Brute', 'Far Brute'],
    [
      [5, 5],
      [5, 6],
      [4, 6],
      [5, 7],
    ],
    who,
    { prepare },
  );
}

describe('attack powers: 1 {b} attack against each Helpless / adjacent bloodied enemy', () => {
  it('reads both wordings as basic attacks against each such enemy', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'action',
      name: 'Scavenge',
      action: 'attack',
      effect: { kind: 'basic-attacks', each: 'helpless-in-reach' },
    });
    expect(cards[1]?.powers[0]).toMatchObject({ kind: 'action', name: 'Bloodfury', effect: { kind: 'basic-attacks', each: 'adjacent-bloodied' } });
  });

  it('Scavenge bites the Helpless brutes within reach (automatic critical hits, "HELPLESS"), not the one that is not Helpless', () => {
    const s = battle('Cave Crawler', (st) => {
      for (const label of ['Far Brute', 'Side Brute']) {
        const c = st.creatures.find((x) => x.label === label);
        c?.conds.push({ id: 70 + c.conds.length, ...testCondition('Helpless', 0), ownTurn: false });
      }
    });
    act(s, 'power:Scavenge');
    expect(byLabel(s, 'Near Brute').hp).toBe(60);
    expect(byLabel(s, 'Side Brute').hp).toBeLessThan(60);
    expect(byLabel(s, 'Far Brute').hp).toBe(byLabel(s, 'Side Brute').hp);
  });

  it('no Helpless enemy (control): Scavenge is not offered', () => {
    const s = battle('Cave Crawler', () => undefined);
    expect(decision(s).options.map((o) => o.id)).not.toContain('power:Scavenge');
  });

  it('Bloodfury strikes the bloodied brute beside it only, not the unhurt one beside it nor the bloodied one 2 squares away', () => {
    const s = battle('Scale Guard', (st) => {
      for (const label of ['Near Brute', 'Far Brute']) {
        const c = st.creatures.find((x) => x.label === label);
        if (c) c.hp = 30;
      }
    });
    act(s, 'power:Bloodfury', [15]);
    expect([byLabel(s, 'Near Brute').hp, byLabel(s, 'Side Brute').hp, byLabel(s, 'Far Brute').hp]).toEqual([20, 60, 30]);
  });
});
