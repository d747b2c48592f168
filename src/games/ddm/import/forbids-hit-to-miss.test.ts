// "All Tricks Revealed: Drow enemies may not use powers that turn hits into misses" — a restrictive rule
// in card text (ddm-battle-rules-2011, "CORE RULES AND EXCEPTIONS" 4), read from invented rows and played
// through the engine with forced dice: a Drow's "Use when this creature is hit by a {m} attack: That
// attack misses" is not offered against the revealer's hit, which deals its damage; against an attacker
// without the power, or for a dodger that is not Drow, it is offered and the attack misses. Fails if the
// power is ignored (the Drow's dodge offered) or applied to every enemy.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const dodge = { type: 'SPECIAL' as const, text: 'Dodge: Use when this creature is hit by a {m} attack: That attack misses.', limit: 1 };
const rows = [
  entry({
    name: 'Revealer',
    hp: 60,
    powers: [blade, { type: 'SPECIAL', text: 'All Tricks Revealed: Drow enemies may not use powers that turn hits into misses.' }],
  }),
  entry({ name: 'Plain Blade', hp: 60, powers: [blade] }),
  entry({ name: 'Drow Dodger', hp: 40, keywords: ['Drow'], powers: [blade, dodge] }),
  entry({ name: 'Elf Dodger', hp: 40, keywords: ['Elf'], powers: [blade, dodge] }),
];
const cards = importedCards(rows, 'forbids-hit-to-miss.json');
afterAll(addTestCards(cards));

/** `attacker` (at (4,4)) hits `dodger` (at (5,4)) on a 15, the dodge used when offered. Returns whether it was offered and the dodger's HP after. */
function hit(attacker: string, dodger: string): { offered: boolean; hp: number } {
  const s = turnOf(
    [attacker],
    [dodger],
    [
      [4, 4],
      [5, 4],
    ],
    attacker,
  );
  const r = act(s, 'attack:0', [15], (d) =>
    d.kind === 'choose-target' ? String(byLabel(s, dodger).id) : (d.options.find((o) => o.id.startsWith('power:Dodge'))?.id ?? null),
  );
  return { offered: r.asked.some((d) => d.options.some((o) => o.id.startsWith('power:Dodge'))), hp: byLabel(s, dodger).hp };
}

describe('enemies of a keyword may not use powers that turn hits into misses', () => {
  it('reads the power as the continuous forbids-hit-to-miss for Drow', () => {
    expect(cards[0]?.powers).toEqual([{ kind: 'continuous', name: 'All Tricks Revealed', effect: { kind: 'forbids-hit-to-miss', keyword: 'Drow' } }]);
  });

  it("the Drow's dodge is not offered against the revealer: the hit deals 10", () => {
    expect(hit('Revealer', 'Drow Dodger')).toEqual({ offered: false, hp: 30 });
  });

  it('controls: against a plain attacker, or for a non-Drow dodger, the dodge turns the hit into a miss', () => {
    expect(hit('Plain Blade', 'Drow Dodger')).toEqual({ offered: true, hp: 40 });
    expect(hit('Revealer', 'Elf Dodger')).toEqual({ offered: true, hp: 40 });
  });
});
