/**
 * Hydra Heads on the published card (its text is empty in the units file: pool/sets/data-errors.ts
 * gives the printed one), through the real engine: the Fen Hydra beside a Blue figure attacks it 4
 * times in its turn unwounded, 2 times with 2 wound markers on its card; the card without its powers
 * once (the control).
 * Rulebook: heroscape-master-game-guide — "ATTACKING" ("Some figures have special powers that allow
 * them to attack more than once"); the power's text is on the card.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, figure, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** How many times the card's a1, with `wounds` on its card, attacks the adjacent b1 in one turn. */
function attacksMade(c: ArmyCard, wounds: number): number {
  const s = play(['1 1 1 1'], [[0, 0]], [[1, 0]], [oneFigure(c)], [card({ name: 'Blue', life: 99, defense: 0 })]);
  figure(s, 'a1').wounds = wounds;
  toAfterMove(s, 0, 1);
  let made = 0;
  while (made < 10 && open(s).kind === 'choose-attack' && optionIds(s).includes('a1>b1')) {
    choose(s, 'a1>b1');
    made++;
  }
  return made;
}

describe.skipIf(!HAVE_UNITS)('Hydra Heads on the published card', () => {
  const bound = boundTo(cards, 'hydra-heads');

  it('the pool binds it on the Fen Hydra alone, through the data error of its empty text', () => {
    expect(bound.map((b) => b.card.name)).toEqual(['Fen Hydra']);
  });

  it('4 attacks unwounded, 1 fewer for each wound marker; without the power 1', () => {
    const c = bound[0]!.card;
    expect(attacksMade(c, 0)).toBe(4);
    expect(attacksMade(c, 2)).toBe(2);
    expect(attacksMade(c, 3)).toBe(1);
    expect(attacksMade(withoutPowers(c), 0)).toBe(1);
  });
});
