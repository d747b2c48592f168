/**
 * Wild Pack Movement (abilities/wild-pack-movement.ts) on the published card bound to it (Marrden
 * Hounds), through the real engine with forced d20s: 3 adds 1 to the Move, 4 and 6 add 3, 7 and 20
 * add 7, for that turn. Control: the same card without its powers rolls nothing and moves its own
 * number.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN"; the power's text is on the card (../shared
 * units file, read at run time).
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

/** The farthest space along a row of 12 the card's figure (its printed Move 1) may reach after the d20 `d20`; and whether it rolled. */
function farthest(c: ArmyCard, d20: number): { reach: number; rolled: boolean } {
  const s = battle(['1 1 1 1 1 1 1 1 1 1 1 1'], [[0, 0]], [[11, 0]], [oneFigure(c)], [card({ name: 'Blue' })]);
  // The initiative rolls (Red first), then the power's d20 when the marker is revealed.
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [20, 1, d20]);
  const rolled = (s.core.forced ?? []).length === 0;
  choose(s, 'fig:a1', 'choose-mover');
  let reach = 0;
  for (let q = 1; q < 11; q++) {
    try {
      optionWhere(s, { q, r: 0 });
      reach = q;
    } catch {
      break;
    }
  }
  return { reach, rolled };
}

describe.skipIf(!HAVE_UNITS)('Wild Pack Movement on the published cards', () => {
  const bound = boundTo(cards, 'wild-pack-movement');

  it('the pool binds it on the Marrden Hounds', () => expect(bound.map((b) => b.card.name)).toEqual(['Marrden Hounds']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 1–3 adds 1, 4–6 adds 3, 7–20 adds 7; without the power no roll', (_, c) => {
    const m = c.move;
    expect(farthest(c, 3)).toEqual({ reach: m + 1, rolled: true });
    expect(farthest(c, 4)).toEqual({ reach: m + 3, rolled: true });
    expect(farthest(c, 6)).toEqual({ reach: m + 3, rolled: true });
    expect(farthest(c, 7)).toEqual({ reach: m + 7, rolled: true });
    expect(farthest(c, 20)).toEqual({ reach: m + 7, rolled: true });
    expect(farthest(withoutPowers(c), 7)).toEqual({ reach: m, rolled: false });
  });
});
