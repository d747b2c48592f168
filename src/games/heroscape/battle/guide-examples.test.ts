// The guide's worked examples that the other test files do not already play through the battle
// engine (heroscape-master-game-guide — Examples 4, 17, 59, 60, 68–73), each played with the game
// API and forced dice. Where an example's figures are named, the test cards are our own with the
// numbers the example needs.
import { describe, expect, it } from 'vitest';
import { spaceDistance } from '../board.js';
import { addEdge, addObstacle } from '../build.js';
import { indexFigures, lineOfSight } from '../sight.js';
import { FACE } from './dice.js';
import { boardOf, livingPlaced, placedOf, type HsState } from './state.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, placeMarkers, start } from './testkit.js';

const { skull, shield, blank } = FACE;

const declared = (events: ReturnType<typeof choose>) => ofType(events, 'AttackDeclared')[0]?.data;
const destinations = (s: HsState) =>
  open(s)
    .options.map((o) => o.payload as { q: number; r: number; level: number } | undefined)
    .filter((p) => p !== undefined);
const distance = (s: HsState, a: string, b: string) => spaceDistance(boardOf(s), placedOf(s, figure(s, a)).head, placedOf(s, figure(s, b)).head);

describe('Moving and attacking (Examples 4 and 17)', () => {
  it('Example 4: Finn (Move 5) advances the full 5 spaces, through a friendly Marro Warrior but never through an enemy', () => {
    // Finn at (0, 0), the friendly warrior at (1, 0).
    const field = fieldWith(
      ['1 1 1 1 1 1 1', '1 1 1 1 1 1 1', '1 1 1 1 1 1 1'],
      [
        [0, 0],
        [1, 0],
      ],
      [[0, 2]],
    );
    const finn = card({ name: 'Finn', move: 5 });
    const friend = card({ name: 'Marro Warrior', move: 6 });
    const s = start(config(field, [finn, friend], [card({ name: 'Enemy', life: 9 })]));
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    choose(s, 'fig:a1', 'choose-mover');
    const spots = destinations(s);
    // Straight east along row 0 through the friend: 5 spaces reach (5, 0), 6 would not.
    expect(spots).toContainEqual(expect.objectContaining({ q: 5, r: 0 }));
    expect(spots).not.toContainEqual(expect.objectContaining({ q: 6, r: 0 }));
    // The friend's own space is passed through, never ended on.
    expect(spots).not.toContainEqual(expect.objectContaining({ q: 1, r: 0 }));
    choose(s, optionWhere(s, { q: 5, r: 0 }).id, 'choose-destination');
    expect(boardOf(s).hexOf(figure(s, 'a1').head)).toEqual({ q: 5, r: 0 });
    // An enemy blocks: with the enemy on row 0 next to him, the same hero cannot pass through it.
    const blocked = start(config(fieldWith(['1 1 1 1 1 1 1'], [[0, 0]], [[1, 0]]), [finn], [card({ name: 'Enemy', life: 9 })]));
    placeMarkers(blocked, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(blocked, 'fig:a1');
    expect(destinations(blocked)).not.toContainEqual(expect.objectContaining({ q: 2, r: 0 }));
  });

  it('Example 17: a Marro Warrior attacks Syvarris 6 spaces away past a Tarn Viking in the way (Range 6, part of the Hit Zone seen)', () => {
    // The warrior at (0, 0); Syvarris at (5, 1), 6 spaces away; the Tarn Viking at (3, 0) on a hex
    // between them (3 spaces from each), partly in the way.
    const field = fieldWith(
      ['1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1'],
      [[0, 0]],
      [
        [5, 1],
        [3, 0],
      ],
    );
    const marro = card({ name: 'Marro Warrior', range: 6, attack: 2, height: 4 });
    const syvarris = card({ name: 'Syvarris', life: 4, defense: 2, height: 5 });
    const viking = card({ name: 'Tarn Viking', height: 5 });
    const s = start(config(field, [marro], [viking, syvarris]));
    expect([distance(s, 'a1', 'b2'), distance(s, 'a1', 'b1') + distance(s, 'b1', 'b2')]).toEqual([6, 6]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'done', 'choose-mover');
    const board = boardOf(s);
    expect(lineOfSight(board, indexFigures(board, livingPlaced(s)), placedOf(s, figure(s, 'a1')), placedOf(s, figure(s, 'b2'))).clear).toBe(true);
    expect(open(s).options.map((o) => o.id)).toContain('a1>b2');
    game.forceChance(s, [skull, blank, blank, blank]);
    const events = choose(s, 'a1>b2');
    expect(declared(events)).toMatchObject({ attackDice: 2, defenseDice: 2, height: 'none' });
    expect(figure(s, 'b2').wounds).toBe(1);
    // One space more and Syvarris is out of Range 6: no attack is offered.
    const far = start(config(fieldWith(['1 1 1 1 1 1 1 1'], [[0, 0]], [[7, 0]]), [marro], [syvarris]));
    expect(distance(far, 'a1', 'b1')).toBe(7);
    placeMarkers(far, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(far, 'done');
    expect(open(far)).toMatchObject({ kind: 'choose-mover', player: 1 });
  });
});

describe('Height advantage on a Ladder (Examples 59 and 60)', () => {
  // Row 0 at level 1 with a ladder on (0, 0) against the 10-level column (0, 1) behind it (rungs at
  // levels 3, 5 and 7); the column at (6, 0) is as high as the first rung (level 3).
  function ladderField() {
    const field = fieldWith(
      ['1 1 1 1 1 1 3', '10'],
      [[0, 0]],
      [
        [4, 0],
        [6, 0],
      ],
    );
    for (const level of [3, 5, 7]) addEdge(field, 'ladder', 0, 0, 1, level, 0, 0);
    return field;
  }
  /** Red's figure climbs onto the first rung (level 3: 1 space + 2 levels) and stops moving. */
  function climb(s: HsState): void {
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1', 'choose-mover');
    choose(s, optionWhere(s, { q: 0, r: 0, level: 3 }).id, 'choose-destination');
  }
  const monks = card({ name: 'Shaolin Monks', kind: 'squad', figures: 2, range: 9, attack: 2, defense: 2, life: 9 });

  it('Example 59: from a rung Syvarris has height advantage on the monk below, not on the one as high as the rung', () => {
    const syvarris = card({ name: 'Syvarris', range: 9, attack: 3, defense: 3, life: 9 });
    const attack = (target: string) => {
      const s = start(config(ladderField(), [syvarris], [monks]));
      climb(s);
      game.forceChance(s, [blank, blank, blank, blank, blank, blank]);
      return declared(choose(s, `a1>${target}`, 'choose-attack'));
    };
    expect(attack('b1')).toMatchObject({ attackDice: 4, defenseDice: 2, height: 'attacker' });
    expect(attack('b2')).toMatchObject({ attackDice: 3, defenseDice: 2, height: 'none' });
  });

  it('Example 60: the monk on the Ladder rolls one more defense die only against the lower Zettian Guard', () => {
    const s = start(config(ladderField(), [card({ name: 'Shaolin Monk', range: 1, defense: 3, life: 9 })], [monks]));
    climb(s);
    // Blue's turn: guard 1 at level 1 (lower than the rung), guard 2 at level 3 (as high).
    choose(s, 'done', 'choose-mover');
    game.forceChance(s, [blank, blank, blank, blank, blank, blank]);
    expect(declared(choose(s, 'b1>a1', 'choose-attack'))).toMatchObject({ attackDice: 2, defenseDice: 4, height: 'defender' });
    game.forceChance(s, [blank, blank, blank, blank, blank]);
    expect(declared(choose(s, 'b2>a1'))).toMatchObject({ attackDice: 2, defenseDice: 3, height: 'none' });
  });
});

describe('Jungle Pieces and defense (Examples 68–73)', () => {
  // Sonlen (Range 7) at (0, 0); the Marro defender at (4, 0); Jungle Pieces 9 levels tall.
  const sonlen = card({ name: 'Sonlen', range: 7, attack: 3, life: 9 });
  const drudge = card({ name: 'Marro Drudge', defense: 2, life: 9, size: 'medium' });
  const stinger = card({ name: 'Marro Stinger', defense: 2, life: 9, size: 'medium' });
  function jungleField(rows: readonly string[], pieces: readonly [number, number][], red: [number, number] = [0, 0], blue: [number, number] = [4, 0]) {
    const field = fieldWith(rows, [red], [blue]);
    for (const [q, r] of pieces) {
      const col = field.columns.find((c) => c.q === q && c.r === r)!;
      addObstacle(field, 'jungle', [{ q, r }], col.cells.length, 9);
    }
    return field;
  }
  function sonlenAttacks(rows: readonly string[], pieces: readonly [number, number][], defender = drudge) {
    const s = start(config(jungleField(rows, pieces), [sonlen], [defender]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'done', 'choose-mover');
    game.forceChance(s, [skull, skull, skull, shield, shield, shield, shield]);
    return { s, events: choose(s, 'a1>b1', 'choose-attack') };
  }

  it('Example 68: a medium figure next to a Jungle Piece rolls one more defense die against a non-adjacent attack', () => {
    const { s, events } = sonlenAttacks(['1 1 1 1 1 1 1'], [[5, 0]]);
    expect(declared(events)).toMatchObject({ attackDice: 3, defenseDice: 3, height: 'none' });
    expect(ofType(events, 'DefenseRolled')[0]?.data).toMatchObject({ shields: 3 });
    expect(figure(s, 'b1').wounds).toBe(0);
    // Without the piece the same attack meets Defense 2 only.
    expect(declared(sonlenAttacks(['1 1 1 1 1 1 1'], []).events)).toMatchObject({ defenseDice: 2 });
  });

  it('Examples 69 and 70: with height advantage too, the Marro Stinger rolls 2 more defense dice (one for each)', () => {
    expect(declared(sonlenAttacks(['1 1 1 1 3 3 1'], [[5, 0]], stinger).events)).toMatchObject({ defenseDice: 4, height: 'defender' });
  });

  it('Example 72: next to two Jungle Pieces the defender rolls only one more die for them (plus one for height advantage)', () => {
    const rows = ['1 1 1 1 3 3 1', '1 1 1 1 3 3 1'];
    const { s, events } = sonlenAttacks(rows, [
      [5, 0],
      [4, 1],
    ]);
    expect(boardOf(s).map.obstacles).toHaveLength(2);
    expect(declared(events)).toMatchObject({ defenseDice: 4, height: 'defender' });
  });

  it('Example 73: against an adjacent attacker the figure next to a Jungle Piece gets no extra die', () => {
    // Sonlen defends at (1, 0) next to the piece at (0, 0); the Marro attacker stands next to him at (2, 0).
    const field = jungleField(['1 1 1 1 1 1 1'], [[0, 0]], [1, 0], [2, 0]);
    const marro = card({ name: 'Marro', range: 1, attack: 2, life: 9 });
    const s = start(config(field, [card({ name: 'Sonlen', defense: 3, life: 9 })], [marro]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
    choose(s, 'done', 'choose-mover');
    game.forceChance(s, [blank, blank, blank, blank, blank]);
    expect(declared(choose(s, 'b1>a1', 'choose-attack'))).toMatchObject({ attackDice: 2, defenseDice: 3 });
  });

  it('a huge figure next to a Jungle Piece gets no extra die ("small, medium, or large")', () => {
    const huge = card({ name: 'Huge', defense: 2, life: 9, size: 'huge', height: 8 });
    expect(declared(sonlenAttacks(['1 1 1 1 1 1 1'], [[5, 0]], huge).events)).toMatchObject({ defenseDice: 2 });
  });
});
