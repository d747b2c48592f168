// "AND each creature adjacent to target takes N TYPE damage" (Acid Arrow's other printing): the attack
// effect damage-adjacent-to-target with includesAttacker — after the hit, every creature adjacent to the
// target takes N damage of the type with no roll, the attacker too when it stands beside the target
// ("each creature": ddm-battle-rules-2011, "Applying Damage", Additional Effects; "Damage"). Played
// through the engine with forced dice: the arrow's hit leaves the ox its ongoing acid and deals 5 acid
// to the wolf and the mage's own post beside it; the melee printing from beside the ox deals 5 to the
// attacker too, while "each enemy and ally …" (the control) spares it. A miss deals nothing. Fails if
// the clause stays a gap, or is read as "each enemy and ally" (the attacker spared).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const poke = { type: 'ATTACK' as const, text: 'Poke: +1 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Acid Mage',
    powers: [
      {
        type: 'ATTACK',
        text: 'Acid Arrow: (sight) +10 vs. DEF(Ref); ongoing 10 acid Damage (save ends) AND each creature adjacent to target takes 5 acid Damage',
      },
      { type: 'ATTACK', text: 'Acid Fist: +8 vs. AC; 10 damage AND each creature adjacent to target takes 5 acid damage.' },
    ],
  }),
  entry({
    name: 'Careful Mage',
    powers: [{ type: 'ATTACK', text: 'Acid Fist: +8 vs. AC; 10 damage AND each enemy and ally adjacent to target takes 5 acid damage.' }],
  }),
  entry({ name: 'Target Ox', hp: 60, ac: 10, ref: 10, powers: [poke] }),
  entry({ name: 'Grey Wolf', hp: 40, powers: [poke] }),
  entry({ name: 'Hay Post', hp: 40, powers: [poke] }),
];
const cards = importedCards(rows, 'splash-every-creature.json');
afterAll(addTestCards(cards));

const hps = (s: DdmState) => ['Target Ox', 'Grey Wolf', 'Hay Post'].map((l) => byLabel(s, l).hp);

/** `who` at `from` attacks the ox at (5,5) with attack `k` and a forced d20; beside the ox: the wolf (5,6) and the mage's own post (4,6). */
function attack(who: string, k: number, from: [number, number], d20: number): DdmState {
  const s = turnOf([who, 'Hay Post'], ['Target Ox', 'Grey Wolf'], [from, [4, 6], [5, 5], [5, 6]], who);
  act(s, `attack:${k}`, [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Target Ox').id) : null));
  return s;
}

describe('attack hit clause: each creature adjacent to target takes N TYPE damage', () => {
  it('reads the clause as damage-adjacent-to-target with the attacker included', () => {
    expect(cards[0]?.attacks[0]?.effects).toEqual([
      expect.objectContaining({ kind: 'ongoing' }),
      { kind: 'damage-adjacent-to-target', amount: 5, type: 'acid', includesAttacker: true },
    ]);
    expect(cards[1]?.attacks[0]?.effects).toEqual([{ kind: 'damage-adjacent-to-target', amount: 5, type: 'acid' }]);
    const a = cards[0]?.attacks[0];
    if (a) expect(attackText(a)).toContain('each creature adjacent to the target takes 5 acid damage');
  });

  it('the arrow hits: the wolf and the post take 5 acid, the ox its ongoing acid; a miss (a natural 1): none', () => {
    const s = attack('Acid Mage', 0, [2, 5], 15);
    expect(hps(s)).toEqual([60, 35, 35]);
    expect(byLabel(s, 'Target Ox').conds.some((c) => c.kind === 'ongoing')).toBe(true);
    expect(hps(attack('Acid Mage', 0, [2, 5], 1))).toEqual([60, 40, 40]);
  });

  it('from beside the ox the attacker takes 5 acid too; the "each enemy and ally" control spares it', () => {
    const s = attack('Acid Mage', 1, [4, 4], 15);
    expect(byLabel(s, 'Acid Mage').hp).toBe(35);
    expect(hps(s)).toEqual([50, 35, 35]);
    const control = attack('Careful Mage', 0, [4, 4], 15);
    expect(byLabel(control, 'Careful Mage').hp).toBe(40);
  });
});
