// Attacks printed "[Make] N attacks, each against a different target, +X vs. D [each]; Y damage [each]"
// (the file ends the clause with "," or ";", the range may follow it) — ddm-battle-rules-2011, "Making
// an Attack": an attack action that grants multiple attacks; guidelines "Multiple Targets": each [M] or
// [R] attack resolved before the next target is declared. Read from invented rows and played through the
// engine with forced dice: every attack is made (no stop offered), never against a target already
// attacked; with one target only the rest is lost. The control "N attacks, …" without the clause may
// attack the same brute again. Fails if the clause is ignored (the same brute offered twice) or the
// line stays a gap (no card attack).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bash = { type: 'ATTACK' as const, text: 'Bash: +5 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Split Archer',
    powers: [bash, { type: 'ATTACK', text: 'Split Shot: Make 2 attacks, each against a different target, (range 5) +10 vs. AC; 20 damage.' }],
  }),
  entry({
    name: 'Fan Imp',
    powers: [bash, { type: 'ATTACK', text: 'Fire Fan: 3 attacks, each against a different target; +10 vs. DEF(Ref) each; 5 fire Damage each' }],
  }),
  entry({
    name: 'Pair Knight',
    powers: [bash, { type: 'ATTACK', text: 'Twin Cut: 2 attacks, each against a different target, +10 vs. AC; 15 Damage AND push 1 square', limit: 2 }],
  }),
  entry({ name: 'Same Archer', powers: [bash, { type: 'ATTACK', text: 'Double Shot: Make 2 attacks, (range 5) +10 vs. AC; 20 damage.' }] }),
  entry({ name: 'Straw Brute', hp: 200, powers: [bash] }),
  entry({ name: 'Hay Brute', hp: 200, powers: [bash] }),
];
const cards = importedCards(rows, 'n-attacks-different.json');
afterAll(addTestCards(cards));

/** `who` at (5,5), the brutes at (5,8) and (8,5) — beside it when `near` — (or only the first): makes attack 1 picking `pick` in turn. */
function shoot(who: string, pick: readonly string[], d20s: readonly number[], both = true, near = false): { asked: string[][]; s: ReturnType<typeof turnOf> } {
  const at: [number, number][] = [[5, 5], near ? [5, 6] : [5, 8], near ? [6, 6] : [8, 5]];
  const s = turnOf([who], ['Straw Brute', 'Hay Brute'], both ? at : at.slice(0, 2), who);
  const asked: Decision[] = [];
  act(s, 'attack:1', d20s, (d) => {
    if (d.kind !== 'choose-target') return null;
    asked.push(d);
    return String(byLabel(s, pick[asked.length - 1] ?? 'Straw Brute').id);
  });
  return { asked: asked.map((d) => d.options.map((o) => o.label.split(' (')[0] ?? '')), s };
}

describe('attacks: N attacks, each against a different target', () => {
  it('reads the three printings: N attacks, all made, different targets, the range, the each-roll and the use kept', () => {
    expect(cards[0]?.attacks[1]).toMatchObject({
      name: 'Split Shot',
      basic: false,
      range: { kind: 'ranged', range: 5 },
      bonus: 10,
      upTo: { attacks: 2, different: true, all: true },
    });
    expect(cards[1]?.attacks[1]).toMatchObject({ vs: 'Ref', damage: [{ amount: 5, type: 'fire' }], upTo: { attacks: 3, different: true, all: true } });
    expect(cards[2]?.attacks[1]).toMatchObject({ uses: 2, upTo: { attacks: 2, different: true, all: true } });
    expect(cards[3]?.attacks[1]?.upTo).toEqual({ attacks: 2, different: false, all: true });
    const split = cards[0]?.attacks[1];
    if (!split) throw new Error('no Split Shot');
    expect(attackText(split)).toContain('2 attacks, each against a different target, one after another;');
  });

  it('shoots both brutes (20 each): once the first is shot, the other is the only target left and no stop is offered', () => {
    const { asked, s } = shoot('Split Archer', ['Straw Brute'], [15, 15]);
    expect(asked).toEqual([['Straw Brute', 'Hay Brute']]);
    expect([byLabel(s, 'Straw Brute').hp, byLabel(s, 'Hay Brute').hp]).toEqual([180, 180]);
    // The control is asked again, with the first brute still offered.
    const control = shoot('Same Archer', ['Straw Brute', 'Straw Brute'], [15, 15]);
    expect(control.asked[1]).toContain('Straw Brute');
    expect(byLabel(control.s, 'Straw Brute').hp).toBe(160);
  });

  it('with one brute in range, it is shot once and the second attack is lost; the control shoots it twice', () => {
    const one = shoot('Split Archer', [], [15], false);
    expect(byLabel(one.s, 'Straw Brute').hp).toBe(180);
    const control = shoot('Same Archer', [], [15, 15], false);
    expect(byLabel(control.s, 'Straw Brute').hp).toBe(160);
  });

  it('"3 attacks, each against a different target; …": two brutes, two fire attacks, the third lost', () => {
    const { s } = shoot('Fan Imp', ['Straw Brute'], [15, 15], true, true);
    expect([byLabel(s, 'Straw Brute').hp, byLabel(s, 'Hay Brute').hp]).toEqual([195, 195]);
  });
});
