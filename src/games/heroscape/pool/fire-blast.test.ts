/**
 * Fire Blast Special Attack on the published card that prints it (Erevan Sunshadow), through the real
 * engine with forced dice: 2, 3 or 4 dice as chosen at a figure within Range 5; after a roll of all
 * skulls it may attack again, after a roll with any other face it may not; the same card without its
 * powers is offered no Fire Blast.
 * Rulebook: heroscape-master-game-guide — "Special Attacks"; the power's text is on the card
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;
const KEY = 'fire-blast-special-attack';

/** The card's a1 at (0, 0); Blue's b1 4 spaces away, b2 6 away; after a1's move. */
function field(c: ArmyCard) {
  const s = play(
    ['1 1 1 1 1 1 1'],
    [[0, 0]],
    [
      [4, 0],
      [6, 0],
    ],
    [oneFigure(c)],
    [card({ name: 'Blue', kind: 'squad', figures: 2, life: 20, defense: 0, range: 1 })],
  );
  toAfterMove(s, 0, 1);
  return s;
}

describe.skipIf(!HAVE_UNITS)('Fire Blast Special Attack on the published card', () => {
  it('Erevan Sunshadow: 2, 3 or 4 dice; all skulls: again; a blank among them: no more; without the power none', () => {
    const bound = boundTo(cards, KEY);
    expect(bound.map((b) => b.card.name)).toEqual(['Erevan Sunshadow']);
    const c = bound[0]!.card;
    const s = field(c);
    expect(optionIds(s).filter((id) => id.startsWith(KEY))).toEqual([`${KEY}:a1>b1#2`, `${KEY}:a1>b1#3`, `${KEY}:a1>b1#4`]);
    game.forceChance(s, [skull, skull]);
    const first = choose(s, `${KEY}:a1>b1#2`, 'choose-attack');
    expect(ofType(first, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 2 });
    expect(figure(s, 'b1').wounds).toBe(2);
    // Every die a skull: attack again, any number of dice.
    expect(open(s).kind).toBe('use-power');
    expect(optionIds(s)).toEqual(['again:a1>b1#2', 'again:a1>b1#3', 'again:a1>b1#4', 'skip']);
    game.forceChance(s, [skull, skull, skull, blank]);
    const second = choose(s, 'again:a1>b1#4');
    expect(ofType(second, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 4 });
    expect(figure(s, 'b1').wounds).toBe(5);
    // A blank among them: no more.
    expect(open(s).kind).not.toBe('use-power');

    const miss = field(c);
    game.forceChance(miss, [skull, skull, blank]);
    choose(miss, `${KEY}:a1>b1#3`, 'choose-attack');
    expect(figure(miss, 'b1').wounds).toBe(2);
    expect(open(miss).kind).not.toBe('use-power');

    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith(KEY))).toBe(false);
  });
});
