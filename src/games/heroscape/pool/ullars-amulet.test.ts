/**
 * Ullar's Amulet (Acolarh) on the published card, through the real engine: a friendly figure that
 * follows Ullar and starts its turn adjacent to Acolarh moves 2 more spaces (6 instead of 4); one that
 * starts apart, one that follows another general, an opponent's Ullar figure, and the card without its
 * powers: 4.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Friends and Enemies"; the power's text
 * is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { card, choose, config, fieldWith, placeMarkers, start } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { farthestOnRow } from './power-moves-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';
const ELF = card({ name: 'Elf Scout', general: 'ullar', move: 4 });

/**
 * Acolarh on (0, 1); the walker (Move 4) on (0, 0) beside him, or Acolarh on (6, 1) apart. `mine`: the
 * walker is Red's (its turn, asked where it moves), else Blue's, beside a Red Acolarh (Blue's turn).
 */
function walker(c: ArmyCard, beside: boolean, w: ArmyCard = ELF, mine = true): HsState {
  const map = fieldWith([ROW, ROW], mine ? [[0, 0], beside ? [0, 1] : [6, 1]] : [beside ? [0, 1] : [6, 1]], mine ? [[11, 1]] : [[0, 0]]);
  const red = mine ? [w, oneFigure(c, { move: 0 })] : [oneFigure(c, { move: 0 })];
  const blue = mine ? [card({ name: 'Blue', move: 0 })] : [w];
  const s = start(config(map, red, blue));
  const b = red.length;
  placeMarkers(s, [0, 0, 0, 0], [b, b, b, b], mine ? [20, 1] : [1, 20]);
  choose(s, mine ? 'fig:a1' : 'fig:b1', 'choose-mover');
  return s;
}

describe.skipIf(!HAVE_UNITS)("Ullar's Amulet on the published card", () => {
  const bound = boundTo(cards, 'ullar-s-amulet');
  it('the pool binds it on Acolarh', () => expect(bound.map((b) => b.card.name)).toEqual(['Acolarh']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a friendly Ullar figure starting beside him moves 2 more', (_, c) => {
    expect(farthestOnRow(walker(c, true))).toBe(6);
    expect(farthestOnRow(walker(c, false))).toBe(4);
    expect(farthestOnRow(walker(c, true, card({ ...ELF, general: 'jandar' })))).toBe(4);
    expect(farthestOnRow(walker(c, true, ELF, false))).toBe(4);
    expect(farthestOnRow(walker(withoutPowers(c), true))).toBe(4);
  });
});
