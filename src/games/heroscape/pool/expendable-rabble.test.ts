/**
 * Expendable Rabble (Horned Skull Brutes; abilities/expendable-rabble.ts) on the published card, through
 * the real engine with forced dice: Blue's archer rolls 3 skulls at a Brute (no defense dice); with a
 * small Goblin of Red's beside it Red is asked, and destroying the Goblin ignores the 3 wounds; taking
 * them gives them. Controls: the Goblin not adjacent, a medium Goblin beside it, and the card without
 * its powers: no question, 3 wounds.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Power References on Army Cards"; the
 * powers' texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, open } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, named, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1';
const KEY = 'expendable-rabble';
const { skull } = FACE;

/**
 * Red: the card's figure a1 (Defense 0, Life 5) at (1, 0) and `friend` (a2) at `at`; Blue's archer (Range
 * 10) at (7, 1) has the initiative and rolls 3 skulls at a1. The question then open (Red's, or none).
 */
function shotAt(c: ArmyCard, friend: ArmyCard, at: [number, number]): { s: HsState; asked: string[] } {
  const s = play(
    [ROW, ROW],
    [[1, 0], at],
    [[7, 1]],
    [oneFigure(c, { defense: 0, life: 5, move: 0 }), friend],
    [card({ name: 'Archer', range: 10, attack: 3, move: 0 })],
  );
  toAfterMove(s, 0, 2, true);
  game.forceChance(s, [skull, skull, skull]);
  choose(s, 'b1>a1', 'choose-attack');
  const asked = open(s).player === 0 && open(s).kind === 'use-power' ? open(s).options.map((o) => o.id) : [];
  return { s, asked };
}

describe.skipIf(!HAVE_UNITS)('Expendable Rabble on the published cards', () => {
  const bound = boundTo(cards, KEY);
  const goblin = (): ArmyCard => oneFigure(withoutPowers(named(cards, 'Goblin Cutters')), { size: 'small', height: 3 });

  it('the pool binds it on the Horned Skull Brutes', () => expect(bound.map((b) => b.card.name)).toEqual(['Horned Skull Brutes']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a small Goblin beside it destroyed ignores the wounds; controls', (_, c) => {
    // Beside it: asked; the Goblin destroyed, no wound.
    const used = shotAt(c, goblin(), [2, 0]);
    expect(used.asked).toEqual([`${KEY}:destroy:a2`, 'skip']);
    choose(used.s, `${KEY}:destroy:a2`);
    expect(figure(used.s, 'a1')).toMatchObject({ destroyed: false, wounds: 0 });
    expect(figure(used.s, 'a2').destroyed).toBe(true);
    // Declined: the wounds are given, the Goblin stays.
    const taken = shotAt(c, goblin(), [2, 0]);
    choose(taken.s, 'skip');
    expect(figure(taken.s, 'a1').wounds).toBe(3);
    expect(figure(taken.s, 'a2').destroyed).toBe(false);
    // Not adjacent: no question.
    const far = shotAt(c, goblin(), [4, 0]);
    expect(far.asked).toEqual([]);
    expect(figure(far.s, 'a1').wounds).toBe(3);
    // A medium Goblin beside it is no rabble.
    const medium = shotAt(c, card({ name: 'Brute', species: 'goblin', size: 'medium' }), [2, 0]);
    expect(medium.asked).toEqual([]);
    expect(figure(medium.s, 'a1').wounds).toBe(3);
    // Without the power: no question.
    const none = shotAt(withoutPowers(c), goblin(), [2, 0]);
    expect(none.asked).toEqual([]);
    expect(figure(none.s, 'a1').wounds).toBe(3);
  });
});
