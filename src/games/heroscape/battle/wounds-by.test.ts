/**
 * The Wounded and Destroyed events name the figure whose attack gave them (`by`): a normal attack's
 * defender and a leaving-engagement attack's mover name the attacker; a fall names nobody.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (wounds are the skulls the shields did not
 * block; "Life"), "Leaving an engagement" (each skull 1 wound), "Falling" (no attacker).
 */
import { describe, expect, it } from 'vitest';
import { FACE } from './dice.js';
import type { ArmyCard } from '../cards/army-card.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, placeMarkers, start } from './testkit.js';

const { skull, blank } = FACE;

const battle = (rows: readonly string[], red: [number, number][], blue: [number, number][], r: readonly ArmyCard[], b: readonly ArmyCard[]) =>
  start(config(fieldWith(rows, red, blue), r, b));

describe("the wounds' attacker (the Wounded and Destroyed events' `by`)", () => {
  it("a normal attack's wounds and destruction name the attacker", () => {
    const s = start(config(fieldWith(['1 1 1'], [[0, 0]], [[1, 0]]), [card({ name: 'Red', attack: 3 })], [card({ name: 'Blue', life: 2, defense: 1 })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'done');
    game.forceChance(s, [skull, skull, blank, blank]);
    const events = choose(s, 'a1>b1', 'choose-attack');
    expect(ofType(events, 'Wounded')[0]?.data).toMatchObject({ figure: 'b1', wounds: 2, by: 'a1' });
    expect(ofType(events, 'Destroyed')[0]?.data).toMatchObject({ figure: 'b1', by: 'a1' });
  });

  it('a leaving-engagement attack names the engaged enemy that rolled', () => {
    const s = battle(['1 1 1 1 1'], [[0, 0]], [[1, 0]], [card({ name: 'Red' })], [card({ name: 'Blue', life: 1, move: 5 })]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
    choose(s, 'fig:b1', 'choose-mover');
    choose(s, optionWhere(s, { q: 3, r: 0 }).id);
    const option = open(s).options.find((o) => o.id.endsWith(':a1'))!;
    game.forceChance(s, [skull]);
    const events = choose(s, option.id);
    expect(ofType(events, 'Wounded')[0]?.data).toMatchObject({ figure: 'b1', by: 'a1' });
    expect(ofType(events, 'Destroyed')[0]?.data).toMatchObject({ figure: 'b1', by: 'a1' });
  });

  it('a fall names nobody', () => {
    // Blue stands on a 12-level column and steps down to level 1: a fall of 11 levels with Height 5.
    const s = battle(['1 1 12 1'], [[0, 0]], [[2, 0]], [card({ name: 'Red' })], [card({ name: 'Blue', life: 1, move: 3 })]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
    choose(s, 'fig:b1', 'choose-mover');
    game.forceChance(s, [skull, skull, skull]);
    const events = choose(s, optionWhere(s, { q: 3, r: 0 }).id);
    expect(ofType(events, 'Fell')).toHaveLength(1);
    expect(ofType(events, 'Wounded')[0]?.data).toMatchObject({ figure: 'b1', by: null });
    expect(figure(s, 'b1').destroyed).toBe(true);
  });
});
