/**
 * Jandar's Dispatch (Sir Gilbert) on the published card, through the real engine with forced dice:
 * after his turn Red rolls 12 Valkyrie Dice (abilities/valkyrie-dice.ts: the blank face is Jandar's
 * symbol); with 3 symbols Red may move up to 4 Jandar squad figures within 8 clear sight spaces of
 * him up to 3 spaces each — a knight 9 spaces away and a squad figure of another general are not
 * offered, a fifth knight is not asked, and no destination is more than 3 spaces away. With no symbol
 * nothing is asked. Control: the card without its powers rolls nothing and asks nothing.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Action 2. Move Figure(s) …", "Clear
 * Sight Spaces"; the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { GameEvent } from '../../../core/index.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, shield, blank: symbol } = FACE;
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1';
const KNIGHTS = card({ name: 'Knights', kind: 'squad', general: 'jandar', figures: 6, move: 0 });
const RAIDERS = card({ name: 'Raiders', kind: 'squad', general: 'utgar', figures: 1, move: 0 });

/** 12 Valkyrie Dice showing `n` symbols. */
const valkyrie = (n: number): number[] => Array.from({ length: 12 }, (_, i) => (i < n ? symbol : i % 2 === 0 ? skull : shield));

/**
 * Red's Sir Gilbert (a1) on (0, 0); an Utgar raider (a2) on (2, 0), 2 spaces away; knights a3–a7 on
 * (0, 2), (2, 2), (4, 2), (6, 2) (8 spaces away) and (2, 4), in clear sight (nothing between), a8 on
 * (9, 4), 13 spaces away; Blue far off. Red's turn on Gilbert's card: no move, no attack, then the
 * dice given. The events of the turn's end.
 */
function afterTurn(c: ArmyCard, dice: readonly number[]): { s: HsState; events: GameEvent[] } {
  const s = battle(
    [ROW, ROW, ROW, ROW, ROW],
    // The zone's figures are placed in row order (r, then q): Gilbert, the raider, the knights.
    [
      [0, 0],
      [2, 0],
      [0, 2],
      [2, 2],
      [4, 2],
      [6, 2],
      [2, 4],
      [9, 4],
    ],
    [[15, 4]],
    [oneFigure(c, { move: 0 }), RAIDERS, KNIGHTS],
    [card({ name: 'Blue', move: 0 })],
  );
  placeMarkers(s, [0, 0, 0, 0], [3, 3, 3, 3], [20, 1]);
  game.forceChance(s, dice);
  const events = choose(s, 'done', 'choose-mover');
  // A figure beside him could be attacked (friends are figures too): no attack.
  if (open(s).kind === 'choose-attack') events.push(...choose(s, open(s).options.at(-1)!.id));
  return { s, events };
}

const ids = (s: HsState): string[] => open(s).options.map((o) => o.id);
const distance = (a: { q: number; r: number }, q: number, r: number): number => (Math.abs(a.q - q) + Math.abs(a.r - r) + Math.abs(a.q - q + a.r - r)) / 2;
const destinations = (s: HsState) => open(s).options.filter((o) => o.id.startsWith('to:'));
/** The farthest destination offered, in spaces (hex distance) from (q, r). */
const farthest = (s: HsState, q: number, r: number): number => Math.max(...destinations(s).map((o) => distance(o.payload as { q: number; r: number }, q, r)));
/** The destination farthest from Gilbert's (0, 0): never between him and a knight still to move. */
const outward = (s: HsState): string =>
  destinations(s).reduce((a, b) => (distance(b.payload as { q: number; r: number }, 0, 0) > distance(a.payload as { q: number; r: number }, 0, 0) ? b : a)).id;

describe.skipIf(!HAVE_UNITS)("Jandar's Dispatch on the published card", () => {
  const bound = boundTo(cards, 'jandar-s-dispatch');
  it('the pool binds it on Sir Gilbert', () => expect(bound.map((b) => b.card.name)).toEqual(['Sir Gilbert']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 3 symbols move up to 4 Jandar squad figures in 8 clear sight up to 3 spaces', (_, c) => {
    const { s, events } = afterTurn(c, valkyrie(3));
    expect(ofType(events, 'PowerUsed').filter((e) => e.data.power === "Jandar's Dispatch")).toHaveLength(1);
    expect(open(s).player).toBe(0);
    // a3–a7 in sight; the Utgar raider a2 and a8, 13 spaces away, are not offered.
    expect(ids(s)).toEqual(['jandar-s-dispatch:a3', 'jandar-s-dispatch:a4', 'jandar-s-dispatch:a5', 'jandar-s-dispatch:a6', 'jandar-s-dispatch:a7', 'skip']);
    // Moves of the four, each along row 0 at most 3 spaces (on level ground: the farthest q).
    for (const f of ['a7', 'a6', 'a5', 'a4']) {
      choose(s, `jandar-s-dispatch:${f}`, 'use-power');
      const from = whereIs(boardOf(s), s.figures.find((x) => x.id === f)!.head);
      expect(farthest(s, from.q, from.r)).toBe(3);
      choose(s, outward(s), 'use-power');
    }
    // No fifth figure: Blue's turn comes.
    expect(open(s).player).toBe(1);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: no symbol, nothing is asked; without the power, no roll', (_, c) => {
    const none = afterTurn(c, valkyrie(0));
    expect(ofType(none.events, 'PowerUsed').filter((e) => e.data.power === "Jandar's Dispatch")).toHaveLength(1);
    expect(open(none.s).player).toBe(1);
    const off = afterTurn(withoutPowers(c), valkyrie(3));
    expect(ofType(off.events, 'PowerUsed').filter((e) => e.data.power === "Jandar's Dispatch")).toHaveLength(0);
    expect(open(off.s).player).toBe(1);
  });
});
