/**
 * Counter Strike on every published card that has it (pool tables), through the real engine, with
 * each card's own exception: the five Samurai cards' wording does not work against other Samurai,
 * Charos's has no exception. Forced dice: the adjacent attacker rolls 1 skull, the defender 3
 * shields and 2 blanks, so 2 excess shields wound the attacker. Control: without the power, none.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Special Power References on Army
 * Cards": Samurai is a Class); the power's texts are on the cards (../shared units file).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const { skull, shield, blank } = FACE;
const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** Wounds on the attacker a1 (class given) after its 1-die attack on the defender b1 next to it. */
function woundsOnAttacker(defender: ArmyCard, attackerClass: string): number {
  const attacker = card({ name: 'Attacker', attack: 1, life: 10, class: attackerClass });
  const s = battle(['1 1 1 1 1'], [[0, 0]], [[1, 0]], [attacker], [oneFigure(defender, { defense: 5, life: 20 })]);
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skull, shield, shield, shield, blank, blank]);
  choose(s, 'a1>b1');
  return figure(s, 'a1').wounds;
}

describe.skipIf(!HAVE_UNITS)('Counter Strike on the published cards, parameterised by the excluded class', () => {
  const bound = boundTo(cards, 'counter-strike');

  it('the pool binds it on the 6 cards that print it: the Samurai exception on the 5 Samurai cards only', () => {
    expect(bound).toHaveLength(6);
    expect(bound.filter((b) => b.params['except'] === 'samurai').map((b) => b.card.class)).toEqual(['samurai', 'samurai', 'samurai', 'samurai', 'samurai']);
    expect(bound.find((b) => b.card.name === 'Charos')?.params).toEqual({});
  });

  it.each(bound.map((b) => [b.card.name, b.card, b.params['except'] ?? null] as const))(
    '%s: 2 unblockable wounds on an adjacent attacker; against a Samurai only where its text says so; none without the power',
    (_, c, except) => {
      expect(woundsOnAttacker(c, 'soldier')).toBe(2);
      expect(woundsOnAttacker(c, 'samurai')).toBe(except === 'samurai' ? 0 : 2);
      expect(woundsOnAttacker(withoutPowers(c), 'soldier')).toBe(0);
    },
  );
});
