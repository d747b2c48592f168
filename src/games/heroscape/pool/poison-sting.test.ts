/**
 * Poison Sting Special Attack on the published card that has it (Sujoah), through the real engine
 * with forced dice: 4 dice at an adjacent figure; after a wound the d20 for Poison Damage — 12 is one
 * more wound and another roll, 5 then stops (2 wounds in all); a 20 destroys the figure; no d20 after
 * an attack that wounds nothing. Control: the same card without its powers is offered no such attack.
 * Rulebook: heroscape-master-game-guide — "Special Attacks"; the power's text is on the card
 * (../shared units file, read at run time).
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
const KEY = 'poison-sting-special-attack';

/** a1 (the card) next to Blue's b1 (Life 10, Defense 0); the attack rolled with `chance` forced. */
function sting(c: ArmyCard, chance: readonly number[]) {
  const s = battle(['1 1 1 1 1 1'], [[0, 0]], [[1, 0]], [oneFigure(c)], [card({ name: 'Blue', life: 10, defense: 0 })]);
  toAfterMove(s, 0, 1);
  game.forceChance(s, chance);
  const events = choose(s, `${KEY}:a1>b1`, 'choose-attack');
  return { s, events };
}

describe.skipIf(!HAVE_UNITS)('Poison Sting Special Attack on the published card', () => {
  it('Sujoah: Poison Damage after a wound (10–19 a wound and again, 1–9 stop, 20 destroyed); none after no wound; without the power none', () => {
    const bound = boundTo(cards, KEY);
    expect(bound.map((b) => b.card.name)).toEqual(['Sujoah']);
    const c = bound[0]!.card;
    const chain = sting(c, [skull, blank, blank, blank, 12, 5]);
    expect(figure(chain.s, 'b1').wounds).toBe(2);
    expect(ofType(chain.events, 'PowerUsed').map((e) => e.data['note'])).toEqual([expect.stringContaining('12'), expect.stringContaining('5')]);
    expect(figure(sting(c, [skull, blank, blank, blank, 20]).s, 'b1').destroyed).toBe(true);
    const missed = sting(c, [blank, blank, blank, blank]);
    expect(ofType(missed.events, 'PowerUsed')).toHaveLength(0);
    const control = battle(['1 1 1 1 1 1'], [[0, 0]], [[1, 0]], [oneFigure(withoutPowers(c))], [card({ name: 'Blue' })]);
    toAfterMove(control, 0, 1);
    expect(optionIds(control).some((id) => id.startsWith(KEY))).toBe(false);
  });
});
