/**
 * Healing Word (Ana Karithon) on the published card, through the real engine: when Red reveals an
 * order marker on its wounded medium Hero next to Ana, it is asked first (before moving) whether to
 * roll; 13 removes 2 of its 3 wound markers (of 1, the one), 12 nothing; controls — no question for a
 * Hero not adjacent, a large Hero, an unwounded Hero, a squad, or Ana without her powers.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Special Powers"; the power's text is on
 * the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { card, choose, figure, game, open, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];

/** Red: the card's figure at (0, 0), a Hero (`wounds` markers, Life 10) at (`at`, 0); Red's markers on the Hero. */
function revealOnHero(c: ArmyCard, hero: Partial<ArmyCard> = {}, at = 1, wounds = 3): HsState {
  const s = play(
    ROW,
    [
      [0, 0],
      [at, 0],
    ],
    [[11, 0]],
    [oneFigure(c), card({ name: 'Hero', life: 10, ...hero })],
    [card({ name: 'Blue' })],
  );
  figure(s, 'a2').wounds = wounds;
  placeMarkers(s, [1, 1, 1, 1], [2, 2, 2, 2]);
  return s;
}

/** Rolls `d20` for Healing Word at the open question: the Hero's wound markers after. */
function heal(s: HsState, d20: number): number {
  game.forceChance(s, [d20]);
  choose(s, 'healing-word:roll', 'use-power');
  expect(open(s).kind).toBe('choose-mover');
  return figure(s, 'a2').wounds;
}

describe.skipIf(!HAVE_UNITS)('Healing Word on the published cards', () => {
  const bound = boundTo(cards, 'healing-word');
  it('the pool binds it on Ana Karithon', () => expect(bound.map((b) => b.card.name)).toEqual(['Ana Karithon']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: asked at the reveal, before moving; 13 removes up to 2, 12 nothing', (_, c) => {
    expect(heal(revealOnHero(c), 13)).toBe(1);
    expect(heal(revealOnHero(c, {}, 1, 1), 20)).toBe(0);
    expect(heal(revealOnHero(c), 12)).toBe(3);
    expect(heal(revealOnHero(c, { size: 'small', height: 3 }), 13)).toBe(1);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: no question for a Hero not adjacent, large, unwounded, a squad, or without the power',
    (_, c) => {
      expect(open(revealOnHero(c, {}, 3)).kind).toBe('choose-mover');
      expect(open(revealOnHero(c, { size: 'large', height: 6 })).kind).toBe('choose-mover');
      expect(open(revealOnHero(c, {}, 1, 0)).kind).toBe('choose-mover');
      expect(open(revealOnHero(c, { kind: 'squad', rarity: 'common' })).kind).toBe('choose-mover');
      expect(open(revealOnHero(withoutPowers(c))).kind).toBe('choose-mover');
    },
  );
});
