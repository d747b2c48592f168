// More printed wordings of enforced families, read from invented rows in the ddmwi format and played
// through the engine; each test fails if the power is ignored (or given outside its situation):
// - Cleave in the old wordings ("'Destroyed by' Triggers"; Appendix A: "a Melee attack", the bare
//   "M" of the melee icon, is the melee basic attack; "once per turn when …; make an immediate {b}
//   attack" is the immediate action);
// - situational bonuses ("Bonuses and Penalties") against targets of a keyword or an alignment, and
//   while within N squares of another bloodied creature.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import { act, byLabel, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Old Axeman',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Axe: +10 vs. AC; 20 damage.' },
      { type: 'SPECIAL', text: 'Cleave: Immediate action, use when this creature destroys an enemy with a Melee attack: Make a Melee attack.)' },
    ],
  }),
  entry({
    name: 'Terse Axeman',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Axe: +10 vs. AC; 20 damage.' },
      { type: 'SPECIAL', text: "Cleave: Once per turn when this creture's {m} attack destroys an enemy; make an immediate {b} attack." },
    ],
  }),
  entry({ name: 'Reed Hunter', hp: 60, powers: [bite, { type: 'SPECIAL', text: 'Eel Bane: +2 {m} Attack and +5 {m} Damage vs. Aquatic targets.' }] }),
  entry({ name: 'Dawn Knight', hp: 60, powers: [bite, { type: 'SPECIAL', text: 'Dusk Foe 5: +5 Damage against Evil enemies.' }] }),
  entry({
    name: 'Marsh Shark',
    hp: 60,
    powers: [bite, { type: 'SPECIAL', text: 'Blood Scent: +2 Attack and +5 Damage while within 3 squares of a Bloodied creature.' }],
  }),
  entry({ name: 'Bog Lurker', hp: 60, powers: [bite, { type: 'SPECIAL', text: 'Finisher: +5 {m} Damage against Immobilized targets.' }] }),
  entry({ name: 'Straw Dummy', hp: 20, powers: [bite] }),
  entry({ name: 'Straw Brute', hp: 80, powers: [bite] }),
  entry({ name: 'Straw Eel', hp: 80, keywords: ['Aquatic'], powers: [bite] }),
  entry({ name: 'Straw Fiend', hp: 80, alignment: 'EVIL', powers: [bite] }),
];
const cards = importedCards(rows, 'wordings.json');
afterAll(addTestCards(cards));

const attackers = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'attack').map((e) => e.data['label']);

describe('Cleave in the old wordings: a melee basic attack at once when its melee attack destroys an enemy', () => {
  for (const name of ['Old Axeman', 'Terse Axeman'])
    it(`${name}: destroying the dummy lets it attack the brute`, () => {
      const s = turnOf(
        [name],
        ['Straw Dummy', 'Straw Brute'],
        [
          [5, 5],
          [5, 6],
          [6, 5],
        ],
        name,
      );
      const r = act(s, 'attack:0', [15, 15], (d) =>
        d.kind === 'choose-target' ? (d.options.find((o) => o.label.startsWith('Straw Dummy'))?.id ?? null) : d.kind === 'use-power' ? 'power:Cleave' : null,
      );
      expect(byLabel(s, 'Straw Dummy').destroyed).toBe(true);
      expect(attackers(r.events)).toEqual([name, name]);
      expect(byLabel(s, 'Straw Brute').hp).toBe(60);
    });
});

/** `me` bites `target` next to it (a roll of 15); the roll's bonus and the HP the target lost. */
function bite1(me: string, target: string, opts: { also?: string; bloodied?: string; alsoAt?: [number, number]; immobilized?: string } = {}) {
  const s = turnOf(
    [me],
    [target, ...(opts.also ? [opts.also] : [])],
    [[2, 2], [3, 2], ...(opts.also ? [opts.alsoAt ?? [9, 9]] : [])] as [number, number][],
    me,
    {
      prepare: (x) => {
        if (opts.bloodied) byLabel(x, opts.bloodied).hp = 10;
        if (opts.immobilized) addCond(x, byLabel(x, opts.immobilized), testCondition('Immobilized'));
      },
    },
  );
  const t = byLabel(s, target);
  const before = t.hp;
  const r = act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? (d.options.find((o) => o.label.startsWith(target))?.id ?? null) : null));
  return { bonus: r.events.find((e) => e.type === 'attack-roll')?.data['bonus'], lost: before - t.hp };
}

describe('situational bonuses against a keyword, an alignment, a condition, near a bloodied creature', () => {
  it('against Immobilized targets: +5 melee Damage only against an immobilized target', () => {
    expect(bite1('Bog Lurker', 'Straw Brute', { immobilized: 'Straw Brute' }).lost).toBe(15);
    expect(bite1('Bog Lurker', 'Straw Brute').lost).toBe(10);
  });
  it('against Aquatic targets: +2 Attack and +5 Damage only against an Aquatic target', () => {
    expect(bite1('Reed Hunter', 'Straw Eel')).toEqual({ bonus: 12, lost: 15 });
    expect(bite1('Reed Hunter', 'Straw Brute')).toEqual({ bonus: 10, lost: 10 });
  });
  it('against Evil enemies: +5 Damage only against an Evil target', () => {
    expect(bite1('Dawn Knight', 'Straw Fiend').lost).toBe(15);
    expect(bite1('Dawn Knight', 'Straw Brute').lost).toBe(10);
  });
  it('within 3 squares of another bloodied creature: +2 Attack and +5 Damage; none farther or unbloodied', () => {
    expect(bite1('Marsh Shark', 'Straw Brute', { also: 'Straw Eel', alsoAt: [2, 5], bloodied: 'Straw Eel' })).toEqual({ bonus: 12, lost: 15 });
    expect(bite1('Marsh Shark', 'Straw Brute', { also: 'Straw Eel', alsoAt: [2, 6], bloodied: 'Straw Eel' })).toEqual({ bonus: 10, lost: 10 });
    expect(bite1('Marsh Shark', 'Straw Brute', { also: 'Straw Eel', alsoAt: [2, 5] })).toEqual({ bonus: 10, lost: 10 });
  });
});
