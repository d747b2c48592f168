// Elven Step ("Ignores difficult terrain when shifting", "… while shifting", "Ignores the extra cost
// for entering difficult terrain while shifting"), read from invented rows and played through the
// engine (ddm-battle-rules-2011, "SHIFT": a shift is 1 square of movement, so difficult terrain — 1
// extra square — stops it; "Difficult Terrain", Other Powers: a power may ignore that cost). The elf,
// ringed by difficult terrain, may shift into it; the control, a creature without the power, has no
// shift at all; a move of the elf still pays the extra square (the power is about shifts only).
// Fails if the power is ignored (no shift offered) or read as ignoring difficult terrain on moves.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { byLabel, play } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { ends, menu, mireTurn } from './mire.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Elf Scout', powers: [blade, { type: 'SPECIAL', text: 'Elven Step: Ignores difficult terrain when shifting.' }] }),
  entry({ name: 'Elf Ranger', powers: [blade, { type: 'SPECIAL', text: 'Elven Step: Ignores difficult terrain while shifting.' }] }),
  entry({
    name: 'Elf Dancer',
    powers: [blade, { type: 'SPECIAL', text: 'Elven Step: Ignores the extra cost for entering difficult terrain while shifting.' }],
  }),
  entry({ name: 'Human Scout', powers: [blade] }),
  entry({ name: 'Target Dummy', powers: [blade] }),
];
const cards = importedCards(rows, 'elven-step.json');
afterAll(addTestCards(cards));

describe('Elven Step: a shift ignores difficult terrain ("SHIFT", "Difficult Terrain" Other Powers)', () => {
  it('reads all three printings', () => {
    for (const k of [0, 1, 2]) expect(cards[k]?.powers).toContainEqual({ kind: 'continuous', name: 'Elven Step', effect: { kind: 'shift-ignores-difficult' } });
    expect(cards[3]?.powers.some((p) => p.kind === 'continuous')).toBe(false);
  });
  it('the elf ringed by difficult terrain may shift into any of the 8 squares around it, and does', () => {
    for (const elf of ['Elf Scout', 'Elf Ranger', 'Elf Dancer']) {
      const s = mireTurn(elf);
      expect(menu(s)).toContain('shift');
      const e = ends(s, 'shift');
      expect([...e.keys()].sort()).toEqual(['3,3', '3,4', '3,5', '4,3', '4,5', '5,3', '5,4', '5,5']);
      play(s, ['5,4']);
      expect(byLabel(s, elf).pos).toEqual({ x: 5, y: 4 });
    }
  });
  it('control: the same creature without the power has no shift (each square costs 2)', () => {
    expect(menu(mireTurn('Human Scout'))).not.toContain('shift');
  });
  it('a move of the elf still pays 1 extra square per difficult square', () => {
    expect(ends(mireTurn('Elf Scout'), 'move').get('5,4')).toBe(2);
  });
});
