// Attack-line families read from invented rows in the ddmwi format and played through the engine:
// "(only on charge)" — an attack made only at the end of a charge, instead of the basic melee attack
// (ddm-battle-rules-2011, "CHARGE") — and "(burst N, enemies only)", a close attack against only the
// enemies in its area (guidelines "Multiple Targets") — and "AND Followup: +N vs. D; …", a second roll
// against the same target after a hit (guidelines "Followup"). Each test fails if the wording is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Boar Rusher',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Tusk: +10 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Gore Rush: (only on charge) +10 vs. AC; 25 damage.' },
    ],
  }),
  entry({
    name: 'Storm Priest',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Staff: +10 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Thunder Ring: (burst 1, enemies only) +10 vs. Fort; 10 thunder damage.' },
      { type: 'ATTACK', text: 'Wild Ring: (burst 1) +10 vs. Fort; 10 thunder damage.' },
    ],
  }),
  entry({
    name: 'Moss Troll',
    hp: 60,
    powers: [{ type: 'ATTACK', text: 'Rend: +10 vs. AC; 10 damage AND Followup Followup: +10 vs. DEF(Fort); 10 damage AND Dazed' }],
  }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [{ type: 'ATTACK', text: 'Bite: +10 vs. AC; 10 damage.' }] }),
  entry({ name: 'Straw Friend', hp: 80, powers: [{ type: 'ATTACK', text: 'Bite: +10 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'attacks.json');
afterAll(addTestCards(cards));

const ids = (d: Decision) => d.options.map((o) => o.id);

describe('(only on charge)', () => {
  it('is not an attack of its own, and is not the basic attack', () => {
    const s = turnOf(
      ['Boar Rusher'],
      ['Straw Dummy'],
      [
        [5, 5],
        [5, 6],
      ],
      'Boar Rusher',
    );
    expect(ids(decision(s))).toContain('attack:0');
    expect(ids(decision(s))).not.toContain('attack:1');
    expect(s.cards['Boar Rusher']?.attacks.map((a) => a.basic)).toEqual([true, false]);
  });
  it('ends a charge when its player chooses it: 25 damage instead of the basic 10', () => {
    const s = turnOf(
      ['Boar Rusher'],
      ['Straw Dummy'],
      [
        [5, 8],
        [5, 2],
      ],
      'Boar Rusher',
    );
    const dummy = byLabel(s, 'Straw Dummy');
    const r = act(s, 'charge', [15], (d) => (d.kind === 'choose-attack' ? 'attack:1' : null));
    expect(r.asked.some((d) => d.kind === 'choose-attack' && ids(d).join() === 'attack:0,attack:1')).toBe(true);
    expect(dummy.hp).toBe(80 - 25);
  });
});

describe('(burst N, enemies only)', () => {
  const at: [number, number][] = [
    [5, 5],
    [5, 4],
    [5, 6],
  ];
  it('attacks the adjacent enemy and leaves the adjacent ally alone', () => {
    const s = turnOf(['Storm Priest', 'Straw Friend'], ['Straw Dummy'], at, 'Storm Priest');
    const r = act(s, 'attack:1', [15]);
    expect(r.events.filter((e) => e.type === 'attack-roll').map((e) => e.data['target'])).toEqual([byLabel(s, 'Straw Dummy').id]);
    expect(byLabel(s, 'Straw Dummy').hp).toBe(70);
    expect(byLabel(s, 'Straw Friend').hp).toBe(80);
  });
  it('a burst that does not say so attacks the ally too', () => {
    const s = turnOf(['Storm Priest', 'Straw Friend'], ['Straw Dummy'], at, 'Storm Priest');
    act(s, 'attack:2', [15, 15], (d) => (d.kind === 'order-effects' || d.kind === 'choose-order' ? (d.options[0]?.id ?? null) : null));
    expect(byLabel(s, 'Straw Friend').hp).toBe(70);
  });
});

describe('AND Followup: a second roll after a hit', () => {
  const rend = (d20s: number[]) => {
    const s = turnOf(
      ['Moss Troll'],
      ['Straw Dummy'],
      [
        [5, 5],
        [5, 6],
      ],
      'Moss Troll',
    );
    const r = act(s, 'attack:0', d20s);
    return { dummy: byLabel(s, 'Straw Dummy'), rolls: r.events.filter((e) => e.type === 'attack-roll').map((e) => e.data['vs']) };
  };
  it('a hit, then the followup against Fortitude: its damage and Dazed', () => {
    const { dummy, rolls } = rend([15, 15]);
    expect(rolls).toEqual(['AC', 'Fort']);
    expect(dummy.hp).toBe(60);
    expect(dummy.conds.map((c) => c.kind)).toContain('Dazed');
  });
  it('the followup can miss; a missed first roll has no followup', () => {
    expect(rend([15, 2]).dummy.hp).toBe(70);
    expect(rend([2]).rolls).toEqual(['AC']);
  });
});
