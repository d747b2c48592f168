/**
 * Phantom Walk on every published card that has it (pool tables), through the real engine: in a
 * one-hex corridor the card's figure, engaged with the enemy next to it, moves through that enemy
 * with no leaving-engagement attack. Control: the same card without its powers cannot pass.
 * Rulebook: heroscape-master-game-guide — "Moving", "Leaving an engagement"; the power's text is on
 * the cards (../shared units file, read at run time).
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

function corridor(c: ArmyCard) {
  const s = battle(['1 1 1 1'], [[0, 0]], [[1, 0]], [oneFigure(c, { move: 5 })], [card({ name: 'Blue', life: 20 })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  // A power offered instead of the turn (Kumiko's Ninjutsu Barrage): the card's own turn is taken.
  const own = open(s).options.find((o) => o.id.endsWith('-own'));
  if (own) choose(s, own.id);
  choose(s, 'fig:a1', 'choose-mover');
  return s;
}

describe.skipIf(!HAVE_UNITS)('Phantom Walk on the published cards', () => {
  const bound = boundTo(cards, 'phantom-walk');

  it('the pool binds it on the 5 cards that print it', () => expect(bound).toHaveLength(5));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s passes through the enemy with no leaving-engagement attack; without the power it cannot pass',
    (_, c) => {
      const s = corridor(c);
      const events = choose(s, optionWhere(s, { q: 3, r: 0 }).id);
      expect(ofType(events, 'PowerUsed')[0]?.data).toMatchObject({ power: 'Phantom Walk', figure: 'a1' });
      expect(ofType(events, 'Moved').at(-1)?.data).toMatchObject({ figure: 'a1', to: [3, 0, 1] });
      expect(open(s).kind).not.toBe('reaction');
      expect(() => optionWhere(corridor(withoutPowers(c)), { q: 3, r: 0 })).toThrow();
    },
  );
});
