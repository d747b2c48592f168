// Dragonkin ("+8 DEF against {c} or {a} attacks from Dragons"), read from an invented row into the
// continuous situational-defense (against close or area attacks, situation attacker-keyword) and played
// through the engine with forced dice (ddm-battle-rules-2011, "Bonuses and Penalties"; Appendix A: DEF is
// Fortitude, Reflex and Will; "Close Attacks", "Area Attacks"): the dragon's breath (a close burst vs.
// Reflex) meets Reflex 23 instead of 15; controls: the same breath from a drake that is no Dragon, the
// dragon's melee bite against Fortitude, and a lizard without the power. Fails if the bonus is ignored, or given against other attacks or other attackers.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const breath = [
  { type: 'ATTACK' as const, text: 'Bite: +10 vs. Fortitude; 10 damage.' },
  { type: 'ATTACK' as const, text: 'Breath: (burst 1) +10 vs. Reflex; 10 damage.' },
];
const rows = [
  entry({
    name: 'Scale Lizard',
    hp: 60,
    fort: 14,
    ref: 15,
    keywords: ['Reptile'],
    powers: [
      { type: 'ATTACK', text: 'Club: +5 vs. AC; 5 damage.' },
      { type: 'ABILITY', text: 'Dragonkin: +8 DEF against {c} or {a} attacks from Dragons.' },
    ],
  }),
  entry({ name: 'Plain Lizard', hp: 60, fort: 14, ref: 15, keywords: ['Reptile'], powers: [{ type: 'ATTACK', text: 'Club: +5 vs. AC; 5 damage.' }] }),
  entry({ name: 'Red Dragon', hp: 80, keywords: ['Dragon'], powers: breath }),
  entry({ name: 'Fire Drake', hp: 80, keywords: ['Beast'], powers: breath }),
];
const cards = importedCards(rows, 'dragonkin.json');
afterAll(addTestCards(cards));

/** `attacker` at (4,2) uses attack `k` on `lizard` at (5,2) rolling 10; the defense the roll met. */
function defenseMet(attacker: string, lizard: string, k: number): unknown {
  const s = turnOf(
    [attacker],
    [lizard],
    [
      [4, 2],
      [5, 2],
    ],
    attacker,
  );
  const r = act(s, `attack:${k}`, [10], (d) => (d.kind === 'choose-target' ? String(byLabel(s, lizard).id) : (d.options[0]?.id ?? null)));
  return r.events.find((e: GameEvent) => e.type === 'attack-roll')?.data['defense'];
}

describe('Dragonkin: +8 DEF against close or area attacks by Dragons', () => {
  it('reads the ability as situational-defense against close or area attacks by the keyword Dragon', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'continuous',
      name: 'Dragonkin',
      effect: { kind: 'situational-defense', amounts: { Fort: 8, Ref: 8, Will: 8 }, against: ['close', 'area'], when: 'attacker-keyword', keyword: 'Dragon' },
    });
  });
  it("the dragon's breath meets Reflex 23; the drake's breath, the dragon's bite and a plain lizard do not get the 8", () => {
    expect(defenseMet('Red Dragon', 'Scale Lizard', 1)).toBe(23);
    expect(defenseMet('Fire Drake', 'Scale Lizard', 1)).toBe(15);
    expect(defenseMet('Red Dragon', 'Scale Lizard', 0)).toBe(14);
    expect(defenseMet('Red Dragon', 'Plain Lizard', 1)).toBe(15);
  });
});
