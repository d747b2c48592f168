/**
 * Marro Rebirth on the published Marro Hive, and the two cards the Hive cannot rebirth (Grok
 * Training of Grok Riders, Self Replicating of Marro Dividers), through the real engine with forced
 * d20s: the Hive stands on its 6-hex base in Red's zone (battle/hive.ts); after its turn a 13 brings
 * a destroyed Marro Drudge back beside it, where Red chooses; 12 brings nothing. Controls: with only
 * a Grok Rider or a Marro Divider destroyed nothing is rolled; the Hive without its powers rolls
 * nothing.
 * Rulebook: heroscape-master-game-guide — "Marro Hive", "Engagement and Adjacency Rules"; the
 * powers' texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds } from '../abilities/rotv-testkit.js';
import { engaged } from '../engagement.js';
import { boardOf, placedOf, type HsState } from '../battle/state.js';
import { choose, config, fieldWith, figure, game, ofType, open, placeMarkers, start } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, withoutPowers } from './family-testkit.js';
import { ABSENT, named, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

const RED: [number, number][] = [];
for (let r = 0; r < 2; r++) for (let q = 0; q < 10; q++) RED.push([q, r]);

/**
 * Red: the Hive (a1, on (1..3, 0) and (0..2, 1)) and the squad `squad` (a2..a4) beside it, a4
 * destroyed; Blue's soldier far off. Red's four markers on the Hive, Red first; the Hive's attack
 * question is open (its own Drudges beside it are figures it may attack).
 */
function field(hive: ArmyCard, squad: ArmyCard): HsState {
  const map = fieldWith(['1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1'], RED, [
    [7, 3],
    [8, 3],
    [9, 3],
  ]);
  const s = start(config(map, [hive, squad], [named(cards, 'Marro Drudge')]));
  const a4 = figure(s, 'a4');
  a4.destroyed = true;
  a4.head = -1;
  a4.tail = -1;
  placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2], [20, 1]);
  // Hive Mind's question (pool/bonding.test.ts) is declined: the Hive's own turn.
  if (open(s).kind === 'use-power') choose(s, 'skip');
  return s;
}

/** Ends the Hive's turn with the d20 `d20` forced; the Marro Rebirth notes emitted. */
function endTurn(s: HsState, d20: number): string[] {
  if (open(s).kind === 'choose-mover') choose(s, 'done');
  game.forceChance(s, [d20]);
  const events = choose(s, 'end', 'choose-attack');
  return ofType(events, 'PowerUsed')
    .filter((e) => e.data.power === 'Marro Rebirth')
    .map((e) => String(e.data.note));
}

describe.skipIf(!HAVE_UNITS)('Marro Rebirth on the published Marro Hive', () => {
  it('the pool binds it on the Marro Hive, and "cannot be rebirthed" on Grok Riders and Marro Dividers', () => {
    expect(boundTo(cards, 'marro-rebirth').map((b) => b.card.name)).toEqual(['Marro Hive']);
    expect(
      boundTo(cards, 'not-rebirthed')
        .map((b) => b.card.name)
        .sort(),
    ).toEqual(['Grok Riders', 'Marro Dividers']);
  });

  it('13 after its turn: a destroyed Drudge comes back on an empty space adjacent to the Hive, where Red chooses; 12: nothing', () => {
    const hive = named(cards, 'Marro Hive');
    const s = field(hive, named(cards, 'Marro Drudge'));
    expect(endTurn(s, 13)).toEqual(['the d20 shows 13 (13 or higher needed)']);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    const ids = optionIds(s);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith('reborn:a4:'))).toBe(true);
    choose(s, ids[ids.length - 1]!);
    expect(figure(s, 'a4')).toMatchObject({ destroyed: false, wounds: 0 });
    const board = boardOf(s);
    // Beside the Hive: engaged with it were they enemies (adjacency is the same rule).
    expect(engaged(board, { ...placedOf(s, figure(s, 'a1')), side: 'x' }, placedOf(s, figure(s, 'a4')))).toBe(true);

    const fail = field(hive, named(cards, 'Marro Drudge'));
    expect(endTurn(fail, 12)).toEqual(['the d20 shows 12 (13 or higher needed): no effect']);
    expect(figure(fail, 'a4').destroyed).toBe(true);
  });

  it('a destroyed Grok Rider or Marro Divider is never rebirthed: nothing to bring back, no roll', () => {
    const hive = named(cards, 'Marro Hive');
    for (const name of ['Marro Dividers', 'Grok Riders']) {
      const s = field(hive, named(cards, name));
      expect(endTurn(s, 20)).toEqual([]);
      expect(figure(s, 'a4').destroyed).toBe(true);
    }
  });

  it('control: the Hive without its powers rolls nothing', () => {
    const s = field(withoutPowers(named(cards, 'Marro Hive')), named(cards, 'Marro Drudge'));
    expect(endTurn(s, 20)).toEqual([]);
    expect(figure(s, 'a4').destroyed).toBe(true);
  });
});
