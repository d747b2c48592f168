/**
 * Ninjutsu Barrage Special Attack (abilities/ninjutsu-barrage.ts) on the published card, through the
 * real engine with forced dice: instead of its turn the figure attacks the figure beside it (3 dice),
 * moves 3 spaces in two legs (2, then 1 — not 3 more; Phantom Walk carries it past that figure), attacks
 * the figure it reaches, and never attacks the same figure twice; then the turn is over. Controls: its own turn chosen and the
 * card without its powers get the normal move question.
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
const KEY = 'ninjutsu-barrage-special-attack';
const { skull, blank } = FACE;

/** a1 at (0, 0) with Blue's b1 beside it (1, 0) and b2 at (4, 0) (Life 9, Defense 1); Red's turn revealed. */
function revealed(c: ArmyCard): HsState {
  const s = play(
    ['1 1 1 1 1 1 1 1'],
    [[0, 0]],
    [
      [1, 0],
      [4, 0],
    ],
    [oneFigure(c)],
    [card({ name: 'Blue', life: 9, defense: 1 }), card({ name: 'Blue Two', life: 9, defense: 1 })],
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  return s;
}

const attacks = (s: HsState): string[] =>
  open(s)
    .options.map((o) => o.id)
    .filter((id) => id.startsWith('atk:'));

describe.skipIf(!HAVE_UNITS)('Ninjutsu Barrage Special Attack on the published card', () => {
  const bound = boundTo(cards, KEY);
  it('the pool binds it on Kumiko', () => expect(bound.map((b) => b.card.name)).toEqual(['Kumiko']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s attacks b1, moves 3 spaces, attacks b2, never b1 twice', (_, c) => {
    const s = revealed(c);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    choose(s, `${KEY}-use`);
    expect(attacks(s)).toEqual(['atk:b1']);
    game.forceChance(s, [skull, blank, blank, blank]);
    const first = choose(s, 'atk:b1');
    expect(ofType(first, 'SpecialAttack')[0]?.data).toMatchObject({ attacker: 'a1', dice: 3, affected: ['b1'] });
    expect(figure(s, 'b1').wounds).toBe(1);
    // b1 is still beside it but attacked already. A leg of 2 spaces to (2, 0) (past b1: Phantom Walk) leaves 1:
    // (3, 0) is offered, (5, 0) — 3 spaces from there, 5 in all — is not.
    expect(attacks(s)).toEqual([]);
    choose(s, optionWhere(s, { q: 2, r: 0 }).id);
    expect(figure(s, 'a1').head).toBeGreaterThanOrEqual(0);
    expect(() => optionWhere(s, { q: 5, r: 0 })).toThrow();
    choose(s, optionWhere(s, { q: 3, r: 0 }).id);
    // No space left to move: only the attack on b2 (beside it now) and stopping.
    expect(open(s).options.map((o) => o.id)).toEqual(['atk:b2', `${KEY}-stop`]);
    game.forceChance(s, [skull, skull, blank, blank]);
    choose(s, 'atk:b2');
    expect(figure(s, 'b2').wounds).toBe(2);
    // Nothing left to do: the turn is over, Blue's begins.
    expect(open(s)).toMatchObject({ player: 1 });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: its own turn chosen, or without its powers: the normal move', (_, c) => {
    const own = revealed(c);
    choose(own, `${KEY}-own`);
    expect(open(own)).toMatchObject({ kind: 'choose-mover', player: 0 });
    expect(open(revealed(withoutPowers(c)))).toMatchObject({ kind: 'choose-mover', player: 0 });
  });
});
