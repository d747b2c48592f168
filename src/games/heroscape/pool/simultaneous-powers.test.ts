/**
 * "Simultaneous Special Powers" at each moment where the same power can be used on several players'
 * cards (battle/simultaneous.ts), through the real engine with the published cards and forced d20s:
 * the players holding it roll off (ties re-rolled), the winner uses it first, then the others in turn
 * to the left; held by one player only, nothing is rolled (the control).
 * - The start of a round, before the order markers: The Drop (Airborne Elite, unique: one per army).
 * - Once every order marker is placed: Orc Battle Rush (Death Chasers of Thesk, a common card each
 *   army may hold).
 * - A figure entering a space of its move: Engagement Strike (Nakita Agents, a unique squad: one per
 *   army) in a game of three and of four players, where two or three opponents of the mover strike
 *   at the same point.
 * (The Drop's re-rolled tie and its later rounds: battle/simultaneous.test.ts.)
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Simultaneous Special Powers" ("If you
 * and an opponent are using the same Army Cards with special powers that happen at the same time, you
 * must roll the 20-sided die to see who gets to use them first"), "2. ROLL FOR INITIATIVE" (ties
 * re-rolled; play passes to the left), "Team Play" (three or four players); the powers' texts are on
 * the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { battle } from '../abilities/rotv-testkit.js';
import type { HsConfig } from '../battle/setup.js';
import type { HsState } from '../battle/state.js';
import { BLUE, RED, card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, placeMarkers, start } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { oneFigure } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const named = (name: string): ArmyCard => {
  const c = cards.find((x) => x.name === name);
  if (!c) throw new Error(`${name}: not in the units file`);
  return c;
};

const rolled = (events: readonly GameEvent[]) => ofType(events, 'SimultaneousRolled').map((e) => e.data);
const won = (events: readonly GameEvent[]) => ofType(events, 'SimultaneousWon').map((e) => e.data);

describe.skipIf(!HAVE_UNITS)('at the start of a round: The Drop on both sides', () => {
  const ROWS = ['1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1'];
  const zone = (r: number): [number, number][] => [0, 1, 2, 3, 4].map((q) => [q, r]);
  /** Each side a hero and, when it holds it, Airborne Elite (4 figures off the battlefield); the d20s from the first round's start forced. */
  function setUp(red: boolean, blue: boolean, chance: number[]): { s: HsState; events: GameEvent[] } {
    const elite = named('Airborne Elite');
    const r = game.setup(
      config(fieldWith(ROWS, zone(0), zone(5)), [card({ name: 'Red Hero' }), ...(red ? [elite] : [])], [card({ name: 'Blue Hero' }), ...(blue ? [elite] : [])]),
      1,
      { chance },
    );
    if (!r.ok) throw new Error(r.error.message);
    return { s: r.value.state, events: [...r.value.events] };
  }

  it('Blue wins the roll-off (17 against 5): Blue rolls its 13+ first and is asked where its figures land', () => {
    const { s, events } = setUp(true, true, [5, 17, 15]);
    expect(rolled(events)).toEqual([{ power: 'the-drop', rolls: [5, 17], tied: [] }]);
    expect(won(events)).toEqual([{ power: 'the-drop', player: 1 }]);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 1 });
  });

  it('control: only Red holds it — no roll-off, Red rolls and is asked', () => {
    const { s, events } = setUp(true, false, [15]);
    expect(rolled(events)).toEqual([]);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
  });
});

describe.skipIf(!HAVE_UNITS)('once every order marker is placed: Orc Battle Rush on both sides', () => {
  const ROWS = ['1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1'];
  /** Red's and Blue's card at (0, 0) and (11, 1), each a Death Chasers card or a plain one; markers placed, the d20s after them forced. */
  function scene(red: boolean, blue: boolean, d20s: number[]): { s: HsState; events: GameEvent[] } {
    const chasers = (name: string, on: boolean) => (on ? oneFigure(named('Death Chasers of Thesk'), { move: 0 }) : card({ name, move: 0 }));
    const s = battle(ROWS, [[0, 0]], [[11, 1]], [chasers('Red', red)], [chasers('Blue', blue)]);
    const events = placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], d20s);
    return { s, events };
  }

  it('Blue wins the roll-off: Blue is asked first, then Red', () => {
    const { s, events } = scene(true, true, [5, 17]);
    expect(rolled(events)).toEqual([{ power: 'orc-battle-rush', rolls: [5, 17], tied: [] }]);
    expect(won(events)).toEqual([{ power: 'orc-battle-rush', player: 1 }]);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 1 });
    choose(s, 'skip', 'use-power');
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
  });

  it('a tie is re-rolled by the tied players; Red then wins and is asked first', () => {
    const { s, events } = scene(true, true, [9, 9, 18, 3]);
    expect(rolled(events).map((r) => r['tied'])).toEqual([[0, 1], []]);
    expect(won(events)).toEqual([{ power: 'orc-battle-rush', player: 0 }]);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
  });

  it('in the second round it has nothing to do: no roll-off', () => {
    const { s } = scene(true, true, [5, 17]);
    choose(s, 'skip', 'use-power');
    choose(s, 'skip', 'use-power');
    for (let d = open(s); d.kind !== 'place-marker'; d = open(s)) choose(s, d.kind === 'choose-mover' ? 'done' : 'end');
    expect(s.round).toBe(2);
    const events = placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [20, 1]);
    expect(rolled(events)).toEqual([]);
    // The 20 and 1 were initiative's: Red's turn.
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 0 });
  });

  it('control: only Blue holds it — no roll-off, Blue is asked', () => {
    const { s, events } = scene(false, true, [5, 17]);
    expect(rolled(events)).toEqual([]);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 1 });
  });
});

describe.skipIf(!HAVE_UNITS)('a figure entering a space: Engagement Strike of several opponents of the mover', () => {
  const GREEN = '#00c000';
  const GOLD = '#c0c000';
  const ROWS = ['1 1 1 1', '1 1 1 1', '1 1 1 1', '1 1 1 1'];
  /**
   * Players 0 to n-1 (n = `holders.length` + 1): the last is the mover's, from (0, 1) to (1, 1); the
   * others stand beside (1, 1) on (2, 0), (2, 1) and (1, 2), none beside (0, 1); holders[p] gives
   * player p Nakita Agents (one figure), else a plain card. The mover has Life `life`; `teams`, when
   * given, names each player's team (the mover's last).
   */
  function scene(holders: readonly boolean[], life: number, teams?: readonly string[]): HsState {
    const spots: [number, number][] = [
      [2, 0],
      [2, 1],
      [1, 2],
    ];
    const map = fieldWith(ROWS, [spots[0]!], [spots[1]!]);
    const n = holders.length + 1;
    const zones = [RED, BLUE, GREEN, GOLD];
    if (n === 4) map.startZones.push({ name: 'Green', colour: GREEN, hexes: [{ q: 1, r: 2, z: 1 }] });
    map.startZones.push({ name: 'Gold', colour: GOLD, hexes: [{ q: 0, r: 1, z: 1 }] });
    const armies: HsConfig['armies'][number][] = holders.map((held, p) => ({
      name: `P${p}`,
      zone: zones[p]!,
      cards: [held ? oneFigure(named('Nakita Agents'), { move: 0 }) : card({ name: `Plain ${p}`, move: 0 })],
      ...(teams ? { team: teams[p]! } : {}),
    }));
    armies.push({ name: 'Mover', zone: GOLD, cards: [card({ name: 'Mover', life, move: 2 })], ...(teams ? { team: teams[n - 1]! } : {}) });
    return start({ map, armies, roundLimit: 5, allowUnenforced: true });
  }

  /** Every player's markers on their card, the mover's player winning initiative; then the mover walks into (1, 1) with the d20s forced. */
  function walkIn(s: HsState, d20s: number[]): GameEvent[] {
    const n = s.core.players;
    for (let p = 0; p < n; p++)
      for (let k = 0; k < 4; k++) {
        if (p === n - 1 && k === 3) game.forceChance(s, [...Array<number>(n - 1).fill(1), 20]);
        choose(s, `card:${p}`, 'place-marker');
      }
    const mover = `${'abcd'[n - 1]}1`;
    choose(s, `fig:${mover}`, 'choose-mover');
    game.forceChance(s, d20s);
    return choose(s, optionWhere(s, { q: 1, r: 1 }).id);
  }
  const strikers = (events: readonly GameEvent[]) => ofType(events, 'PowerUsed').map((e) => e.data['figure']);

  it('three players: Blue wins the roll-off and strikes first, then Red; both 15s wound', () => {
    const s = scene([true, true], 5);
    const events = walkIn(s, [5, 17, 15, 15]);
    // The mover's player does not roll (its rolls entry is null).
    expect(rolled(events)).toEqual([{ power: 'engagement-strike', rolls: [5, 17, null], tied: [] }]);
    expect(won(events)).toEqual([{ power: 'engagement-strike', player: 1 }]);
    expect(strikers(events)).toEqual(['b1', 'a1']);
    expect(figure(s, 'c1').wounds).toBe(2);
  });

  it('the first striker decides: Red wins a re-rolled tie, wounds the Life 1 mover, and Blue strikes no more', () => {
    const s = scene([true, true], 1);
    const events = walkIn(s, [9, 9, 18, 3, 16]);
    expect(rolled(events).map((r) => r['tied'])).toEqual([[0, 1], []]);
    expect(strikers(events)).toEqual(['a1']);
    expect(figure(s, 'c1').destroyed).toBe(true);
    // The same d20s with Blue ahead: Blue's 9 misses, Red's 18 destroys.
    const t = scene([true, true], 1);
    expect(strikers(walkIn(t, [3, 18, 9, 18]))).toEqual(['b1', 'a1']);
    expect(figure(t, 'c1').destroyed).toBe(true);
  });

  it('four players: the winner first, then the other holders in turn to the left', () => {
    // Green (2) wins; to its left come Red (0), then Blue (1); the mover is Gold (3).
    const s = scene([true, true, true], 5);
    const events = walkIn(s, [4, 8, 19, 15, 15, 15]);
    expect(rolled(events)).toEqual([{ power: 'engagement-strike', rolls: [4, 8, 19, null], tied: [] }]);
    expect(strikers(events)).toEqual(['c1', 'a1', 'b1']);
    expect(figure(s, 'd1').wounds).toBe(3);
  });

  it('team play: two teammates holding it roll off as well (our reading: teammates play separately)', () => {
    // Red and Blue (team North) against Green and Gold (South); Gold's figure walks in beside both.
    const s = scene([true, true, false], 5, ['North', 'North', 'South', 'South']);
    const events = walkIn(s, [5, 17, 15, 15]);
    expect(rolled(events)).toEqual([{ power: 'engagement-strike', rolls: [5, 17, null, null], tied: [] }]);
    expect(strikers(events)).toEqual(['b1', 'a1']);
    expect(figure(s, 'd1').wounds).toBe(2);
  });

  it('control: only Red holds it — no roll-off, Red strikes', () => {
    const s = scene([true, false], 5);
    const events = walkIn(s, [15]);
    expect(rolled(events)).toEqual([]);
    expect(strikers(events)).toEqual(['a1']);
    expect(figure(s, 'c1').wounds).toBe(1);
  });
});
