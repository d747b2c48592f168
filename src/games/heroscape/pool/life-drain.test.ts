/**
 * Life Drain on every published card that has it (the four Esenwein vampires), through the real
 * engine with forced dice: the card's figure, with 2 wound markers, destroys a figure with a normal
 * attack and loses 1 of them; with a leaving-engagement attack too. Controls: an attack that wounds
 * without destroying removes nothing, and the same card without its powers keeps both markers.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" → "Life", "Leaving an engagement"; the power's
 * text is on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull } = FACE;

/** The card's figure (Attack 3, 2 wound markers) at (1, 0) attacks Blue's figure at (1, 1) (Defense 0, Life `life`) with 3 skulls: its wound markers after. */
function attack(c: ArmyCard, life: number): { destroyed: boolean; wounds: number } {
  const s = battle(['1 1 1', '1 1 1'], [[1, 0]], [[1, 1]], [oneFigure(c, { attack: 3, life: 6 })], [card({ name: 'Blue', life, defense: 0 })]);
  figure(s, 'a1').wounds = 2;
  toAfterMove(s, 0, 1);
  // Another power of the card asked after the move (Cyprien's Chilling Touch) is declined.
  if (open(s).kind === 'use-power') choose(s, open(s).options.find((o) => o.label.startsWith('No '))!.id);
  game.forceChance(s, [skull, skull, skull]);
  choose(s, 'a1>b1', 'choose-attack');
  return { destroyed: figure(s, 'b1').destroyed, wounds: figure(s, 'a1').wounds };
}

/** Blue's figure (Life 1) walks away from the card's figure (2 wound markers), which rolls its leaving-engagement die: a skull. */
function leaving(c: ArmyCard): { destroyed: boolean; wounds: number } {
  const s = battle(['1 1 1 1 1'], [[0, 0]], [[1, 0]], [oneFigure(c, { life: 6 })], [card({ name: 'Blue', life: 1, move: 5 })]);
  figure(s, 'a1').wounds = 2;
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
  choose(s, 'fig:b1', 'choose-mover');
  choose(s, optionWhere(s, { q: 3, r: 0 }).id);
  const option = open(s).options.find((o) => o.id.endsWith(':a1'))!;
  game.forceChance(s, [skull]);
  choose(s, option.id);
  return { destroyed: figure(s, 'b1').destroyed, wounds: figure(s, 'a1').wounds };
}

describe.skipIf(!HAVE_UNITS)('Life Drain on the published cards', () => {
  const bound = boundTo(cards, 'life-drain');

  it('the pool binds it on the 4 cards that print it', () =>
    expect(bound.map((b) => b.card.name).sort()).toEqual(['Cyprien Esenwein', 'Iskra Esenwein', 'Marcu Esenwein', 'Sonya Esenwein']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a figure it destroys removes 1 of its wound markers; one it only wounds does not', (_, c) => {
    expect(attack(c, 1)).toEqual({ destroyed: true, wounds: 1 });
    expect(leaving(c)).toEqual({ destroyed: true, wounds: 1 });
    expect(attack(c, 5)).toEqual({ destroyed: false, wounds: 2 });
    expect(attack(withoutPowers(c), 1)).toEqual({ destroyed: true, wounds: 2 });
    expect(leaving(withoutPowers(c))).toEqual({ destroyed: true, wounds: 2 });
  });
});
