/**
 * Elven Summoning Spell (Emirroon) on the published card, through the real engine with forced d20s:
 * 11 plus one Elf already beside it makes 12 — two Elves summoned beside it; 5 summons one; 4 none;
 * the Elf already beside it, a non-Elf friend and Blue's Elf are never offered; the player may stop
 * early; the card without its powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { elvesFor } from '../abilities/elven-summoning-spell.js';
import { adjacent } from '../abilities/near.js';
import { card, choose, figure, game, open } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1'];
const elf = (name: string) => card({ name, species: 'elf' });

/**
 * Red: the card's figure a1 at (3, 0), with `beside` an Elf "Elf C" at (4, 0) next to it, Elves "Elf A"
 * (8, 0) and "Elf B" (9, 0), a non-Elf (10, 1); Blue's Elf at (11, 0). (The set-up places figures on
 * the zone's spaces in order, so the cards are listed west to east.) Red's turn on the card, after
 * moving.
 */
function afterMove(c: ArmyCard, beside: boolean): HsState {
  const red: [number, number][] = beside
    ? [
        [3, 0],
        [4, 0],
        [8, 0],
        [9, 0],
        [10, 1],
      ]
    : [
        [3, 0],
        [8, 0],
        [9, 0],
        [10, 1],
      ];
  const redCards = [oneFigure(c), ...(beside ? [elf('Elf C')] : []), elf('Elf A'), elf('Elf B'), card({ name: 'Man' })];
  const s = play(ROWS, red, [[11, 0]], redCards, [elf('Blue Elf')]);
  toAfterMove(s, 0, redCards.length);
  return s;
}

/** The id of the figure of the card named `name`. */
const idOf = (s: HsState, name: string): string => s.figures.find((f) => s.cards[f.card]!.card.name === name)!.id;

const isBeside = (s: HsState, name: string): boolean => adjacent(s, figure(s, 'a1'), figure(s, idOf(s, name)));

/** Rolls `d20` and summons the offered Elves in order (at most `take`), each onto the first place offered. */
function summon(s: HsState, d20: number, take = 3): string[][] {
  game.forceChance(s, [d20]);
  choose(s, 'elven-summoning-spell:roll', 'use-power');
  const offered: string[][] = [];
  for (let k = 0; k < take && open(s).kind === 'use-power' && open(s).options.some((o) => o.id === 'done'); k++) {
    offered.push(open(s).options.map((o) => o.id));
    choose(s, open(s).options[0]!.id, 'use-power');
    choose(s, open(s).options[0]!.id, 'use-power');
  }
  return offered;
}

describe.skipIf(!HAVE_UNITS)('Elven Summoning Spell on the published cards', () => {
  const bound = boundTo(cards, 'elven-summoning-spell');
  it('the pool binds it on Emirroon', () => expect(bound.map((b) => b.card.name)).toEqual(['Emirroon']));

  it("the card's table: 1-4 none, 5-11 one, 12-17 two, 18+ three", () => {
    expect([1, 4, 5, 11, 12, 17, 18, 23].map(elvesFor)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: 11 + 1 Elf beside it summons two of its Elves, never the one beside it, a non-Elf or Blue’s',
    (_, c) => {
      const s = afterMove(c, true);
      const offered = summon(s, 11);
      const [a, b] = [idOf(s, 'Elf A'), idOf(s, 'Elf B')];
      expect(offered).toEqual([
        [`elven-summoning-spell:${a}`, `elven-summoning-spell:${b}`, 'done'],
        [`elven-summoning-spell:${b}`, 'done'],
      ]);
      expect([isBeside(s, 'Elf A'), isBeside(s, 'Elf B')]).toEqual([true, true]);
    },
  );

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 5 summons one; 4 none; the player may stop; no question without the power', (_, c) => {
    const one = afterMove(c, false);
    expect(summon(one, 5)).toHaveLength(1);
    expect([isBeside(one, 'Elf A'), isBeside(one, 'Elf B')]).toEqual([true, false]);

    const none = afterMove(c, false);
    expect(summon(none, 4)).toEqual([]);
    expect([isBeside(none, 'Elf A'), isBeside(none, 'Elf B')]).toEqual([false, false]);

    const stop = afterMove(c, false);
    game.forceChance(stop, [18]);
    choose(stop, 'elven-summoning-spell:roll', 'use-power');
    choose(stop, 'done', 'use-power');
    expect([isBeside(stop, 'Elf A'), isBeside(stop, 'Elf B')]).toEqual([false, false]);

    expect(open(afterMove(withoutPowers(c), false)).kind).not.toBe('use-power');
  });
});
