// Tests for ddm-battle-rules-2011 "Opportunity Attacks" (resolved before the square is left; a
// destroyed mover stops), "MOVE"/"SHIFT", "CHARGE" (every square closer; nearest adjacent space).
import { describe, expect, it } from 'vitest';
import { battle, byLabel, ctxFor, drive, startTurn, step } from '../testkit.js';
import { chargeTargets, pushPath } from './movement.js';
import { actionMenu } from './turn.js';
import { addCond } from './common.js';

describe('opportunity attacks', () => {
  it('an opportunity attack on the third square of a move destroys the mover, which moves no further', () => {
    // Guard at (0,5) walks east along row 5; the troll at (3,6) is adjacent to (2,5), (3,5) and (4,5).
    const s = battle(
      ['Merchant Guard'],
      ['Feral Troll'],
      [
        [0, 5],
        [3, 6],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    const troll = byLabel(s, 'Feral Troll');
    guard.hp = 5;
    startTurn(s, guard);
    const ctx = ctxFor(s);
    pushPath(
      ctx,
      guard,
      [
        { x: 1, y: 5 },
        { x: 2, y: 5 },
        { x: 3, y: 5 },
        { x: 4, y: 5 },
      ],
      'move',
    );
    const r = drive(s, s.core.stack.splice(0), [15], (a) => (a.kind === 'opportunity-attack' ? 'attack:0' : null));
    const oa = r.asks.filter((a) => a.kind === 'opportunity-attack');
    expect(oa).toHaveLength(1);
    expect(guard.destroyed).toBe(true);
    expect(guard.pos).toBeNull();
    expect(r.events.find((e) => e.type === 'destroyed')?.data['byLabel']).toBe('Feral Troll');
    expect(s.vp[1]).toBe(8);
    // The attack came while the guard stood on (2,5), its second square: it never entered the third.
    expect(s.turn?.oa).toEqual([troll.id]);
  });
  it('one opportunity attack per creature per turn, and a shift provokes none', () => {
    const s = battle(
      ['Merchant Guard'],
      ['Feral Troll'],
      [
        [0, 5],
        [3, 6],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    startTurn(s, guard);
    pushPath(
      ctxFor(s),
      guard,
      [
        { x: 1, y: 5 },
        { x: 2, y: 5 },
        { x: 3, y: 5 },
        { x: 4, y: 5 },
        { x: 5, y: 5 },
      ],
      'move',
    );
    const r = drive(s, s.core.stack.splice(0), [2], (a) => (a.kind === 'opportunity-attack' ? 'attack:0' : null));
    expect(r.asks.filter((a) => a.kind === 'opportunity-attack')).toHaveLength(1);
    expect(guard.pos).toEqual({ x: 5, y: 5 });
    const s2 = battle(
      ['Merchant Guard'],
      ['Feral Troll'],
      [
        [2, 5],
        [3, 6],
      ],
    );
    const g2 = byLabel(s2, 'Merchant Guard');
    startTurn(s2, g2);
    pushPath(ctxFor(s2), g2, [{ x: 1, y: 5 }], 'shift');
    const r2 = drive(s2, s2.core.stack.splice(0), []);
    expect(r2.asks).toHaveLength(0);
    expect(g2.pos).toEqual({ x: 1, y: 5 });
  });
  it('a Dazed enemy cannot make opportunity attacks', () => {
    const s = battle(
      ['Merchant Guard'],
      ['Feral Troll'],
      [
        [0, 5],
        [3, 6],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    addCond(s, byLabel(s, 'Feral Troll'), {
      kind: 'Dazed',
      name: 't',
      amount: 0,
      dtype: 'untyped',
      defense: 'all',
      duration: 'save-ends',
      source: -1,
      sourcePlayer: 0,
    });
    startTurn(s, guard);
    pushPath(
      ctxFor(s),
      guard,
      [
        { x: 1, y: 5 },
        { x: 2, y: 5 },
        { x: 3, y: 5 },
        { x: 4, y: 5 },
      ],
      'move',
    );
    expect(drive(s, s.core.stack.splice(0), []).asks).toHaveLength(0);
  });
});

describe('charge', () => {
  it('is illegal when every way to the target needs a square that is not closer to it', () => {
    // Three enemies wall off the straight line from the charger (5,6) to the target (5,2).
    const s = battle(
      ['Eternal Blade'],
      ['Dire Wolf', 'Merchant Guard', 'Merchant Guard', 'Merchant Guard'],
      [
        [5, 6],
        [5, 2],
        [4, 5],
        [5, 5],
        [6, 5],
      ],
    );
    const blade = byLabel(s, 'Eternal Blade');
    startTurn(s, blade);
    const ctx = ctxFor(s);
    expect(chargeTargets(ctx, blade).map((x) => x.target.label)).not.toContain('Dire Wolf');
    // Without the wall of guards the straight charge is legal.
    for (const g of s.creatures.filter((c) => c.card === 'Merchant Guard')) g.pos = null;
    expect(chargeTargets(ctx, blade).map((x) => x.target.label)).toContain('Dire Wolf');
  });
  it('needs at least 2 squares of movement', () => {
    const s = battle(
      ['Eternal Blade'],
      ['Dire Wolf'],
      [
        [5, 4],
        [5, 2],
      ],
    );
    const blade = byLabel(s, 'Eternal Blade');
    startTurn(s, blade);
    expect(chargeTargets(ctxFor(s), blade)).toHaveLength(0);
  });
  it('a charge gives +1 to the basic melee attack at its end', () => {
    const s = battle(
      ['Eternal Blade'],
      ['Dire Wolf'],
      [
        [5, 8],
        [5, 2],
      ],
    );
    const blade = byLabel(s, 'Eternal Blade');
    startTurn(s, blade);
    const r = drive(s, [step('charge', { creature: blade.id })], [5], () => null);
    const roll = r.events.find((e) => e.type === 'attack-roll');
    expect(roll?.data['bonus']).toBe(18);
    // It ends in one of the nearest spaces adjacent to the target (ties: the charger's choice).
    expect(blade.pos?.y).toBe(3);
    expect(Math.abs((blade.pos?.x ?? 0) - 5)).toBeLessThanOrEqual(1);
  });
});

describe('conditions as missing options', () => {
  it('an Immobilized creature is offered no move, shift or charge', () => {
    const s = battle(
      ['Eternal Blade'],
      ['Dire Wolf'],
      [
        [5, 8],
        [5, 2],
      ],
    );
    const blade = byLabel(s, 'Eternal Blade');
    startTurn(s, blade);
    const before = actionMenu(ctxFor(s), blade).map((o) => o.id);
    expect(before).toEqual(expect.arrayContaining(['move', 'double', 'shift', 'charge']));
    addCond(s, blade, { kind: 'Immobilized', name: 't', amount: 0, dtype: 'untyped', defense: 'all', duration: 'save-ends', source: -1, sourcePlayer: 1 });
    const after = actionMenu(ctxFor(s), blade).map((o) => o.id);
    expect(after).not.toContain('move');
    expect(after).not.toContain('shift');
    expect(after).not.toContain('charge');
  });
  it('a Stunned creature has no actions; a Dazed one takes only one', () => {
    const s = battle(
      ['Eternal Blade'],
      ['Dire Wolf'],
      [
        [5, 8],
        [5, 2],
      ],
    );
    const blade = byLabel(s, 'Eternal Blade');
    addCond(s, blade, { kind: 'Dazed', name: 't', amount: 0, dtype: 'untyped', defense: 'all', duration: 'save-ends', source: -1, sourcePlayer: 1 });
    startTurn(s, blade);
    (s.turn as { single: boolean }).single = true;
    const menu = actionMenu(ctxFor(s), blade).map((o) => o.id);
    expect(menu).not.toContain('double');
    drive(s, [step('turn-actions', { creature: blade.id })], [], (a) => (a.kind === 'choose-action' ? 'move' : (a.options[0]?.id ?? null)));
    expect(actionMenu(ctxFor(s), blade)).toEqual([]);
    addCond(s, blade, { kind: 'Stunned', name: 't', amount: 0, dtype: 'untyped', defense: 'all', duration: 'save-ends', source: -1, sourcePlayer: 1 });
    startTurn(s, blade);
    expect(actionMenu(ctxFor(s), blade)).toEqual([]);
  });
});
