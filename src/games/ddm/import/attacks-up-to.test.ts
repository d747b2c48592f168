// Attacks printed "Make up to N attacks[, each against a different target], +X vs. D; …"
// (ddm-battle-rules-2011, "Making an Attack": an attack action that grants multiple attacks), read from
// invented rows and played through the engine: one attack action, each attack resolved before the
// next target is chosen, never the same target twice when printed "each against a different target",
// and the player may stop after the first. Each test fails if the form is ignored (one attack only) or
// if the different-target filter is ignored (the same brute attacked again).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Sweep Knight',
    powers: [
      { type: 'ATTACK', text: 'Sword: +5 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Sweeping Cut: Make up to 2 attacks, each against a different target, +10 vs. AC; 20 damage.' },
    ],
  }),
  entry({
    name: 'Whirl Beast',
    powers: [
      { type: 'ATTACK', text: 'Bite: +5 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Claw Flurry: Make up to 3 attacks, +10 vs. AC; 10 damage.' },
    ],
  }),
  entry({
    name: 'Swing Bugbear',
    powers: [
      { type: 'ATTACK', text: 'Club: +5 vs. AC; 5 damage.' },
      {
        type: 'ATTACK',
        text: 'Wide Swing: Make up to 2 attacks, each against a different target (targets adjacent to each other only), +10 vs. AC; 15 damage.',
      },
    ],
  }),
  entry({ name: 'Straw Brute', hp: 200, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
  entry({ name: 'Hay Brute', hp: 200, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
  entry({ name: 'Reed Brute', hp: 200, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
  entry({ name: 'Frail Brute', hp: 10, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'attacks-up-to.json');
afterAll(addTestCards(cards));

const targetIds = (d: Decision) => d.options.map((o) => o.id);

describe('attacks: make up to N attacks, each against a different target', () => {
  it('reads the count and the different-target clause (never a basic attack)', () => {
    const knight = cards.find((c) => c.name === 'Sweep Knight')?.attacks[1];
    const beast = cards.find((c) => c.name === 'Whirl Beast')?.attacks[1];
    expect(knight).toMatchObject({ name: 'Sweeping Cut', basic: false, bonus: 10, upTo: { attacks: 2, different: true } });
    expect(beast).toMatchObject({ name: 'Claw Flurry', upTo: { attacks: 3, different: false } });
    if (!knight) throw new Error('no Sweeping Cut');
    expect(attackText(knight)).toContain('up to 2 attacks, each against a different target, one after another;');
  });

  it('attacks two different adjacent brutes; the second choice leaves out the first target', () => {
    const s = turnOf(
      ['Sweep Knight'],
      ['Straw Brute', 'Hay Brute'],
      [
        [5, 5],
        [5, 6],
        [6, 6],
      ],
      'Sweep Knight',
    );
    const straw = byLabel(s, 'Straw Brute').id;
    const hay = byLabel(s, 'Hay Brute').id;
    const asked: Decision[] = [];
    act(s, 'attack:1', [15, 15], (d) => {
      if (d.kind !== 'choose-target') return null;
      asked.push(d);
      return asked.length === 1 ? String(straw) : String(hay);
    });
    expect(asked.map(targetIds)).toEqual([
      [String(straw), String(hay)],
      [String(hay), 'stop'],
    ]);
    expect(byLabel(s, 'Straw Brute').hp).toBe(180);
    expect(byLabel(s, 'Hay Brute').hp).toBe(180);
    // One attack action: no other attack is offered afterwards.
    expect(decision(s).options.some((o) => o.id.startsWith('attack:'))).toBe(false);
  });

  it('with one target only, attacks it once; "up to": may stop after the first', () => {
    const s = turnOf(
      ['Sweep Knight'],
      ['Straw Brute', 'Hay Brute'],
      [
        [5, 5],
        [5, 6],
      ],
      'Sweep Knight',
    );
    act(s, 'attack:1', [15]);
    expect(byLabel(s, 'Straw Brute').hp).toBe(180);
    const t = turnOf(
      ['Sweep Knight'],
      ['Straw Brute', 'Hay Brute'],
      [
        [5, 5],
        [5, 6],
        [6, 6],
      ],
      'Sweep Knight',
    );
    let n = 0;
    act(t, 'attack:1', [15], (d) => (d.kind !== 'choose-target' ? null : n++ === 0 ? String(byLabel(t, 'Straw Brute').id) : 'stop'));
    expect([byLabel(t, 'Straw Brute').hp, byLabel(t, 'Hay Brute').hp]).toEqual([180, 200]);
  });

  it('without the different-target clause, all three attacks may hit the same brute', () => {
    const s = turnOf(
      ['Whirl Beast'],
      ['Straw Brute', 'Hay Brute'],
      [
        [5, 5],
        [5, 6],
      ],
      'Whirl Beast',
    );
    act(s, 'attack:1', [15, 15, 15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Straw Brute').id) : null));
    expect(byLabel(s, 'Straw Brute').hp).toBe(170);
  });

  it('"(targets adjacent to each other only)": the second target must be adjacent to the first', () => {
    const wide = cards.find((c) => c.name === 'Swing Bugbear')?.attacks[1];
    expect(wide).toMatchObject({ upTo: { attacks: 2, different: true, adjacent: true } });
    const far = (at: [number, number]) => {
      const s = turnOf(['Swing Bugbear'], ['Straw Brute', 'Hay Brute'], [[5, 5], [4, 5], at], 'Swing Bugbear');
      act(s, 'attack:1', [15, 15], (d) =>
        d.kind !== 'choose-target' ? null : d.options.some((o) => o.id === 'stop') ? String(byLabel(s, 'Hay Brute').id) : String(byLabel(s, 'Straw Brute').id),
      );
      return [byLabel(s, 'Straw Brute').hp, byLabel(s, 'Hay Brute').hp];
    };
    // Hay Brute beside Straw Brute: both are attacked.
    expect(far([4, 6])).toEqual([185, 185]);
  });

  it('"(targets adjacent to each other only)": a second target not adjacent to the first is not offered', () => {
    const s = turnOf(
      ['Swing Bugbear'],
      ['Straw Brute', 'Hay Brute'],
      [
        [5, 5],
        [4, 5],
        [6, 5],
      ],
      'Swing Bugbear',
    );
    const asked: Decision[] = [];
    act(s, 'attack:1', [15], (d) => {
      if (d.kind !== 'choose-target') return null;
      asked.push(d);
      return String(byLabel(s, 'Straw Brute').id);
    });
    expect(asked.length).toBe(1);
    expect([byLabel(s, 'Straw Brute').hp, byLabel(s, 'Hay Brute').hp]).toEqual([185, 200]);
  });

  // Found by 1,000 pool battles (seed 155: a Bugbear Warrior's Big Swing destroyed its first target).
  it('"(targets adjacent to each other only)", the first target destroyed: the second must be adjacent to the square it stood in', () => {
    const s = turnOf(
      ['Swing Bugbear'],
      ['Frail Brute', 'Hay Brute', 'Reed Brute'],
      [
        [5, 5],
        [4, 5],
        [4, 6],
        [6, 5],
      ],
      'Swing Bugbear',
    );
    const asked: Decision[] = [];
    act(s, 'attack:1', [15, 15], (d) => {
      if (d.kind !== 'choose-target') return null;
      asked.push(d);
      return asked.length === 1 ? String(byLabel(s, 'Frail Brute').id) : String(byLabel(s, 'Hay Brute').id);
    });
    expect(byLabel(s, 'Frail Brute').pos).toBeNull();
    // Hay Brute (beside the Frail Brute's square) is offered, Reed Brute (two squares from it) is not.
    expect(asked.length).toBe(2);
    expect(targetIds(asked[1] as Decision)).toContain(String(byLabel(s, 'Hay Brute').id));
    expect(targetIds(asked[1] as Decision)).not.toContain(String(byLabel(s, 'Reed Brute').id));
    expect(byLabel(s, 'Hay Brute').hp).toBe(185);
  });
});
