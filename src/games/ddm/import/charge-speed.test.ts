// "+N Speed while charging" (Wolfen Charge, Werewolf; Sprint Attack; "+3 Speed when charging", True
// Juggernaut) — ddm-battle-rules-2011, "Charge" (a move of up to its speed ending adjacent to the target,
// then a melee basic attack) and "Bonuses and Penalties": the continuous `charge-speed-bonus`, which the
// speed query adds only when asked for a charge's move. Our invented rows, played through the engine:
// 7 squares from the target's nearest space, the speed-6 wolf with the power may charge it and ends
// beside it; a plain speed-6 wolf (control) is not offered the charge; the wolf's ordinary move stays 6
// squares (the bonus is the charge's only).
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Moon Wolf', speed: 6, powers: [claw, { type: 'SPECIAL', text: 'Wolfen Charge: +2 Speed while charging.' }] }),
  entry({ name: 'Grey Wolf', speed: 6, powers: [claw] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [claw] }),
];
const cards = importedCards(rows, 'charge-speed.json');
afterAll(addTestCards(cards));

/** `wolf` at (2,2), the dummy at (10,2): the nearest space beside it, (9,2), is 7 squares away. */
const setUp = (wolf: string) =>
  turnOf(
    [wolf],
    ['Straw Dummy'],
    [
      [2, 2],
      [10, 2],
    ],
    wolf,
  );
const offers = (d: Decision, id: string): boolean => d.options.some((o) => o.id === id);

describe('+N Speed while charging (charge-speed-bonus)', () => {
  it('reads the wording', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ kind: 'continuous', name: 'Wolfen Charge', effect: { kind: 'charge-speed-bonus', amount: 2 } });
  });
  it('the wolf with the power charges 7 squares and hits; a plain wolf is not offered the charge', () => {
    const s = setUp('Moon Wolf');
    expect(offers(decision(s), 'charge')).toBe(true);
    const dummy = byLabel(s, 'Straw Dummy');
    act(s, 'charge', [15], (d) => (d.kind === 'choose-target' ? String(dummy.id) : null));
    // Beside the dummy, 7 squares from its start (the engine's path: (9,1), (9,2) or (9,3)).
    expect(byLabel(s, 'Moon Wolf').pos?.x).toBe(9);
    expect(dummy.hp).toBe(70);
    expect(offers(decision(setUp('Grey Wolf')), 'charge')).toBe(false);
  });
  it('its ordinary move is still 6 squares', () => {
    const s = setUp('Moon Wolf');
    let asked: Decision | null = null;
    act(s, 'move', [], (d) => {
      if (d.kind === 'choose-destination' && !asked) asked = d;
      return null;
    });
    const dests = (asked as Decision | null)?.options.map((o) => o.id) ?? [];
    expect(dests).toContain('8,2');
    expect(dests).not.toContain('9,2');
  });
});
