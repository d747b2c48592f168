/**
 * Gain High Ground (Granite Guardians) on the published card, through the real engine: after the card's
 * turn its player may move each Granite Guardian up to 1 space, up to 4 levels higher — the climb not
 * counted — and no further (2 spaces away, or 5 levels up: not offered). Control: the card without its
 * powers is asked nothing after its turn, and its normal Move of 1 would not climb the 4 levels.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …" (levels cost spaces, the Height
 * limit); the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
// (2, 0) rises 4 levels above (1, 0), (3, 0) 5 levels; the rest is level ground.
const ROWS = ['1 1 5 6 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1'];

/** The Guardians (a1 on (1, 0), a2 on (6, 0), a3 on (8, 0)) and Blue's figure far off on (11, 1); Red plays first, does not move and has no target: its turn ends. */
function afterTurn(c: ArmyCard): HsState {
  const s = play(
    ROWS,
    [
      [1, 0],
      [6, 0],
      [8, 0],
    ],
    [[11, 1]],
    [c],
    [card({ name: 'Blue', move: 0, range: 1 })],
  );
  toAfterMove(s, 0, 1);
  // No target within reach: no attack question, the turn ends.
  expect(open(s).kind).not.toBe('choose-attack');
  return s;
}

const hexes = (s: HsState): string[] =>
  open(s)
    .options.filter((o) => o.id.startsWith('to:'))
    .map((o) => {
      const p = o.payload as { q: number; r: number };
      return `${p.q},${p.r}`;
    })
    .sort();

describe.skipIf(!HAVE_UNITS)('Gain High Ground on the published card', () => {
  const bound = boundTo(cards, 'gain-high-ground');
  it('the pool binds it on the Granite Guardians', () => expect(bound.map((b) => b.card.name)).toEqual(['Granite Guardians']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: after its turn each Guardian may move 1 space, up to 4 levels higher', (_, c) => {
    const s = afterTurn(c);
    expect(open(s).player).toBe(0);
    expect(open(s).options.map((o) => o.id)).toEqual(['gain-high-ground:a1', 'gain-high-ground:a2', 'gain-high-ground:a3', 'skip']);
    choose(s, 'gain-high-ground:a1', 'use-power');
    // The six neighbours on the map but (3, 0)'s 5 levels: (0, 0), (2, 0) 4 levels up, (0, 1), (1, 1); nothing 2 spaces away.
    expect(hexes(s)).toEqual(['0,0', '0,1', '1,1', '2,0']);
    const up = open(s).options.find((o) => (o.payload as { q: number; r: number } | undefined)?.q === 2)!;
    choose(s, up.id, 'use-power');
    expect(whereIs(boardOf(s), figure(s, 'a1').head)).toMatchObject({ q: 2, r: 0 });
    // The next Guardian, then stop.
    expect(open(s).options.map((o) => o.id)).toEqual(['gain-high-ground:a2', 'gain-high-ground:a3', 'skip']);
    choose(s, 'skip', 'use-power');
    expect(open(s).player).toBe(1);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s control: without the power nothing is asked after its turn', (_, c) => {
    const s = afterTurn(withoutPowers(c));
    expect(open(s)).toMatchObject({ player: 1, kind: 'choose-mover' });
    expect(whereIs(boardOf(s), figure(s, 'a1').head)).toMatchObject({ q: 1, r: 0 });
  });
});
