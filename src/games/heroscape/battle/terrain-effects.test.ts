import { describe, expect, it } from 'vitest';
import { FACE } from './dice.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, placeMarkers, start } from './testkit.js';

describe('terrain effects the battle engine owns', () => {
  it('Shadows: a small, medium or large defender on a shadow space rolls 1 more defense die; a huge one does not', () => {
    const declared = (size: 'medium' | 'huge') => {
      const s = start(config(fieldWith(['1 1h 1'], [[0, 0]], [[1, 0]]), [card({ name: 'Red', life: 9 })], [card({ name: 'Blue', defense: 2, size, life: 9 })]));
      placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
      choose(s, 'done');
      return ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data;
    };
    expect(declared('medium')).toMatchObject({ defenseDice: 3 });
    expect(declared('huge')).toMatchObject({ defenseDice: 2 });
  });

  it('Molten Lava: moving onto it rolls the d20 — 1 to 19 destroys, 20 survives', () => {
    const onto = (d20: number) => {
      const s = start(config(fieldWith(['1 1m 1 1 1 1 1 1 1'], [[0, 0]], [[8, 0]]), [card({ name: 'Red' })], [card({ name: 'Blue' })]));
      placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
      choose(s, 'fig:a1');
      game.forceChance(s, [d20]);
      const events = choose(s, optionWhere(s, { q: 1, r: 0 }).id);
      expect(ofType(events, 'TerrainRoll')[0]?.data).toMatchObject({ terrain: 'molten lava', d20 });
      return figure(s, 'a1').destroyed;
    };
    expect(onto(19)).toBe(true);
    expect(onto(20)).toBe(false);
  });

  it('Lava Fields: at the end of the round each figure still on one rolls an attack die; a skull is a wound', () => {
    const s = start(config(fieldWith(['1l 1 1 1 1 1 1 1 1'], [[0, 0]], [[8, 0]]), [card({ name: 'Red', life: 3 })], [card({ name: 'Blue' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    for (let turn = 1; turn < 6; turn++) choose(s, 'done', 'choose-mover');
    game.forceChance(s, [FACE.skull]);
    const events = choose(s, 'done', 'choose-mover');
    expect(ofType(events, 'TerrainRoll').map((e) => e.data)).toEqual([{ figure: 'a1', terrain: 'lava field', d20: null, skulls: 1 }]);
    expect(figure(s, 'a1').wounds).toBe(1);
    expect(figure(s, 'b1').wounds).toBe(0);
    expect(open(s).kind).toBe('place-marker');
  });
});
