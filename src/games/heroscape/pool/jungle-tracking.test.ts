/**
 * Jungle Tracking (Quasatch Hunters) on the published card, through the real engine: a Hunter that
 * starts its turn next to an Evergreen Tree or a Jungle Piece moves 2 more spaces (7 instead of its
 * printed 5); not next to one, or the card without its powers, 5.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Ticalla and Laur Jungles"; the power's
 * text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addObstacle } from '../build.js';
import type { ObstacleKind } from '../tiles.js';
import { card, choose, config, fieldWith, placeMarkers, start } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { farthestOnRow } from './power-moves-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';

/** The Hunter (its printed Move) on (0, 0), with a `piece` on (0, 1) beside it, or on (6, 1) far off; Red's turn, asked where a1 moves. */
function mover(c: ArmyCard, piece: ObstacleKind, beside: boolean): HsState {
  const map = fieldWith([ROW, ROW], [[0, 0]], [[11, 1]]);
  addObstacle(map, piece, [{ q: beside ? 0 : 6, r: 1 }], 1, 10);
  const s = start(config(map, [oneFigure(c)], [card({ name: 'Blue', move: 0 })]));
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return s;
}

describe.skipIf(!HAVE_UNITS)('Jungle Tracking on the published card', () => {
  const bound = boundTo(cards, 'jungle-tracking');
  it('the pool binds it on the Quasatch Hunters', () => expect(bound.map((b) => b.card.name)).toEqual(['Quasatch Hunters']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: 2 more spaces next to a tree or a jungle piece, not elsewhere nor without the power',
    (_, c) => {
      expect(c.move).toBe(5);
      expect(farthestOnRow(mover(c, 'tree', true))).toBe(7);
      expect(farthestOnRow(mover(c, 'jungle', true))).toBe(7);
      expect(farthestOnRow(mover(c, 'tree', false))).toBe(5);
      // Another obstacle (a glacier) beside it: no more.
      expect(farthestOnRow(mover(c, 'glacier', true))).toBe(5);
      expect(farthestOnRow(mover(withoutPowers(c), 'tree', true))).toBe(5);
    },
  );
});
