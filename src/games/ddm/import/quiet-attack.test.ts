// Attacks printed "Does not provoke opportunity attacks." before the range, or inside it ("(range 5,
// does not provoke opportunity attacks)"): a ranged or area attack that is declared without the
// opportunity attacks "Making an Attack" step 2 gives adjacent enemies (ddm-battle-rules-2011,
// "Opportunity Attacks": ranged and area attacks provoke). Read from invented rows and played through
// the engine with forced dice: the adjacent wolf is asked for an opportunity attack against the
// control's plain ranged or area attack, never against the quiet ones, which still hit. Fails if the
// clause is ignored (the wolf is asked) or the attack is dropped.
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Quiet Mage',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Staff: +5 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Quiet Bolt: Does not provoke opportunity attacks. (range 5) +8 vs. Reflex; 10 damage.' },
      { type: 'ATTACK', text: 'Hush Ray: Minor action: Does not provoke opportunity attacks. (range 5) +8 vs. Reflex; 10 damage.', limit: 1 },
      { type: 'ATTACK', text: 'Still Burst: (radius 1 within 5, does not provoke opportunity attacks) +8 vs. Reflex; 10 damage.' },
      { type: 'ATTACK', text: 'Loud Bolt: (range 5) +8 vs. Reflex; 10 damage.' },
      { type: 'ATTACK', text: 'Loud Burst: (radius 1 within 5) +8 vs. Reflex; 10 damage.' },
    ],
  }),
  entry({ name: 'Grey Wolf', hp: 60, ref: 10, powers: [{ type: 'ATTACK', text: 'Bite: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'quiet-attack.json');
afterAll(addTestCards(cards));

/** The mage at (4,4) makes attack `k` with the wolf adjacent at (4,5), a forced 15 for its roll: the kinds asked and the wolf's HP. */
function declare(k: number): { kinds: string[]; wolf: number } {
  const s = turnOf(
    ['Quiet Mage'],
    ['Grey Wolf'],
    [
      [4, 4],
      [4, 5],
    ],
    'Quiet Mage',
  );
  const wolf = String(byLabel(s, 'Grey Wolf').id);
  // The wolf declines its opportunity attack (when asked); the area is put on the wolf.
  const r = act(s, `attack:${k}`, [15], (d) =>
    d.kind === 'opportunity-attack' ? (d.options.find((o) => !o.id.startsWith('attack'))?.id ?? null) : d.kind === 'choose-target' ? wolf : null,
  );
  return { kinds: r.asked.map((d) => d.kind), wolf: byLabel(s, 'Grey Wolf').hp };
}

describe('attacks: does not provoke opportunity attacks', () => {
  it('reads the clause before and inside the range', () => {
    const a = cards[0]?.attacks ?? [];
    expect(a.map((x) => x.quiet === true)).toEqual([false, true, true, true, false, false]);
    expect(a[2]).toMatchObject({ action: 'minor', uses: 1 });
    if (a[1]) expect(attackText(a[1])).toContain('provokes no opportunity attacks');
  });

  it('the adjacent wolf is asked against the plain ranged and area attacks, never against the quiet ones', () => {
    for (const k of [1, 2, 3]) {
      const r = declare(k);
      expect(r.kinds).not.toContain('opportunity-attack');
      expect(r.wolf).toBe(50);
    }
    for (const k of [4, 5]) expect(declare(k).kinds).toContain('opportunity-attack');
  });
});
