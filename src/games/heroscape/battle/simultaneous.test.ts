import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { card, choose, config, fieldWith, game, ofType, open, placeMarkers } from './testkit.js';

// heroscape-master-game-guide — "Simultaneous Special Powers": both players hold The Drop, used at the
// start of every round before order markers; the d20 decides whose figures drop first.
const FIELD = fieldWith(
  ['1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1'],
  [
    [0, 0],
    [1, 0],
    [2, 0],
  ],
  [
    [0, 5],
    [1, 5],
    [2, 5],
  ],
);
const drop = (name: string) => card({ name, kind: 'squad', figures: 1, powers: [{ name: 'The Drop', text: 'our words', ability: 'the-drop' }] });

function battle(chance: number[]) {
  const r = game.setup(config(FIELD, [card({ name: 'Red Hero' }), drop('Red Paratroopers')], [card({ name: 'Blue Hero' }), drop('Blue Paratroopers')]), 1, {
    chance,
  });
  if (!r.ok) throw new Error(r.error.message);
  return { s: r.value.state, events: r.value.events };
}

describe('"Simultaneous Special Powers": the same power on both sides at the same moment', () => {
  it('the d20 decides who uses it first: Blue wins the roll, so Blue drops first (13+ on its own d20)', () => {
    const { s, events } = battle([5, 17, 15]);
    expect(ofType(events, 'SimultaneousRolled')[0]?.data).toEqual({ power: 'the-drop', rolls: [5, 17], tied: [] });
    expect(ofType(events, 'SimultaneousWon')[0]?.data).toEqual({ power: 'the-drop', player: 1 });
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 1 });
  });

  it('ties are re-rolled; with Red ahead, Red drops first', () => {
    const { s, events } = battle([9, 9, 18, 3, 15]);
    expect(ofType(events, 'SimultaneousRolled').map((e) => e.data['tied'])).toEqual([[0, 1], []]);
    expect(ofType(events, 'SimultaneousWon')[0]?.data).toMatchObject({ player: 0 });
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
  });

  it('once every figure has landed the power has nothing to do: no roll in the next round', () => {
    // Blue wins (5 against 17) and lands on 15; Red lands on 15.
    const { s } = battle([5, 17, 15, 15]);
    choose(s, open(s).options[0]!.id, 'use-power');
    choose(s, open(s).options[0]!.id, 'use-power');
    expect(s.figures.every((f) => f.head >= 0)).toBe(true);
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    const events: GameEvent[] = [];
    for (let d = open(s); d.kind !== 'place-marker'; d = open(s)) events.push(...choose(s, d.kind === 'choose-mover' ? 'done' : 'end'));
    expect(s.round).toBe(2);
    expect(ofType(events, 'RoundStarted')).toHaveLength(1);
    expect(ofType(events, 'SimultaneousRolled')).toEqual([]);
  });

  it('a power only one player holds needs no roll', () => {
    const r = game.setup(config(FIELD, [card({ name: 'Red Hero' }), drop('Red Paratroopers')], [card({ name: 'Blue Hero' })]), 1, { chance: [15] });
    if (!r.ok) throw new Error(r.error.message);
    expect(ofType(r.value.events, 'SimultaneousRolled')).toEqual([]);
    expect(open(r.value.state)).toMatchObject({ kind: 'use-power', player: 0 });
  });
});
