/**
 * heroscape-master-game-guide — "Special Powers", Example 65 (the Super Strength symbol): a figure
 * whose card carries the symbol "is not affected by the Falling and Major Falling rules", "is still
 * affected by the Extreme Falling Rules", and "ignores any special power that gives automatic shields
 * to Destructible Objects" (the Door Card's Reinforced Defense). No classic card carries the symbol,
 * so the cards here are our own; each case has the same card without it as the control.
 */
import { describe, expect, it } from 'vitest';
import { fortress } from '../door-fixture.js';
import type { ArmyCard } from '../cards/army-card.js';
import { FACE } from './dice.js';
import { BLUE, card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, placeMarkers, RED, start } from './testkit.js';

const strong = (c: Partial<ArmyCard> & Pick<ArmyCard, 'name'>): ArmyCard => ({ ...card(c), superStrength: true });

/** Red's a1 walks off a cliff `cliff` levels high onto level 1 with `faces` forced; the events. */
function fallFrom(cliff: number, red: ArmyCard, forced: number[]) {
  const s = start(config(fieldWith([`${cliff} 1 1 1`, '1 1 1 1'], [[0, 0]], [[3, 1]]), [red], [card({ name: 'Blue' })]));
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1');
  if (forced.length > 0) game.forceChance(s, forced);
  const events = choose(s, optionWhere(s, { q: 1, r: 0 }).id);
  return { s, events };
}

describe('Example 65: the Super Strength symbol', () => {
  it('a fall rolls no die and gives no wound; the same card without the symbol rolls one', () => {
    const { s, events } = fallFrom(7, strong({ name: 'Strongman', height: 4, life: 1 }), []);
    expect(ofType(events, 'Fell')[0]?.data).toMatchObject({ figure: 'a1', drop: 6, dice: 0, skulls: 0 });
    expect(figure(s, 'a1')).toMatchObject({ wounds: 0, destroyed: false });

    const control = fallFrom(7, card({ name: 'Strongman', height: 4, life: 1 }), [FACE.skull]);
    expect(ofType(control.events, 'Fell')[0]?.data).toMatchObject({ dice: 1, skulls: 1 });
    expect(figure(control.s, 'a1').destroyed).toBe(true);
  });

  it('a major fall rolls no dice either; without the symbol three dice wound', () => {
    const { s, events } = fallFrom(20, strong({ name: 'Strongman', life: 4 }), []);
    expect(ofType(events, 'Fell')[0]?.data).toMatchObject({ drop: 19, dice: 0, skulls: 0 });
    expect(figure(s, 'a1').wounds).toBe(0);

    const control = fallFrom(20, card({ name: 'Strongman', life: 4 }), [FACE.skull, FACE.skull, FACE.shield]);
    expect(figure(control.s, 'a1').wounds).toBe(2);
  });

  it('an extreme fall still rolls the d20: 18 destroys the figure', () => {
    const { s, events } = fallFrom(30, strong({ name: 'Strongman', life: 4 }), [18]);
    expect(ofType(events, 'Fell')[0]?.data).toMatchObject({ dice: 'd20', d20: 18 });
    expect(figure(s, 'a1').destroyed).toBe(true);
  });

  it('attacking the Door: no Reinforced Defense shields against it; 2 against the same Medium card without the symbol', () => {
    const attack = (attacker: ArmyCard) => {
      const m = fortress('closed');
      m.startZones.push(
        { name: 'Red', colour: RED, hexes: [{ q: 2, r: 1, z: 1 }] },
        { name: 'Blue', colour: BLUE, hexes: [0, 1, 2, 3, 4].map((q) => ({ q, r: 4, z: 1 })) },
      );
      const s = start(config(m, [attacker], [card({ name: 'Blue' })]));
      placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
      choose(s, 'done');
      expect(open(s).options.map((o) => o.id)).toContain('a1@door0');
      game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.blank, FACE.blank, FACE.blank, FACE.blank]);
      return ofType(choose(s, 'a1@door0'), 'DoorAttacked')[0]?.data;
    };
    expect(attack(strong({ name: 'Strongman', attack: 3 }))).toMatchObject({ skulls: 3, shields: 0, automatic: 0, wounds: 3 });
    expect(attack(card({ name: 'Strongman', attack: 3 }))).toMatchObject({ skulls: 3, shields: 2, automatic: 2, wounds: 1 });
  });
});
