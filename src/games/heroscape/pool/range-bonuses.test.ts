/**
 * The Range powers (abilities/range-bonuses.ts) on every published card bound to them, through the
 * real engine: which figures the card's figure is offered to attack with its normal attack, with the
 * power's condition met and not, and the same card without its powers as the control.
 * Rulebook: heroscape-master-game-guide — "Action 3. Attack with Figure(s) shown on the Army Card"
 * (Range), "Molten Lava", "Special Powers"; the powers' texts are on the cards (../shared units file,
 * read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { card } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** The normal attacks offered to the card's figure a1 at (0, 0) on `under`, Blue's b1 and b2 3 and 4 spaces away. */
function attacks(c: ArmyCard, under: string): string[] {
  const s = play(
    [[under, '1', '1', '1', '1', '1'].join(' ')],
    [[0, 0]],
    [
      [3, 0],
      [4, 0],
    ],
    [oneFigure(c)],
    [card({ name: 'Blue', kind: 'squad', figures: 2 })],
  );
  toAfterMove(s, 0, 1);
  return optionIds(s).filter((id) => id.startsWith('a1>'));
}

describe.skipIf(!HAVE_UNITS)('Lava Throw on the published card', () => {
  it('Obsidian Guards: on molten lava Range 1 + 2 reaches 3 spaces, not 4; off the lava, or without the power, none', () => {
    const bound = boundTo(cards, 'lava-throw');
    expect(bound.map((b) => b.card.name)).toEqual(['Obsidian Guards']);
    const c = bound[0]!.card;
    expect(c.range).toBe(1);
    expect(attacks(c, '1m')).toEqual(['a1>b1']);
    expect(attacks(c, '1')).toEqual([]);
    expect(attacks(withoutPowers(c), '1m')).toEqual([]);
  });
});
