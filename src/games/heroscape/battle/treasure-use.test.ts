/**
 * The temporary treasure glyphs used in the carrier's turn (docs/heroscape.md "Glyphs", treasure
 * list): the Potion of Healing, the Elixir of Speed, the Belt of Giant Strength and the Whetstone of
 * Venom, through the engine.
 */
import { describe, expect, it } from 'vitest';
import type { HeroscapeMap } from '../map-model.js';
import { FACE } from './dice.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, placeMarkers, start } from './testkit.js';
import type { HsState } from './state.js';

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];
const { skull, blank } = FACE;

/** Red's hero a1 at (0, 0) carrying the named treasure glyph (it lay at (11, 0)); Blue far off. */
function carrying(name: string): HsState {
  const map: HeroscapeMap = fieldWith(ROW, [[0, 0]], [[10, 0]]);
  map.glyphs.push({ q: 11, r: 0, z: 1, letter: '?', name, treasure: true, piece: -1 });
  const s = start(config(map, [card({ name: 'Hero', life: 5, move: 5 })], [card({ name: 'Blue' })]));
  Object.assign(s.treasures![0]!, { carrier: 'a1', space: -1, side: 'power' });
  return s;
}
const ids = (s: HsState): string[] => open(s).options.map((o) => o.id);

describe('Potion of Healing: after the marker is revealed, its carrier removes up to 3 wound markers', () => {
  it('a hero with 4 wounds drinks it at the first question of its turn: 1 wound left, the potion leaves the game', () => {
    const s = carrying('Potion of Healing');
    figure(s, 'a1').wounds = 4;
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    expect(ids(s)).toContain('drink:0');
    choose(s, 'drink:0');
    expect(figure(s, 'a1').wounds).toBe(1);
    expect(s.treasures).toHaveLength(0);
    expect(open(s).kind).toBe('choose-mover');
  });
  it('control: an unwounded carrier is not offered it', () => {
    const s = carrying('Potion of Healing');
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    expect(ids(s)).not.toContain('drink:0');
  });
});

describe('Elixir of Speed: its carrier adds 4 to its Move this turn', () => {
  it('drunk, the Move 5 hero reaches 9 spaces away; the elixir leaves the game', () => {
    const s = carrying('Elixir of Speed');
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'elixir:0');
    expect(s.treasures).toHaveLength(0);
    choose(s, 'fig:a1');
    expect(optionWhere(s, { q: 9, r: 0 })).toBeDefined();
  });
  it('control: without it, 5 spaces is the limit', () => {
    const s = carrying('Elixir of Speed');
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    expect(optionWhere(s, { q: 5, r: 0 })).toBeDefined();
    expect(() => optionWhere(s, { q: 6, r: 0 })).toThrow();
  });
});

/** Red's hero a1 (Attack 3) at (0, 0) carrying the named treasure glyph, Blue's b1 (Life 10, Defense 2) next to it at (1, 0). */
function nextTo(name: string): HsState {
  const map: HeroscapeMap = fieldWith(ROW, [[0, 0]], [[1, 0]]);
  map.glyphs.push({ q: 11, r: 0, z: 1, letter: '?', name, treasure: true, piece: -1 });
  const s = start(config(map, [card({ name: 'Hero', life: 5, move: 5, attack: 3, range: 1 })], [card({ name: 'Blue', life: 10, defense: 2 })]));
  Object.assign(s.treasures![0]!, { carrier: 'a1', space: -1, side: 'power' });
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'done', 'choose-mover');
  return s;
}

describe('Belt of Giant Strength: before a normal attack on a figure next to it, its carrier rolls 2 more attack dice this turn', () => {
  it('used on the adjacent Blue figure: 5 attack dice (Attack 3 + 2); 5 skulls against 2 blank defense dice are 5 wounds; the belt leaves the game', () => {
    const s = nextTo('Belt of Giant Strength');
    expect(ids(s)).toContain('belt:0:a1:b1');
    game.forceChance(s, [skull, skull, skull, skull, skull, blank, blank]);
    const events = choose(s, 'belt:0:a1:b1', 'choose-attack');
    expect(ofType(events, 'AttackDeclared')[0]?.data).toMatchObject({ attackDice: 5, defenseDice: 2 });
    expect(ofType(events, 'AttackRolled')[0]?.data).toMatchObject({ skulls: 5 });
    expect(figure(s, 'b1').wounds).toBe(5);
    expect(s.treasures).toHaveLength(0);
  });
  it("control: the plain attack rolls the card's 3 dice and keeps the belt", () => {
    const s = nextTo('Belt of Giant Strength');
    game.forceChance(s, [skull, skull, skull, blank, blank]);
    const events = choose(s, 'a1>b1', 'choose-attack');
    expect(ofType(events, 'AttackDeclared')[0]?.data).toMatchObject({ attackDice: 3, defenseDice: 2 });
    expect(s.treasures).toHaveLength(1);
  });
});

describe('Whetstone of Venom: before a normal attack on a figure next to it; if the attack wounds, 2 more wound markers', () => {
  it('used on the adjacent Blue figure: 1 skull against 2 blank defense dice is 1 wound + 2 = 3; the whetstone leaves the game', () => {
    const s = nextTo('Whetstone of Venom');
    expect(ids(s)).toContain('venom:0:a1:b1');
    game.forceChance(s, [skull, blank, blank, blank, blank]);
    const events = choose(s, 'venom:0:a1:b1', 'choose-attack');
    expect(ofType(events, 'AttackDeclared')[0]?.data).toMatchObject({ attackDice: 3, defenseDice: 2 });
    expect(figure(s, 'b1').wounds).toBe(3);
    expect(s.treasures).toHaveLength(0);
  });
  it('an attack that does not wound adds nothing (the whetstone is spent all the same)', () => {
    const s = nextTo('Whetstone of Venom');
    game.forceChance(s, [blank, blank, blank, blank, blank]);
    choose(s, 'venom:0:a1:b1', 'choose-attack');
    expect(figure(s, 'b1').wounds).toBe(0);
    expect(s.treasures).toHaveLength(0);
  });
  it('control: the plain attack with 1 skull gives 1 wound and keeps the whetstone', () => {
    const s = nextTo('Whetstone of Venom');
    game.forceChance(s, [skull, blank, blank, blank, blank]);
    choose(s, 'a1>b1', 'choose-attack');
    expect(figure(s, 'b1').wounds).toBe(1);
    expect(s.treasures).toHaveLength(1);
  });
});
