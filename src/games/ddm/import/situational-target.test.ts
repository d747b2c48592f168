// Two more situations of "+A Attack and +D Damage <situation>" (ddm-battle-rules-2011, "Bonuses and
// Penalties"), read from invented rows and played through the engine: Cavalry N ("+N {m} Damage
// against non-Mounted enemies": the target lacks the Mounted keyword — printed, or gained by mounting,
// "Mounts and Riders") and Stalker ("+2 Attack and +5 Damage against targets with no other adjacent
// enemies or allies", and its two other wordings: no creature but the attacker adjacent to the
// target). Each test fails if the bonus is ignored or given outside its situation (a Mounted target,
// a ranged Cavalry attack, a target with another creature beside it). Devotee of Undead ("+5 Damage
// while an Undead champion ally is in play": an ally with a champion rating and the keyword on the
// map; not an Undead ally that is no champion, nor a champion of another keyword).
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Bone Lancer',
    powers: [
      bite,
      { type: 'ATTACK', text: 'Javelin: (range 6) +10 vs. AC; 10 damage.' },
      { type: 'SPECIAL', text: 'Cavalry 5: +5 {m} Damage against non-Mounted enemies.' },
    ],
  }),
  entry({
    name: 'Hedge Lurker',
    powers: [bite, { type: 'SPECIAL', text: 'Stalker: +2 Attack and +5 Damage against targets with no other adjacent enemies or allies.' }],
  }),
  entry({
    name: 'Mantis Lurker',
    powers: [bite, { type: 'SPECIAL', text: 'Stalker: +4 Attack and +10 Damage while no other creature is adjacent to target.' }],
  }),
  entry({
    name: 'Ghost Cat',
    powers: [
      bite,
      {
        type: 'SPECIAL',
        text: 'Stalker: Whenever this creature makes an attack against a target that has no other creature adjacent to it: +4 Attack and +10 Damage on that attack.',
      },
    ],
  }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [bite] }),
  entry({ name: 'Straw Rider', hp: 80, keywords: ['Human', 'Mounted'], powers: [bite] }),
  entry({ name: 'Field Hand', hp: 80, powers: [bite] }),
  entry({ name: 'Vol Cultist', powers: [bite, { type: 'SPECIAL', text: 'Devotee of Undead: +5 Damage while an Undead champion ally is in play.' }] }),
  entry({ name: 'Grave Lord', keywords: ['Undead'], championRating: 2, powers: [bite] }),
  entry({ name: 'Grave Rat', keywords: ['Undead'], powers: [bite] }),
  entry({ name: 'Living Lord', keywords: ['Human'], championRating: 2, powers: [bite] }),
];
const cards = importedCards(rows, 'situational-target.json');
afterAll(addTestCards(cards));

/** `me` at (2,2) attacks `target` at (3,2) with `attack` (d20 15); `friend`/`foe`: one more creature of its side or of the target's at (4,2), beside the target. */
function strike(me: string, target: string, opts: { attack?: string; friend?: boolean; foe?: boolean; far?: boolean } = {}) {
  const p1 = [me, ...(opts.friend ? ['Field Hand'] : [])];
  const p2 = [target, ...(opts.foe ? ['Field Hand'] : [])];
  const at: [number, number][] = [
    [2, 2],
    ...(opts.friend ? ([[4, 2]] as [number, number][]) : []),
    opts.far ? [2, 6] : [3, 2],
    ...(opts.foe ? ([[4, 2]] as [number, number][]) : []),
  ];
  const s = turnOf(p1, p2, at, me);
  const t = byLabel(s, target);
  const before = t.hp;
  const r = act(s, opts.attack ?? 'attack:0', [15]);
  return { bonus: r.events.find((e: GameEvent) => e.type === 'attack-roll')?.data['bonus'], lost: before - t.hp };
}

describe('Cavalry N: +N melee Damage against targets without the Mounted keyword', () => {
  it('reads the printing as the situation target-not-mounted, melee only', () => {
    expect(cards[0]?.powers).toEqual([
      { kind: 'continuous', name: 'Cavalry 5', effect: { kind: 'situational-bonus', attack: 0, damage: 5, melee: true, when: 'target-not-mounted' } },
    ]);
  });
  it('+5 against a target that is not Mounted; none against a Mounted one, nor with its ranged attack', () => {
    expect(strike('Bone Lancer', 'Straw Dummy').lost).toBe(15);
    expect(strike('Bone Lancer', 'Straw Rider').lost).toBe(10);
    expect(strike('Bone Lancer', 'Straw Dummy', { attack: 'attack:1', far: true }).lost).toBe(10);
  });
});

describe('Stalker: a bonus against a target no other creature is adjacent to', () => {
  it('reads its three wordings as the situation target-isolated', () => {
    for (const k of [1, 2, 3])
      expect(cards[k]?.powers[0]).toMatchObject({ kind: 'continuous', effect: { kind: 'situational-bonus', when: 'target-isolated' } });
    expect(cards[1]?.powers[0]).toMatchObject({ effect: { attack: 2, damage: 5 } });
    expect(cards[3]?.powers[0]).toMatchObject({ effect: { attack: 4, damage: 10 } });
  });
  it('alone beside the target: +2 Attack and +5 Damage (+4/+10 for the other wordings)', () => {
    const base = strike('Field Hand', 'Straw Dummy');
    const r = strike('Hedge Lurker', 'Straw Dummy');
    expect(r.lost).toBe(15);
    expect(Number(r.bonus) - Number(base.bonus)).toBe(2);
    expect(strike('Mantis Lurker', 'Straw Dummy').lost).toBe(20);
    expect(strike('Ghost Cat', 'Straw Dummy').lost).toBe(20);
  });
  it("none when another creature, the stalker's ally or the target's, is adjacent to the target", () => {
    expect(strike('Hedge Lurker', 'Straw Dummy', { friend: true }).lost).toBe(10);
    expect(strike('Hedge Lurker', 'Straw Dummy', { foe: true }).lost).toBe(10);
    expect(strike('Ghost Cat', 'Straw Dummy', { foe: true }).lost).toBe(10);
  });
});

describe('Devotee of Undead: +N Damage while a champion ally of a keyword is in play', () => {
  /** The cultist at (2,2) with `ally` at (8,8) (none: alone) hits the dummy at (3,2): damage dealt. */
  function cultist(ally?: string): number {
    const s = turnOf(
      ['Vol Cultist', ...(ally ? [ally] : [])],
      ['Straw Dummy'],
      ally
        ? [
            [2, 2],
            [8, 8],
            [3, 2],
          ]
        : [
            [2, 2],
            [3, 2],
          ],
      'Vol Cultist',
    );
    const t = byLabel(s, 'Straw Dummy');
    act(s, 'attack:0', [15]);
    return 80 - t.hp;
  }
  it('reads the printing as the situation champion-ally-keyword', () => {
    expect(cards[7]?.powers[0]).toEqual({
      kind: 'continuous',
      name: 'Devotee of Undead',
      effect: { kind: 'situational-bonus', attack: 0, damage: 5, melee: false, when: 'champion-ally-keyword', keyword: 'Undead' },
    });
  });
  it('+5 with an Undead champion ally on the map; none alone, with an Undead ally that is no champion, or a champion of another keyword', () => {
    expect(cultist('Grave Lord')).toBe(15);
    expect(cultist()).toBe(10);
    expect(cultist('Grave Rat')).toBe(10);
    expect(cultist('Living Lord')).toBe(10);
  });
});
