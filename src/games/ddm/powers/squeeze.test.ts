// Tests for ddm-battle-rules-2011 "Squeezing": a Huge creature (speed 2+) squeezes at the start of a
// move or attack action, provoking opportunity attacks first, into a 2×2 space within its starting
// position; squeezed, it grants combat advantage and has -2 Speed and -5 Attack; it ends squeezing
// at the end of an action into a legal 3×3 space containing the squeezed one, or not at all.
import { describe, expect, it } from 'vitest';
import { combatAdvantage } from '../rules/attack.js';
import { currentSpeed } from '../rules/movement.js';
import { actionMenu } from '../rules/turn.js';
import { geo } from '../geo.js';
import { battle, byLabel, ctxFor, drive, startTurn, step } from '../testkit.js';

describe('Squeezing', () => {
  it('squeezing provokes the opportunity attack first, then the 2×2 space is chosen and the move or attack action follows', () => {
    const s = battle(['Treant'], ['Merchant Guard'], [[0, 0], [3, 1]]);
    const treant = byLabel(s, 'Treant');
    const guard = byLabel(s, 'Merchant Guard');
    startTurn(s, treant);
    expect(actionMenu(ctxFor(s), treant).map((o) => o.id)).toContain('power:#squeeze');
    let squeezedYet = false;
    const r = drive(s, [step('turn-actions', { c: treant.id })], [2, 15], (a) => {
      if (a.kind === 'choose-action' && !squeezedYet) {
        squeezedYet = true;
        return 'power:#squeeze';
      }
      if (a.kind === 'opportunity-attack') return a.options[0]!.id;
      if (a.kind === 'squeeze') return '1,1';
      if (a.kind === 'choose-action' && a.prompt.includes('squeezed')) return 'attack:0';
      return 'end';
    });
    const place = r.asks.find((a) => a.kind === 'squeeze');
    expect(place?.options.map((o) => o.id)).toEqual(['0,0', '1,0', '0,1', '1,1']);
    // The action it squeezed for is a move or an attack: no minor action, no "end".
    const act = r.asks.find((a) => a.kind === 'choose-action' && a.prompt.includes('squeezed'));
    expect(act?.options.every((o) => ['move', 'double', 'shift', 'charge'].includes(o.id) || o.id.startsWith('attack:'))).toBe(true);
    const rolls = r.events.filter((e) => e.type === 'attack-roll');
    expect(rolls.map((e) => e.data['label'])).toEqual(['Merchant Guard', 'Treant']);
    // Slam +18, -5 squeezed.
    expect(rolls[1]?.data['bonus']).toBe(13);
    expect(treant.size).toBe(2);
    expect(treant.pos).toEqual({ x: 1, y: 1 });
    expect(guard.hp).toBe(10);
  });

  it('squeezed: -2 Speed and grants combat advantage', () => {
    const s = battle(['Treant'], ['Merchant Guard'], [[0, 0], [4, 1]]);
    const treant = byLabel(s, 'Treant');
    const guard = byLabel(s, 'Merchant Guard');
    const ctx = ctxFor(s);
    expect(currentSpeed(ctx, treant)).toBe(8);
    expect(combatAdvantage(ctx, geo(s), guard, treant)).toBe(false);
    treant.size = 2;
    treant.pos = { x: 1, y: 1 };
    expect(currentSpeed(ctx, treant)).toBe(6);
    expect(combatAdvantage(ctx, geo(s), guard, treant)).toBe(true);
  });

  it('ends squeezing only after an action and only into a legal 3×3 space containing the squeezed space', () => {
    const s = battle(['Treant'], ['Merchant Guard', 'Dire Wolf'], [[5, 5], [4, 5], [7, 5]]);
    const treant = byLabel(s, 'Treant');
    treant.size = 2;
    treant.pos = { x: 5, y: 5 };
    startTurn(s, treant);
    // No action taken yet this turn: not offered.
    expect(actionMenu(ctxFor(s), treant).map((o) => o.id)).not.toContain('power:#unsqueeze');
    s.turn!.minor = false;
    // The guard at (4,5) and the wolf at (7,5) leave no 3×3 space around (5,5)-(6,6).
    expect(actionMenu(ctxFor(s), treant).map((o) => o.id)).not.toContain('power:#unsqueeze');
    byLabel(s, 'Dire Wolf').pos = { x: 10, y: 10 };
    expect(actionMenu(ctxFor(s), treant).map((o) => o.id)).toContain('power:#unsqueeze');
    const r = drive(s, [step('turn-actions', { c: treant.id })], [], (a) => (a.kind === 'choose-action' ? (a.options.some((o) => o.id === 'power:#unsqueeze') ? 'power:#unsqueeze' : 'end') : a.kind === 'squeeze' ? a.options[0]!.id : null));
    // Two 3×3 spaces fit (x from 5 to 7, y from 4 to 6 or 5 to 7): the controller picks one.
    expect(r.asks.find((a) => a.kind === 'squeeze')?.options.map((o) => o.id)).toEqual(['5,4', '5,5']);
    expect(treant.size).toBe(3);
    expect(treant.pos).toEqual({ x: 5, y: 4 });
  });

  it('only Huge creatures squeeze', () => {
    const s = battle(['Feral Troll'], ['Merchant Guard'], [[0, 0], [5, 5]]);
    const troll = byLabel(s, 'Feral Troll');
    startTurn(s, troll);
    expect(actionMenu(ctxFor(s), troll).map((o) => o.id)).not.toContain('power:#squeeze');
  });
});
