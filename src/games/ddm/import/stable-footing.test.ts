// Stable Footing (bare; "Ignores the extra cost for entering difficult terrain", "… to enter difficult
// terrain", "Difficult terrain does not affect (slow) this creature's movement"), read from invented
// rows and played through the engine (ddm-battle-rules-2011, "Difficult Terrain": Costs 1 Extra Square,
// Other Powers — a power may ignore that cost; "SHIFT": a shift is 1 square, so difficult terrain stops
// it unless the cost is ignored). In a field of difficult terrain the sure-footed creature moves 6
// squares for 6 and may shift; the control without the power pays 2 a square and has no shift. Fails
// if the power is ignored, or read as Elven Step (shifts only).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { byLabel, play } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { ends, menu, mireTurn } from './mire.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const WORDINGS = [
  'Stable Footing',
  'Stable Footing: Ignores the extra cost for entering difficult terrain.',
  'Stable Footing: Ignores the extra cost to enter difficult terrain.',
  "Stable Footing: Difficult terrain does not affect this creature's movement.",
  "Stable Footing: Difficult terrain does not slow this creature's movement.",
];
const GOATS = WORDINGS.map((_t, i) => `Mountain Goat ${i}`);
const rows = [
  ...WORDINGS.map((text, i) => entry({ name: GOATS[i] ?? '', powers: [blade, { type: 'SPECIAL', text }] })),
  entry({ name: 'Lowland Goat', powers: [blade] }),
  entry({ name: 'Target Dummy', powers: [blade] }),
];
const cards = importedCards(rows, 'stable-footing.json');
afterAll(addTestCards(cards));

describe('Stable Footing: moves and shifts ignore the extra cost of difficult terrain ("Difficult Terrain", Other Powers)', () => {
  it('reads every printing', () => {
    for (const c of cards.slice(0, WORDINGS.length))
      expect(c.powers).toContainEqual({ kind: 'continuous', name: 'Stable Footing', effect: { kind: 'ignores-difficult' } });
  });

  it('a move through difficult terrain costs 1 a square: 6 squares away for speed 6, and it goes there', () => {
    for (const goat of GOATS) {
      const s = mireTurn(goat);
      const e = ends(s, 'move');
      expect(e.get('5,4')).toBe(1);
      expect(e.get('10,4')).toBe(6);
      play(s, ['10,4']);
      expect(byLabel(s, goat).pos).toEqual({ x: 10, y: 4 });
    }
  });

  it('it may shift into difficult terrain', () => {
    const s = mireTurn(GOATS[0] ?? '');
    expect(menu(s)).toContain('shift');
    expect(ends(s, 'shift').has('5,4')).toBe(true);
  });

  it('control: without the power each square costs 2 (no 6-square move) and there is no shift', () => {
    const s = mireTurn('Lowland Goat');
    expect(menu(s)).not.toContain('shift');
    const e = ends(s, 'move');
    expect(e.get('5,4')).toBe(2);
    expect(e.has('10,4')).toBe(false);
  });
});
