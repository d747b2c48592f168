// Tests for ddm-battle-rules-2011 "Squeezing": a Huge creature (speed 2+) squeezes at the start of a
// move or attack action, provoking opportunity attacks first, into a 2×2 space within its starting
// position; squeezed, it grants combat advantage and has -2 Speed and -5 Attack; it ends squeezing
// at the end of an action into a legal 3×3 space containing the squeezed one, or not at all.
import { describe, expect, it } from 'vitest';
import { combatAdvantage } from '../rules/attack-options.js';
import { currentSpeed } from '../rules/movement.js';
import { geo } from '../geo.js';
import type { DdmState } from '../state.js';
import { act, battle, byLabel, ctxFor, decision, openMap, turnOf } from '../testkit.js';

describe('Squeezing', () => {
  it('squeezing provokes the opportunity attack first, then the 2×2 space is chosen and the move or attack action follows', () => {
    const s = turnOf(
      ['Treant'],
      ['Merchant Guard'],
      [
        [0, 0],
        [3, 1],
      ],
      'Treant',
    );
    const treant = byLabel(s, 'Treant');
    const guard = byLabel(s, 'Merchant Guard');
    expect(decision(s).options.map((o) => o.id)).toContain('power:#squeeze');
    // Squeeze: the guard's opportunity attack (a 2), the 2×2 space at (1,1), then the Slam (a 15).
    const r = act(s, 'power:#squeeze', [2, 15], (a) => {
      if (a.kind === 'opportunity-attack') return a.options[0]!.id;
      if (a.kind === 'squeeze') return '1,1';
      if (a.kind === 'choose-action' && a.prompt.includes('squeezed')) return 'attack:0';
      return null;
    });
    const place = r.asked.find((a) => a.kind === 'squeeze');
    expect(place?.options.map((o) => o.id)).toEqual(['0,0', '1,0', '0,1', '1,1']);
    // The action it squeezed for is a move or an attack: no minor action, no "end".
    const action = r.asked.find((a) => a.kind === 'choose-action' && a.prompt.includes('squeezed'));
    expect(action?.options.every((o) => ['move', 'double', 'shift', 'charge', 'power:#double-split'].includes(o.id) || o.id.startsWith('attack:'))).toBe(true);
    const rolls = r.events.filter((e) => e.type === 'attack-roll');
    expect(rolls.map((e) => e.data['label'])).toEqual(['Merchant Guard', 'Treant']);
    // Slam +18, -5 squeezed.
    expect(rolls[1]?.data['bonus']).toBe(13);
    expect(treant.size).toBe(2);
    expect(treant.pos).toEqual({ x: 1, y: 1 });
    expect(guard.hp).toBe(10);
  });

  it('squeezed: -2 Speed and grants combat advantage', () => {
    const s = battle(
      ['Treant'],
      ['Merchant Guard'],
      [
        [0, 0],
        [4, 1],
      ],
    );
    const treant = byLabel(s, 'Treant');
    const guard = byLabel(s, 'Merchant Guard');
    const ctx = ctxFor(s);
    expect(currentSpeed(ctx, treant)).toBe(8);
    expect(combatAdvantage(ctx, geo(s), guard, treant, true)).toBe(false);
    treant.size = 2;
    treant.pos = { x: 1, y: 1 };
    expect(currentSpeed(ctx, treant)).toBe(6);
    expect(combatAdvantage(ctx, geo(s), guard, treant, true)).toBe(true);
  });

  it('ends squeezing only after an action and only into a legal 3×3 space containing the squeezed space', () => {
    // The Treant squeezed into (5,5)-(6,6), next to a Merchant Guard at (4,5); the wolf at `wolf`.
    const squeezed = (wolf: readonly [number, number]) =>
      turnOf(['Treant'], ['Merchant Guard', 'Dire Wolf'], [[5, 5], [4, 5], wolf], 'Treant', {
        prepare: (t) => void (byLabel(t, 'Treant').size = 2),
      });
    const menu = (s: DdmState) => decision(s).options.map((o) => o.id);
    // The guard at (4,5) and the wolf at (7,5) leave no 3×3 space around (5,5)-(6,6).
    const boxed = squeezed([7, 5]);
    // No action taken yet this turn: not offered.
    expect(menu(boxed)).not.toContain('power:#unsqueeze');
    // An action taken (an attack that misses), but no space: still not offered.
    act(boxed, 'attack:0', [2]);
    expect(menu(boxed)).not.toContain('power:#unsqueeze');
    // The wolf far off: offered once an action is taken.
    const s = squeezed([10, 10]);
    const treant = byLabel(s, 'Treant');
    expect(menu(s)).not.toContain('power:#unsqueeze');
    act(s, 'attack:0', [2]);
    expect(menu(s)).toContain('power:#unsqueeze');
    const r = act(s, 'power:#unsqueeze', [], (a) => (a.kind === 'squeeze' ? a.options[0]!.id : null));
    // Two 3×3 spaces fit (x from 5 to 7, y from 4 to 6 or 5 to 7): the controller picks one.
    expect(r.asked.find((a) => a.kind === 'squeeze')?.options.map((o) => o.id)).toEqual(['5,4', '5,5']);
    expect(treant.size).toBe(3);
    expect(treant.pos).toEqual({ x: 5, y: 4 });
  });

  it('only Huge creatures squeeze', () => {
    const s = turnOf(
      ['Feral Troll'],
      ['Merchant Guard'],
      [
        [0, 0],
        [5, 5],
      ],
      'Feral Troll',
    );
    expect(decision(s).options.map((o) => o.id)).not.toContain('power:#squeeze');
  });
});

describe('Squeezing ends at the end of any action', () => {
  it('inside a double move: taken as two moves, squeezing may end after the first, and the second move has the full speed', () => {
    const s = turnOf(
      ['Treant'],
      ['Merchant Guard'],
      [
        [5, 5],
        [11, 0],
      ],
      'Treant',
      { map: openMap(20, 20), prepare: (t) => void (byLabel(t, 'Treant').size = 2) },
    );
    const treant = byLabel(s, 'Treant');
    expect(decision(s).options.map((o) => o.id)).toContain('power:#double-split');
    // The Treant's turn record (read after the split double move, whether or not the turn goes on).
    const turn = s.turn;
    let moves = 0;
    const r = act(s, 'power:#double-split', [], (a) => {
      if (a.kind === 'choose-destination') return ++moves === 1 ? '5,10' : '5,15';
      if (a.kind === 'squeeze') return a.options[0]!.id;
      return null;
    });
    const dests = r.asked.filter((a) => a.kind === 'choose-destination');
    expect(dests).toHaveLength(2);
    const maxCost = (a: (typeof dests)[number]) => Math.max(...a.options.map((o) => (o.payload as { cost: number }).cost));
    // Squeezed: speed 8 - 2 = 6 for the first move; unsqueezed: 8 for the second.
    expect(maxCost(dests[0]!)).toBe(6);
    expect(maxCost(dests[1]!)).toBe(8);
    expect(r.events.filter((e) => ['move', 'unsqueezed'].includes(e.type)).map((e) => e.type)).toEqual(['move', 'unsqueezed', 'move']);
    expect(treant.size).toBe(3);
    // Two move actions: both the move and the attack action are spent.
    expect(turn?.move).toBe(false);
    expect(turn?.attack).toBe(false);
  });

  it('staying squeezed between the two moves keeps the squeezed speed', () => {
    const s = turnOf(
      ['Treant'],
      ['Merchant Guard'],
      [
        [5, 5],
        [11, 0],
      ],
      'Treant',
      { map: openMap(20, 20), prepare: (t) => void (byLabel(t, 'Treant').size = 2) },
    );
    const treant = byLabel(s, 'Treant');
    const r = act(s, 'power:#double-split', [], (a) => {
      if (a.kind === 'choose-destination') return a.options[0]!.id;
      if (a.kind === 'squeeze') return 'stay';
      return null;
    });
    const dests = r.asked.filter((a) => a.kind === 'choose-destination');
    expect(Math.max(...dests[1]!.options.map((o) => (o.payload as { cost: number }).cost))).toBe(6);
    expect(treant.size).toBe(2);
  });

  it("at the end of its opportunity attack on another creature's turn (a free action), not onto the rest of the mover's path", () => {
    // Squeezed Treant at (5,5)-(6,6); a gnoll at (4,7) walks east to (7,7): with the Treant above and a
    // wall row at y=8 below, its only 3-square path is (5,7), (6,7), (7,7).
    const walls = Array.from({ length: 12 }, (_, x) => [x, 8] as [number, number]);
    const s = turnOf(
      ['Treant'],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [4, 7],
      ],
      'Gnoll Marauder',
      { map: openMap(12, 12, walls), prepare: (t) => void (byLabel(t, 'Treant').size = 2) },
    );
    const treant = byLabel(s, 'Treant');
    const gnoll = byLabel(s, 'Gnoll Marauder');
    const r = act(s, 'move', [2], (a) => {
      if (a.kind === 'choose-destination') return '7,7';
      if (a.kind === 'opportunity-attack') return a.options[0]!.id;
      if (a.kind === 'squeeze') return a.options[0]!.id;
      return null;
    });
    const offer = r.asked.find((a) => a.kind === 'squeeze');
    expect(offer?.player).toBe(treant.owner);
    // 3×3 spaces containing (5,5)-(6,6): (4,4) and (5,4) are clear; (4,5) holds the gnoll; (5,5) lies on its path along row 7.
    expect(offer?.options.map((o) => o.id)).toEqual(['4,4', '5,4', 'stay']);
    expect(treant.size).toBe(3);
    expect(treant.pos).toEqual({ x: 4, y: 4 });
    expect(gnoll.pos).toEqual({ x: 7, y: 7 });
  });
});
