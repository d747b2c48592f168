// Stable Footing (bare; "Ignores the extra cost for entering difficult terrain", "… to enter difficult
// terrain", "Ignores the additional movement cost when entering difficult terrain", "Difficult terrain
// does not affect (slow) this creature's movement", "Moves normally through difficult terrain"), read
// from invented rows and played through the engine (ddm-battle-rules-2011, "Difficult Terrain": Costs 1
// Extra Square, Other Powers — a power may ignore that cost; "SHIFT": a shift is 1 square, so difficult
// terrain stops it unless the cost is ignored; "SPIKE STONES": 5 damage only to a creature that does not
// ignore the additional cost — the guidelines' "Moves Normally"). In a field of difficult terrain the
// sure-footed creature moves 6 squares for 6 and may shift; the control without the power pays 2 a
// square and has no shift. Across spike stones it takes no damage; the control takes 5. Fails if the
// power is ignored, or read as Elven Step (shifts only).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, openMap, play, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { ends, menu, mireTurn } from './mire.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const WORDINGS = [
  'Stable Footing',
  'Stable Footing: Ignores the extra cost for entering difficult terrain.',
  'Stable Footing: Ignores the extra cost to enter difficult terrain.',
  'Stable Footing: Ignores the additional movement cost when entering difficult terrain.',
  'Stable Footing: Moves normally through difficult terrain.',
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

describe('Stable Footing on spike stones ("SPIKE STONES": 5 damage if it does not ignore the additional cost to enter it)', () => {
  // Two full columns of spike stones (x 5 and 6) between the goat and its goal: no way around.
  const columns: [number, number][] = [];
  for (let y = 0; y < 12; y++) columns.push([5, y], [6, y]);
  const spikes = { ...openMap(12, 12), terrain: [{ type: 'spikeStones' as const, squares: columns }] };
  const across = (label: string): { hp: number; spiked: number } => {
    const s = turnOf(
      [label],
      ['Target Dummy'],
      [
        [4, 4],
        [11, 11],
      ],
      label,
      { map: spikes },
    );
    const r = act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? '7,4' : null));
    const me = byLabel(s, label);
    expect(me.pos).toEqual({ x: 7, y: 4 });
    return { hp: me.maxHp - me.hp, spiked: r.events.filter((e) => e.type === 'damage' && e.data['why'] === 'spike stones').length };
  };

  it('the sure-footed creature walks across unhurt (every printing)', () => {
    for (const goat of GOATS) expect(across(goat)).toEqual({ hp: 0, spiked: 0 });
  });

  it('control: without the power it takes 5 damage for each of the two squares it enters', () => {
    expect(across('Lowland Goat')).toEqual({ hp: 10, spiked: 2 });
  });
});
