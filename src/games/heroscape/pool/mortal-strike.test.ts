/**
 * Mortal Strike (abilities/mortal-strike.ts) on the published card bound to it (Master of the Hunt),
 * through the real engine with forced dice: after its normal attack wounds an opponent's Unique Hero,
 * 1 attack die per wound is rolled and each skull is 1 more wound. Controls: an uncommon hero, an
 * attack that gives no wound (no die rolled), and the card without its powers.
 * Rulebook: heroscape-master-game-guide — "ATTACKING"; the power's text is on the card (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, shield, blank } = FACE;

/** a1 (Attack 3, Range 9) attacks b1 (Defense 3, Life 10) with the forced dice; b1's wounds and the power's uses. */
function attack(c: ArmyCard, faces: readonly number[], defender: Partial<ArmyCard> = {}): { wounds: number; used: number } {
  const s = battle(
    ['1 1 1 1 1 1 1 1 1 1 1'],
    [[0, 0]],
    [[5, 0]],
    [oneFigure(c, { attack: 3, range: 9 })],
    [card({ name: 'Blue', life: 10, defense: 3, ...defender })],
  );
  toAfterMove(s, 0, 1);
  // The card's Javelin is offered after moving: passed.
  if (open(s).kind === 'use-power') choose(s, 'skip');
  game.forceChance(s, faces);
  const events = choose(s, 'a1>b1', 'choose-attack');
  return { wounds: figure(s, 'b1').wounds, used: ofType(events, 'PowerUsed').filter((e) => e.data.power === 'Mortal Strike').length };
}

// Attack: 3 skulls; defense: 1 shield, so 2 wounds; then Mortal Strike's 2 dice: a skull and a blank.
const HIT = [skull, skull, skull, shield, blank, blank, skull, blank];

describe.skipIf(!HAVE_UNITS)('Mortal Strike on the published cards', () => {
  const bound = boundTo(cards, 'mortal-strike');

  it('the pool binds it on the Master of the Hunt', () => expect(bound.map((b) => b.card.name)).toEqual(['Master of the Hunt']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a die per wound on a Unique Hero, a wound per skull', (_, c) => {
    expect(attack(c, HIT)).toEqual({ wounds: 3, used: 1 });
    // Two skulls on the two dice: two more wounds.
    expect(attack(c, [skull, skull, skull, shield, blank, blank, skull, skull])).toEqual({ wounds: 4, used: 1 });
    // No wound given: no die rolled.
    expect(attack(c, [skull, blank, blank, shield, blank, blank])).toEqual({ wounds: 0, used: 0 });
    // "Uncommon figures are considered Unique for all special powers": an Uncommon Hero too; a Common one is not.
    expect(attack(c, HIT, { rarity: 'uncommon' })).toEqual({ wounds: 3, used: 1 });
    expect(attack(c, HIT, { rarity: 'common' })).toEqual({ wounds: 2, used: 0 });
    // Without the power the attack gives its 2 wounds only.
    expect(attack(withoutPowers(c), HIT)).toEqual({ wounds: 2, used: 0 });
  });
});
