/**
 * Tracking (abilities/tracking.ts) on the published card bound to it (Brave Arrow), through the real
 * engine: taken before the move, the figure moves up to 2 more spaces (7 with its printed Move 5) and
 * makes no attack that turn; declined, it moves 5 and may attack. Controls: declined, and the card
 * without its powers (no question; a Move of 7 given to it, it attacks the figure it reaches).
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) shown on the Army Card",
 * "Action 3. Attack with Figure(s) shown on the Army Card"; the power's text is on the card
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { TRACKING_ADDS } from '../abilities/tracking.js';
import type { HsState } from '../battle/state.js';
import { card, choose, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const USE = 'tracking:use';

/** a1 (the card, Move 5 unless `move`) at (0, 0), b1 (Blue, Move 0) at (8, 0) on a flat row; Red's turn first. */
function scene(c: ArmyCard, move = 5): HsState {
  const s = battle(['1 1 1 1 1 1 1 1 1 1 1 1'], [[0, 0]], [[8, 0]], [oneFigure(c, { move, life: 10 })], [card({ name: 'Blue', move: 0, life: 10 })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  return s;
}

/** Whether the open destination question offers the hex (q, 0). */
function offers(s: HsState, q: number): boolean {
  try {
    optionWhere(s, { q, r: 0 });
    return true;
  } catch {
    return false;
  }
}

/** Moves a1 to (q, 0); the attack options of a1 offered next (none when no attack question is asked). */
function moveThenAttacks(s: HsState, q: number): string[] {
  choose(s, optionWhere(s, { q, r: 0 }).id, 'choose-destination');
  const p = open(s);
  return p.kind === 'choose-attack' ? p.options.map((o) => o.id).filter((id) => id.startsWith('a1>')) : [];
}

describe.skipIf(!HAVE_UNITS)('Tracking on the published cards', () => {
  const bound = boundTo(cards, 'tracking');
  it('the pool binds it on Brave Arrow', () => expect(bound.map((b) => b.card.name)).toEqual(['Brave Arrow']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: taken, Move + 2 and no attack this turn', (_, c) => {
    const s = scene(c);
    expect(open(s).options.map((o) => o.id)).toEqual([USE, 'skip']);
    choose(s, USE, 'use-power');
    choose(s, 'fig:a1', 'choose-mover');
    expect(offers(s, 5 + TRACKING_ADDS)).toBe(true);
    expect(offers(s, 5 + TRACKING_ADDS + 1)).toBe(false);
    // (7, 0) is next to b1, yet no attack is offered.
    expect(moveThenAttacks(s, 7)).toEqual([]);
    // The turn is over and the token with it.
    expect(s.cards[0]!.tokens).not.toContain('tracking');
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: declined, or the card without its powers, Move 5 and the attack', (_, c) => {
    const declined = scene(c);
    choose(declined, 'skip', 'use-power');
    choose(declined, 'fig:a1', 'choose-mover');
    expect(offers(declined, 5)).toBe(true);
    expect(offers(declined, 6)).toBe(false);
    const plain = scene(withoutPowers(c), 7);
    expect(open(plain).kind).toBe('choose-mover');
    choose(plain, 'fig:a1', 'choose-mover');
    expect(moveThenAttacks(plain, 7)).toEqual(['a1>b1']);
  });
});
