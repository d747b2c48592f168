// The data the DDM board reads from the engine's options (ddm-battle-rules-2011, "CHARGE", "Combat
// Advantage", "Flanking", "Close Attacks" (blast), "Area Attacks" (radius N within N)): a charge's
// target options carry the numbers of the attack roll the charge will make, and close/area options
// carry the template's squares, so the table can show both before the player commits.
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../core/index.js';
import { act, byLabel, decision, play, turnOf } from '../../games/ddm/testkit.js';

interface TargetPayload {
  creature: number;
  bonus: number;
  vs: string;
  defense: number;
  combatAdvantage: boolean;
  cover: boolean;
  to: { x: number; y: number };
}

const firstAsk = (asks: readonly Decision[], kind: string): Decision => {
  const a = asks.find((x) => x.kind === kind);
  if (!a) throw new Error(`no ${kind} question was asked (asked: ${asks.map((x) => x.kind).join(', ')})`);
  return a;
};

describe('charge target options', () => {
  // Guard #1 at (1,3) charges. The nearest space next to Gnoll #1 at (4,6) is (3,5) (2 squares away),
  // diagonally opposite Guard #2 at (5,7): from there the charger flanks it. Gnoll #2 at (7,2) has
  // no one beside it.
  const setUp = () => {
    const s = turnOf(
      ['Merchant Guard', 'Merchant Guard'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [1, 3],
        [5, 7],
        [4, 6],
        [7, 2],
      ],
      'Merchant Guard #1',
    );
    const guard = byLabel(s, 'Merchant Guard #1');
    return { s, guard };
  };

  it('carry the attack bonus (+1 for the charge, +2 combat advantage), the defense, cover and the end square', () => {
    const { s, guard } = setUp();
    const flanked = byLabel(s, 'Gnoll Marauder #1');
    const alone = byLabel(s, 'Gnoll Marauder #2');
    expect([guard.size, flanked.size]).toEqual([1, 1]);
    const r = act(s, 'charge', [10], (a) => (a.kind === 'choose-target' ? String(flanked.id) : null));
    const ask = firstAsk(r.asked, 'choose-target');
    const of = (id: number) => ask.options.find((o) => o.id === String(id))?.payload as unknown as TargetPayload;
    const pf = of(flanked.id);
    const pa = of(alone.id);
    const sword = s.cards['Merchant Guard']!.attacks[0]!;
    const gnollAc = s.cards['Gnoll Marauder']!.ac;
    expect(pf.to).toEqual({ x: 3, y: 5 });
    // Measured where the charge ends: flanking from (3,5), not from the start square (1,3).
    expect(pf.combatAdvantage).toBe(true);
    expect(pa.combatAdvantage).toBe(false);
    expect(pf.bonus).toBe(sword.bonus + 1 + 2);
    expect(pa.bonus).toBe(sword.bonus + 1);
    expect([pf.vs, pf.defense, pf.cover]).toEqual(['AC', gnollAc, false]);
    expect(ask.options.find((o) => o.id === String(flanked.id))?.label).toContain(`+${pf.bonus} vs AC ${gnollAc}, combat advantage`);
    // The numbers offered are the numbers rolled: the charge ends on `to` and rolls with that bonus.
    expect(guard.pos).toEqual(pf.to);
    const roll = r.events.find((e) => e.type === 'attack-roll');
    expect(roll?.data['bonus']).toBe(pf.bonus);
    expect(roll?.data['defense']).toBe(pf.defense);
    expect(roll?.data['ca']).toBe(true);
  });

  it('the other target is measured from its own end square, next to it', () => {
    const { s, guard } = setUp();
    const alone = byLabel(s, 'Gnoll Marauder #2');
    const r = act(s, 'charge', [10], (a) => (a.kind === 'choose-target' ? String(alone.id) : null));
    const p = firstAsk(r.asked, 'choose-target').options.find((o) => o.id === String(alone.id))?.payload as unknown as TargetPayload;
    expect(Math.max(Math.abs(p.to.x - 7), Math.abs(p.to.y - 2))).toBe(1);
    expect(guard.pos).toEqual(p.to);
    expect(r.events.find((e) => e.type === 'attack-roll')?.data['bonus']).toBe(p.bonus);
  });
});

describe('area and close attack options carry their template squares', () => {
  it('Fireblast (area, radius 1): every option is the 3×3 square block around its origin, holding its targets', () => {
    const s = turnOf(
      ['Golden Wyvern Initiate', 'Merchant Guard'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [2, 2],
        [6, 7],
        [6, 8],
        [7, 8],
      ],
      'Golden Wyvern Initiate',
    );
    // Fireblast (attack 2) from the menu: the next question is where to put the area.
    play(s, ['attack:2']);
    const ask = firstAsk([decision(s)], 'choose-area');
    expect(ask.options.length).toBeGreaterThan(1);
    for (const o of ask.options) {
      const [ox, oy] = o.id.slice('area:'.length).split(',').map(Number) as [number, number];
      const p = o.payload as { squares: [number, number][]; targets: number[] };
      const want: [number, number][] = [];
      for (let y = oy - 1; y <= oy + 1; y++) for (let x = ox - 1; x <= ox + 1; x++) if (x >= 0 && y >= 0 && x < 12 && y < 12) want.push([x, y]);
      expect(p.squares, o.id).toEqual(want);
      const inside = new Set(p.squares.map(([x, y]) => `${x},${y}`));
      for (const t of p.targets) expect(inside.has(`${s.creatures[t]!.pos!.x},${s.creatures[t]!.pos!.y}`), `${o.id} target ${t}`).toBe(true);
    }
  });

  it('Grasping Roots (close blast 3): a 3×3 block next to the attacker, never on its own square', () => {
    // The Treant (Huge: 3×3) at (3,3) covers (3..5, 3..5); gnolls east and south of it.
    const s = turnOf(
      ['Treant'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [3, 3],
        [7, 4],
        [4, 7],
      ],
      'Treant',
    );
    const treant = byLabel(s, 'Treant');
    const k = s.cards['Treant']!.attacks.findIndex((a) => a.name === 'Grasping Roots');
    // Grasping Roots from the menu: the next question is where to put the blast.
    play(s, [`attack:${k}`]);
    const ask = firstAsk([decision(s)], 'choose-area');
    const size = treant.size;
    expect(size).toBe(3);
    for (const o of ask.options) {
      const sq = (o.payload as { squares: [number, number][] }).squares;
      expect(sq, o.id).toHaveLength(9);
      const xs = sq.map((q) => q[0]);
      const ys = sq.map((q) => q[1]);
      expect(Math.max(...xs) - Math.min(...xs)).toBe(2);
      expect(Math.max(...ys) - Math.min(...ys)).toBe(2);
      const mine = sq.filter(([x, y]) => x >= 3 && x < 3 + size && y >= 3 && y < 3 + size);
      expect(mine, o.id).toEqual([]);
      // Adjacent to the attacker: some square of the block touches its space.
      expect(
        sq.some(([x, y]) => x >= 2 && x <= 3 + size && y >= 2 && y <= 3 + size),
        o.id,
      ).toBe(true);
    }
  });
});
