/**
 * Enslave 17 (abilities/enslave.ts) on the published card, through the real engine with forced dice:
 * after the Mastermind's turn its player may choose an opponent's Unique Hero within 4 clear sight
 * spaces and roll the d20; on 17 they move and attack with it at once (its own player's figure is now
 * its enemy), and at the end of that turn control returns, its card's markers untouched; on 16 nothing
 * happens. A Common figure, a Mind Flayer, a Hero 5 spaces away and the card without its powers (the
 * control) are offered nothing.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Clear Sight Spaces", "Friends and
 * Enemies"; the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { card, choose, figure, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

const HERO = card({ name: 'Blue Hero', rarity: 'unique', kind: 'hero', life: 9 });
const COMMON = card({ name: 'Blue Common', rarity: 'common', kind: 'hero', life: 9 });

/**
 * Red: the card's figure a1 at (0, 0). Blue: `hero` (b1) at (`at`, 0), a Common hero (b2) beside it at
 * (`at` + 1, 0). Red wins initiative, all markers on the cards; Red's turn is played to its end.
 */
function afterTurn(c: ArmyCard, hero: ArmyCard = HERO, at = 3): HsState {
  const s = play(
    ['1 1 1 1 1 1 1 1'],
    [[0, 0]],
    [
      [at, 0],
      [at + 1, 0],
    ],
    [oneFigure(c, { life: 9 })],
    [hero, COMMON],
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [20, 1]);
  choose(s, 'done', 'choose-mover');
  // With nothing in reach (a Hero 5 spaces away) no attack is asked.
  if (open(s).kind === 'choose-attack') choose(s, 'end', 'choose-attack');
  return s;
}

const enslaveOptions = (s: HsState): string[] => {
  const p = open(s);
  return p.kind === 'use-power' ? p.options.map((o) => o.id) : [];
};

describe.skipIf(!HAVE_UNITS)('Enslave 17 on the published card', () => {
  const bound = boundTo(cards, 'enslave-17');
  it('the pool binds it on the Mind Flayer Mastermind', () => expect(bound.map((b) => b.card.name)).toEqual(['Mind Flayer Mastermind']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))("%s: on 17 Red takes a turn with Blue's Unique Hero, then control returns", (_, c) => {
    const s = afterTurn(c);
    // Only the Unique Hero is offered (the Common b2 beside it is not).
    expect(enslaveOptions(s)).toEqual(['enslave-17:b1', 'skip']);
    game.forceChance(s, [17]);
    const taken = choose(s, 'enslave-17:b1', 'use-power');
    expect(ofType(taken, 'ControlTaken')[0]?.data).toMatchObject({ card: 1, player: 0 });
    expect(figure(s, 'b1').owner).toBe(0);
    // Its card and order markers stay Blue's, untouched.
    expect(s.cards[1]!.owner).toBe(1);
    expect(s.cards[1]!.markers).toHaveLength(4);
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 0 });
    choose(s, 'done', 'choose-mover');
    // Red attacks with it: Blue's b2 beside it is its enemy now.
    const p = open(s);
    expect(p).toMatchObject({ kind: 'choose-attack', player: 0 });
    expect(p.options.map((o) => o.id)).toContain('b1>b2');
    const ended = choose(s, 'end', 'choose-attack');
    expect(ofType(ended, 'EndOfTurn')).toHaveLength(1);
    expect(figure(s, 'b1').owner).toBe(1);
    expect(s.cards[1]!.tokens).toEqual([]);
    // Blue's turn follows.
    expect(open(s)).toMatchObject({ player: 1 });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: on 16 nothing; no question for a Mind Flayer, a Hero 5 spaces away, or without the power',
    (_, c) => {
      const s = afterTurn(c);
      game.forceChance(s, [16]);
      const events = choose(s, 'enslave-17:b1', 'use-power');
      expect(ofType(events, 'ControlTaken')).toEqual([]);
      expect(figure(s, 'b1').owner).toBe(1);
      expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });
      expect(enslaveOptions(afterTurn(c, card({ ...HERO, species: 'mind flayer' })))).toEqual([]);
      expect(enslaveOptions(afterTurn(c, HERO, 5))).toEqual([]);
      // "Uncommon figures are considered Unique for all special powers": an Uncommon Hero may be chosen.
      expect(enslaveOptions(afterTurn(c, card({ ...HERO, rarity: 'uncommon' })))).toEqual(['enslave-17:b1', 'skip']);
      const control = afterTurn(withoutPowers(c));
      expect(enslaveOptions(control)).toEqual([]);
      expect(open(control)).toMatchObject({ kind: 'choose-mover', player: 1 });
    },
  );
});
