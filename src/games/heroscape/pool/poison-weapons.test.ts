/**
 * Poison Weapons (Deepwyrm Drow) on the published card, through the real engine with forced dice: a
 * normal attack that wounds a medium Hero is followed by the d20, 12 or more one more wound; a
 * leaving-engagement attack's wound too. Controls: 11 adds nothing; no wound, a Squad figure and a
 * huge Hero roll no d20; the card without its powers rolls none.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Leaving an engagement"; the power's text is on
 * the card (../shared units file, read at run time).
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
const { skull, blank } = FACE;

type Blue = Partial<ArmyCard>;

/** a1 (Attack 2) beside b1 (Defense 0, Life 10) rolls `skulls` skulls; the d20 given after: the d20 rolls seen and b1's wounds. */
function attack(c: ArmyCard, skulls: number, d20: number, blue: Blue = {}): { rolls: number; wounds: number } {
  const s = battle(['1 1 1', '1 1 1'], [[1, 0]], [[1, 1]], [oneFigure(c, { attack: 2 })], [card({ name: 'Blue', life: 10, defense: 0, ...blue })]);
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skulls > 0 ? skull : blank, skulls > 1 ? skull : blank, d20]);
  const rolls = ofType(choose(s, 'a1>b1', 'choose-attack'), 'PowerUsed').length;
  return { rolls, wounds: figure(s, 'b1').wounds };
}

/** b1 (a medium Hero, Life 10) walks away from a1, which rolls its leaving-engagement die: a skull, then the d20. */
function leaving(c: ArmyCard, d20: number): { rolls: number; wounds: number } {
  const s = battle(['1 1 1 1 1'], [[0, 0]], [[1, 0]], [oneFigure(c)], [card({ name: 'Blue', life: 10, move: 5 })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
  choose(s, 'fig:b1', 'choose-mover');
  choose(s, optionWhere(s, { q: 3, r: 0 }).id);
  const option = open(s).options.find((o) => o.id.endsWith(':a1'))!;
  game.forceChance(s, [skull, d20]);
  const rolls = ofType(choose(s, option.id), 'PowerUsed').length;
  return { rolls, wounds: figure(s, 'b1').wounds };
}

describe.skipIf(!HAVE_UNITS)('Poison Weapons on the published card', () => {
  const bound = boundTo(cards, 'poison-weapons');
  it('the pool binds it on Deepwyrm Drow', () => expect(bound.map((b) => b.card.name)).toEqual(['Deepwyrm Drow']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => {
    // A normal attack's wound on a medium Hero: 12 adds one, 11 nothing.
    expect(attack(c, 1, 12)).toEqual({ rolls: 1, wounds: 2 });
    expect(attack(c, 2, 11)).toEqual({ rolls: 1, wounds: 2 });
    // A large Hero counts; a huge one, a Squad figure and an attack without a wound roll nothing.
    expect(attack(c, 1, 12, { size: 'large' })).toEqual({ rolls: 1, wounds: 2 });
    expect(attack(c, 1, 12, { size: 'huge' })).toEqual({ rolls: 0, wounds: 1 });
    expect(attack(c, 1, 12, { kind: 'squad' })).toEqual({ rolls: 0, wounds: 1 });
    expect(attack(c, 0, 12)).toEqual({ rolls: 0, wounds: 0 });
    // A leaving-engagement attack's wound.
    expect(leaving(c, 12)).toEqual({ rolls: 1, wounds: 2 });
    // Without the power: no d20.
    expect(attack(withoutPowers(c), 1, 12)).toEqual({ rolls: 0, wounds: 1 });
    expect(leaving(withoutPowers(c), 12)).toEqual({ rolls: 0, wounds: 1 });
  });
});
