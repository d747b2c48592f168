// "RECHARGE when this creature uses <Power>" (Tail Lash: "… uses Cleave"; "… uses a champion power"),
// read from invented rows and played through the engine with forced dice (ddm-battle-rules-2011,
// "Rechargeable Powers": each time the condition occurs a spent use comes back; Cleave as printed on
// the card). The lizard's spear destroys the rat; its Cleave is offered — used, it strikes the brute and
// Tail Lash is usable again; declined, Tail Lash stays spent. The control whose Tail Lash names another
// power stays spent after the same Cleave. Fails if the sentence is ignored (a gap, or the use never
// comes back) or if the power's name is (the control would recharge).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, ctxFor, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const cleave = {
  type: 'SPECIAL' as const,
  text: "Cleave: Immediate, when this creature's {m} attack destroys an enemy; make a {b} attack. Usable once per creature's turn.",
};
const lizard = (name: string, power: string) =>
  entry({
    name,
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Spear: +10 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: `Tail Lash: +10 vs. AC; 10 Damage AND Immobilized (save ends). RECHARGE when this creature uses ${power}.`, limit: 1 },
      cleave,
    ],
  });
const rows = [
  lizard('Cleave Lizard', 'Cleave'),
  lizard('Other Lizard', 'Shadow Jaunt'),
  entry({
    name: 'Pious Knight',
    powers: [{ type: 'ATTACK', text: 'Awe: (blast 4) +10 vs. Will; Stunned. Recharge when this creature uses a champion power.', limit: 1 }],
  }),
  entry({ name: 'Weak Rat', hp: 10, powers: [{ type: 'ATTACK', text: 'Bite: +1 vs. AC; 5 damage.' }] }),
  entry({ name: 'Straw Brute', hp: 200, powers: [{ type: 'ATTACK', text: 'Bite: +1 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'recharge-on-power-use.json');
afterAll(addTestCards(cards));

/** The rat while it stands, then the brute. */
const onMapLabel = (s: DdmState): string => (byLabel(s, 'Weak Rat').pos ? 'Weak Rat' : 'Straw Brute');

/** `who` at (5,5) beside the rat (5,6) and the brute (6,5), Tail Lash spent: its spear destroys the rat, Cleave used or not. Is Tail Lash still spent? */
function cleaveAndSee(who: string, use: boolean): { spent: boolean; brute: number } {
  const s = turnOf(
    [who],
    ['Weak Rat', 'Straw Brute'],
    [
      [5, 5],
      [5, 6],
      [6, 5],
    ],
    who,
  );
  const key = `${byLabel(s, who).id}:Tail Lash`;
  ctxFor(s).counters.spend(key);
  // The spear at the rat, then — used — the Cleave's spear at the brute.
  let offered = 0;
  act(s, 'attack:0', use ? [15, 15] : [15], (d) => {
    if (d.kind === 'choose-target') return String(byLabel(s, onMapLabel(s)).id);
    if (d.kind !== 'use-power') return null;
    offered++;
    return use ? (d.options.find((o) => o.id !== 'no')?.id ?? null) : 'no';
  });
  expect(offered).toBe(1);
  expect(byLabel(s, 'Weak Rat').pos).toBeNull();
  return { spent: ctxFor(s).counters.spentCount(key) > 0, brute: byLabel(s, 'Straw Brute').hp };
}

describe('RECHARGE when this creature uses <power>', () => {
  it('reads the power named, or any champion power, and prints it', () => {
    expect(cards[0]?.attacks[1]?.recharge).toEqual({ kind: 'when', event: 'uses-power', power: 'Cleave' });
    expect(cards[2]?.attacks[0]?.recharge).toEqual({ kind: 'when', event: 'uses-power', champion: true });
    const lash = cards[0]?.attacks[1];
    if (!lash) throw new Error('no Tail Lash');
    expect(attackText(lash)).toContain('recharges when it uses Cleave');
  });

  it('Cleave used: the brute is struck and Tail Lash is back; declined: still spent', () => {
    expect(cleaveAndSee('Cleave Lizard', true)).toEqual({ spent: false, brute: 190 });
    expect(cleaveAndSee('Cleave Lizard', false)).toEqual({ spent: true, brute: 200 });
  });

  it('the control naming another power: still spent after the same Cleave', () => {
    expect(cleaveAndSee('Other Lizard', true)).toEqual({ spent: true, brute: 190 });
  });
});
