/**
 * Summon the Rechets of Bogdan and Iskra's Summoning (abilities/summoned-squad.ts) on the published
 * cards bound to them (Iskra Esenwein, Rechets of Bogdan), through the real engine with forced dice:
 * the Rechets start off the battlefield; after Iskra's turn the d20 is offered; 14 places all three
 * within 6 spaces in her clear sight (not 7 away), then a turn with them is offered and taken; where
 * only two places are left the third is destroyed; a roll that succeeded is never offered again.
 * Controls: 13 leaves them off the battlefield, and Iskra without her powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Clear Sight Spaces", "Special Powers";
 * the powers' texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { SUMMON_RECHETS_NEEDS, SUMMON_RECHETS_SPACES } from '../abilities/summoned-squad.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, named, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROLL = 'summon-the-rechets-of-bogdan:roll:1';
const TURN = 'summon-the-rechets-of-bogdan:turn';

/** Iskra (a1) at (0, 0), the Rechets (a2-a4, card 1) waiting; Blue's b1 at the far end. Red's turn on Iskra, after moving. */
function afterMove(
  iskra: ArmyCard,
  rows = ['1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1'],
  red: [number, number][] = [
    [0, 0],
    [0, 1],
    [1, 1],
    [2, 1],
  ],
  blue: [number, number] = [9, 1],
): HsState {
  const s = battle(rows, red, [blue], [oneFigure(iskra), named(cards, 'Rechets of Bogdan')], [card({ name: 'Blue' })]);
  toAfterMove(s, 0, 2);
  return s;
}

const hex = (s: HsState, id: string): string => {
  const w = whereIs(boardOf(s), figure(s, id).head);
  return `${w.q},${w.r}`;
};
const placeAt = (s: HsState, q: number, r: number): string =>
  open(s).options.find((o) => (o.payload as { q?: number; r?: number } | undefined)?.q === q && (o.payload as { r?: number }).r === r)!.id;

describe.skipIf(!HAVE_UNITS)("Summon the Rechets of Bogdan and Iskra's Summoning on the published cards", () => {
  it('the pool binds them on Iskra Esenwein and the Rechets of Bogdan', () => {
    expect(boundTo(cards, 'summon-the-rechets-of-bogdan').map((b) => b.card.name)).toEqual(['Iskra Esenwein']);
    expect(boundTo(cards, 'iskra-s-summoning').map((b) => b.card.name)).toEqual(['Rechets of Bogdan']);
  });

  it(`${SUMMON_RECHETS_NEEDS}: all three placed within ${SUMMON_RECHETS_SPACES} spaces of Iskra, then a turn with them`, () => {
    const s = afterMove(named(cards, 'Iskra Esenwein'));
    // The Rechets are not on the battlefield when the battle starts.
    expect(['a2', 'a3', 'a4'].map((id) => figure(s, id).head)).toEqual([-1, -1, -1]);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    expect(open(s).options.map((o) => o.id)).toEqual([ROLL, 'skip']);
    game.forceChance(s, [SUMMON_RECHETS_NEEDS]);
    choose(s, ROLL, 'use-power');
    const qs = open(s).options.map((o) => `${(o.payload as { q: number }).q},${(o.payload as { r: number }).r}`);
    expect(qs).toContain('6,0');
    expect(qs).not.toContain('7,0');
    // No skip: all of them must be placed.
    expect(qs).not.toContain('undefined,undefined');
    choose(s, placeAt(s, 6, 0), 'use-power');
    choose(s, placeAt(s, 0, 1), 'use-power');
    // A placed Rechet blocks Iskra's sight like any figure: the row behind it is no longer offered.
    choose(s, placeAt(s, 1, 0), 'use-power');
    expect(['a2', 'a3', 'a4'].map((id) => hex(s, id))).toEqual(['6,0', '0,1', '1,0']);
    expect(open(s).options.map((o) => o.id)).toEqual([TURN, 'skip']);
    choose(s, TURN, 'use-power');
    const mover = open(s);
    expect(mover).toMatchObject({ kind: 'choose-mover', player: 0 });
    expect(mover.options.map((o) => o.id)).toEqual(expect.arrayContaining(['fig:a2', 'fig:a3', 'fig:a4']));
  });

  it('where only two places are left the third Rechet is destroyed', () => {
    // Hexes (0, 0), (1, 0), (0, 1) and two far ones; Blue at (9, 0), the fourth Red start hex (9, 1) 10 away.
    const s = afterMove(
      named(cards, 'Iskra Esenwein'),
      ['1 1 . . . . . . . 1', '1 . . . . . . . . 1'],
      [
        [0, 0],
        [1, 0],
        [0, 1],
        [9, 1],
      ],
      [9, 0],
    );
    game.forceChance(s, [SUMMON_RECHETS_NEEDS]);
    choose(s, ROLL, 'use-power');
    choose(s, placeAt(s, 1, 0), 'use-power');
    const events = choose(s, placeAt(s, 0, 1), 'use-power');
    expect(figure(s, 'a4').destroyed).toBe(true);
    expect(ofType(events, 'Destroyed').map((e) => (e.data as { figure: string }).figure)).toEqual(['a4']);
    expect(open(s).options.map((o) => o.id)).toEqual([TURN, 'skip']);
    choose(s, 'skip', 'use-power');
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });
  });

  it(`${SUMMON_RECHETS_NEEDS - 1} leaves them off the battlefield; Iskra without her powers asks nothing`, () => {
    const s = afterMove(named(cards, 'Iskra Esenwein'));
    game.forceChance(s, [SUMMON_RECHETS_NEEDS - 1]);
    choose(s, ROLL, 'use-power');
    expect(['a2', 'a3', 'a4'].map((id) => figure(s, id).head)).toEqual([-1, -1, -1]);
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });

    expect(open(afterMove(withoutPowers(named(cards, 'Iskra Esenwein'))))).toMatchObject({ kind: 'choose-mover', player: 1 });
  });
});
