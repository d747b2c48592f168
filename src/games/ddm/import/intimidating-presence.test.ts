// Intimidating Presence, "(Aura 1) Enemies in aura cannot make opportunity attacks", read from invented
// rows and played through the engine with forced dice (ddm-battle-rules-2011, "Opportunity Attacks"
// broken by the card, "CORE RULES AND EXCEPTIONS"; "Aura"). The mage beside the guard casts its ranged
// Spark (provoking): with the power the guard, in its aura, is not offered an opportunity attack; the
// control mage without it is, and the guard's 15 hits. A mauler with the aura 2 squares from the
// guard (outside aura 1) does not stop the guard's attack on a plain mage. Fails if the power is
// ignored or reaches past its radius.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const presence = { type: 'SPECIAL' as const, text: 'Intimidating Presence: (Aura 1) Enemies in aura cannot make opportunity attacks.' };
const staff = { type: 'ATTACK' as const, text: 'Staff: +5 vs. AC; 5 damage.' };
const spark = { type: 'ATTACK' as const, text: 'Spark: (range 6) +5 vs. Reflex; 5 damage.' };
const rows = [
  entry({ name: 'Grim Mage', hp: 60, powers: [staff, spark, presence] }),
  entry({ name: 'Plain Mage', hp: 60, powers: [staff, spark] }),
  entry({ name: 'Mauler', hp: 60, powers: [staff, presence] }),
  entry({ name: 'Guard', hp: 40, powers: [{ type: 'ATTACK', text: 'Claw: +10 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'intimidating-presence.json');
afterAll(addTestCards(cards));

/** `mage` at (4,4) casts Spark at the guard at (5,4) (the guard's 15 if offered, then the Spark's 1); `mauler`: an ally at (7,4). Returns [offered, mage's HP]. */
function provoke(mage: string, mauler = false): [boolean, number] {
  const s = turnOf([mage, ...(mauler ? ['Mauler'] : [])], ['Guard'], [[4, 4], ...(mauler ? ([[7, 4]] as [number, number][]) : []), [5, 4]], mage);
  let offered = false;
  act(s, 'attack:1', [15, 1], (d) => {
    if (d.kind === 'opportunity-attack') {
      offered = true;
      return 'attack:0';
    }
    return d.kind === 'choose-target' ? String(byLabel(s, 'Guard').id) : null;
  });
  return [offered, byLabel(s, mage).hp];
}

describe('Intimidating Presence: enemies in the aura cannot make opportunity attacks', () => {
  it('reads the power as the aura no-opportunity-attacks, radius 1', () => {
    expect(cards[0]?.powers).toEqual([{ kind: 'continuous', name: 'Intimidating Presence', effect: { kind: 'aura-no-opportunity-attacks', radius: 1 } }]);
  });
  it('the guard beside the grim mage is not offered an opportunity attack', () => {
    const s = turnOf(
      ['Grim Mage'],
      ['Guard'],
      [
        [4, 4],
        [5, 4],
      ],
      'Grim Mage',
    );
    let offered = false;
    act(s, 'attack:1', [1], (d) => {
      if (d.kind === 'opportunity-attack') offered = true;
      return d.kind === 'opportunity-attack' ? 'attack:0' : null;
    });
    expect(offered).toBe(false);
    expect(byLabel(s, 'Grim Mage').hp).toBe(60);
  });
  it('controls: beside a plain mage, even with a mauler 2 squares from the guard, it is offered and hits', () => {
    expect(provoke('Plain Mage')).toEqual([true, 50]);
    expect(provoke('Plain Mage', true)).toEqual([true, 50]);
  });
});
