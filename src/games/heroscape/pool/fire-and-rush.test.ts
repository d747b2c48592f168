/**
 * Fire And Rush Special Attack (abilities/fire-and-rush.ts) on the published card, through the real
 * engine with forced dice: begun unengaged, the figure attacks a figure within 5 spaces (not 6) with 3
 * dice instead of moving; a wound lets it move up to 5 spaces, and ending engaged it attacks again
 * with 4 dice. Controls: no wound, no move; a move ending unengaged, no second attack; begun engaged,
 * the card without its powers, or its own turn chosen: the normal move question.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks"; the power's text is on
 * the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const KEY = 'fire-and-rush-special-attack';
const { skull, blank } = FACE;

/** a1 at (2, 0); Blue's b1 at (`near`, 0) and b2 at (8, 0), 6 spaces away (Life 9, Defense 1). Red's turn is revealed. */
function revealed(c: ArmyCard, near = 0): HsState {
  const s = play(
    ['1 1 1 1 1 1 1 1 1'],
    [[2, 0]],
    [
      [near, 0],
      [8, 0],
    ],
    [oneFigure(c)],
    [card({ name: 'Blue', life: 9, defense: 1 }), card({ name: 'Blue Two', life: 9, defense: 1 })],
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  return s;
}

const ids = (s: HsState): string[] => open(s).options.map((o) => o.id);

describe.skipIf(!HAVE_UNITS)('Fire And Rush Special Attack on the published card', () => {
  const bound = boundTo(cards, KEY);
  it('the pool binds it on Samuel Brown', () => expect(bound.map((b) => b.card.name)).toEqual(['Samuel Brown']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: 3 dice at b1, the wound lets it rush 5 spaces beside b2, and it attacks b2 with 4 dice',
    (_, c) => {
      const s = revealed(c);
      expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
      // b1 is 2 spaces away, b2 6: only b1 may be attacked.
      expect(ids(s)).toEqual([`${KEY}:b1`, `${KEY}-own`]);
      game.forceChance(s, [skull, skull, skull, blank]);
      const first = choose(s, `${KEY}:b1`);
      expect(ofType(first, 'SpecialAttack')[0]?.data).toMatchObject({ attacker: 'a1', dice: 3, affected: ['b1'] });
      expect(figure(s, 'b1').wounds).toBe(3);
      // The rush: 5 spaces reach (7, 0), beside b2; 6 would not.
      expect(() => optionWhere(s, { q: 8, r: 0 })).toThrow();
      choose(s, optionWhere(s, { q: 7, r: 0 }).id);
      expect(ids(s)).toEqual(['again:b2', 'skip']);
      game.forceChance(s, [skull, skull, blank, blank, blank]);
      const second = choose(s, 'again:b2');
      expect(ofType(second, 'SpecialAttack')[0]?.data).toMatchObject({ attacker: 'a1', dice: 4, affected: ['b2'] });
      expect(figure(s, 'b2').wounds).toBe(2);
      // No normal attack follows: the turn is over, Blue's begins.
      expect(open(s)).toMatchObject({ player: 1 });
    },
  );

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: no wound, no rush; a rush ending unengaged, no second attack', (_, c) => {
    const missed = revealed(c);
    game.forceChance(missed, [blank, blank, blank, blank]);
    choose(missed, `${KEY}:b1`);
    expect(figure(missed, 'b1').wounds).toBe(0);
    expect(open(missed)).toMatchObject({ player: 1 });
    const s = revealed(c);
    game.forceChance(s, [skull, blank, blank, blank]);
    choose(s, `${KEY}:b1`);
    choose(s, optionWhere(s, { q: 5, r: 0 }).id);
    expect(figure(s, 'a1').head).toBeGreaterThanOrEqual(0);
    expect(open(s)).toMatchObject({ player: 1 });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: begun engaged, without its powers, or its own turn chosen: the normal move', (_, c) => {
    expect(open(revealed(c, 1))).toMatchObject({ kind: 'choose-mover', player: 0 });
    expect(open(revealed(withoutPowers(c)))).toMatchObject({ kind: 'choose-mover', player: 0 });
    const own = revealed(c);
    choose(own, `${KEY}-own`);
    expect(open(own)).toMatchObject({ kind: 'choose-mover', player: 0 });
  });
});
