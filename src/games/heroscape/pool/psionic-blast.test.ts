/**
 * Psionic Blast Special Attack (abilities/psionic-blast.ts) on the published card, through the real
 * engine with forced chance: behind a column that blocks Line of Sight (the same figure given Range 5
 * has no normal attack on it), the figure 3 spaces away is a target and the one 4 spaces away is not;
 * 2 wounds remove the unrevealed marker drawn from the defender's card; no wound removes none, and
 * the card without its powers has no such attack.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks", "ORDER MARKERS"; the
 * power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const KEY = 'psionic-blast-special-attack';
const { skull, blank } = FACE;

/** a1 (Range 5) at (0, 0), a column 12 levels high at (2, 0), Blue's b1 at (3, 0) and b2 at (4, 0); Blue's markers 1 and 2 on b1's card. Red's attack question. */
function attacking(c: ArmyCard): HsState {
  const s = play(
    ['1 1 12 1 1 1'],
    [[0, 0]],
    [
      [3, 0],
      [4, 0],
    ],
    [oneFigure(c, { range: 5 })],
    [card({ name: 'Blue', life: 9, defense: 1 }), card({ name: 'Blue Two', life: 9, defense: 1 })],
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 2, 2]);
  choose(s, 'done', 'choose-mover');
  return s;
}

/** Blue's markers on b1's card, revealed (Blue's turn follows the attack) or not. */
const held = (s: HsState): string[] => [...s.cards[1]!.revealed, ...s.cards[1]!.markers].sort();

const attacks = (s: HsState): string[] => (open(s).kind === 'choose-attack' ? open(s).options.map((o) => o.id) : []);

describe.skipIf(!HAVE_UNITS)('Psionic Blast Special Attack on the published card', () => {
  const bound = boundTo(cards, KEY);
  it('the pool binds it on the Mind Flayer Mastermind', () => expect(bound.map((b) => b.card.name)).toEqual(['Mind Flayer Mastermind']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s blasts b1 behind the column; 2 wounds take the marker drawn from its card', (_, c) => {
    const s = attacking(c);
    // No normal attack through the column; the blast reaches b1 (3 spaces), not b2 (4).
    expect(attacks(s)).toEqual([`${KEY}:a1>b1`, 'end']);
    game.forceChance(s, [skull, skull, skull, FACE.shield, 1]);
    const events = choose(s, `${KEY}:a1>b1`);
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ attacker: 'a1', dice: 3, affected: ['b1'] });
    expect(figure(s, 'b1').wounds).toBe(2);
    expect(held(s)).toEqual(['1']);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: no wound, no marker lost; without its powers no blast', (_, c) => {
    const s = attacking(c);
    game.forceChance(s, [skull, blank, blank, FACE.shield]);
    choose(s, `${KEY}:a1>b1`);
    expect(figure(s, 'b1').wounds).toBe(0);
    expect(held(s)).toEqual(['1', '2']);
    expect(attacks(attacking(withoutPowers(c)))).toEqual([]);
  });
});
