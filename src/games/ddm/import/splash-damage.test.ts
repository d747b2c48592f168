// "AND each enemy and ally adjacent to target takes N TYPE damage" (Explosive Bolts, Fire Belch, Acid
// Arrow): the attack effect damage-adjacent-to-target — after the hit, every creature adjacent to the
// target but the attacker takes N damage of the type with no roll (ddm-battle-rules-2011, "Applying
// Damage", Additional Effects; "Damage": Resist applies). Played through the engine with forced dice:
// the hit deals 15 to the ox and 5 fire to the wolf and the mage's own ally beside it, none to the
// fire-resistant imp (Resist 5 Fire), the creature 2 squares away or the attacker beside the ox; a miss
// (and the control, the same attack without the clause) deals nothing to them. Fails if the clause is
// ignored, spares the ally, or hits the attacker.
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const poke = { type: 'ATTACK' as const, text: 'Poke: +1 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Spark Mage',
    powers: [
      { type: 'ATTACK', text: 'Fire Bolt: (range 5) +8 vs. Reflex; 15 damage AND each enemy and ally adjacent to target takes 5 fire damage.' },
      { type: 'ATTACK', text: 'Blast Fist: +8 vs. AC; 10 damage AND each enemy and ally adjacent to target takes 5 fire damage.' },
    ],
  }),
  entry({ name: 'Plain Mage', powers: [{ type: 'ATTACK', text: 'Fire Bolt: (range 5) +8 vs. Reflex; 15 damage.' }] }),
  entry({ name: 'Target Ox', hp: 60, ac: 10, ref: 10, powers: [poke] }),
  entry({ name: 'Grey Wolf', hp: 40, powers: [poke] }),
  entry({ name: 'Fire Imp', hp: 40, powers: [poke, { type: 'SPECIAL', text: 'Resist 5 Fire' }] }),
  entry({ name: 'Hay Post', hp: 40, powers: [poke] }),
];
const cards = importedCards(rows, 'splash-damage.json');
afterAll(addTestCards(cards));

const LABELS = ['Target Ox', 'Grey Wolf', 'Fire Imp', 'Hay Post'] as const;
const hps = (s: DdmState) => LABELS.map((l) => byLabel(s, l).hp);

/** `who` at `from` attacks the ox at (5,5) with attack `k` and a forced d20; beside the ox: the wolf (5,6), the imp (6,5) and the mage's own post (4,6). */
function attack(who: string, k: number, from: [number, number], d20: number): { s: DdmState; attacker: number } {
  const s = turnOf([who, 'Hay Post'], ['Target Ox', 'Grey Wolf', 'Fire Imp'], [from, [4, 6], [5, 5], [5, 6], [6, 5]], who);
  act(s, `attack:${k}`, [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Target Ox').id) : null));
  return { s, attacker: byLabel(s, who).hp };
}

describe('attack hit clause: each enemy and ally adjacent to target takes N TYPE damage', () => {
  it('reads the clause as the effect damage-adjacent-to-target', () => {
    expect(cards[0]?.attacks[0]?.effects).toEqual([{ kind: 'damage-adjacent-to-target', amount: 5, type: 'fire' }]);
    const a = cards[0]?.attacks[0];
    if (a) expect(attackText(a)).toContain('each enemy and ally adjacent to the target takes 5 fire damage');
  });

  it('on a hit the wolf and the ally post take 5 fire, the resistant imp none; a miss and the control none', () => {
    expect(hps(attack('Spark Mage', 0, [2, 5], 15).s)).toEqual([45, 35, 40, 35]);
    expect(hps(attack('Spark Mage', 0, [2, 5], 1).s)).toEqual([60, 40, 40, 40]);
    expect(hps(attack('Plain Mage', 0, [2, 5], 15).s)).toEqual([45, 40, 40, 40]);
  });

  it('the attacker beside the target takes none of it', () => {
    const r = attack('Spark Mage', 1, [4, 4], 15);
    expect(r.attacker).toBe(40);
    expect(hps(r.s)).toEqual([50, 35, 40, 35]);
  });
});
