// Attacks printed "N attacks, +X vs. D each; Y damage each" and "Make N attacks, +X vs. D; Y damage"
// (ddm-battle-rules-2011, "Making an Attack": "If the attack action grants multiple attacks, you will
// roll multiple attack rolls during the resolution of that attack action"), read from invented rows
// and played through the engine with forced dice: one attack action, each attack resolved before the
// next target is chosen (guidelines "Multiple Targets"), the same target allowed again, and — unlike
// "Make up to N attacks", the control — no way to stop after the first. Fails if the form is read as
// one attack (the brute keeps 10 HP more) or as "up to" (a stop is offered).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bash = { type: 'ATTACK' as const, text: 'Bash: +5 vs. AC; 5 damage.' };
const rows = [
  entry({ name: 'Twin Claw Bear', powers: [bash, { type: 'ATTACK', text: 'Claw Pair: 2 attacks, +10 vs. AC each; 10 Damage each' }] }),
  entry({ name: 'Axe Ogre', powers: [bash, { type: 'ATTACK', text: 'Twin Axes: Make 2 attacks, (reach 2) +10 vs. AC; 10 damage.', limit: 1 }] }),
  entry({ name: 'Maybe Bear', powers: [bash, { type: 'ATTACK', text: 'Claw Pair: Make up to 2 attacks, +10 vs. AC; 10 damage.' }] }),
  entry({ name: 'Straw Brute', hp: 200, powers: [bash] }),
  entry({ name: 'Hay Brute', hp: 200, powers: [bash] }),
];
const cards = importedCards(rows, 'n-attacks.json');
afterAll(addTestCards(cards));

/** `who` at (5,5) makes attack 1 with the brutes at (5,6) and (6,6), choosing `pick` in turn: the targets offered at each choice. */
function attackTwice(who: string, pick: readonly ('Straw Brute' | 'Hay Brute')[]): { asked: string[][]; s: ReturnType<typeof turnOf> } {
  const s = turnOf(
    [who],
    ['Straw Brute', 'Hay Brute'],
    [
      [5, 5],
      [5, 6],
      [6, 6],
    ],
    who,
  );
  const asked: Decision[] = [];
  act(s, 'attack:1', [15, 15], (d) => {
    if (d.kind !== 'choose-target') return null;
    asked.push(d);
    return String(byLabel(s, pick[asked.length - 1] ?? 'Straw Brute').id);
  });
  return { asked: asked.map((d) => d.options.map((o) => o.label)), s };
}

describe('attacks: N attacks in one attack action, all of them made', () => {
  it('reads both wordings as N attacks with no stop (never a basic attack), the reach and the use kept', () => {
    expect(cards[0]?.attacks[1]).toMatchObject({ name: 'Claw Pair', basic: false, bonus: 10, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }] });
    expect(cards[0]?.attacks[1]?.upTo).toEqual({ attacks: 2, different: false, all: true });
    expect(cards[1]?.attacks[1]).toMatchObject({ uses: 1, upTo: { attacks: 2, all: true } });
    expect(cards[1]?.attacks[1]?.range).toEqual({ kind: 'melee', reach: 2 });
    const claw = cards[0]?.attacks[1];
    if (!claw) throw new Error('no Claw Pair');
    expect(attackText(claw)).toContain('2 attacks, one after another;');
    expect(attackText(claw)).not.toContain('up to');
  });

  it('attacks the same brute twice (20 damage), with no stop offered before the second', () => {
    const { asked, s } = attackTwice('Twin Claw Bear', ['Straw Brute', 'Straw Brute']);
    expect(asked).toHaveLength(2);
    expect(asked[1]?.some((l) => /^No more/.test(l))).toBe(false);
    expect(byLabel(s, 'Straw Brute').hp).toBe(180);
    expect(byLabel(s, 'Hay Brute').hp).toBe(200);
    expect(decision(s).options.some((o) => o.id.startsWith('attack:'))).toBe(false);
  });

  it('or two brutes once each; the "up to" control offers the stop', () => {
    const two = attackTwice('Twin Claw Bear', ['Straw Brute', 'Hay Brute']);
    expect(byLabel(two.s, 'Straw Brute').hp).toBe(190);
    expect(byLabel(two.s, 'Hay Brute').hp).toBe(190);
    const control = attackTwice('Maybe Bear', ['Straw Brute', 'Hay Brute']);
    expect(control.asked[1]?.some((l) => /^No more/.test(l))).toBe(true);
  });

  it('with one target only, both attacks are made against it without a question', () => {
    const s = turnOf(
      ['Axe Ogre'],
      ['Straw Brute', 'Hay Brute'],
      [
        [5, 5],
        [5, 7],
        [9, 9],
      ],
      'Axe Ogre',
    );
    const { asked } = act(s, 'attack:1', [15, 15]);
    expect(asked.filter((d) => d.kind === 'choose-target')).toHaveLength(0);
    expect(byLabel(s, 'Straw Brute').hp).toBe(180);
  });
});
