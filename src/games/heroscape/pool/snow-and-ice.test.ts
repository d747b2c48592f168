/**
 * Snow and Ice Enhanced Movement (abilities/snow-and-ice.ts) on the published card bound to it
 * (Dzu-Teh), through the real engine: on slippery ice and on heavy snow each hex counts 1 space, so
 * Move 4 crosses 4 of them; control: the same card without its powers counts each 2 (2 hexes), and
 * on plain ice and light snow (the settings' other sides) it crosses 4 either way.
 * Rulebook: heroscape-master-game-guide — "Slippery Ice", "Heavy Snow"; the power's text is on the
 * card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { card, choose, config, fieldWith, optionWhere, placeMarkers, start } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** a1 (Move 4) at (0, 0) before 8 hexes of ice ("1i") or snow ("1s"), slippery/heavy when `slow`: the farthest hex reached. */
function farthest(c: ArmyCard, cell: '1i' | '1s', slow: boolean): number {
  const map = fieldWith([['1', ...Array<string>(8).fill(cell), '1', '1'].join(' ')], [[0, 0]], [[10, 0]]);
  if (slow) {
    map.settings.ice = 'slippery';
    map.settings.snow = 'heavy';
  }
  const s = start(config(map, [oneFigure(c, { move: 4 })], [card({ name: 'Blue' })]));
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  let reach = 0;
  for (let q = 1; q < 10; q++) {
    try {
      optionWhere(s, { q, r: 0 });
      reach = q;
    } catch {
      // not offered
    }
  }
  return reach;
}

describe.skipIf(!HAVE_UNITS)('Snow and Ice Enhanced Movement on the published cards', () => {
  const bound = boundTo(cards, 'snow-and-ice-enhanced-movement');

  it('the pool binds it on the Dzu-Teh', () => expect(bound.map((b) => b.card.name)).toEqual(['Dzu-Teh']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s crosses 4 hexes of slippery ice or heavy snow; without the power 2', (_, c) => {
    for (const cell of ['1i', '1s'] as const) {
      expect(farthest(c, cell, true)).toBe(4);
      expect(farthest(withoutPowers(c), cell, true)).toBe(2);
      expect(farthest(withoutPowers(c), cell, false)).toBe(4);
    }
  });
});
