/**
 * Climb X2 / X3 on every published card that has it (pool tables), through the real engine, each
 * card's figure at its printed Height: it climbs a rise of one level less than its Height doubled
 * (tripled), never one of its doubled (tripled) Height, and steps down its real Height without a
 * fall; control: the same card without its powers can make neither the climb (the height limit) nor
 * the step down without risking a fall.
 * Rulebook: heroscape-master-game-guide — "Height limit", "Falling"; the power's text is on the cards
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { climbField, offeredAt } from './climb-field.js';
import { boundTo, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

describe.skipIf(!HAVE_UNITS)('Climb X2 / X3 on the published cards', () => {
  const bound = [...boundTo(cards, 'climb-x2').map((b) => [b.card, 2] as const), ...boundTo(cards, 'climb-x3').map((b) => [b.card, 3] as const)];

  it('the pool binds it on the 6 cards that print it (5 doubling, 1 tripling)', () => {
    expect(bound).toHaveLength(6);
    expect(bound.filter(([, t]) => t === 3).map(([c]) => c.name)).toEqual(['Fyorlag Spiders']);
  });

  it.each(bound.map(([c, t]) => [c.name, t, c] as const))(
    '%s (x%d) climbs a rise below its multiplied Height, not one of it; without the power not at all',
    (_, t, c) => {
      const h = c.height;
      expect(h).toBeGreaterThan(1);
      // A rise of t*h - 1 levels: allowed with the power (below t*h), refused without (at least h).
      expect(offeredAt(climbField(c, 1, 1 + t * h - 1), 2)).not.toBeNull();
      expect(offeredAt(climbField(withoutPowers(c), 1, 1 + t * h - 1), 2)).toBeNull();
      // A rise of exactly t*h levels is still the height limit.
      expect(offeredAt(climbField(c, 1, 1 + t * h), 2)).toBeNull();
      // Control within the real height: a rise of h - 1 is climbed either way.
      expect(offeredAt(climbField(withoutPowers(c), 1, h), 2)).not.toBeNull();
    },
  );

  it.each(bound.map(([c, t]) => [c.name, t, c] as const))('%s (x%d) steps down its real Height without a fall; without the power it falls', (_, t, c) => {
    const h = c.height;
    // From a column h levels above (1, 0): a drop of h.
    expect(offeredAt(climbField(c, 1 + h, 1), 1)).toEqual({ falls: false });
    expect(offeredAt(climbField(withoutPowers(c), 1 + h, 1), 1)).toEqual({ falls: true });
    // A drop of t*h is a fall even with the power.
    expect(offeredAt(climbField(c, 1 + t * h, 1), 1)).toEqual({ falls: true });
  });
});
