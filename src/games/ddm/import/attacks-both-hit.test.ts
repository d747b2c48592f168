// "Make 2 {b} attacks against a single target. If the first hits, +4 Attack on the second. If both hit,
// target is also Immobilized." (Hug), "…; if both hit, target is also Dazed (save ends)" (Savage Rend)
// and "Make 2 {b} attacks; if both hit the same target, that target is also Immobilized" (Double
// Attack) — ddm-battle-rules-2011, "Making an Attack" (an attack action granting several attacks, each
// resolved in turn), "Attack Roll" (Hit), "Conditions": the power's attacks count their hits
// (powers/attack-tally.ts, marked by rules/attack.ts once a hit stands). Read from invented rows and
// played through the engine with forced dice (bite +10 against AC 18): the hug's second 4 hits only
// with the +4 after a first hit, and both hits leave the brute Immobilized; a first miss gives no +4
// and no condition; one hit of two none. Savage Rend's two hits leave it Dazed until saved; Double
// Attack's two hits on one brute Immobilize it, on two brutes neither. Control: the same power without
// the sentences leaves no condition after two hits. Fails if the sentences are ignored or the hits miscounted.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Hug Bear',
    hp: 60,
    powers: [
      bite,
      {
        type: 'ATTACK',
        text: 'Hug: Make 2 {b} attacks against a single target. If the first hits, +4 Attack on the second. If both hit, target is also Immobilized.',
      },
    ],
  }),
  entry({
    name: 'Rend Wolf',
    hp: 60,
    powers: [bite, { type: 'ATTACK', text: 'Savage Rend: Make 2 {b} attacks against the same target; if both hit, target is also Dazed (save ends).' }],
  }),
  entry({
    name: 'Pincer Demon',
    hp: 60,
    powers: [bite, { type: 'ATTACK', text: 'Double Attack: Make 2 {b} attacks; if both hit the same target, that target is also Immobilized.' }],
  }),
  entry({ name: 'Plain Bear', hp: 60, powers: [bite, { type: 'ATTACK', text: 'Hug: Make 2 {b} attacks against a single target.' }] }),
  entry({ name: 'Brute', hp: 60, powers: [bite] }),
  entry({ name: 'Other Brute', hp: 60, powers: [bite] }),
];
const cards = importedCards(rows, 'attacks-both-hit.json');
afterAll(addTestCards(cards));

/** `who` at (5,5), Brute at (5,6), Other Brute at (4,6) or off the map. */
const battle = (who: string, two = false): DdmState =>
  turnOf([who], two ? ['Brute', 'Other Brute'] : ['Brute'], [[5, 5], [5, 6], ...(two ? ([[4, 6]] as [number, number][]) : [])], who);
const conds = (s: DdmState, label: string) => byLabel(s, label).conds.map((c) => `${c.kind}/${c.duration}`);
/** Answers a target question with the brutes in `order`, one per question. */
const targets = (s: DdmState, order: string[]) => {
  let i = 0;
  return (d: Decision) => (d.kind === 'choose-target' ? String(byLabel(s, order[Math.min(i++, order.length - 1)] ?? 'Brute').id) : null);
};

describe('attack powers: make N {b} attacks, if the first hits / if both hit', () => {
  it('reads the sentences as firstHitBonus and bothHit (a condition with its duration)', () => {
    expect(cards.slice(0, 4).map((c) => c.powers[0])).toMatchObject([
      {
        name: 'Hug',
        effect: {
          kind: 'basic-attacks',
          count: 2,
          sameTarget: true,
          firstHitBonus: 4,
          bothHit: [{ kind: 'condition', condition: 'Immobilized', duration: 'end-of-next-turn' }],
        },
      },
      { name: 'Savage Rend', effect: { sameTarget: true, bothHit: [{ kind: 'condition', condition: 'Dazed', duration: 'save-ends' }] } },
      { name: 'Double Attack', effect: { count: 2, bothHit: [{ kind: 'condition', condition: 'Immobilized' }] } },
      { name: 'Hug', effect: { count: 2, sameTarget: true } },
    ]);
    expect(cards[3]?.powers[0]).not.toMatchObject({ effect: { bothHit: expect.anything() } });
  });

  it('Hug: a first hit (8) gives the second +4 (4 + 10 + 4 = 18 hits), both hit: 20 damage and Immobilized', () => {
    const s = battle('Hug Bear');
    act(s, 'power:Hug', [8, 4]);
    expect(byLabel(s, 'Brute').hp).toBe(40);
    expect(conds(s, 'Brute')).toEqual(['Immobilized/end-of-next-turn']);
  });

  it('Hug: a first miss (7) gives no +4, the second 4 misses too; a hit then a miss (8, 2): 10 damage, no condition', () => {
    const s = battle('Hug Bear');
    act(s, 'power:Hug', [7, 4]);
    expect(byLabel(s, 'Brute').hp).toBe(60);
    const t = battle('Hug Bear');
    act(t, 'power:Hug', [8, 2]);
    expect(byLabel(t, 'Brute').hp).toBe(50);
    expect(conds(t, 'Brute')).toEqual([]);
  });

  it('Savage Rend: two hits leave the brute Dazed (save ends)', () => {
    const s = battle('Rend Wolf');
    act(s, 'power:Savage Rend', [10, 10]);
    expect(conds(s, 'Brute')).toEqual(['Dazed/save-ends']);
  });

  it('Double Attack: two hits on one brute Immobilize it; one hit on each brute, neither', () => {
    const s = battle('Pincer Demon', true);
    act(s, 'power:Double Attack', [10, 10], targets(s, ['Brute', 'Brute']));
    expect(byLabel(s, 'Brute').hp).toBe(40);
    expect(conds(s, 'Brute')).toEqual(['Immobilized/end-of-next-turn']);
    const t = battle('Pincer Demon', true);
    act(t, 'power:Double Attack', [10, 10], targets(t, ['Brute', 'Other Brute']));
    expect([byLabel(t, 'Brute').hp, byLabel(t, 'Other Brute').hp]).toEqual([50, 50]);
    expect([...conds(t, 'Brute'), ...conds(t, 'Other Brute')]).toEqual([]);
  });

  it('control: the power without the sentences leaves no condition after two hits, and no +4 (8, 4: one hit)', () => {
    const s = battle('Plain Bear');
    act(s, 'power:Hug', [10, 10]);
    expect(byLabel(s, 'Brute').hp).toBe(40);
    expect(conds(s, 'Brute')).toEqual([]);
    const t = battle('Plain Bear');
    act(t, 'power:Hug', [8, 4]);
    expect(byLabel(t, 'Brute').hp).toBe(50);
  });
});
