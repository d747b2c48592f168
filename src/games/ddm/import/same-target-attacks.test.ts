// Attack powers printed "Make N {b} attacks against the same target / a single target / 1 target"
// (ddm-battle-rules-2011, "Making an Attack": an attack action that grants multiple attacks; guidelines
// "Multiple Targets": each attack resolved before the next) — every attack is made against the first
// one's target; once it is gone the rest are lost. "RECHARGE when this creature first becomes bloodied"
// after it is the action power's first-bloodied recharge. Read from invented rows and played through
// the engine with forced dice; the control "Make 2 {b} attacks" may pick another target for the second.
// Fails if the clause is ignored (a second target question, the other brute hit) or the line stays a gap.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bash = { type: 'ATTACK' as const, text: 'Bash: +5 vs. AC; 5 damage.' };
const rows = [
  entry({ name: 'Rend Cat', powers: [bash, { type: 'ATTACK', text: 'Twin Rake: Make 2 {b} attacks against the same target.' }] }),
  entry({ name: 'Blade Hob', powers: [bash, { type: 'ATTACK', text: 'Dual Strike: Make 2 {b} attacks against a single target.', limit: 1 }] }),
  entry({
    name: 'Cut Sprite',
    powers: [
      bash,
      { type: 'ATTACK', text: 'A Thousand Cuts: Make 3 {b} attacks against 1 target. RECHARGE when this creature first becomes bloodied.', limit: 1 },
    ],
  }),
  entry({ name: 'Pair Cat', powers: [bash, { type: 'ATTACK', text: 'Twin Rake: Make 2 {b} attacks.' }] }),
  entry({ name: 'Straw Brute', hp: 200, powers: [bash] }),
  entry({ name: 'Hay Brute', hp: 200, powers: [bash] }),
  entry({ name: 'Paper Rat', hp: 5, powers: [bash] }),
];
const cards = importedCards(rows, 'same-target-attacks.json');
afterAll(addTestCards(cards));

/** `who` at (5,5) with `foes` beside it at (5,6) and (6,6) uses its power, picking `pick` at each target question. */
function rake(who: string, foes: readonly [string, string], pick: readonly string[], d20s: readonly number[]) {
  const s = turnOf(
    [who],
    foes,
    [
      [5, 5],
      [5, 6],
      [6, 6],
    ],
    who,
  );
  const asked: Decision[] = [];
  const r = act(s, 'power:Twin Rake', d20s, (d) => {
    if (d.kind !== 'choose-target') return null;
    asked.push(d);
    return String(byLabel(s, pick[asked.length - 1] ?? foes[0]).id);
  });
  return { s, asked, events: r.events };
}

describe('attack powers: make N {b} attacks against the same target', () => {
  it('reads the three wordings as basic attacks against one target, the use and the first-bloodied recharge kept', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ kind: 'action', name: 'Twin Rake', effect: { kind: 'basic-attacks', count: 2, sameTarget: true } });
    expect(cards[1]?.powers[0]).toMatchObject({ uses: 1, effect: { count: 2, sameTarget: true } });
    expect(cards[2]?.powers[0]).toMatchObject({ uses: 1, recharge: 'first-bloodied', effect: { count: 3, sameTarget: true } });
    expect(cards[3]?.powers[0]).toMatchObject({ effect: { kind: 'basic-attacks', count: 2 } });
    expect(cards[3]?.powers[0]).not.toHaveProperty('effect.sameTarget');
  });

  it('asks the target once and both attacks hit it (10 damage); the control is asked again and may hit the other brute', () => {
    const same = rake('Rend Cat', ['Straw Brute', 'Hay Brute'], ['Straw Brute'], [15, 15]);
    expect(same.asked).toHaveLength(1);
    expect([byLabel(same.s, 'Straw Brute').hp, byLabel(same.s, 'Hay Brute').hp]).toEqual([190, 200]);
    const control = rake('Pair Cat', ['Straw Brute', 'Hay Brute'], ['Straw Brute', 'Hay Brute'], [15, 15]);
    expect(control.asked).toHaveLength(2);
    expect([byLabel(control.s, 'Straw Brute').hp, byLabel(control.s, 'Hay Brute').hp]).toEqual([195, 195]);
  });

  it('once the first attack destroys its target the second is lost; the control turns it on the brute', () => {
    const same = rake('Rend Cat', ['Paper Rat', 'Hay Brute'], ['Paper Rat'], [15]);
    expect(same.events.find((e) => e.type === 'attacks-lost')?.data['count']).toBe(1);
    expect(byLabel(same.s, 'Hay Brute').hp).toBe(200);
    const control = rake('Pair Cat', ['Paper Rat', 'Hay Brute'], ['Paper Rat'], [15, 15]);
    expect(byLabel(control.s, 'Hay Brute').hp).toBe(195);
  });

  it('three attacks against one target, hit or miss each: 5 + 0 + 5', () => {
    const s = turnOf(
      ['Cut Sprite'],
      ['Straw Brute', 'Hay Brute'],
      [
        [5, 5],
        [5, 6],
        [6, 6],
      ],
      'Cut Sprite',
    );
    const asked: Decision[] = [];
    act(s, 'power:A Thousand Cuts', [15, 2, 15], (d) => {
      if (d.kind !== 'choose-target') return null;
      asked.push(d);
      return String(byLabel(s, 'Hay Brute').id);
    });
    expect(asked).toHaveLength(1);
    expect([byLabel(s, 'Straw Brute').hp, byLabel(s, 'Hay Brute').hp]).toEqual([200, 190]);
  });
});
