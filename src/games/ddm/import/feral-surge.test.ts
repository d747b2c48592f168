// Feral Surge ("use on this creature's turn. Take 1 extra move action this turn", one use), read from
// an invented row and played through the engine (ddm-battle-rules-2011, "Take Actions Phase",
// "Substitute Actions", "Free Actions"). Used on its turn, the cat moves twice and still has its
// attack action: the bite is offered after both moves; without the power (the control) the second move
// takes the attack action and its turn is over. Dazed (one action in all), it is not offered. Fails if
// the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, play, playOn, testCondition, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { addCond } from '../rules/common.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const SURGE = "Feral Surge: use on this creature's turn. Take 1 extra move action this turn.";
const rows = [
  entry({ name: 'Surge Cat', speed: 4, powers: [bite, { type: 'SPECIAL', text: SURGE, limit: 1 }] }),
  entry({ name: 'Plain Cat', speed: 4, powers: [bite] }),
  entry({ name: 'Ox', hp: 100, powers: [bite] }),
  entry({
    name: 'Pouncer',
    speed: 4,
    powers: [bite, { type: 'SPECIAL', text: "Feral Surge: Use at start of this creature's turn: Move up to its current speed as a free action.", limit: 1 }],
  }),
];
const cards = importedCards(rows, 'feral-surge.json');
afterAll(addTestCards(cards));

// The cat at (1,1), the ox at (10,1): 9 squares apart, two moves of 4 reach (9,1) beside it.
const AT: [number, number][] = [
  [1, 1],
  [10, 1],
];
const ids = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

/** Moves the cat 4 squares east (a move action). */
function move(s: DdmState, to: string): void {
  act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? to : null));
}

describe('Feral Surge: one extra move action this turn', () => {
  it('reads a free-action power with its use × extra-move-actions 1', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'action', name: 'Feral Surge', action: 'free', uses: 1, effect: { kind: 'extra-move-actions', count: 1 } });
  });

  it('used: two moves and the bite is still offered; it hits the ox', () => {
    const s = turnOf(['Surge Cat'], ['Ox'], AT, 'Surge Cat');
    expect(ids(s)).toContain('power:Feral Surge');
    act(s, 'power:Feral Surge');
    move(s, '5,1');
    move(s, '9,1');
    expect(byLabel(s, 'Surge Cat').pos).toEqual({ x: 9, y: 1 });
    expect(ids(s)).toContain('attack:0');
    act(s, 'attack:0', [15]);
    expect(byLabel(s, 'Ox').hp).toBe(90);
    expect(ids(s)).not.toContain('power:Feral Surge');
  });

  it('control: without the power the second move takes the attack action — no bite', () => {
    const s = turnOf(['Plain Cat'], ['Ox'], AT, 'Plain Cat');
    move(s, '5,1');
    move(s, '9,1');
    // No action left: its turn is over, the bite never offered.
    expect(byLabel(s, 'Plain Cat').pos).toEqual({ x: 9, y: 1 });
    expect(s.turn?.creature).not.toBe(byLabel(s, 'Plain Cat').id);
  });

  it('after the bite: the move action and the extra one are both left', () => {
    const s = turnOf(
      ['Surge Cat'],
      ['Ox'],
      [
        [9, 1],
        [10, 1],
      ],
      'Surge Cat',
    );
    act(s, 'power:Feral Surge');
    act(s, 'attack:0', [15]);
    move(s, '5,1');
    expect(ids(s)).toContain('move');
    move(s, '1,1');
    expect(byLabel(s, 'Surge Cat').pos).toEqual({ x: 1, y: 1 });
  });

  it('Dazed (one action in all): not offered', () => {
    const s = turnOf(['Surge Cat'], ['Ox'], AT, 'Surge Cat', {
      prepare: (x) => void addCond(x, x.creatures[0]!, { ...testCondition('Dazed'), name: 'test' }),
    });
    expect(ids(s)).not.toContain('power:Feral Surge');
  });
});

describe('Feral Surge, the start-of-turn printing: "Move up to its current speed as a free action"', () => {
  it('reads start-of-own-turn × move-up-to-speed, a free action, one use', () => {
    expect(cards[3]?.powers[0]).toMatchObject({
      kind: 'triggered',
      trigger: 'start-of-own-turn',
      action: 'free',
      uses: 1,
      effect: { kind: 'move-up-to-speed' },
    });
  });

  /** The ox's turn first; at the pouncer's turn start the power is answered `use` (moving to (5,1)). */
  function pouncerTurn(use: boolean): DdmState {
    const s = turnOf(['Pouncer'], ['Ox'], AT, 'Ox');
    expect(playOn(s, (d) => d.kind === 'use-power' && d.options.some((o) => o.id === 'power:Feral Surge'), 'Pouncer')).not.toBeNull();
    if (use) play(s, ['power:Feral Surge', (d) => (d.kind === 'choose-destination' ? '5,1' : (d.options[0] as { id: string }).id)]);
    else play(s, ['no']);
    return s;
  }

  it('used: it moves 4 squares before its actions, and its move action is still left', () => {
    const s = pouncerTurn(true);
    expect(byLabel(s, 'Pouncer').pos).toEqual({ x: 5, y: 1 });
    expect(ids(s)).toContain('move');
    expect(ids(s)).toContain('double');
  });

  it('control, declined: it stays', () => {
    const s = pouncerTurn(false);
    expect(byLabel(s, 'Pouncer').pos).toEqual({ x: 1, y: 1 });
  });
});
