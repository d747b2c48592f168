import { describe, expect, it } from 'vitest';
import { FACE } from './dice.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, placeMarkers, start } from './testkit.js';

type View = { figures: { id: string; wounds: number; destroyed: boolean; at: { q: number; r: number; level: number } | null }[] };
const at = (s: ReturnType<typeof start>, id: string) => (game.observe(s, 0).view as View).figures.find((f) => f.id === id)?.at ?? null;

describe('moving ("Action 2. Move Figure(s) shown on the Army Card")', () => {
  // Red's hero at (2, 0), engaged with two Blue figures at (3, 0) and (2, 1); (0, 0) is out of reach of both.
  const ENGAGED = fieldWith(
    ['1 1 1 1 1 1', '1 1 1 1 1 1'],
    [[2, 0]],
    [
      [3, 0],
      [2, 1],
    ],
  );
  const vikings = card({ name: 'Blue Warriors', kind: 'squad', figures: 2, life: 1 });

  function leaveBoth(life: number) {
    const s = start(config(ENGAGED, [card({ name: 'Red Hero', life })], [vikings]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1', 'choose-mover');
    const events = choose(s, optionWhere(s, { q: 0, r: 0 }).id, 'choose-destination');
    return { s, events };
  }

  it('a leaving-engagement attack that destroys the mover: one attack die, a skull is a wound, no defense; the mover never gets away', () => {
    const { s, events } = leaveBoth(1);
    expect(ofType(events, 'LeaveEngagement')[0]?.data).toMatchObject({ mover: 'a1', attackers: ['b1', 'b2'] });
    const window = open(s);
    expect(window).toMatchObject({ kind: 'reaction', player: 1 });
    expect(window.options.map((o) => o.id)).toEqual(['-2:b1', '-2:b2', 'pass']);
    game.forceChance(s, [FACE.skull]);
    const hit = choose(s, '-2:b1');
    expect(ofType(hit, 'Destroyed')[0]?.data).toMatchObject({ figure: 'a1', cause: 'leaving-engagement attack' });
    expect(figure(s, 'a1')).toMatchObject({ destroyed: true, head: -1 });
    // Red has no figure left: Blue wins when the turn ends.
    expect(game.pending(s)).toMatchObject({ terminal: true, returns: [-1, 1] });
  });

  it('Example 16: multiple engagement: one die for each engaged figure left, two skulls are two wounds, then the figure moves on', () => {
    const { s } = leaveBoth(4);
    game.forceChance(s, [FACE.skull]);
    choose(s, '-2:b1');
    // After a response the window asks again: the other Warrior may still attack.
    expect(open(s).options.map((o) => o.id)).toEqual(['-2:b2', 'pass']);
    game.forceChance(s, [FACE.skull]);
    choose(s, '-2:b2');
    expect(figure(s, 'a1')).toMatchObject({ wounds: 2, destroyed: false });
    expect(at(s, 'a1')).toMatchObject({ q: 0, r: 0 });
  });

  it('"Your opponent can choose not to do the attack": a pass lets the mover leave unharmed', () => {
    const { s } = leaveBoth(1);
    choose(s, 'pass');
    expect(figure(s, 'a1')).toMatchObject({ wounds: 0, destroyed: false });
    expect(at(s, 'a1')).toMatchObject({ q: 0, r: 0 });
  });

  // Example 8: a Marro Warrior (height 4) moves down a 5-level cliff: one combat die.
  const CLIFF = fieldWith(['6 1 1 1', '1 1 1 1'], [[0, 0]], [[3, 1]]);
  const warrior = card({ name: 'Red Warrior', height: 4, life: 1, move: 6 });

  it.each([
    ['no skull: the warrior is safe', FACE.blank, false],
    ['a skull: one wound destroys the 1-Life warrior', FACE.skull, true],
  ])('Example 8: falling — %s', (_what, face, destroyed) => {
    const s = start(config(CLIFF, [warrior], [card({ name: 'Blue' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    game.forceChance(s, [face]);
    const events = choose(s, optionWhere(s, { q: 1, r: 0 }).id);
    expect(ofType(events, 'Fell')[0]?.data).toMatchObject({ figure: 'a1', drop: 5, dice: 1, skulls: face === FACE.skull ? 1 : 0 });
    expect(figure(s, 'a1').destroyed).toBe(destroyed);
    // Nobody was engaged: no leaving-engagement window, no die but the fall's.
    expect(ofType(events, 'LeaveEngagement')).toEqual([]);
  });

  it('a major fall (10 or more levels beyond the height) rolls 3 dice, each skull a wound; falling does not stop the move', () => {
    const s = start(config(fieldWith(['20 1 1 1', '1 1 1 1'], [[0, 0]], [[3, 1]]), [card({ name: 'Red', life: 4 })], [card({ name: 'Blue' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    game.forceChance(s, [FACE.skull, FACE.skull, FACE.shield]);
    const events = choose(s, optionWhere(s, { q: 2, r: 0 }).id);
    expect(ofType(events, 'Fell')[0]?.data).toMatchObject({ drop: 19, dice: 3, skulls: 2 });
    expect(figure(s, 'a1')).toMatchObject({ wounds: 2, destroyed: false });
    expect(at(s, 'a1')).toMatchObject({ q: 2, r: 0, level: 1 });
  });

  it.each([
    [18, true],
    [19, false],
  ])('an extreme fall (20 or more beyond the height) rolls the d20: %i destroys: %s', (d20, destroyed) => {
    const s = start(config(fieldWith(['30 1 1 1', '1 1 1 1'], [[0, 0]], [[3, 1]]), [card({ name: 'Red', life: 4 })], [card({ name: 'Blue' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    game.forceChance(s, [d20]);
    const events = choose(s, optionWhere(s, { q: 1, r: 0 }).id);
    expect(ofType(events, 'Fell')[0]?.data).toMatchObject({ dice: 'd20', d20 });
    expect(figure(s, 'a1')).toMatchObject({ destroyed, wounds: 0 });
  });

  it('Example 9: a figure moving onto water stops there (no destination beyond the pond through it)', () => {
    const s = start(config(fieldWith(['1 1~ 1 1', '9 9 9 9'], [[0, 0]], [[3, 1]]), [card({ name: 'Red', move: 3 })], [card({ name: 'Blue' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    const targets = open(s)
      .options.map((o) => o.payload as { q: number; r: number } | undefined)
      .filter((p) => p !== undefined);
    expect(targets).toContainEqual(expect.objectContaining({ q: 1, r: 0 }));
    expect(targets).not.toContainEqual(expect.objectContaining({ q: 2, r: 0 }));
  });
});

describe('moving: double-space figures and adjacency exceptions', () => {
  it('Example 11: a double-space figure moves head first, its tail following, and ends on two same-level spaces (up a ledge)', () => {
    const field = fieldWith(
      ['1 1 1 2 2 2', '1 1 1 2 2 2'],
      [
        [0, 0],
        [1, 0],
      ],
      [[5, 1]],
    );
    const beast = card({ name: 'Red Beast', size: 'huge', height: 8, spaces: 2, move: 5 });
    const s = start(config(field, [beast], [card({ name: 'Blue' })]));
    expect(figure(s, 'a1').tail).toBeGreaterThanOrEqual(0);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    const up = open(s).options.find((o) => (o.payload as { q?: number; level?: number } | undefined)?.level === 2);
    expect(up).toBeDefined();
    const events = choose(s, up!.id);
    expect(ofType(events, 'Moved')[0]?.data).toMatchObject({ figure: 'a1', to: [expect.any(Number), expect.any(Number), 2] });
    const view = game.observe(s, 0).view as { figures: { id: string; at: { level: number; tail: { level: number } | null } | null }[] };
    const a1 = view.figures.find((f) => f.id === 'a1')?.at;
    expect(a1?.level).toBe(2);
    expect(a1?.tail?.level).toBe(2);
  });

  it('Example 15: a figure on a ledge as high as the mover is not adjacent, so leaving it opens no leaving-engagement window', () => {
    // Red (height 5) at (0, 0) level 1; Blue on a 5-level ledge at (1, 0) (level 6).
    const field = fieldWith(['1 6 1 1', '1 1 1 1'], [[0, 0]], [[1, 0]]);
    const leave = (height: number) => {
      const s = start(config(field, [card({ name: 'Red', life: 1, height })], [card({ name: 'Blue', height })]));
      placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
      choose(s, 'fig:a1');
      return { s, events: choose(s, optionWhere(s, { q: 2, r: 1 }).id) };
    };
    const low = leave(5);
    expect(ofType(low.events, 'LeaveEngagement')).toEqual([]);
    expect(at(low.s, 'a1')).toMatchObject({ q: 2, r: 1 });
    // Two height-6 figures across the same 5-level rise are adjacent: leaving is an engagement left.
    expect(ofType(leave(6).events, 'LeaveEngagement')[0]?.data).toMatchObject({ mover: 'a1', attackers: ['b1'] });
  });

  it('the mover and destination questions name the figures of their own battle: two battles whose a1 is on other cards, asked in turn (the words are kept per figure and card)', () => {
    const FIELD = fieldWith(
      ['1 1 1 1 1 1', '1 1 1 1 1 1'],
      [
        [0, 0],
        [1, 0],
      ],
      [[5, 1]],
    );
    const hero = start(config(FIELD, [card({ name: 'Red Hero' })], [card({ name: 'Blue Hero' })]));
    const squad = start(config(FIELD, [card({ name: 'Red Squad', kind: 'squad', figures: 2 })], [card({ name: 'Blue Hero' })]));
    const other = start(config(FIELD, [card({ name: 'Other Hero' })], [card({ name: 'Blue Hero' })]));
    for (const s of [hero, squad, other]) placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    for (let k = 0; k < 2; k++) {
      expect(open(hero).options.find((o) => o.id === 'fig:a1')).toMatchObject({ label: 'Move Red Hero (a1)', payload: { figure: 'a1' } });
      expect(open(squad).options.find((o) => o.id === 'fig:a1')).toMatchObject({ label: 'Move Red Squad a1', payload: { figure: 'a1' } });
      expect(open(other).options.find((o) => o.id === 'fig:a1')?.label).toBe('Move Other Hero (a1)');
    }
    choose(other, 'fig:a1', 'choose-mover');
    choose(hero, 'fig:a1', 'choose-mover');
    expect(open(other).prompt).toBe('Where does Other Hero (a1) move?');
    expect(open(hero).prompt).toBe('Where does Red Hero (a1) move?');
  });
});
