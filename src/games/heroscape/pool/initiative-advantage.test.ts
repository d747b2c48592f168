/**
 * Initiative Advantage (Capuan Gladiators) through the real engine: with every order marker of Red on
 * Gladiator cards, Red's initiative roll gains 1 per marker on the Capuan Gladiators' card, at most 3;
 * controls — a marker on a card of another class, no marker on the card, the card without its powers.
 * Rulebook: heroscape-master-game-guide — "ROLL FOR INITIATIVE", "Special Powers"; the power's text is
 * on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { card, ofType, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1 1'];

/** Red: the card (0), another Gladiator card (1), a Soldier card (2); Red's markers on `on`; Red rolls 10, Blue `blue`. */
function initiative(c: ArmyCard, on: readonly [number, number, number, number], blue = 19) {
  const s = play(
    ROW,
    [
      [0, 0],
      [1, 0],
      [2, 0],
    ],
    [[12, 0]],
    [oneFigure(c), card({ name: 'Gladiator', class: 'gladiator' }), card({ name: 'Soldier', class: 'soldier' })],
    [card({ name: 'Blue' })],
  );
  const events = placeMarkers(s, on, [3, 3, 3, 3], [10, blue]);
  return { rolls: ofType(events, 'InitiativeRolled')[0]?.data['rolls'], won: ofType(events, 'InitiativeWon')[0]?.data['player'] };
}

describe.skipIf(!HAVE_UNITS)('Initiative Advantage on the published cards', () => {
  const bound = boundTo(cards, 'initiative-advantage');
  it('the pool binds it on the Capuan Gladiators', () => expect(bound.map((b) => b.card.name)).toEqual(['Capuan Gladiators']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 1 per marker on it, at most 3, while all markers are on Gladiator cards', (_, c) => {
    expect(initiative(c, [0, 0, 0, 0])).toEqual({ rolls: [13, 19], won: 1 });
    expect(initiative(c, [0, 0, 0, 0], 12)).toEqual({ rolls: [13, 12], won: 0 });
    expect(initiative(c, [0, 0, 1, 1])).toEqual({ rolls: [12, 19], won: 1 });
    expect(initiative(c, [0, 1, 1, 1])).toEqual({ rolls: [11, 19], won: 1 });
    // Controls: a marker on a Soldier card; none on this card; the card without its powers.
    expect(initiative(c, [0, 0, 0, 2])).toEqual({ rolls: [10, 19], won: 1 });
    expect(initiative(c, [1, 1, 1, 1])).toEqual({ rolls: [10, 19], won: 1 });
    expect(initiative(withoutPowers(c), [0, 0, 0, 0])).toEqual({ rolls: [10, 19], won: 1 });
  });
});
