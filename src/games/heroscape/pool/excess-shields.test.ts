/**
 * Arcane Riposte (Sharwin Wildborn), Evil Eye Protection (Torin), Evil Eye Defense (Gurei-Oni) and
 * Lumbering Bully (Ogre Pulverizer) on the published cards, through the real engine with forced dice: Red (Attack 1, Life
 * 10) rolls a skull, the defender (Defense 3) three shields, so two unblockable wounds go back to the
 * attacker where the power applies; none where it does not, nor for the card without its powers.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Powers"; the powers' texts are on the
 * cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, shield } = FACE;
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1'];
const RED = card({ name: 'Red', range: 9, attack: 1, life: 10 });

function family(key: string, names: readonly string[], check: (c: ArmyCard) => void): void {
  describe.skipIf(!HAVE_UNITS)(`${key} on the published cards`, () => {
    const bound = boundTo(cards, key);
    it(`the pool binds it on ${names.join(', ')}`, () => expect(bound.map((b) => b.card.name).sort()).toEqual([...names].sort()));
    it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => check(c));
  });
}

/** Red at (at, 0) attacks the card's figure at (5, 0): the wounds Red takes back. */
function back(k: ArmyCard, at: number): number {
  const s = play(ROWS, [[at, 0]], [[5, 0]], [RED], [oneFigure(k, { defense: 3, life: 10 })]);
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skull, shield, shield, shield]);
  choose(s, 'a1>b1', 'choose-attack');
  return figure(s, 'a1').wounds;
}

family('arcane-riposte', ['Sharwin Wildborn'], (c) => {
  expect(back(c, 0)).toBe(2);
  expect(back(c, 4)).toBe(2);
  expect(back(withoutPowers(c), 0)).toBe(0);
});

family('evil-eye-protection', ['Torin'], (c) => {
  /** The card's figure b1 at (5, 0), a Blue friend b2 (general given) at (4, 1) next to it; Red at `at` attacks `target`. */
  const back = (k: ArmyCard, target: 'b1' | 'b2', at: [number, number], general = 'utgar'): number => {
    const s = play(
      ROWS,
      [at],
      [
        [5, 0],
        [4, 1],
      ],
      [RED],
      [oneFigure(k, { defense: 3, life: 10 }), card({ name: 'Friend', general, defense: 3, life: 10 })],
    );
    toAfterMove(s, 0, 1);
    game.forceChance(s, [skull, shield, shield, shield]);
    choose(s, `a1>${target}`, 'choose-attack');
    return figure(s, 'a1').wounds;
  };
  expect(back(c, 'b2', [0, 1])).toBe(2);
  expect(back(c, 'b1', [0, 0])).toBe(2);
  expect(back(c, 'b2', [0, 1], 'jandar')).toBe(0);
  expect(back(c, 'b2', [3, 1])).toBe(0);
  expect(back(withoutPowers(c), 'b2', [0, 1])).toBe(0);
});

family('evil-eye-defense', ['Gurei-Oni'], (c) => {
  expect(back(c, 0)).toBe(2);
  // Controls: an adjacent attacker; the card without its powers.
  expect(back(c, 4)).toBe(0);
  expect(back(withoutPowers(c), 0)).toBe(0);
});

family('lumbering-bully', ['Ogre Pulverizer'], (c) => {
  /** Red's `attacker` (0: the card's figure, 1: a plain figure beside it) attacks b1 (Defense 3): the wounds it takes back. */
  const back = (k: ArmyCard, attacker: 0 | 1): number => {
    const s = play(
      ROWS,
      [
        [0, 0],
        [0, 1],
      ],
      [[5, 0]],
      [oneFigure(k, { range: 9, attack: 1, life: 10 }), RED],
      [card({ name: 'Blue', defense: 3, life: 10 })],
    );
    toAfterMove(s, attacker, 2);
    game.forceChance(s, [skull, shield, shield, shield]);
    const id = attacker === 0 ? 'a1' : 'a2';
    choose(s, `${id}>b1`, 'choose-attack');
    return figure(s, id).wounds;
  };
  expect(back(c, 0)).toBe(2);
  expect(back(c, 1)).toBe(0);
  expect(back(withoutPowers(c), 0)).toBe(0);
});
