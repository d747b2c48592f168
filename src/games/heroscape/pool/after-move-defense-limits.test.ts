/**
 * Paralyzing Stare 16 (Me-Burq-Sa) and Net Trip 14 (Retiarius) on the published cards, through the
 * real engine with forced d20s: after the card moves, the d20 at its number takes the chosen figure's
 * defense dice away (Paralyzing Stare) or leaves a small or medium figure at most 1 (Net Trip) against
 * the card's attack that turn. Controls: one under the number, a large figure, and the card without
 * its powers (no question, no roll).
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Clear Sight Spaces", "Special Powers"; the
 * powers' texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';
/** Blue's medium figure b1 at (5, 0) and large figure b2 at (5, 1), both Defense 3. */
const BLUE = [card({ name: 'Medium', life: 20 }), card({ name: 'Large', size: 'large', life: 20 })];

function family(key: string, names: readonly string[], check: (c: ArmyCard) => void): void {
  describe.skipIf(!HAVE_UNITS)(`${key} on the published cards`, () => {
    const bound = boundTo(cards, key);
    it(`the pool binds it on ${names.join(', ')}`, () => expect(bound.map((b) => b.card.name).sort()).toEqual([...names].sort()));
    it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => check(c));
  });
}

/** Red's card (Range 9) at (0, 0) against Blue's two figures. */
const field = (c: ArmyCard) =>
  play(
    [ROW, ROW],
    [[0, 0]],
    [
      [5, 0],
      [5, 1],
    ],
    [oneFigure(c, { range: 9, attack: 2 })],
    BLUE,
  );

/** The defense dice declared against the card's normal attack on `target`. */
const defenseAgainst = (s: ReturnType<typeof field>, target: string): number =>
  Number(ofType(choose(s, `a1>${target}`, 'choose-attack'), 'AttackDeclared')[0]?.data['defenseDice']);

family('paralyzing-stare-16', ['Me-Burq-Sa'], (c) => {
  /** The stare (if asked) on `on` with `d20`, then the defense dice of `target` against the card's attack. */
  const stare = (k: ArmyCard, d20: number, target = 'b1', on = 'b1'): { asked: string[]; dice: number } => {
    const s = field(k);
    toAfterMove(s, 0, 1);
    let asked: string[] = [];
    if (open(s).kind === 'use-power') {
      asked = optionIds(s);
      game.forceChance(s, [d20]);
      choose(s, `paralyzing-stare-16:${on}`);
    }
    return { asked, dice: defenseAgainst(s, target) };
  };
  // The large figure is not offered.
  expect(stare(c, 16)).toEqual({ asked: ['paralyzing-stare-16:b1', 'skip'], dice: 0 });
  expect(stare(c, 15)).toEqual({ asked: ['paralyzing-stare-16:b1', 'skip'], dice: 3 });
  // Another figure keeps its dice.
  expect(stare(c, 16, 'b2').dice).toBe(3);
  expect(stare(withoutPowers(c), 16)).toEqual({ asked: [], dice: 3 });
});

family('net-trip-14', ['Retiarius'], (c) => {
  /** The d20 forced after the move (none without the power), then the defense dice of `target`. */
  const trip = (k: ArmyCard, d20: number | null, target = 'b1'): { rolls: number; dice: number } => {
    const s = field(k);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 2, 2]);
    if (d20 !== null) game.forceChance(s, [d20]);
    const rolls = ofType(choose(s, 'done', 'choose-mover'), 'PowerUsed').length;
    return { rolls, dice: defenseAgainst(s, target) };
  };
  expect(trip(c, 14)).toEqual({ rolls: 1, dice: 1 });
  expect(trip(c, 13)).toEqual({ rolls: 1, dice: 3 });
  // A large figure is not tripped.
  expect(trip(c, 14, 'b2')).toEqual({ rolls: 1, dice: 3 });
  expect(trip(withoutPowers(c), null)).toEqual({ rolls: 0, dice: 3 });
});
