// A limited attack that comes back when its own creature misses: "RECHARGE when this creature misses with a
// {m} attack" (Deceptive Strike) and "RECHARGE when this attack misses" with its other printings ("misses
// with this attack", "this creature's <its name> attack misses"; Brutal Strike, Shred, Chatkcha) — the
// recharge event `misses` (`own`: the recharging attack's own miss only), asked by rules/attack.ts once a miss
// stands (after a re-roll or a cancellation). ddm-battle-rules-2011, "Rechargeable Powers": each time the
// recharge condition occurs a spent use comes back; {m} a melee attack ("Making an Attack"). Also "AND this
// creature is Immobilized until end of its next turn" (Brutal Strike): the attack effect `condition-attacker`
// ("Conditions", Duration: gained on its own turn, it lasts through its next one), also after "On miss," (Wild Swing). Played through the engine
// with forced dice; each test has its control and fails if the sentence or the clause is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, decision, nextTurnOf, turnOf } from '../testkit.js';
import { has } from '../rules/conditions.js';
import { entry, importedCards } from './fixtures.test-data.js';

const withStrike = (name: string, strike: string, limit = 1) =>
  entry({
    name,
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Claw: +5 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Sling: (range 10) +5 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: strike, limit },
    ],
  });
const rows = [
  withStrike('Trick Fox', 'Feint Strike: +5 vs. AC; 20 damage. RECHARGE when this creature misses with a {m} attack.'),
  withStrike('Bone Ram', 'Heavy Swing: +5 vs. AC; 25 Damage AND this creature is Immobilized until end of its next turn. RECHARGE when this attack misses.'),
  withStrike('Frost Pup', 'Heavy Swing: +5 vs. AC; 25 Damage. Recharge when this creature misses with this attack.'),
  withStrike('Sand Mantis', 'Heavy Swing: +5 vs. AC; 25 Damage. Recharge when this creature\u2019s Heavy Swing attack misses.'),
  withStrike('Plain Fox', 'Feint Strike: +5 vs. AC; 20 damage.'),
  withStrike('Wild Ram', 'Heavy Swing: +5 vs. AC; 25 Damage. On miss, this creature is Immobilized.'),
  entry({ name: 'Straw Brute', hp: 200, ac: 15, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'recharge-on-miss.json');
afterAll(addTestCards(cards));

/** `who` at (5,5) beside the brute at (5,6), its strike (attack 2) spent: it makes attack `n` (0 Claw, 1 Sling, 2 the strike) with the d20 given (+5 vs. AC 15: 10 hits). */
function after(who: string, n: number, d20: number, spentFirst = true): DdmState {
  const s = turnOf(
    [who],
    ['Straw Brute'],
    [
      [5, 5],
      [5, 6],
    ],
    who,
  );
  const strike = cards.find((c) => c.name === who)?.attacks[2]?.name ?? '';
  if (spentFirst) ctxFor(s).counters.spend(`${byLabel(s, who).id}:${strike}`);
  act(s, `attack:${n}`, [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Straw Brute').id) : null));
  return s;
}
const spent = (s: DdmState, who: string): boolean => {
  const strike = cards.find((c) => c.name === who)?.attacks[2]?.name ?? '';
  return ctxFor(s).counters.spentCount(`${byLabel(s, who).id}:${strike}`) > 0;
};

describe('RECHARGE when this creature misses with a {m} attack / when this attack misses', () => {
  it('reads the printings as recharges on the event misses and prints them', () => {
    expect(cards.slice(0, 4).map((c) => c.attacks[2]?.recharge)).toEqual([
      { kind: 'when', event: 'misses', attack: 'melee' },
      { kind: 'when', event: 'misses', own: true },
      { kind: 'when', event: 'misses', own: true },
      { kind: 'when', event: 'misses', own: true },
    ]);
    const [fox, ram] = [cards[0]?.attacks[2], cards[1]?.attacks[2]];
    if (!fox || !ram) throw new Error('no strikes');
    expect(attackText(fox)).toContain('recharges when it misses with a melee attack');
    expect(attackText(ram)).toContain('recharges when it misses with this attack');
  });

  it('"with a {m} attack": a missed claw gives the strike back; a claw that hits, a missed sling and the control do not', () => {
    expect(spent(after('Trick Fox', 0, 5), 'Trick Fox')).toBe(false);
    expect(spent(after('Trick Fox', 0, 15), 'Trick Fox')).toBe(true);
    expect(spent(after('Trick Fox', 1, 5), 'Trick Fox')).toBe(true);
    expect(spent(after('Plain Fox', 0, 5), 'Plain Fox')).toBe(true);
  });

  it('"this attack": the strike missing comes back; hitting it stays spent; a missed claw does not give it back', () => {
    for (const who of ['Bone Ram', 'Frost Pup', 'Sand Mantis']) {
      expect(spent(after(who, 2, 5, false), who)).toBe(false);
      expect(spent(after(who, 2, 15, false), who)).toBe(true);
      expect(spent(after(who, 0, 5), who)).toBe(true);
    }
  });
});

describe('AND this creature is Immobilized until end of its next turn', () => {
  it('reads the clause as the attack effect condition-attacker', () => {
    expect(cards[1]?.attacks[2]?.effects).toEqual([{ kind: 'condition-attacker', condition: 'Immobilized', duration: 'end-of-next-turn' }]);
  });

  it('a hit immobilizes the attacker through its next turn (no move offered), then it ends; a miss or another card does not; on a miss when printed so', () => {
    const s = after('Bone Ram', 2, 15, false);
    expect(byLabel(s, 'Straw Brute').hp).toBe(175);
    expect(has(byLabel(s, 'Bone Ram'), 'Immobilized')).toBe(true);
    expect(has(byLabel(s, 'Straw Brute'), 'Immobilized')).toBe(false);
    nextTurnOf(s, 'Bone Ram');
    expect(has(byLabel(s, 'Bone Ram'), 'Immobilized')).toBe(true);
    expect(decision(s).options.map((o) => o.id)).not.toContain('move');
    nextTurnOf(s, 'Bone Ram');
    expect(has(byLabel(s, 'Bone Ram'), 'Immobilized')).toBe(false);
    expect(decision(s).options.map((o) => o.id)).toContain('move');
    // Controls: a miss leaves it free; a strike without the clause too.
    expect(has(byLabel(after('Bone Ram', 2, 5, false), 'Bone Ram'), 'Immobilized')).toBe(false);
    // "On miss, this creature is Immobilized" (the default duration): the miss immobilizes it, the hit does not.
    expect(has(byLabel(after('Wild Ram', 2, 5, false), 'Wild Ram'), 'Immobilized')).toBe(true);
    expect(has(byLabel(after('Wild Ram', 2, 15, false), 'Wild Ram'), 'Immobilized')).toBe(false);
    const pup = after('Frost Pup', 2, 15, false);
    expect(byLabel(pup, 'Straw Brute').hp).toBe(175);
    expect(has(byLabel(pup, 'Frost Pup'), 'Immobilized')).toBe(false);
  });
});
