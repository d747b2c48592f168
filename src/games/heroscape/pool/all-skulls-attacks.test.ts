/**
 * Maul (Death Stalkers), Lethal Sting (Rechets of Bogdan) and Venomous Sting (Wyvern) on the published
 * cards, through the real engine with forced dice: a skull on every attack die leaves the defender no
 * defense roll — a wound per skull (Maul, Venomous Sting) or destroyed (Lethal Sting); Maul and
 * Lethal Sting only against a small or medium figure, Venomous Sting against any size. Controls: one
 * die not a skull, a large defender (for the first two), and the cards without their powers (the
 * three shields forced for the defense then block everything).
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Powers"; the powers' texts are on the
 * cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, shield, blank } = FACE;

/** a1 (Attack 3, Range 9) rolls `attack` at b1 (Defense 3, Life 10, `size`), whose defense is forced to three shields. */
function attack(c: ArmyCard, faces: readonly number[], size: ArmyCard['size'] = 'medium'): { defended: number; wounds: number; destroyed: boolean } {
  const s = battle(
    ['1 1 1 1 1 1 1 1 1 1 1'],
    [[0, 0]],
    [[5, 0]],
    [oneFigure(c, { attack: 3, range: 9 })],
    [card({ name: 'Blue', life: 10, defense: 3, size })],
  );
  toAfterMove(s, 0, 1);
  game.forceChance(s, [...faces, shield, shield, shield]);
  const events = choose(s, 'a1>b1', 'choose-attack');
  return { defended: ofType(events, 'DefenseRolled').length, wounds: figure(s, 'b1').wounds, destroyed: figure(s, 'b1').destroyed };
}

const ALL = [skull, skull, skull];
const TWO = [skull, skull, blank];

function family(key: string, names: readonly string[], check: (c: ArmyCard) => void): void {
  describe.skipIf(!HAVE_UNITS)(`${key} on the published cards`, () => {
    const bound = boundTo(cards, key);
    it(`the pool binds it on ${names.join(', ')}`, () => expect(bound.map((b) => b.card.name).sort()).toEqual([...names].sort()));
    it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => check(c));
  });
}

family('maul', ['Death Stalkers'], (c) => {
  expect(attack(c, ALL)).toEqual({ defended: 0, wounds: 3, destroyed: false });
  expect(attack(c, TWO)).toEqual({ defended: 1, wounds: 0, destroyed: false });
  expect(attack(c, ALL, 'large')).toEqual({ defended: 1, wounds: 0, destroyed: false });
  expect(attack(withoutPowers(c), ALL)).toEqual({ defended: 1, wounds: 0, destroyed: false });
});

family('lethal-sting', ['Rechets of Bogdan'], (c) => {
  expect(attack(c, ALL)).toMatchObject({ defended: 0, destroyed: true });
  expect(attack(c, TWO)).toEqual({ defended: 1, wounds: 0, destroyed: false });
  expect(attack(c, ALL, 'large')).toEqual({ defended: 1, wounds: 0, destroyed: false });
  expect(attack(withoutPowers(c), ALL)).toEqual({ defended: 1, wounds: 0, destroyed: false });
});

family('venomous-sting', ['Wyvern'], (c) => {
  expect(attack(c, ALL)).toEqual({ defended: 0, wounds: 3, destroyed: false });
  expect(attack(c, ALL, 'large')).toEqual({ defended: 0, wounds: 3, destroyed: false });
  expect(attack(c, ALL, 'huge')).toEqual({ defended: 0, wounds: 3, destroyed: false });
  expect(attack(c, TWO)).toEqual({ defended: 1, wounds: 0, destroyed: false });
  expect(attack(withoutPowers(c), ALL)).toEqual({ defended: 1, wounds: 0, destroyed: false });
});
