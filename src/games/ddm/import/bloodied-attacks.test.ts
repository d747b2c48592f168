// "New Heads: Use only while bloodied: Make 2 {b} attacks" and "(only while Bloodied) Make 2 {b}
// attacks": the action power of N basic attacks (import/language-powers.ts readAttackPower) with the
// requirement `bloodied` — offered in the turn's menu only while this creature is bloodied
// (ddm-battle-rules-2011, "Hit Points": bloodied at or below its bloodied value; "USE A POWER").
// Played through the engine with forced dice: bloodied, the hydra's power makes two bites that hit the
// ox for 10 each; not bloodied (the control) it is not offered. Fails if the requirement is dropped
// (offered while unhurt) or the power is not read.
import { afterAll, describe, expect, it } from 'vitest';
import { powerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Marsh Hydra', hp: 80, powers: [bite, { type: 'ATTACK', text: 'New Heads: Use only while bloodied: Make 2 {b} attacks.' }] }),
  entry({ name: 'Cave Brute', hp: 80, powers: [bite, { type: 'ATTACK', text: 'Frenzied Attack: (only while Bloodied) Make 2 {b} attacks' }] }),
  entry({ name: 'Target Ox', hp: 100, ac: 18, powers: [{ type: 'ATTACK', text: 'Horns: +1 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'bloodied-attacks.json');
afterAll(addTestCards(cards));

/** `who` at (2,2) beside the ox at (3,2), at `hp` hit points (its bloodied value is 40). */
function turn(who: string, hp: number): DdmState {
  return turnOf(
    [who],
    ['Target Ox'],
    [
      [2, 2],
      [3, 2],
    ],
    who,
    { prepare: (s) => void (byLabel(s, who).hp = hp) },
  );
}
const powers = (s: DdmState) =>
  decision(s)
    .options.filter((o) => o.id.startsWith('power:'))
    .map((o) => o.id);

describe('powers: "use only while bloodied: make N {b} attacks"', () => {
  it('reads both printings as the action power of 2 basic attacks that requires being bloodied', () => {
    expect(cards[0]?.powers).toEqual([
      { kind: 'action', name: 'New Heads', action: 'attack', requires: 'bloodied', effect: { kind: 'basic-attacks', count: 2, melee: false } },
    ]);
    expect(cards[1]?.powers[0]).toMatchObject({ name: 'Frenzied Attack', requires: 'bloodied' });
    const p = cards[0]?.powers[0];
    if (p) expect(powerText(p)).toContain('only while bloodied');
  });

  it('bloodied, it is offered and makes two bites (20 damage); unhurt it is not offered', () => {
    for (const [who, name] of [
      ['Marsh Hydra', 'New Heads'],
      ['Cave Brute', 'Frenzied Attack'],
    ] as const) {
      const hurt = turn(who, 40);
      expect(powers(hurt)).toEqual([`power:${name}`]);
      act(hurt, `power:${name}`, [15, 15], (d) => (d.kind === 'choose-target' ? String(byLabel(hurt, 'Target Ox').id) : null));
      expect(byLabel(hurt, 'Target Ox').hp).toBe(80);
      const control = turn(who, 45);
      expect(powers(control)).toEqual([]);
    }
  });
});
