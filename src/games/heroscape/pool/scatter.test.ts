/**
 * Scatter (abilities/scatter.ts) on the published card bound to it (Deathreavers), through the real
 * engine with forced dice: after a figure of the card rolls defense against an opponent's normal
 * attack, its player moves up to 2 figures of the card up to 4 spaces each. Control: the same card
 * without its powers is asked nothing.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …"; the power's text is on the
 * card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { boardOf, whereIs } from '../battle/state.js';
import { card, choose, figure, game, open, optionWhere } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { blank } = FACE;

/** The card's two figures a1 at (0, 0) and a2 at (8, 0); Blue's b1 (Range 1) at (9, 0) attacks a2 first, both rolls blank. */
function attacked(c: ArmyCard) {
  const s = battle(
    ['1 1 1 1 1 1 1 1 1 1 1 1'],
    [
      [0, 0],
      [8, 0],
    ],
    [[9, 0]],
    [oneFigure(c, { figures: 2, defense: 1, life: 5 })],
    [card({ name: 'Blue', attack: 1, range: 1, life: 20 })],
  );
  toAfterMove(s, 0, 1, true);
  game.forceChance(s, [blank, blank]);
  choose(s, 'b1>a2');
  return s;
}

const hexOf = (s: ReturnType<typeof attacked>, id: string): [number, number] => {
  const w = whereIs(boardOf(s), figure(s, id).head);
  return [w.q, w.r];
};

describe.skipIf(!HAVE_UNITS)('Scatter on the published cards', () => {
  const bound = boundTo(cards, 'scatter');

  it('the pool binds it on the Deathreavers', () => expect(bound.map((b) => b.card.name)).toEqual(['Deathreavers']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: after defending, two figures move up to 4 spaces each; without the power nothing is asked',
    (_, c) => {
      const s = attacked(c);
      expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
      expect(optionIds(s)).toEqual(['scatter:a1', 'scatter:a2', 'skip']);
      choose(s, 'scatter:a1');
      expect(optionWhere(s, { q: 4, r: 0 })).toBeDefined();
      expect(() => optionWhere(s, { q: 5, r: 0 })).toThrow(/no option/);
      choose(s, optionWhere(s, { q: 4, r: 0 }).id);
      expect(hexOf(s, 'a1')).toEqual([4, 0]);
      // The second figure: a2 steps away from b1 (the card's Disengage spares it the leaving-engagement attack).
      expect(optionIds(s)).toEqual(['scatter:a2', 'skip']);
      choose(s, 'scatter:a2');
      choose(s, optionWhere(s, { q: 5, r: 0 }).id);
      expect(hexOf(s, 'a2')).toEqual([5, 0]);
      expect(open(s).kind).not.toBe('use-power');

      const control = attacked(withoutPowers(c));
      expect(open(control).kind).not.toBe('use-power');
    },
  );
});
