// Rulebook: ddm-battle-rules-2011 — "Forced-Movement Effects", "PLACE", "PUSH", "PULL", "SLIDE",
// "TELEPORT", "PIT"; guidelines "Push", "Place".
import { describe, expect, it } from 'vitest';
import { forcedMoves, placeDestinations, teleportDestinations } from './forced.js';
import { draw, key } from './testkit.js';

const at = (r: { destinations: readonly { at: { x: number; y: number }; steps: number }[] }, steps: number) =>
  r.destinations
    .filter((d) => d.steps === steps)
    .map((d) => key(d.at))
    .sort();

describe('push, pull, slide', () => {
  const map = `
    +-+-+-+-+
    |. . . .|
    + + + + +
    |a e . .|
    + + + + +
    |. . . .|
    +-+-+-+-+`;
  it('push: each space entered is farther from the actor', () => {
    const d = draw(map);
    const r = forcedMoves(d.board, d.body('e', 'B'), d.space('a'), [d.body('a', 'A')], 'push', 2);
    expect(at(r, 1)).toEqual(['2,0', '2,1', '2,2']);
    expect(at(r, 2)).toEqual(['3,0', '3,1', '3,2']);
    const p = r.path({ x: 3, y: 1 });
    expect(p[0]).toEqual({ x: 1, y: 1 });
    expect(p).toHaveLength(3);
  });
  it('pull: each space entered is closer to the actor', () => {
    const d = draw(map.replace('a e .', 'a . e'));
    const r = forcedMoves(d.board, d.body('e', 'B'), d.space('a'), [d.body('a', 'A')], 'pull', 1);
    expect(at(r, 1)).toEqual(['1,0', '1,1', '1,2']);
  });
  it('slide: any direction, into legal positions only', () => {
    const d = draw(map);
    const r = forcedMoves(d.board, d.body('e', 'B'), d.space('a'), [d.body('a', 'A')], 'slide', 1);
    expect(at(r, 1)).toEqual(['0,0', '0,2', '1,0', '1,2', '2,0', '2,1', '2,2']);
  });
  it('walls stop forced movement; extra movement costs are ignored', () => {
    const d = draw(`
      +-+-+-+-+
      |a e|d .|
      +-+-+-+-+`);
    expect(forcedMoves(d.board, d.body('e', 'B'), d.space('a'), [], 'push', 2).destinations).toHaveLength(0);
    const open = draw(`
      +-+-+-+-+
      |a e d .|
      +-+-+-+-+`);
    expect(at(forcedMoves(open.board, open.body('e', 'B'), open.space('a'), [], 'push', 2), 2)).toEqual(['3,0']);
  });
  it('a creature can enter a pit by forced movement; it stops there', () => {
    const d = draw(`
      +-+-+-+-+
      |a e p .|
      +-+-+-+-+`);
    const r = forcedMoves(d.board, d.body('e', 'B'), d.space('a'), [], 'push', 3);
    expect(r.destinations).toEqual([{ at: { x: 2, y: 0 }, steps: 1, pit: true, stuck: true }]);
  });
  it('no more legal positions: the effect ends (no destinations, or a stuck one)', () => {
    const d = draw(`
      +-+-+-+
      |a e #|
      +-+-+-+`);
    expect(forcedMoves(d.board, d.body('e', 'B'), d.space('a'), [], 'push', 1).destinations).toEqual([]);
    const two = draw(`
      +-+-+-+-+
      |a e . #|
      +-+-+-+-+`);
    const r = forcedMoves(two.board, two.body('e', 'B'), two.space('a'), [], 'push', 2);
    expect(r.destinations).toEqual([{ at: { x: 2, y: 0 }, steps: 1, pit: false, stuck: true }]);
  });
  it('statues and other creatures are not legal positions to enter', () => {
    const d = draw(`
      +-+-+-+
      |a e T|
      + + + +
      |. . z|
      +-+-+-+`);
    const r = forcedMoves(d.board, d.body('e', 'B'), d.space('a'), [d.body('z', 'B')], 'push', 1);
    expect(r.destinations).toEqual([]);
  });
});

describe('teleport and place', () => {
  it('teleport: legal positions within range and in the acting creature’s line of sight', () => {
    const d = draw(`
      +-+-+-+-+-+
      |a . e . S|
      +-+-+-+-+-+`);
    const t = teleportDestinations(d.board, d.body('e', 'B'), d.space('a'), [d.body('a', 'A')], 2)
      .map(key)
      .sort();
    // (1,0), (3,0) and (4,0) are legal and within 2; the smoke square (4,0) is out of a's sight.
    expect(t).toEqual(['1,0', '3,0']);
  });
  it('place: any legal position meeting the effect’s own condition', () => {
    const d = draw(`
      +-+-+-+
      |e # .|
      + + + +
      |. p .|
      +-+-+-+`);
    expect(placeDestinations(d.board, d.body('e', 'B'), []).map(key).sort()).toEqual(['0,0', '0,1', '2,0', '2,1']);
    expect(placeDestinations(d.board, d.body('e', 'B'), [], (s) => s.x === 2).map(key)).toEqual(['2,0', '2,1']);
  });
});
