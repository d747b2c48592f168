/**
 * Stealth Leap and Stealth Leap 25 (abilities/stealth-leap.ts) on the published cards bound to them
 * (Shaolin Monks, Master Win Chiu Woo), through the real engine: offered at the destination question,
 * a leap of 3 spaces over an enemy and water (4 is too far, whatever the figure's Move), no more than
 * 12 (25) levels up; engaged at the start, no leaving-engagement attack; the leap is a move (`Moved`).
 * Controls: the same cards without their powers are offered no leap. Example 50 ("The Shaolin Monk uses
 * his Stealth Leap of 3 to move from one Ladder to another Ladder") on a small field of our own (the
 * picture's battlefield is not given).
 * Rulebook: heroscape-master-game-guide — "Leaving an engagement"; the powers' texts are on the cards
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { LEAP_MOVE } from '../abilities/stealth-leap.js';
import type { HsState } from '../battle/state.js';
import { boardOf } from '../battle/state.js';
import { card, choose, config, fieldWith, figure, ofType, open, placeMarkers, start } from '../battle/testkit.js';
import { SF } from '../board.js';
import { addEdge } from '../build.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';
import { powerMoves as leaps, hexOf } from './power-moves-testkit.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/**
 * a1 (the card, Move 5) at (0, 0) on level 1, b1 (Blue, Range 1) beside it at (1, 0); water at
 * (2, 0); level 13 at (1, 1) (12 up) and level 14 at (0, 1) (13 up). Red's turn, a1 chosen to move.
 */
function toDestination(c: ArmyCard): HsState {
  const s = battle(
    ['1 1 1~ 1 1 1 1', '14 13 1 1 1 1 1'],
    [[0, 0]],
    [[1, 0]],
    [oneFigure(c, { move: 5, life: 5 })],
    [card({ name: 'Blue', range: 1, life: 9 })],
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return s;
}

describe.skipIf(!HAVE_UNITS)('Stealth Leap on the published cards', () => {
  const twelve = boundTo(cards, 'stealth-leap');
  const twentyFive = boundTo(cards, 'stealth-leap-25');

  it('the pool binds Stealth Leap on the Shaolin Monks and Stealth Leap 25 on Master Win Chiu Woo', () => {
    expect(twelve.map((b) => b.card.name)).toEqual(['Shaolin Monks']);
    expect(twentyFive.map((b) => b.card.name)).toEqual(['Master Win Chiu Woo']);
  });

  const all = [...twelve.map((b) => [b.card.name, 12, b.card] as const), ...twentyFive.map((b) => [b.card.name, 25, b.card] as const)];

  it.each(all)('%s: leaps 3 spaces over a figure and water, up to %i levels, no leaving-engagement attack', (_, levels, c) => {
    const s = toDestination(c);
    const offered = leaps(s);
    expect(offered).toEqual(expect.arrayContaining([`${LEAP_MOVE},0@1`, '1,1@13']));
    // 4 spaces on (its Move is 5, the leap's 3), the water it passes and the enemy's space are no landings of a leap of 3 over them.
    expect(offered).not.toContain('4,0@1');
    expect(offered).not.toContain('1,0@1');
    // 13 levels up: only Stealth Leap 25.
    expect(offered.includes('0,1@14')).toBe(levels >= 13);
    const id = open(s).options.find((o) => o.id.startsWith('power:') && (o.payload as { q: number }).q === 3 && (o.payload as { r: number }).r === 0)!.id;
    const events = choose(s, id, 'choose-destination');
    expect(ofType(events, 'LeaveEngagement')).toEqual([]);
    expect(ofType(events, 'Moved')[0]?.data).toMatchObject({ figure: 'a1' });
    expect(hexOf(s, 'a1')).toBe('3,0@1');
    expect(figure(s, 'a1').wounds).toBe(0);
    // Control: without the power no leap.
    expect(leaps(toDestination(withoutPowers(c)))).toEqual([]);
  });
});

describe.skipIf(!HAVE_UNITS)('Example 50: Leaping onto a Ladder', () => {
  /** Two level-10 columns at (0, 0) and (4, 0), a ladder of rungs at levels 3 and 5 against each (on (1, 0) and (3, 0)); the Monk on the upper rung of the first. */
  function onRung(c: ArmyCard): HsState {
    const map = fieldWith(['10 1 1 1 10', '1 1 1 1 1'], [[1, 0]], [[2, 1]]);
    for (const level of [3, 5]) addEdge(map, 'ladder', 1, 0, 3, level, 0, 0);
    for (const level of [3, 5]) addEdge(map, 'ladder', 3, 0, 0, level, 0, 0);
    const s = start(config(map, [oneFigure(c, { move: 5 })], [card({ name: 'Blue', life: 9 })]));
    const b = boardOf(s);
    const rung = (q: number, level: number): number => {
      for (let sp = 0; sp < b.nSpaces; sp++) if (b.spFlags[sp]! & SF.RUNG && b.spLevel[sp] === level && b.hexOf(sp).q === q && b.hexOf(sp).r === 0) return sp;
      throw new Error(`no rung at (${q}, 0) level ${level}`);
    };
    figure(s, 'a1').head = rung(1, 5);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1', 'choose-mover');
    return s;
  }

  it.each(twelveLeapers())('%s: from a rung of one ladder to a rung of the other, 2 spaces off', (_, c) => {
    const s = onRung(c);
    expect(hexOf(s, 'a1')).toBe('1,0@5');
    expect(leaps(s)).toContain('3,0@5');
    const id = open(s).options.find(
      (o) => o.id.startsWith('power:') && (o.payload as { q: number }).q === 3 && (o.payload as { level: number }).level === 5,
    )!.id;
    choose(s, id, 'choose-destination');
    expect(hexOf(s, 'a1')).toBe('3,0@5');
    // Control: without the power it has no such move.
    expect(leaps(onRung(withoutPowers(c)))).toEqual([]);
  });

  function twelveLeapers(): (readonly [string, ArmyCard])[] {
    return boundTo(cards, 'stealth-leap').map((b) => [b.card.name, b.card] as const);
  }
});
