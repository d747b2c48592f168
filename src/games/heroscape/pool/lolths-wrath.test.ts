/**
 * Lolth's Wrath Special Attack on the published card that prints it (Pelloth), through the real engine
 * with forced dice: offered through a Drow figure its player controls within 5 clear sight spaces
 * (not through a figure of another species); 3 dice; each skull one wound, as the player chooses, to a
 * small or medium figure within 2 clear sight spaces of that Drow (twice to the same figure here; not
 * to a large one, not to one 3 spaces away), no defense dice; then the Drow is destroyed, with no
 * skull too. Control: the same card without its powers is offered none.
 * Rulebook: heroscape-master-game-guide — "Special Attacks", "Clear Sight Spaces"; the power's text
 * is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;
const KEY = 'lolth-s-wrath-special-attack';
const ROW = '1 1 1 1 1 1 1 1';
const idOf = (s: HsState, name: string): string => s.figures.find((f) => s.cards[f.card]!.card.name === name)!.id;

/**
 * Red (numbered by space): Pelloth a1 (0, 0), the Drow a2 (3, 1), an Elf a3 (1, 2) 2 spaces from the Drow. Blue: Big (large)
 * at (4, 0) and Near at (4, 1) beside the Drow, Far at (6, 1) 3 spaces from it, Two at (3, 3) 2 from it.
 */
function field(c: ArmyCard): HsState {
  const s = battle(
    [ROW, ROW, ROW, ROW],
    [
      [0, 0],
      [3, 1],
      [1, 2],
    ],
    [
      [4, 0],
      [4, 1],
      [6, 1],
      [3, 3],
    ],
    [oneFigure(c, { life: 9 }), card({ name: 'Drow', species: 'drow', life: 5 }), card({ name: 'Elf', species: 'elf', life: 5 })],
    [card({ name: 'Big', size: 'large', height: 7, life: 5 }), card({ name: 'Near', life: 5 }), card({ name: 'Far', life: 5 }), card({ name: 'Two', life: 5 })],
  );
  toAfterMove(s, 0, 3);
  return s;
}

describe.skipIf(!HAVE_UNITS)("Lolth's Wrath Special Attack on the published card", () => {
  it('Pelloth: 3 dice, a wound per skull near the chosen Drow, no defense, then the Drow destroyed; without the power none', () => {
    const bound = boundTo(cards, KEY);
    expect(bound.map((b) => b.card.name)).toEqual(['Pelloth']);
    const c = bound[0]!.card;
    const s = field(c);
    expect(optionIds(s).filter((id) => id.startsWith(KEY))).toEqual([`${KEY}:a1>a2`]);
    game.forceChance(s, [skull, skull, blank]);
    const first = choose(s, `${KEY}:a1>a2`, 'choose-attack');
    expect(ofType(first, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 3 });
    expect(open(s).kind).toBe('use-power');
    const near = idOf(s, 'Near');
    expect(optionIds(s).sort()).toEqual(['wound:a3', `wound:${idOf(s, 'Two')}`, `wound:${near}`, 'skip'].sort()); // the Elf, a friend 2 spaces from the Drow, too
    const events = [...choose(s, `wound:${near}`), ...choose(s, `wound:${near}`)];
    expect(figure(s, near).wounds).toBe(2);
    expect(ofType(events, 'DefenseRolled')).toHaveLength(0);
    expect(figure(s, 'a2').destroyed).toBe(true);
    expect(figure(s, 'a1').destroyed).toBe(false);
    // No skull: nothing to give, the Drow is destroyed all the same.
    const none = field(c);
    game.forceChance(none, [blank, blank, blank]);
    choose(none, `${KEY}:a1>a2`, 'choose-attack');
    expect(open(none).kind).not.toBe('use-power');
    expect(figure(none, 'a2').destroyed).toBe(true);
    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith(KEY))).toBe(false);
  });
});
