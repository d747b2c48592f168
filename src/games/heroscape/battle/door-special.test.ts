/**
 * The Fortress Door and army-card powers (guide "Attacking and Defending" under "The Fortress Door":
 * "The Door may be attacked by a normal attack, a special attack, or by special powers that only
 * cause wounds. … If the door is closed and attacked by a special attack that affects adjacent
 * figures, that includes figures adjacent to both sides of the Door"; "Special Attacks" are never
 * modified by height advantage), through the engine with forced dice. Test-only cards carrying the
 * Rise of the Valkyrie powers by name.
 */
import { abilityKey } from '../abilities/ability.js';
import { describe, expect, it } from 'vitest';
import { fortress } from '../door-fixture.js';
import type { ArmyCard } from '../cards/army-card.js';
import type { HeroscapeMap } from '../map-model.js';
import { FACE } from './dice.js';
import type { HsState } from './state.js';
import { BLUE, card, choose, config, figure, game, ofType, open, placeMarkers, RED, start } from './testkit.js';

const { skull, blank } = FACE;

/** The fortress (a closed Door over (2, 2)): Red's a1 outside next to it at (2, 1), Blue's b1 inside next to it at (2, 3). */
function field(): HeroscapeMap {
  const m = fortress('closed');
  m.startZones.push({ name: 'Red', colour: RED, hexes: [{ q: 2, r: 1, z: 1 }] }, { name: 'Blue', colour: BLUE, hexes: [{ q: 2, r: 3, z: 1 }] });
  return m;
}
const withPower = (name: string, power: string | null): ArmyCard =>
  card({ name, attack: 3, life: 6, defense: 3, powers: power ? [{ name: power, text: 'our words', ability: abilityKey(power) }] : [] });

/** Red's turn, after moving nobody: the attack question. */
function attackQuestion(red: ArmyCard): HsState {
  const s = start(config(field(), [red], [card({ name: 'Blue', life: 6, defense: 3 })]));
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'done', 'choose-mover');
  return s;
}
const ids = (s: HsState): string[] => open(s).options.map((o) => o.id);

/** The fortress with Red's thrower a1 two spaces from the Door at (2, 0) (not next to it) and Blue's b1 inside next to it at (2, 3). */
function throwingField(): HeroscapeMap {
  const m = fortress('closed');
  m.startZones.push({ name: 'Red', colour: RED, hexes: [{ q: 2, r: 0, z: 1 }] }, { name: 'Blue', colour: BLUE, hexes: [{ q: 2, r: 3, z: 1 }] });
  return m;
}

describe('A special attack on the Door', () => {
  it('Explosion on the Door: 3 attack dice once; the Door rolls 4 dice + 2 automatic shields (1 wound), and the figures next to both sides of it defend: the attacker a1 outside and b1 inside', () => {
    const s = attackQuestion(withPower('Bomber', 'Explosion Special Attack'));
    expect(ids(s)).toContain('explosion-special-attack:a1@door0');
    // 3 skulls; the Door's 4 blanks; a1's 3 blanks; b1's 3 blanks.
    game.forceChance(s, [skull, skull, skull, blank, blank, blank, blank, blank, blank, blank, blank, blank, blank]);
    const events = choose(s, 'explosion-special-attack:a1@door0');
    expect(ofType(events, 'DoorAttacked')[0]?.data).toMatchObject({ attackDice: 3, defenseDice: 4, skulls: 3, automatic: 2, wounds: 1 });
    expect(s.doorCards?.[0]?.wounds).toBe(1);
    expect(figure(s, 'a1').wounds).toBe(3);
    expect(figure(s, 'b1').wounds).toBe(3);
  });
  it('control: a card without a special attack has only the normal attack on the Door', () => {
    const s = attackQuestion(withPower('Knight', null));
    expect(ids(s)).toContain('a1@door0');
    expect(ids(s).some((id) => id.startsWith('explosion-special-attack:'))).toBe(false);
  });
  it('Fire Line into the closed Door: the Door is affected (4 dice against it); b1 behind it is not (no line of sight through a closed Door)', () => {
    const s = attackQuestion(withPower('Dragon', 'Fire Line Special Attack'));
    const line = open(s).options.find((o) => o.id.startsWith('fire-line-special-attack:') && (o.label ?? '').includes('the Door'));
    expect(line).toBeDefined();
    game.forceChance(s, [skull, skull, skull, skull, blank, blank, blank, blank]);
    const events = choose(s, line!.id);
    expect(ofType(events, 'DoorAttacked')[0]?.data).toMatchObject({ attackDice: 4, skulls: 4, automatic: 2, wounds: 2 });
    expect(figure(s, 'b1').wounds).toBe(0);
  });

  it('Grenade at the closed Door (Range 5, no sight needed): 2 attack dice once; the Door rolls 4 dice + 2 automatic shields, and b1 next to its far side defends', () => {
    const elite = card({
      name: 'Elite',
      kind: 'squad',
      figures: 1,
      life: 1,
      range: 8,
      attack: 3,
      powers: [{ name: 'Grenade Special Attack', text: 'our words', ability: 'grenade-special-attack' }],
    });
    const s = start(config(throwingField(), [elite], [card({ name: 'Blue', life: 6, defense: 3 })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'done', 'choose-mover');
    choose(s, 'grenade-special-attack:all');
    expect(ids(s)).toContain('at:@door0');
    // 2 skulls; the Door's 4 blanks (its 2 automatic shields block both); b1's 3 blanks.
    game.forceChance(s, [skull, skull, blank, blank, blank, blank, blank, blank, blank]);
    const events = choose(s, 'at:@door0');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 2, affected: ['b1'], doors: [0] });
    expect(ofType(events, 'DoorAttacked')[0]?.data).toMatchObject({ attackDice: 2, defenseDice: 4, skulls: 2, automatic: 2, wounds: 0 });
    expect(figure(s, 'b1').wounds).toBe(2);
    expect(figure(s, 'a1').wounds).toBe(0);
  });
});

describe("Army-card powers on a normal attack on the Door: the attacker's dice powers count", () => {
  it('Sword of Reckoning 4: next to the Door (the space below it), a1 rolls 3 + 4 = 7 attack dice', () => {
    const s = attackQuestion(withPower('Agent', 'Sword of Reckoning 4'));
    game.forceChance(s, [blank, blank, blank, blank, blank, blank, blank, blank, blank, blank, blank]);
    const events = choose(s, 'a1@door0');
    expect(ofType(events, 'DoorAttacked')[0]?.data).toMatchObject({ attackDice: 7 });
  });
  it('control: without it, the card’s 3', () => {
    const s = attackQuestion(withPower('Knight', null));
    game.forceChance(s, [blank, blank, blank, blank, blank, blank, blank]);
    expect(ofType(choose(s, 'a1@door0'), 'DoorAttacked')[0]?.data).toMatchObject({ attackDice: 3 });
  });
});
