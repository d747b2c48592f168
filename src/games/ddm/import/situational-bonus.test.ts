// "+A Attack and +D Damage <situation>" powers (ddm-battle-rules-2011, "Bonuses and Penalties"; the
// situations of "Bloodied", "CHARGE", "Opportunity Attacks", "Big Creatures") read from invented rows
// in the ddmwi format (and "within N squares of a <keyword> ally") and played through the engine: each test fails if the bonus is ignored, or
// given outside its situation.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Gorge Brute',
    hp: 60,
    powers: [bite, { type: 'ATTACK', text: 'Rock: (range 5) +10 vs. AC; 10 damage.' }, { type: 'SPECIAL', text: 'Bloodrage 5: +5 {m} Damage while Bloodied.' }],
  }),
  entry({ name: 'Horn Ram', hp: 60, powers: [bite, { type: 'SPECIAL', text: 'Powerful Charge 10: +10 Damage while charging.' }] }),
  entry({
    name: 'Carrion Stalker',
    hp: 60,
    powers: [bite, { type: 'SPECIAL', text: 'Bloodthirsty: Whenever this creature makes a {m} attack against a bloodied target: +5 Attack on that attack.' }],
  }),
  entry({ name: 'Grave Sentry', hp: 60, powers: [bite, { type: 'SPECIAL', text: 'Quick Dead: +2 Attack and +5 Damage on opportunity attacks.' }] }),
  entry({ name: 'Hill Titan', hp: 60, powers: [bite, { type: 'SPECIAL', text: 'Overwhelming Size: +2 Attack and +5 Damage against smaller targets.' }] }),
  entry({ name: 'Bone Ward', hp: 60, powers: [bite, { type: 'SPECIAL', text: 'Bolstered: +2 Attack and +5 Damage while adjacent to an Undead ally.' }] }),
  entry({ name: 'Pack Cutter', hp: 60, powers: [bite, { type: 'SPECIAL', text: 'Minion Attack 5: +5 Damage against targets adjacent to a Minion ally.' }] }),
  entry({ name: 'Ring Hound', hp: 60, powers: [bite, { type: 'SPECIAL', text: 'Circle Prey: +2 {m} Attack while within 3 squares of a Minion ally.' }] }),
  entry({ name: 'Grave Rat', keywords: ['Undead', 'Minion'], powers: [bite] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [bite] }),
];
// The file has no size: the titan is made Large here, as the side table would.
const cards = importedCards(rows, 'bonus.json').map((c) => (c.name === 'Hill Titan' ? { ...c, size: 'Large' as const } : c));
afterAll(addTestCards(cards));

const rollOf = (events: readonly GameEvent[]) => events.find((e) => e.type === 'attack-roll')?.data['bonus'];

/** `me` attacks the dummy next to it with `attack`; returns the roll's bonus and the dummy's HP lost. */
function strike(me: string, opts: { attack?: string; bloodied?: string; extra?: string; at?: [number, number][] } = {}) {
  const s = turnOf(
    [me, ...(opts.extra ? [opts.extra] : [])],
    ['Straw Dummy'],
    opts.at ??
      ([
        [2, 2],
        [9, 9],
        [3, 2],
      ].filter((_, i) => opts.extra || i !== 1) as [number, number][]),
    me,
    {
      prepare: (x) => {
        if (opts.bloodied) byLabel(x, opts.bloodied).hp = 20;
      },
    },
  );
  const dummy = byLabel(s, 'Straw Dummy');
  const before = dummy.hp;
  const r = act(s, opts.attack ?? 'attack:0', [15]);
  return { bonus: rollOf(r.events), lost: before - dummy.hp };
}

describe('situational bonuses through the engine', () => {
  it('Bloodrage: +5 melee damage only while this creature is bloodied, never on its ranged attack', () => {
    expect(strike('Gorge Brute').lost).toBe(10);
    expect(strike('Gorge Brute', { bloodied: 'Gorge Brute' }).lost).toBe(15);
    expect(strike('Gorge Brute', { bloodied: 'Gorge Brute', attack: 'attack:1' }).lost).toBe(10);
  });
  it('Bloodthirsty: +5 Attack against a bloodied target only', () => {
    expect(strike('Carrion Stalker').bonus).toBe(10);
    expect(strike('Carrion Stalker', { bloodied: 'Straw Dummy' }).bonus).toBe(15);
  });
  it('Overwhelming Size: +2 Attack and +5 Damage against a smaller target', () => {
    expect(strike('Hill Titan')).toEqual({ bonus: 12, lost: 15 });
  });
  it('an adjacent Undead ally: +2 Attack and +5 Damage; none without it', () => {
    expect(strike('Bone Ward')).toEqual({ bonus: 10, lost: 10 });
    expect(
      strike('Bone Ward', {
        extra: 'Grave Rat',
        at: [
          [2, 2],
          [2, 3],
          [3, 2],
        ],
      }),
    ).toEqual({ bonus: 12, lost: 15 });
    expect(
      strike('Bone Ward', {
        extra: 'Grave Rat',
        at: [
          [2, 2],
          [9, 9],
          [3, 2],
        ],
      }),
    ).toEqual({ bonus: 10, lost: 10 });
  });
  it('Circle Prey: +2 melee Attack while within 3 squares of a Minion ally; none at 4 squares or without it', () => {
    const at = (rat: [number, number]): [number, number][] => [[2, 2], rat, [3, 2]];
    expect(strike('Ring Hound', { extra: 'Grave Rat', at: at([2, 5]) })).toEqual({ bonus: 12, lost: 10 });
    expect(strike('Ring Hound', { extra: 'Grave Rat', at: at([2, 6]) })).toEqual({ bonus: 10, lost: 10 });
    expect(strike('Ring Hound')).toEqual({ bonus: 10, lost: 10 });
  });
  it('Minion Attack: +5 Damage against a target adjacent to a Minion ally', () => {
    expect(
      strike('Pack Cutter', {
        extra: 'Grave Rat',
        at: [
          [2, 2],
          [4, 2],
          [3, 2],
        ],
      }).lost,
    ).toBe(15);
    expect(
      strike('Pack Cutter', {
        extra: 'Grave Rat',
        at: [
          [2, 2],
          [9, 9],
          [3, 2],
        ],
      }).lost,
    ).toBe(10);
  });
  it('Powerful Charge: +10 damage on the charge, not on an ordinary attack', () => {
    const s = turnOf(
      ['Horn Ram'],
      ['Straw Dummy'],
      [
        [5, 8],
        [5, 2],
      ],
      'Horn Ram',
    );
    const dummy = byLabel(s, 'Straw Dummy');
    act(s, 'charge', [15]);
    expect(dummy.hp).toBe(80 - 20);
    expect(strike('Horn Ram').lost).toBe(10);
  });
  it('+2 Attack and +5 Damage on opportunity attacks, not on its own turn', () => {
    const s = turnOf(
      ['Straw Dummy'],
      ['Grave Sentry'],
      [
        [5, 5],
        [5, 6],
      ],
      'Straw Dummy',
    );
    const sentry = byLabel(s, 'Grave Sentry');
    const dummy = byLabel(s, 'Straw Dummy');
    const r = act(s, 'move', [15], (d) => (d.kind === 'choose-destination' ? '5,2' : d.kind === 'opportunity-attack' ? 'attack:0' : null));
    const oa = r.events.find((e) => e.type === 'attack-roll' && e.data['attacker'] === sentry.id);
    expect(oa?.data['bonus']).toBe(12);
    expect(dummy.hp).toBe(80 - 15);
    expect(strike('Grave Sentry')).toEqual({ bonus: 10, lost: 10 });
  });
});
