// Tests for ddm-battle-rules-2011 "Opportunity Attacks" (resolved before the square is left; a
// destroyed mover stops), "MOVE"/"SHIFT", "CHARGE" (every square closer; nearest adjacent space).
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, decision, openMap, play, turnOf } from '../testkit.js';
import { chargeTargets } from './movement.js';
import { addCond } from './common.js';

/**
 * Walls along row 4 from x=0 to x=6: a walk east from (0,5) keeps to rows 5 and 6, so it passes next
 * to a troll at (3,6) (the mover's path is the game's cheapest; the walls leave no way around).
 */
const corridor = openMap(
  12,
  12,
  [0, 1, 2, 3, 4, 5, 6].map((x) => [x, 4] as [number, number]),
);
/** The Merchant Guard at `at` and a Feral Troll at (3,6), the Guard's turn started through the game API. */
const guardTurn = (at: readonly [number, number], prepare?: (s: DdmState) => void) =>
  turnOf(['Merchant Guard'], ['Feral Troll'], [at, [3, 6]], 'Merchant Guard', prepare ? { map: corridor, prepare } : { map: corridor });
/** A move (or shift) through the turn menu to `to`; the troll takes its opportunity attacks. */
const moveTo = (s: DdmState, option: 'move' | 'shift', to: string, d20s: number[] = []) =>
  act(s, option, d20s, (d) => (d.kind === 'choose-destination' ? to : d.kind === 'opportunity-attack' ? 'attack:0' : null));
const kinds = (asked: Decision[]) => asked.map((a) => a.kind);

describe('opportunity attacks', () => {
  it('an opportunity attack on the third square of a move destroys the mover, which moves no further', () => {
    // The Guard at (0,5) walks east to (4,5); the troll at (3,6) is adjacent to its second square on.
    const s = guardTurn([0, 5], (st) => {
      byLabel(st, 'Merchant Guard').hp = 5;
    });
    const guard = byLabel(s, 'Merchant Guard');
    const troll = byLabel(s, 'Feral Troll');
    // Where the Guard stands when the troll is asked.
    let at: unknown = null;
    const r = act(s, 'move', [15], (d) => {
      if (d.kind === 'choose-destination') return '4,5';
      if (d.kind !== 'opportunity-attack') return null;
      at = guard.pos && { ...guard.pos };
      return 'attack:0';
    });
    const oa = r.asked.filter((a) => a.kind === 'opportunity-attack');
    expect(oa).toHaveLength(1);
    expect(guard.destroyed).toBe(true);
    expect(guard.pos).toBeNull();
    expect(r.events.find((e) => e.type === 'destroyed')?.data['byLabel']).toBe('Feral Troll');
    expect(s.vp[1]).toBe(8);
    // The attack came while the guard stood on its second square (x=2): it never entered the third.
    expect(at).toMatchObject({ x: 2 });
    // The turn's one opportunity attack is the troll's (the turn itself is over: the mover is gone).
    expect(r.events.filter((e) => e.type === 'attack' && e.data['mode'] === 'opportunity').map((e) => e.data['creature'])).toEqual([troll.id]);
  });
  it('one opportunity attack per creature per turn, and a shift provokes none', () => {
    const s = guardTurn([0, 5]);
    const guard = byLabel(s, 'Merchant Guard');
    // Five squares east, three of them next to the troll; a 2 misses.
    const r = moveTo(s, 'move', '5,5', [2]);
    expect(r.asked.filter((a) => a.kind === 'opportunity-attack')).toHaveLength(1);
    expect(guard.pos).toEqual({ x: 5, y: 5 });
    const s2 = guardTurn([2, 5]);
    const g2 = byLabel(s2, 'Merchant Guard');
    const r2 = moveTo(s2, 'shift', '1,5');
    // The menu and the destination: no opportunity attack is offered.
    expect(kinds(r2.asked)).toEqual(['choose-action', 'choose-destination']);
    expect(g2.pos).toEqual({ x: 1, y: 5 });
  });
  it('a Dazed enemy cannot make opportunity attacks', () => {
    const s = guardTurn([0, 5], (st) =>
      addCond(st, byLabel(st, 'Feral Troll'), {
        kind: 'Dazed',
        name: 't',
        amount: 0,
        dtype: 'untyped',
        defense: 'all',
        duration: 'save-ends',
        source: -1,
        sourcePlayer: 0,
      }),
    );
    expect(kinds(moveTo(s, 'move', '4,5').asked)).toEqual(['choose-action', 'choose-destination']);
  });
});

const COND = { name: 't', amount: 0, dtype: 'untyped', defense: 'all', duration: 'save-ends', source: -1, sourcePlayer: 1 } as const;

/** The Eternal Blade at `at` against a Dire Wolf at (5,2), the Blade's turn started through the game API. */
const bladeTurn = (at: readonly [number, number], prepare?: (s: DdmState) => void) =>
  turnOf(['Eternal Blade'], ['Dire Wolf'], [at, [5, 2]], 'Eternal Blade', prepare ? { prepare } : {});

describe('charge', () => {
  it('is illegal when every way to the target needs a square that is not closer to it', () => {
    // Three enemies wall off the straight line from the charger (5,6) to the target (5,2).
    const s = turnOf(
      ['Eternal Blade'],
      ['Dire Wolf', 'Merchant Guard', 'Merchant Guard', 'Merchant Guard'],
      [
        [5, 6],
        [5, 2],
        [4, 5],
        [5, 5],
        [6, 5],
      ],
      'Eternal Blade',
    );
    const blade = byLabel(s, 'Eternal Blade');
    const ctx = ctxFor(s);
    expect(chargeTargets(ctx, blade).map((x) => x.target.label)).not.toContain('Dire Wolf');
    // Without the wall of guards the straight charge is legal.
    for (const g of s.creatures.filter((c) => c.card === 'Merchant Guard')) g.pos = null;
    expect(chargeTargets(ctx, blade).map((x) => x.target.label)).toContain('Dire Wolf');
  });
  it('needs at least 2 squares of movement', () => {
    const s = bladeTurn([5, 4]);
    expect(chargeTargets(ctxFor(s), byLabel(s, 'Eternal Blade'))).toHaveLength(0);
  });
  it('a charge gives +1 to the basic melee attack at its end', () => {
    const s = bladeTurn([5, 8]);
    const blade = byLabel(s, 'Eternal Blade');
    const r = act(s, 'charge', [5]);
    const roll = r.events.find((e) => e.type === 'attack-roll');
    expect(roll?.data['bonus']).toBe(18);
    // It ends in one of the nearest spaces adjacent to the target (ties: the charger's choice).
    expect(blade.pos?.y).toBe(3);
    expect(Math.abs((blade.pos?.x ?? 0) - 5)).toBeLessThanOrEqual(1);
  });
  it('a charge target is priced from its end square without moving the charger', () => {
    const s = bladeTurn([5, 8]);
    const blade = byLabel(s, 'Eternal Blade');
    // A frozen record cannot be moved: pricing the options must only read it.
    Object.freeze(blade);
    const { asked } = play(s, ['charge']);
    expect(asked.length).toBe(1);
    const q = decision(s);
    const wolf = q.options.find((o) => o.id === String(byLabel(s, 'Dire Wolf').id));
    // Measured from the end square (row 3, next to the target), while the charger still stands at (5,8).
    expect((wolf?.payload as { to: { y: number } }).to.y).toBe(3);
    expect(blade.pos).toEqual({ x: 5, y: 8 });
  });
});

describe('conditions as missing options', () => {
  it('an Immobilized creature is offered no move, shift or charge', () => {
    // A Merchant Guard next to the Blade keeps an attack on its menu once it cannot move (a creature
    // with no option at all has its turn pass without a menu).
    const withGuard = (prepare?: (s: DdmState) => void) =>
      turnOf(
        ['Eternal Blade'],
        ['Dire Wolf', 'Merchant Guard'],
        [
          [5, 8],
          [5, 2],
          [4, 9],
        ],
        'Eternal Blade',
        prepare ? { prepare } : {},
      );
    const before = decision(withGuard()).options.map((o) => o.id);
    expect(before).toEqual(expect.arrayContaining(['move', 'double', 'shift', 'charge']));
    const held = withGuard((st) => addCond(st, byLabel(st, 'Eternal Blade'), { kind: 'Immobilized', ...COND }));
    expect(decision(held).options.map((o) => o.id)).toContain('attack:0');
    const after = decision(held).options.map((o) => o.id);
    expect(after).not.toContain('move');
    expect(after).not.toContain('shift');
    expect(after).not.toContain('charge');
  });
  it('a Stunned creature has no actions; a Dazed one takes only one', () => {
    const s = bladeTurn([5, 8], (st) => addCond(st, byLabel(st, 'Eternal Blade'), { kind: 'Dazed', ...COND }));
    const blade = byLabel(s, 'Eternal Blade');
    expect(decision(s).options.map((o) => o.id)).not.toContain('double');
    // After its one action (a move) the Blade is offered nothing more: its turn is over.
    act(s, 'move', [], (d) => d.options[0]?.id ?? null);
    expect(s.turn?.creature).not.toBe(blade.id);
    // Stunned: the Blade's turn (after the wolf's) passes without a question; round 2 begins.
    const st = turnOf(
      ['Eternal Blade'],
      ['Dire Wolf'],
      [
        [5, 8],
        [5, 2],
      ],
      'Dire Wolf',
      {
        prepare: (x) => addCond(x, byLabel(x, 'Eternal Blade'), { kind: 'Stunned', ...COND }),
      },
    );
    const r = play(st, ['end']);
    expect(r.events.find((e) => e.type === 'turn')?.data['label']).toBe('Eternal Blade');
    expect(decision(st).kind).toBe('initiative');
  });
});
