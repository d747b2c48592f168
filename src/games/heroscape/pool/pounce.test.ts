/**
 * Pounce Special Attack on the published card that prints it (Wolves of Badru), through the real
 * engine with real moves and forced dice: offered only after the wolf moved, at a small or medium
 * figure not adjacent to it within Range 3 (not a large one, not an adjacent one); 5 dice; the wolf
 * takes the space of the figure it destroys, and is destroyed when the figure survives. Control: the
 * same card without its powers is offered no pounce.
 * Rulebook: heroscape-master-game-guide — "Special Attacks"; the power's text is on the card
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;
const KEY = 'pounce-special-attack';
const ROW = '1 1 1 1 1 1 1 1';

/**
 * The wolf a1 at (0, 0); Blue's medium b1 at (3, 0), large b2 at (2, 1) and medium b3 at (2, 2) (Life 1,
 * Defense 0). `to`: where a1 moves first (null: it does not move); then the attack question.
 */
function field(c: ArmyCard, to: { q: number; r: number } | null): HsState {
  const s = battle(
    [ROW, ROW, ROW],
    [[0, 0]],
    [
      [3, 0],
      [2, 1],
      [2, 2],
    ],
    [oneFigure(c, { size: 'small', height: 3 })],
    [
      card({ name: 'Mid', life: 1, defense: 0 }),
      card({ name: 'Big', size: 'large', height: 7, life: 1, defense: 0 }),
      card({ name: 'Mid2', life: 1, defense: 0 }),
    ],
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  if (to) {
    choose(s, 'fig:a1', 'choose-mover');
    choose(s, optionWhere(s, to).id);
  }
  while (open(s).kind === 'choose-mover') choose(s, 'done', 'choose-mover');
  return s;
}
const pounces = (s: HsState) => (open(s).kind === 'choose-attack' ? optionIds(s).filter((id) => id.startsWith(KEY)) : []);

describe.skipIf(!HAVE_UNITS)('Pounce Special Attack on the published card', () => {
  it('Wolves of Badru: after a move, at a small or medium non-adjacent figure; the wolf takes its space or is destroyed; without the power none', () => {
    const bound = boundTo(cards, KEY);
    expect(bound.map((b) => b.card.name)).toEqual(['Wolves of Badru']);
    const c = bound[0]!.card;
    expect(pounces(field(c, null))).toEqual([]); // did not move
    // Moved to (1, 0): b1 2 spaces away, b2 (large) 2 away, b3 2 away.
    const s = field(c, { q: 1, r: 0 });
    expect(pounces(s).sort()).toEqual([`${KEY}:a1>b1`, `${KEY}:a1>b3`]);
    const b1 = figure(s, 'b1').head;
    game.forceChance(s, [skull, blank, blank, blank, blank]);
    const events = choose(s, `${KEY}:a1>b1`, 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 5 });
    expect(figure(s, 'b1').destroyed).toBe(true);
    expect(figure(s, 'a1').head).toBe(b1);
    // The figure survives: the wolf is destroyed.
    const miss = field(c, { q: 1, r: 0 });
    game.forceChance(miss, [blank, blank, blank, blank, blank]);
    choose(miss, `${KEY}:a1>b3`, 'choose-attack');
    expect(figure(miss, 'b3').destroyed).toBe(false);
    expect(figure(miss, 'a1').destroyed).toBe(true);
    // Moved next to b1: engaged, and an adjacent figure cannot be pounced on.
    expect(pounces(field(c, { q: 2, r: 0 }))).toEqual([]);
    expect(pounces(field(withoutPowers(c), { q: 1, r: 0 }))).toEqual([]);
  });
});
