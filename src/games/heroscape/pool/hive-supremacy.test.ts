/**
 * Hive Supremacy (abilities/hive-supremacy.ts) on the published card bound to it (Su-Bak-Na), through
 * the real engine with forced d20s: beside Su-Bak-Na, the Marrden Hounds' (Wulsinu) Wild Pack Movement
 * d20 of 6 counts as 7 and adds 7 to the Move, not 3. Controls: the same Su-Bak-Na without its powers,
 * and Su-Bak-Na in the opponent's army, leave the 6 (3 added); a 3 becomes 4 (3 added, not 1). Kee-Mo-Shi's
 * (Marro) Mind Shackle 19 takes the adjacent Unique Hero's card on an 18 beside Su-Bak-Na, not without the power.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, game, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';

/** How far along row 0 the Hounds' figure reaches after the Wild Pack d20 `d20`, with `hive` in Red's army or Blue's. */
function reach(hounds: ArmyCard, hive: ArmyCard, side: 'red' | 'blue', d20: number): number {
  const blue = card({ name: 'Blue' });
  const s =
    side === 'red'
      ? battle(
          [ROW, ROW],
          [
            [0, 0],
            [0, 1],
          ],
          [[11, 0]],
          [oneFigure(hounds), oneFigure(hive)],
          [blue],
        )
      : battle(
          [ROW, ROW],
          [[0, 0]],
          [
            [11, 0],
            [11, 1],
          ],
          [oneFigure(hounds)],
          [blue, oneFigure(hive)],
        );
  const blueCard = side === 'red' ? 2 : 1;
  // The initiative rolls (Red first), then the power's d20 when the Hounds' marker is revealed.
  placeMarkers(s, [0, 0, 0, 0], [blueCard, blueCard, blueCard, blueCard], [20, 1, d20]);
  expect(s.core.forced ?? []).toEqual([]);
  choose(s, 'fig:a1', 'choose-mover');
  let far = 0;
  for (let q = 1; q < 11; q++) {
    try {
      optionWhere(s, { q, r: 0 });
      far = q;
    } catch {
      break;
    }
  }
  return far;
}

describe.skipIf(!HAVE_UNITS)('Hive Supremacy on the published card', () => {
  const bound = boundTo(cards, 'hive-supremacy');
  const hounds = cards.find((c) => c.name === 'Marrden Hounds');

  it('the pool binds it on Su-Bak-Na; the Hounds are Wulsinu', () => {
    expect(bound.map((b) => b.card.name)).toEqual(['Su-Bak-Na']);
    expect(hounds?.species.toLowerCase()).toBe('wulsinu');
  });

  it('adds 1 to the d20 its player rolls for a Wulsinu card; not without the power, not for the opponent', () => {
    const hive = bound[0]!.card;
    const m = hounds!.move;
    expect(reach(hounds!, hive, 'red', 6)).toBe(m + 7);
    expect(reach(hounds!, hive, 'red', 3)).toBe(m + 3);
    expect(reach(hounds!, withoutPowers(hive), 'red', 6)).toBe(m + 3);
    expect(reach(hounds!, hive, 'blue', 6)).toBe(m + 3);
  });

  it("Kee-Mo-Shi's Mind Shackle 19 succeeds on 18 with it, not without it", () => {
    const keemoshi = cards.find((c) => c.name === 'Kee-Mo-Shi')!;
    const hive = bound[0]!.card;
    /** Kee-Mo-Shi next to Blue's Unique Hero, Su-Bak-Na away; the shackle with `d20`: who controls Blue's card. */
    const shackle = (h: ArmyCard, d20: number): number => {
      const s = battle(
        [ROW, ROW],
        [
          [0, 0],
          [6, 1],
        ],
        [[1, 0]],
        [oneFigure(keemoshi), oneFigure(h)],
        [card({ name: 'Blue' })],
      );
      toAfterMove(s, 0, 2);
      expect(open(s).kind).toBe('use-power');
      expect(optionIds(s)).toContain('shackle:b1');
      game.forceChance(s, [d20]);
      choose(s, 'shackle:b1');
      return s.cards[2]!.owner;
    };
    expect(shackle(hive, 18)).toBe(0);
    expect(shackle(withoutPowers(hive), 18)).toBe(1);
    expect(shackle(withoutPowers(hive), 19)).toBe(0);
  });
});
