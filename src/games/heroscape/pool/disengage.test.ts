/**
 * Disengage on every published card that has it (pool tables), through the real engine: the card's
 * figure leaves an engagement with no leaving-engagement attack offered. Control: the same card
 * without its powers opens the enemy's leaving-engagement window.
 * Rulebook: heroscape-master-game-guide — "Leaving an engagement"; the power's text is on the cards
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** a1 engaged with b1 walks two spaces away from it. */
function walkAway(c: ArmyCard) {
  const s = battle(['1 1 1 1 1'], [[1, 0]], [[0, 0]], [oneFigure(c, { move: 5 })], [card({ name: 'Blue', life: 20 })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return { s, events: choose(s, optionWhere(s, { q: 3, r: 0 }).id) };
}

describe.skipIf(!HAVE_UNITS)('Disengage on the published cards', () => {
  const bound = boundTo(cards, 'disengage');

  it('the pool binds it on the 9 cards that print it', () => expect(bound).toHaveLength(9));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s leaves the engagement without a leaving-engagement attack; without the power the enemy is asked',
    (_, c) => {
      const { s, events } = walkAway(c);
      expect(ofType(events, 'PowerUsed')[0]?.data).toMatchObject({ power: 'Disengage', figure: 'a1' });
      expect(ofType(events, 'Moved').at(-1)?.data).toMatchObject({ figure: 'a1', to: [3, 0, 1] });
      expect(open(s).kind).not.toBe('reaction');
      const control = walkAway(withoutPowers(c));
      expect(open(control.s)).toMatchObject({ kind: 'reaction', player: 1 });
    },
  );
});
