/**
 * Spear of Summoning (Saylind the Kyrie Warrior) on the published card, through the real engine: after
 * moving, Red may choose its figure a2 (engaged with Blue) and roll; 9 moves it beside Saylind with no
 * leaving-engagement attack, 8 leaves it where it is; controls — Blue's figure is not offered, and the
 * card without its powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES", "Special Powers"; the
 * power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, game, ofType, open } from '../battle/testkit.js';
import { whereIs, type HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boardOf } from '../battle/state.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1 1'];

/** Red: the card's figure at (0, 0), a friend at (10, 0) engaged with Blue at (11, 0); Red's turn on the card, after moving. */
function afterMove(c: ArmyCard): HsState {
  const s = play(
    ROW,
    [
      [0, 0],
      [10, 0],
    ],
    [[11, 0]],
    [oneFigure(c), card({ name: 'Friend' })],
    [card({ name: 'Blue', attack: 3 })],
  );
  toAfterMove(s, 0, 2);
  return s;
}

const at = (s: HsState, id: string): { q: number; r: number } => {
  const f = s.figures.find((x) => x.id === id)!;
  const w = whereIs(boardOf(s), f.head);
  return { q: w.q, r: w.r };
};

describe.skipIf(!HAVE_UNITS)('Spear of Summoning on the published cards', () => {
  const bound = boundTo(cards, 'spear-of-summoning');
  it('the pool binds it on Saylind', () => expect(bound.map((b) => b.card.name)).toEqual(['Saylind the Kyrie Warrior']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: 9 brings the engaged friend beside it, no leaving-engagement attack; 8 does nothing',
    (_, c) => {
      const s = afterMove(c);
      const asked = open(s);
      expect(asked.kind).toBe('use-power');
      // Red's own figure only: not Saylind, not Blue's.
      expect(asked.options.map((o) => o.id)).toEqual(['spear-of-summoning:a2', 'skip']);
      game.forceChance(s, [9]);
      choose(s, 'spear-of-summoning:a2', 'use-power');
      const place = open(s).options.find((o) => (o.payload as { q?: number; r?: number }).q === 1 && (o.payload as { r?: number }).r === 0);
      expect(place).toBeDefined();
      const events = choose(s, place!.id, 'use-power');
      expect(at(s, 'a2')).toEqual({ q: 1, r: 0 });
      expect(ofType(events, 'LeaveEngagement')).toEqual([]);
      expect(s.figures.find((f) => f.id === 'a2')!.wounds).toBe(0);

      const t = afterMove(c);
      game.forceChance(t, [8]);
      choose(t, 'spear-of-summoning:a2', 'use-power');
      expect(at(t, 'a2')).toEqual({ q: 10, r: 0 });
      // No place is asked: Saylind has no one to attack, so the turn passes to Blue.
      expect(open(t)).toMatchObject({ kind: 'choose-mover', player: 1 });
    },
  );

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers asks nothing after moving', (_, c) => {
    expect(open(afterMove(withoutPowers(c)))).toMatchObject({ kind: 'choose-mover', player: 1 });
  });
});
