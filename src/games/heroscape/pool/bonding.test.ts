/**
 * Bonding on every published card whose wording is "before taking a turn with this card, you may
 * first take a turn with any <kind> you control" (and the Wyrmlings' "one other Wyrmling"), through
 * the real engine: after the reveal the player is offered a turn with a card of that kind (a
 * published card matching the card's own parameters) but not with a card of another kind; taking it,
 * that card moves and attacks first, then the bonding card's own turn goes on. Control: without
 * its powers the bonding card's turn starts at once with its own move.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Special Powers"; the powers' texts
 * are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bondsWith } from '../abilities/bonding.js';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, open, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

const moverCard = (s: HsState): number => (open(s).kind === 'choose-mover' ? s.turn!.card : -1);

/** Red: the bonding card (0), a partner (1) and a bystander of no matching kind (2), all markers on card 0; Red first. */
function turnOf(bonder: ArmyCard, partner: ArmyCard): HsState {
  const red = [
    oneFigure(bonder),
    oneFigure(partner, { size: partner.size }),
    card({ name: 'Bystander', class: 'bystander', species: 'none', general: 'none', personality: 'none' }),
  ];
  const s = battle(
    ['1 1 1 1 1 1 1 1 1 1'],
    [
      [0, 0],
      [1, 0],
      [2, 0],
    ],
    [[9, 0]],
    red,
    [card({ name: 'Blue', life: 20 })],
  );
  // A power asked at the start of the first round (Highland Fury's Chosen Human Champion) takes its first option.
  while (open(s).kind === 'use-power') choose(s, open(s).options[0]!.id);
  placeMarkers(s, [0, 0, 0, 0], [3, 3, 3, 3]);
  return s;
}

describe.skipIf(!HAVE_UNITS)('Bonding on the published cards', () => {
  const bound = boundTo(cards, 'bonding');

  it('the pool binds it on the 18 cards whose Bonding is a turn with another card first', () => expect(bound).toHaveLength(18));

  it.each(bound.map((b) => [b.card.name, b.card, b.params] as const))(
    '%s: a turn with a matching card first, then its own; without the power its own turn at once',
    (_, c, params) => {
      const partner = cards.find((x) => x.name !== c.name && bondsWith(params, x));
      expect(partner, 'a published card of the kind it names').toBeDefined();
      const s = turnOf(c, partner!);
      const q = open(s);
      expect(q.kind).toBe('use-power');
      expect(q.options.map((o) => o.id)).toEqual(['bond:1', 'skip']);
      choose(s, 'bond:1');
      expect(moverCard(s)).toBe(1);
      choose(s, 'done', 'choose-mover');
      while (open(s).kind !== 'choose-mover') choose(s, open(s).options.at(-1)!.id);
      expect(moverCard(s)).toBe(0);
      const control = turnOf(withoutPowers(c), partner!);
      expect(moverCard(control)).toBe(0);
    },
  );
});
