import { describe, expect, it } from 'vitest';
import { fortress } from '../door-fixture.js';
import type { ArmyCard } from '../cards/army-card.js';
import type { HeroscapeMap } from '../map-model.js';
import { FACE } from './dice.js';
import type { HsState } from './state.js';
import { BLUE, card, choose, config, game, ofType, open, optionWhere, placeMarkers, RED, start } from './testkit.js';

/**
 * A 5×5 field at level 1 cut by a 9-level fortress wall along r = 2 but for the Doorway: Door over
 * space #1 (2, 2), #2 outside (2, 1), #3 and #4 inside (1, 3) and (2, 3). Red stands on (2, 1),
 * next to the closed Door; Blue inside on row 4.
 */
function fortressWithArmies(): HeroscapeMap {
  const m = fortress('closed');
  m.startZones.push(
    { name: 'Red', colour: RED, hexes: [{ q: 2, r: 1, z: 1 }] },
    { name: 'Blue', colour: BLUE, hexes: [0, 1, 2, 3, 4].map((q) => ({ q, r: 4, z: 1 })) },
  );
  return m;
}

/** Red's a1 attacks the Door with 3 skulls against 4 blank defense dice; the events. */
function attackDoor(attacker: ArmyCard, prepare: (s: HsState) => void = () => undefined): { s: HsState; events: ReturnType<typeof choose> } {
  const s = start(config(fortressWithArmies(), [attacker], [card({ name: 'Blue' })]));
  prepare(s);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'done');
  expect(open(s).options.map((o) => o.id)).toContain('a1@door0');
  game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.blank, FACE.blank, FACE.blank, FACE.blank]);
  return { s, events: choose(s, 'a1@door0') };
}

describe('The Fortress Door in battle (guide "Attacking and Defending the Door", "Destroying the Door", "Control of the Door"; the Door Card in docs/heroscape.md)', () => {
  it('Example 40: a figure next to Doorway Space #1 attacks the Door: 4 defense dice plus Reinforced Defense (2 automatic shields against a Medium attacker, 1 against a Large one)', () => {
    const medium = attackDoor(card({ name: 'Knight', attack: 3 }));
    expect(ofType(medium.events, 'DoorAttacked')[0]?.data).toMatchObject({ defenseDice: 4, skulls: 3, shields: 2, automatic: 2, wounds: 1 });
    expect(medium.s.doorCards?.[0]?.wounds).toBe(1);
    const large = attackDoor(card({ name: 'Troll', attack: 3, size: 'large', height: 6 }));
    expect(ofType(large.events, 'DoorAttacked')[0]?.data).toMatchObject({ shields: 1, automatic: 1, wounds: 2 });
  });

  it('the Door has 10 life: the tenth wound destroys it and it leaves the battlefield (no more attacks on it)', () => {
    const { s, events } = attackDoor(card({ name: 'Knight', attack: 3 }), (x) => Object.assign(x, { doorCards: [{ wounds: 9, controller: null }] }));
    expect(ofType(events, 'DoorDestroyed')).toHaveLength(1);
    expect(s.map.doors[0]?.state).toBe('destroyed');
    const kept = attackDoor(card({ name: 'Knight', attack: 3 }), (x) => Object.assign(x, { doorCards: [{ wounds: 8, controller: null }] }));
    expect(kept.s.map.doors[0]?.state).toBe('closed');
  });

  it('Control of the Door: a figure of a new player ending its move on Doorway Space #4 takes the Door Card with its wound markers', () => {
    const s = start(config(fortressWithArmies(), [card({ name: 'Knight' })], [card({ name: 'Guard' })]));
    Object.assign(s, { doorCards: [{ wounds: 3, controller: 0 }] });
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
    choose(s, 'fig:b1');
    const ev = choose(s, optionWhere(s, { q: 2, r: 3 }).id);
    expect(ofType(ev, 'DoorControlTaken')[0]?.data).toEqual({ door: 0, player: 1, wounds: 3 });
    expect(s.doorCards?.[0]).toEqual({ wounds: 3, controller: 1 });
  });
});
