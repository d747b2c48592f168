/**
 * The wound-ignoring rolls (abilities/wound-ignoring-rolls.ts) on every published card bound to them,
 * through the real engine with forced dice. Concealment (Brave Arrow 10, Mohican River Tribe 19): a
 * normal attack from 5 spaces away wounds the card's figure; the d20 plus 5 at the card's number
 * ignores the wounds, one less does not; an adjacent attacker's wounds are not rolled for. Tactical
 * Disengagement (Sir Dupuis 7): a leaving-engagement attack's wound is ignored on 7, not on 6; a normal
 * attack's wounds are not rolled for. Stealth Armor (Microcorp Agents 15): any wounds — an adjacent or a
 * distant attack's, a leaving-engagement attack's — are ignored on 15, not on 14. Controls: the cards
 * without their powers keep every wound. Defy Death (Parmenio's Sacred Band Defy Death 15): a Sacred
 * Band figure adjacent to Parmenio ignores a distant attack's wounds on 15, not on 14; controls: Parmenio
 * not adjacent, another card's figure beside him, and Parmenio without his powers roll no d20.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Leaving an engagement"; the powers' texts are
 * on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull } = FACE;

/** Red's archer at (`at`, 0) rolls 3 skulls at the card's figure (Defense 0, Life 10) at (5, 0); the d20 given after: rolls seen and wounds. */
function shotAt(c: ArmyCard, at: number, d20: number): { rolls: number; wounds: number } {
  const s = battle(['1 1 1 1 1 1 1'], [[at, 0]], [[5, 0]], [card({ name: 'Archer', range: 9, attack: 3 })], [oneFigure(c, { defense: 0, life: 10 })]);
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skull, skull, skull, d20]);
  const rolls = ofType(choose(s, 'a1>b1', 'choose-attack'), 'PowerUsed').length;
  return { rolls, wounds: figure(s, 'b1').wounds };
}

/** The card's figure (Life 10) walks away from Red's a1, which rolls its leaving-engagement die: a skull; the d20 given after. */
function leaving(c: ArmyCard, d20: number): { rolls: number; wounds: number } {
  const s = battle(['1 1 1 1 1'], [[0, 0]], [[1, 0]], [card({ name: 'Red' })], [oneFigure(c, { life: 10, move: 5 })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
  choose(s, 'fig:b1', 'choose-mover');
  choose(s, optionWhere(s, { q: 3, r: 0 }).id);
  const option = open(s).options.find((o) => o.id.endsWith(':a1'))!;
  game.forceChance(s, [skull, d20]);
  const rolls = ofType(choose(s, option.id), 'PowerUsed').length;
  return { rolls, wounds: figure(s, 'b1').wounds };
}

describe.skipIf(!HAVE_UNITS)('the wound-ignoring rolls on the published cards', () => {
  const concealed = boundTo(cards, 'concealment');
  const tactical = boundTo(cards, 'tactical-disengagement');
  const armored = boundTo(cards, 'stealth-armor');

  it('the pool binds Concealment on Brave Arrow (10) and Mohican River Tribe (19), Tactical Disengagement on Sir Dupuis (7)', () => {
    expect(concealed.map((b) => [b.card.name, b.params['needs']]).sort()).toEqual([
      ['Brave Arrow', 10],
      ['Mohican River Tribe', 19],
    ]);
    expect(tactical.map((b) => [b.card.name, b.params['needs']])).toEqual([['Sir Dupuis', 7]]);
    expect(armored.map((b) => [b.card.name, b.params['needs']])).toEqual([['Microcorp Agents', 15]]);
  });

  // The card's Concealment alone (the Mohican River Tribe's Battle Fury adds defense dice when engaged).
  const concealmentOnly = (c: ArmyCard): ArmyCard => ({ ...c, powers: c.powers.filter((p) => p.name.startsWith('Concealment')) });
  it.each(concealed.map((b) => [b.card.name, concealmentOnly(b.card), Number(b.params['needs'])] as const))('Concealment: %s (%i or more)', (_, c, needs) => {
    // 5 spaces away: the d20 + 5.
    expect(shotAt(c, 0, needs - 5)).toEqual({ rolls: 1, wounds: 0 });
    expect(shotAt(c, 0, needs - 6)).toEqual({ rolls: 1, wounds: 3 });
    // An adjacent attacker: no roll.
    expect(shotAt(c, 4, 20)).toEqual({ rolls: 0, wounds: 3 });
    expect(shotAt(withoutPowers(c), 0, 20)).toEqual({ rolls: 0, wounds: 3 });
  });

  it.each(tactical.map((b) => [b.card.name, b.card, Number(b.params['needs'])] as const))('Tactical Disengagement: %s (%i or more)', (_, c, needs) => {
    expect(leaving(c, needs)).toEqual({ rolls: 1, wounds: 0 });
    expect(leaving(c, needs - 1)).toEqual({ rolls: 1, wounds: 1 });
    // A normal attack's wounds: no roll.
    expect(shotAt(c, 4, 20)).toEqual({ rolls: 0, wounds: 3 });
    expect(leaving(withoutPowers(c), needs)).toEqual({ rolls: 0, wounds: 1 });
  });

  it.each(armored.map((b) => [b.card.name, b.card, Number(b.params['needs'])] as const))('Stealth Armor: %s (%i or more)', (_, c, needs) => {
    expect(shotAt(c, 0, needs)).toEqual({ rolls: 1, wounds: 0 });
    expect(shotAt(c, 0, needs - 1)).toEqual({ rolls: 1, wounds: 3 });
    // Any wounds: an adjacent attacker's too, and a leaving-engagement attack's.
    expect(shotAt(c, 4, needs)).toEqual({ rolls: 1, wounds: 0 });
    expect(leaving(c, needs)).toEqual({ rolls: 1, wounds: 0 });
    expect(leaving(c, needs - 1)).toEqual({ rolls: 1, wounds: 1 });
    expect(shotAt(withoutPowers(c), 0, 20)).toEqual({ rolls: 0, wounds: 3 });
  });
});

describe.skipIf(!HAVE_UNITS)('Defy Death on the published cards', () => {
  const bound = boundTo(cards, 'defy-death');
  const named = (name: string): ArmyCard => {
    const c = cards.find((x) => x.name === name);
    if (!c) throw new Error(`no ${name} in the units file`);
    return c;
  };

  it('the pool binds it on Parmenio, 15, for the Sacred Band', () =>
    expect(bound.map((b) => [b.card.name, b.params['needs'], b.params['named']])).toEqual([['Parmenio', 15, 'Sacred Band']]));

  /**
   * Red's archer at (0, 0) rolls 3 skulls at Blue's `target` figure (Defense 0, Life 10, no powers of its
   * own) at (5, 0); the card's figure stands at `at`; the d20 given after: rolls seen and the target's wounds.
   */
  function shot(c: ArmyCard, target: ArmyCard, at: [number, number], d20: number): { rolls: number; wounds: number } {
    const row = '1 1 1 1 1 1 1';
    const s = battle(
      [row, row],
      [[0, 0]],
      [[5, 0], at],
      [card({ name: 'Archer', range: 9, attack: 3 })],
      [oneFigure(withoutPowers(target), { defense: 0, life: 10 }), oneFigure(c)],
    );
    // The card's other power (Disciplined Influence) may ask at the battle's start: declined (its last option).
    while (open(s).kind === 'use-power') choose(s, open(s).options.at(-1)!.id);
    toAfterMove(s, 0, 1);
    game.forceChance(s, [skull, skull, skull, d20]);
    const rolls = ofType(choose(s, 'a1>b1', 'choose-attack'), 'PowerUsed').length;
    return { rolls, wounds: figure(s, 'b1').wounds };
  }

  it.each(bound.map((b) => [b.card.name, b.card, Number(b.params['needs'])] as const))('%s (%i or more)', (_, c, needs) => {
    const band = named(String(bound[0]!.params['named']));
    // Beside it at (5, 1): the card's number ignores the wounds, one less does not.
    expect(shot(c, band, [5, 1], needs)).toEqual({ rolls: 1, wounds: 0 });
    expect(shot(c, band, [5, 1], needs - 1)).toEqual({ rolls: 1, wounds: 3 });
    // Not adjacent (6, 1): no roll.
    expect(shot(c, band, [6, 1], 20)).toEqual({ rolls: 0, wounds: 3 });
    // Another card's figure beside it: no roll.
    expect(shot(c, card({ name: 'Other' }), [5, 1], 20)).toEqual({ rolls: 0, wounds: 3 });
    // Without the power: no roll.
    expect(shot(withoutPowers(c), band, [5, 1], 20)).toEqual({ rolls: 0, wounds: 3 });
  });
});
