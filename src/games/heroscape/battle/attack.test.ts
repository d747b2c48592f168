import { describe, expect, it } from 'vitest';
import { indexFigures, lineOfSight } from '../sight.js';
import { FACE } from './dice.js';
import { boardOf, livingPlaced, placedOf } from './state.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, placeMarkers, start } from './testkit.js';

const { skull, shield, blank } = FACE;

// Red on level 1 (row 0), Blue on a level-2 ledge (row 2): Blue has height advantage.
const LEDGE = fieldWith(
  ['1 1 1', '1 1 1', '2 2 2'],
  [
    [0, 0],
    [1, 0],
    [2, 0],
  ],
  [
    [0, 2],
    [1, 2],
  ],
);
const warriors = card({ name: 'Red Warriors', kind: 'squad', figures: 3, height: 4, life: 1, move: 6, range: 6, attack: 2, defense: 3, points: 50 });
const archer = card({ name: 'Blue Archer', life: 4, range: 7, attack: 3, defense: 2 });
const reserve = card({ name: 'Blue Reserve' });

type View = { cards: { markers: string[]; revealed: string[] }[] };

describe('attacking ("Action 3. Attack with Figure(s) shown on the Army Card", "ATTACKING")', () => {
  it('Example 18: 2 attack dice against 3 defense dice (the defender has height advantage); 2 skulls, no shield: 2 wounds; 4 wounds destroy a 4-Life hero, whose later turn is lost', () => {
    const s = start(config(LEDGE, [warriors], [archer, reserve]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 2]);
    choose(s, 'done', 'choose-mover');
    expect(open(s).options.map((o) => o.id)).toContain('a1>b1');
    // An earlier attack: two wound markers ("Syvarris had 2 wound markers from a previous attack").
    game.forceChance(s, [skull, skull, blank, blank, skull]);
    const first = choose(s, 'a1>b1', 'choose-attack');
    expect(ofType(first, 'AttackDeclared')[0]?.data).toMatchObject({ attackDice: 2, defenseDice: 3, height: 'defender' });
    expect(ofType(first, 'AttackRolled')[0]?.data).toMatchObject({ skulls: 2 });
    // A skull on a defense die counts for nothing: "the Defender counts only shields".
    expect(ofType(first, 'DefenseRolled')[0]?.data).toMatchObject({ shields: 0 });
    expect(figure(s, 'b1')).toMatchObject({ wounds: 2, destroyed: false });
    // Example 18 itself: 2 skulls, no shields: 2 more wounds, 4 in all, and Syvarris is destroyed.
    game.forceChance(s, [skull, skull, blank, blank, blank]);
    const second = choose(s, 'a2>b1', 'choose-attack');
    expect(ofType(second, 'Wounded')[0]?.data).toMatchObject({ figure: 'b1', wounds: 2 });
    expect(ofType(second, 'Destroyed')[0]?.data).toMatchObject({ figure: 'b1' });
    expect(figure(s, 'b1')).toMatchObject({ destroyed: true, head: -1, tail: -1 });
    choose(s, 'end', 'choose-attack');
    // Blue's turn 1 was on the destroyed card: it ends at once, the marker is not revealed.
    const view = game.observe(s, 0).view as View;
    expect(view.cards[1]).toMatchObject({ markers: ['?', '?', '?'], revealed: [] });
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 0 });
  });

  it('"a turn whose card\'s figures are all destroyed" ends at once: TurnLost, no move or attack asked', () => {
    const s = start(config(LEDGE, [warriors], [archer, reserve]));
    placeMarkers(s, [0, 0, 0, 0], [1, 2, 1, 2]);
    choose(s, 'done');
    game.forceChance(s, [skull, skull, blank, blank, blank, skull, skull, blank, blank, blank]);
    choose(s, 'a1>b1');
    choose(s, 'a2>b1');
    const events = choose(s, 'end');
    expect(ofType(events, 'TurnLost')[0]?.data).toEqual({ player: 1, marker: '1' });
    expect(ofType(events, 'MarkerRevealed').filter((e) => e.data.player === 1)).toEqual([]);
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 0 });
  });

  it('each unblocked skull is one wound: 3 skulls against 2 shields is 1 wound', () => {
    const s = start(config(LEDGE, [card({ name: 'Red Archer', range: 6, attack: 3 })], [card({ name: 'Blue', defense: 1 })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'done');
    // The defender is higher: Defense 1 + 1 die.
    game.forceChance(s, [skull, skull, skull, shield, shield]);
    choose(s, 'a1>b1');
    expect(figure(s, 'b1').wounds).toBe(1);
  });

  it('height advantage gives the higher attacker one extra attack die, and only then', () => {
    const high = start(
      config(fieldWith(['2 2 2', '1 1 1', '1 1 1'], [[0, 0]], [[0, 2]]), [card({ name: 'Red', range: 5, attack: 3 })], [card({ name: 'Blue', defense: 2 })]),
    );
    placeMarkers(high, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(high, 'done');
    const up = choose(high, 'a1>b1');
    expect(ofType(up, 'AttackDeclared')[0]?.data).toMatchObject({ attackDice: 4, defenseDice: 2, height: 'attacker' });
    const level = start(
      config(fieldWith(['1 1 1', '1 1 1', '1 1 1'], [[0, 0]], [[0, 2]]), [card({ name: 'Red', range: 5, attack: 3 })], [card({ name: 'Blue', defense: 2 })]),
    );
    placeMarkers(level, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(level, 'done');
    const flat = choose(level, 'a1>b1');
    expect(ofType(flat, 'AttackDeclared')[0]?.data).toMatchObject({ attackDice: 3, defenseDice: 2, height: 'none' });
  });

  it('no clear line of sight, no attack: a 9-level wall between them leaves nothing to attack, so the turn passes', () => {
    const s = start(config(fieldWith(['1 9 1'], [[0, 0]], [[2, 0]]), [card({ name: 'Red', range: 6 })], [card({ name: 'Blue' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'done');
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });
  });

  it('a Range 1 figure attacks only from an adjacent space; an engaged figure may attack only the figures it is engaged with', () => {
    const apart = start(config(fieldWith(['1 1 1 1'], [[0, 0]], [[2, 0]]), [card({ name: 'Red Sword', range: 1 })], [card({ name: 'Blue' })]));
    placeMarkers(apart, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(apart, 'done');
    // Two spaces away: no attack is possible, so none is asked and Blue's turn begins.
    expect(open(apart)).toMatchObject({ kind: 'choose-mover', player: 1 });
    // a1 at (0, 0), a2 at (1, 0) engaged with b1 at (2, 0); b2 at (3, 1), three spaces from a2.
    const field = fieldWith(
      ['1 1 1 1 1', '1 1 1 1 1'],
      [
        [0, 0],
        [1, 0],
      ],
      [
        [2, 0],
        [3, 1],
      ],
    );
    const s2 = start(
      config(field, [card({ name: 'Red Archer', range: 6 }), card({ name: 'Red Sword', range: 6 })], [card({ name: 'Blue', kind: 'squad', figures: 2 })]),
    );
    placeMarkers(s2, [1, 1, 1, 1], [2, 2, 2, 2]);
    choose(s2, 'done');
    // The premise: b2 is within a2's Range and in clear sight.
    const board = boardOf(s2);
    const [a2, b2] = [placedOf(s2, figure(s2, 'a2')), placedOf(s2, figure(s2, 'b2'))];
    expect(board.hexOf(b2.head)).toEqual({ q: 3, r: 1 });
    expect(lineOfSight(board, indexFigures(board, livingPlaced(s2)), a2, b2).clear).toBe(true);
    // a2 is engaged with b1, so b1 is its only target.
    expect(open(s2).options.map((o) => o.id)).toEqual(['a2>b1', 'end']);
  });
});
