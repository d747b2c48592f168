/**
 * Burning Breath Special Attack on the published card that prints it (Moltenclaw), through the real
 * engine with forced dice: a figure within Range 4 is chosen, and with it, if chosen, the 4 spaces in
 * a straight line from it; 4 dice rolled once for every figure on them in Line of Sight (friend or
 * foe, beyond the Range too), each defending separately; a figure on the 5th space is not affected.
 * Controls: the target alone is offered too; a figure 5 spaces away is no target; the same card
 * without its powers is offered no breath.
 * Rulebook: heroscape-master-game-guide — "Special Attacks", "Multiple Targets", Examples 20 and 21;
 * the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;
const KEY = 'burning-breath-special-attack';

describe.skipIf(!HAVE_UNITS)('Burning Breath Special Attack on the published card', () => {
  // Moltenclaw a1 at (0, 0); along the row: b1 3 spaces away (the target), a2 (his own army's) 5 away,
  // b2 7 away (the line's 4th space from b1), b3 8 away (its 5th); b4 5 spaces away on another row.
  const rows = ['1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1'];
  const field = (x: ArmyCard) => {
    const s = battle(
      rows,
      [
        [0, 0],
        [5, 0],
      ],
      [
        [3, 0],
        [7, 0],
        [8, 0],
        [5, 1],
      ],
      [oneFigure(x, { life: 5 }), card({ name: 'Friend', size: 'small', height: 2, life: 5, defense: 0 })],
      [card({ name: 'Blue', kind: 'squad', figures: 4, size: 'small', height: 2, life: 5, defense: 0 })],
    );
    toAfterMove(s, 0, 2);
    return s;
  };

  it('Moltenclaw: the target and the 4 spaces in a line from it, 4 dice once, friends too; the 5th space spared', () => {
    const bound = boundTo(cards, KEY);
    expect(bound.map((b) => b.card.name)).toEqual(['Moltenclaw']);
    const s = field(bound[0]!.card);
    const ids = optionIds(s).filter((id) => id.startsWith(KEY));
    // b1 alone, b1 and the line towards b2 (direction 0); b4 (5 spaces) is beyond Range 4.
    expect(ids).toContain(`${KEY}:a1>b1`);
    expect(ids.some((id) => id.includes('>b4'))).toBe(false);
    const line = `${KEY}:a1>b1@0.0`;
    expect(ids).toContain(line);
    game.forceChance(s, [skull, skull, blank, blank]);
    const events = choose(s, line, 'choose-attack');
    const attack = ofType(events, 'SpecialAttack')[0]?.data;
    expect(attack).toMatchObject({ dice: 4 });
    expect([...(attack?.['affected'] as string[])].sort()).toEqual(['a2', 'b1', 'b2']);
    expect([figure(s, 'b1').wounds, figure(s, 'a2').wounds, figure(s, 'b2').wounds, figure(s, 'b3').wounds, figure(s, 'a1').wounds]).toEqual([2, 2, 2, 0, 0]);
  });

  it('the target alone: only it is affected; without the power no breath is offered', () => {
    const c = boundTo(cards, KEY)[0]!.card;
    const s = field(c);
    game.forceChance(s, [skull, blank, blank, blank]);
    const events = choose(s, `${KEY}:a1>b1`, 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data['affected']).toEqual(['b1']);
    expect([figure(s, 'b1').wounds, figure(s, 'a2').wounds, figure(s, 'b2').wounds]).toEqual([1, 0, 0]);
    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith(KEY))).toBe(false);
  });
});
