// Reaction and action families read from invented rows in the ddmwi format and played through the
// engine: Shifty ("Minor action: shift 1 square"), a Riposte and a Defender (guidelines T2: "when an enemy declares a
// melee attack against this creature", a melee basic attack against that enemy first) and a Cleave
// ("'Destroyed by' Triggers": when this creature's melee attack destroys an enemy, an immediate basic
// attack). Each test fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Fen Skipper', powers: [bite, { type: 'SPECIAL', text: 'Shifty: Minor action; shift 1 square.' }] }),
  entry({
    name: 'Reed Duelist',
    hp: 60,
    powers: [
      bite,
      {
        type: 'SPECIAL',
        text: 'Riposte: Immediate action, when an enemy declares a melee attack vs. this creature: make a melee basic attack vs. that enemy.',
        limit: 2,
      },
    ],
  }),
  entry({
    name: 'Bog Reaver',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Axe: +10 vs. AC; 20 damage.' },
      { type: 'SPECIAL', text: "Cleave: Immediate, when this creature's {m} attack destroys an enemy; make a {b} attack. Usable once per turn." },
    ],
  }),
  entry({
    name: 'Shield Warden',
    hp: 60,
    powers: [
      bite,
      {
        type: 'SPECIAL',
        text: 'Defender: Use when an enemy adjacent to this creature makes a {m} attack against an ally: This creature makes a {b} attack against that enemy as an immediate action.',
      },
    ],
  }),
  entry({ name: 'Straw Dummy', hp: 20, powers: [bite] }),
  entry({ name: 'Straw Brute', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'reactions.json');
afterAll(addTestCards(cards));

const ids = (d: Decision) => d.options.map((o) => o.id);

describe('Shifty: a minor action that shifts 1 square', () => {
  it('is offered in the menu and moves the creature one square, then the minor action is spent', () => {
    const s = turnOf(
      ['Fen Skipper'],
      ['Straw Brute'],
      [
        [5, 5],
        [5, 6],
      ],
      'Fen Skipper',
    );
    const me = byLabel(s, 'Fen Skipper');
    expect(ids(decision(s))).toContain('power:Shifty');
    act(s, 'power:Shifty', [], (d) => (d.kind === 'choose-destination' ? '4,4' : null));
    // One square, and no opportunity attack: a shift.
    expect(me.pos).toEqual({ x: 4, y: 4 });
    expect(byLabel(s, 'Straw Brute').hp).toBe(80);
  });
});

describe('Riposte: a melee basic attack against an enemy that declares a melee attack against this creature', () => {
  it('strikes first, and only when this creature is the target', () => {
    const s = turnOf(
      ['Reed Duelist'],
      ['Straw Brute'],
      [
        [5, 5],
        [5, 6],
      ],
      'Straw Brute',
    );
    const duelist = byLabel(s, 'Reed Duelist');
    const brute = byLabel(s, 'Straw Brute');
    const r = act(s, 'attack:0', [15, 15], (d) => (d.kind === 'use-power' ? (d.options.find((o) => o.id === 'power:Riposte')?.id ?? 'no') : null));
    expect(r.events.filter((e) => e.type === 'attack').map((e) => e.data['label'])).toEqual(['Straw Brute', 'Reed Duelist']);
    expect(brute.hp).toBe(70);
    expect(duelist.hp).toBe(50);
  });
});

describe('Cleave: an immediate basic attack when its melee attack destroys an enemy', () => {
  /** The Reaver's turn, the dummy and the brute both next to it. */
  const reaverTurn = () =>
    turnOf(
      ['Bog Reaver'],
      ['Straw Dummy', 'Straw Brute'],
      [
        [5, 5],
        [5, 6],
        [6, 5],
      ],
      'Bog Reaver',
    );
  it('destroying the dummy lets it attack the brute at once', () => {
    const s = reaverTurn();
    const brute = byLabel(s, 'Straw Brute');
    // The axe at the dummy (destroyed); Cleave's basic attack then has only the brute to target.
    const r = act(s, 'attack:0', [15, 15], (d) =>
      d.kind === 'choose-target' ? (d.options.find((o) => o.label.startsWith('Straw Dummy'))?.id ?? null) : d.kind === 'use-power' ? 'power:Cleave' : null,
    );
    expect(byLabel(s, 'Straw Dummy').destroyed).toBe(true);
    expect(r.events.filter((e) => e.type === 'attack').map((e) => e.data['label'])).toEqual(['Bog Reaver', 'Bog Reaver']);
    expect(brute.hp).toBe(60);
  });
  it('a miss destroys nothing: no second attack', () => {
    const s = reaverTurn();
    const r = act(s, 'attack:0', [2], (d) => (d.kind === 'choose-target' ? (d.options.find((o) => o.label.startsWith('Straw Dummy'))?.id ?? null) : null));
    expect(r.events.filter((e) => e.type === 'attack')).toHaveLength(1);
  });
});

describe('Defender: a basic attack against an adjacent enemy that attacks an ally in melee', () => {
  it('the warden strikes before the enemy rolls against its ally', () => {
    const s = turnOf(
      ['Shield Warden', 'Straw Brute'],
      ['Straw Dummy'],
      [
        [6, 6],
        [5, 5],
        [5, 6],
      ],
      'Straw Dummy',
    );
    const r = act(s, 'attack:0', [15, 15], (d) => (d.kind === 'use-power' ? (d.options.find((o) => o.id === 'power:Defender')?.id ?? 'no') : null));
    expect(r.events.filter((e) => e.type === 'attack').map((e) => e.data['label'])).toEqual(['Straw Dummy', 'Shield Warden']);
    // The warden's bite first, then the dummy's.
    expect(byLabel(s, 'Straw Dummy').hp).toBe(10);
    expect(byLabel(s, 'Straw Brute').hp).toBe(70);
  });
  it('"a {b} attack" is not our melee basic attack when a basic attack of the card is ranged', () => {
    const archer = entry({
      name: 'Reed Archer',
      powers: [
        { type: 'ATTACK', text: 'Bow: (range 10) +10 vs. AC; 10 damage.' },
        {
          type: 'SPECIAL',
          text: 'Defender: Use when an enemy adjacent to this creature makes a {m} attack against an ally: This creature makes a {b} attack against that enemy as an immediate action.',
        },
      ],
    });
    const r = parseDdmwi(JSON.stringify([archer]), 'archer.json');
    if (!r.ok) throw new Error(r.error);
    expect(r.value.creatures[0]?.enforced).toBe(false);
    expect(r.value.creatures[0]?.powers.find((p) => p.name === 'Defender')?.family).toBe('basic attack against the attacker, ranged basic');
    expect(r.value.creatures[0]?.card?.powers).toEqual([]);
  });
});
