/**
 * Orc Battle Rush (abilities/orc-battle-rush.ts) on the published card bound to it (Death Chasers of
 * Thesk), through the real engine: in the first round, once every order marker is placed and before
 * initiative, the player may move each of the card's figures up to 5 spaces (6 is not offered), one
 * after the other, or stop; not in the second round; the card without its powers is never asked.
 * Rulebook: heroscape-master-game-guide — "1. PLACE YOUR ORDER MARKERS", "2. ROLL FOR INITIATIVE",
 * "Action 2. Move Figure(s) …"; the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1'];

/** Red: the card under test with two figures on (0, 0) and (0, 1); Blue: one figure on (19, 1). Markers placed, Red to win initiative. */
function scene(c: ArmyCard): HsState {
  const s = battle(
    ROWS,
    [
      [0, 0],
      [0, 1],
    ],
    [[19, 1]],
    [oneFigure(c, { figures: 2, kind: 'squad', move: 0 })],
    [card({ name: 'Blue', move: 0 })],
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  return s;
}

const ids = (s: HsState): string[] => open(s).options.map((o) => o.id);
const q = (s: HsState, id: string): number => whereIs(boardOf(s), figure(s, id).head).q;

describe.skipIf(!HAVE_UNITS)('Orc Battle Rush on the published cards', () => {
  const bound = boundTo(cards, 'orc-battle-rush');
  it('the pool binds it on the Death Chasers of Thesk', () => expect(bound.map((b) => b.card.name)).toEqual(['Death Chasers of Thesk']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: each figure up to 5 spaces after the markers, before initiative', (_, c) => {
    const s = scene(c);
    expect(open(s).kind).toBe('use-power');
    expect(ids(s)).toEqual(['orc-battle-rush:a1', 'orc-battle-rush:a2', 'skip']);
    expect(s.first).toBeNull();
    const from = q(s, 'a1');
    choose(s, 'orc-battle-rush:a1', 'use-power');
    expect(() => optionWhere(s, { q: from + 6, r: whereIs(boardOf(s), figure(s, 'a1').head).r })).toThrow();
    choose(s, optionWhere(s, { q: from + 5, r: whereIs(boardOf(s), figure(s, 'a1').head).r }).id);
    expect(q(s, 'a1')).toBe(from + 5);
    // The second figure may move too, or the player stops.
    expect(ids(s)).toEqual(['orc-battle-rush:a2', 'skip']);
    choose(s, 'skip', 'use-power');
    expect(q(s, 'a2')).toBe(0);
    // Then initiative: Red's turn.
    expect(open(s).kind).toBe('choose-mover');
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: not in the second round; never without the power', (_, c) => {
    const s = scene(c);
    choose(s, 'skip', 'use-power');
    // Play out round 1 without moving or attacking.
    for (let d = open(s); d.kind !== 'place-marker'; d = open(s)) choose(s, d.kind === 'choose-mover' ? 'done' : 'end');
    expect(s.round).toBe(2);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    expect(open(s).kind).toBe('choose-mover');
    expect(open(scene(withoutPowers(c))).kind).toBe('choose-mover');
  });
});
