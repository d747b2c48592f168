/**
 * Scale (abilities/climb.ts `scale`) on the published card bound to it (Goblin Cutters), through the
 * real engine, the card's figure at its printed Height h: it climbs a rise of h + 1 levels (below
 * h + 2), never one of h + 2, and steps down h levels without a fall; control: the same card without
 * its powers can make neither the climb (the height limit) nor the step down without risking a fall.
 * Rulebook: heroscape-master-game-guide — "Height limit", "Falling"; the power's text is on the card
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

describe.skipIf(!HAVE_UNITS)('Scale on the published cards', () => {
  const bound = boundTo(cards, 'scale');

  it('the pool binds it on the Goblin Cutters', () => expect(bound.map((b) => b.card.name)).toEqual(['Goblin Cutters']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s climbs a rise of its Height + 1, not + 2; without the power not at all', (_, c) => {
    const h = c.height;
    expect(offeredAt(climbField(c, 1, 1 + h + 1), 2)).not.toBeNull();
    expect(offeredAt(climbField(withoutPowers(c), 1, 1 + h + 1), 2)).toBeNull();
    expect(offeredAt(climbField(c, 1, 1 + h + 2), 2)).toBeNull();
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s steps down its Height + 1 without a fall; without the power it falls', (_, c) => {
    const h = c.height;
    expect(offeredAt(climbField(c, 1 + h + 1, 1), 1)).toEqual({ falls: false });
    expect(offeredAt(climbField(withoutPowers(c), 1 + h + 1, 1), 1)).toEqual({ falls: true });
    expect(offeredAt(climbField(c, 1 + h + 2, 1), 1)).toEqual({ falls: true });
  });
});
