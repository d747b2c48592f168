/**
 * Slither on every published card that has it (pool tables), through the real engine: the card's
 * figure walks into the water at (2, 0) and on beyond it; control: the same card without its powers
 * stops there, nothing beyond the water being offered.
 * Rulebook: heroscape-master-game-guide — "Water" (moving onto water ends the move); the power's
 * text is on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** a1 at (0, 0) before a water space at (2, 0), Move 5, asked where to move. */
function byTheWater(c: ArmyCard) {
  const s = battle(['1 1 1~ 1 1 1 1 1 1 1 1'], [[0, 0]], [[10, 0]], [oneFigure(c, { move: 5 })], [card({ name: 'Blue' })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return s;
}

describe.skipIf(!HAVE_UNITS)('Slither on the published cards', () => {
  const bound = boundTo(cards, 'slither');

  it('the pool binds it on the 6 cards that print it', () => expect(bound).toHaveLength(6));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s moves through the water to (4, 0); without the power the water stops it', (_, c) => {
    expect(optionWhere(byTheWater(c), { q: 4, r: 0 })).toBeDefined();
    const control = byTheWater(withoutPowers(c));
    expect(optionWhere(control, { q: 2, r: 0 })).toBeDefined();
    expect(() => optionWhere(control, { q: 4, r: 0 })).toThrow(/no option/);
  });
});
