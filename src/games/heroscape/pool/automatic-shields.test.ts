/**
 * Automatic shields and skulls (abilities/automatic-shields.ts) on every published card bound to
 * them, through the real engine with forced dice: Red rolls 3 skulls at the defender (Defense 1,
 * Life 10), which rolls one blank; the wounds show the shields added, against a normal and a
 * special attack, and the same card without its powers is the control. Shocking Grasp: the card
 * attacks with forced dice and its automatic skull adds a wound.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Powers"; the powers' texts are on the
 * cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove, withPowers } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;
const ROW = ['1 1 1 1 1 1 1 1 1 1 1'];

/** The wounds on b1 (the card, Defense 1, Life 10) after Red rolls 3 skulls at it and it rolls a blank. */
function woundsFromThree(c: ArmyCard, special: boolean): number {
  const red = special ? withPowers({ name: 'Walker', attack: 3, range: 7 }, 'Explosion Special Attack') : card({ name: 'Red', attack: 3, range: 7 });
  const s = play(ROW, [[0, 0]], [[5, 0]], [red], [oneFigure(c, { defense: 1, life: 10 })]);
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skull, skull, skull, blank]);
  choose(s, special ? 'explosion-special-attack:a1>b1' : 'a1>b1', 'choose-attack');
  return figure(s, 'b1').wounds;
}

function family(key: string, names: readonly string[], check: (c: ArmyCard) => void): void {
  describe.skipIf(!HAVE_UNITS)(`${key} on the published cards`, () => {
    const bound = boundTo(cards, key);
    it(`the pool binds it on ${names.join(', ')}`, () => expect(bound.map((b) => b.card.name).sort()).toEqual([...names].sort()));
    it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => check(c));
  });
}

family('warforged-resolve', ['Heirloom', 'Warforged Soldiers'], (c) => {
  expect(woundsFromThree(c, false)).toBe(2);
  expect(woundsFromThree(c, true)).toBe(2);
  expect(woundsFromThree(withoutPowers(c), false)).toBe(3);
});

family('iron-tough', ['Iron Golem'], (c) => {
  expect(woundsFromThree(c, true)).toBe(1);
  expect(woundsFromThree(c, false)).toBe(3);
  expect(woundsFromThree(withoutPowers(c), true)).toBe(3);
});

family('shocking-grasp', ['Sharwin Wildborn'], (c) => {
  // The card (Attack 2, Range 9) rolls a skull and a blank at b1 (Defense 1), which rolls a blank.
  const wounds = (k: ArmyCard): number => {
    const s = play(ROW, [[0, 0]], [[5, 0]], [oneFigure(k, { attack: 2, range: 9 })], [card({ name: 'Target', defense: 1, life: 10 })]);
    toAfterMove(s, 0, 1);
    game.forceChance(s, [skull, blank, blank]);
    choose(s, 'a1>b1', 'choose-attack');
    return figure(s, 'b1').wounds;
  };
  expect(wounds(c)).toBe(2);
  expect(wounds(withoutPowers(c))).toBe(1);
});

family('adjacent-tough-1', ['Hatamoto Taro'], (c) => {
  // The card (Defense 1) at (5, 0), beside Blue's friend at (6, 0) of the given general; Red rolls 3 skulls at it, it a blank.
  const wounds = (k: ArmyCard, general: string, special = false, friendAt = 6): number => {
    const red = special ? withPowers({ name: 'Walker', attack: 3, range: 7 }, 'Explosion Special Attack') : card({ name: 'Red', attack: 3, range: 7 });
    const s = play(
      ROW,
      [[0, 0]],
      [
        [5, 0],
        [friendAt, 0],
      ],
      [red],
      [oneFigure(k, { defense: 1, life: 10 }), card({ name: 'Friend', general, life: 10 })],
    );
    toAfterMove(s, 0, 1);
    game.forceChance(s, [skull, skull, skull, blank]);
    choose(s, special ? 'explosion-special-attack:a1>b1' : 'a1>b1', 'choose-attack');
    return figure(s, 'b1').wounds;
  };
  expect(wounds(c, 'einar')).toBe(2);
  expect(wounds(c, 'einar', true)).toBe(2);
  // A follower of Jandar beside it, the Einar friend two spaces away, or the card without its powers: no shield.
  expect(wounds(c, 'jandar')).toBe(3);
  expect(wounds(c, 'einar', false, 7)).toBe(3);
  expect(wounds(withoutPowers(c), 'einar')).toBe(3);
});
