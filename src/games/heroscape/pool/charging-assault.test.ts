/**
 * Charging Assault (abilities/charging-assault.ts) on the published card bound to it (Kozuke
 * Samurai), through the real engine: an unengaged figure may move up to 3 spaces beyond its Move to
 * end adjacent to an opponent's figure — only there; an engaged one may not. Control: the same card
 * without its powers offers no such move.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …", "ENGAGEMENT AND ADJACENCY
 * RULES"; the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { boardOf, whereIs } from '../battle/state.js';
import { card, choose, figure, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** a1 (Move 5) at (0, 0), b1 at (8, 0), and with `engagedBy` b2 at (1, 0): the charges offered. */
function charges(c: ArmyCard, engagedBy = false) {
  const blue: [number, number][] = engagedBy
    ? [
        [8, 0],
        [1, 0],
      ]
    : [[8, 0]];
  const blueCards = engagedBy ? [card({ name: 'Blue' }), card({ name: 'Blue Two' })] : [card({ name: 'Blue' })];
  const s = battle(['1 1 1 1 1 1 1 1 1 1 1 1'], [[0, 0]], blue, [oneFigure(c, { move: 5 })], blueCards);
  placeMarkers(s, [0, 0, 0, 0], engagedBy ? [1, 1, 2, 2] : [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return {
    s,
    labels: open(s)
      .options.filter((o) => o.id.startsWith('power:'))
      .map((o) => o.label),
  };
}

describe.skipIf(!HAVE_UNITS)('Charging Assault on the published cards', () => {
  const bound = boundTo(cards, 'charging-assault');

  it('the pool binds it on the Kozuke Samurai', () => expect(bound.map((b) => b.card.name)).toEqual(['Kozuke Samurai']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s charges 7 spaces to end beside b1, never 6 spaces away from it; not when engaged, not without the power',
    (_, c) => {
      const { s, labels } = charges(c);
      // (7, 0) is 7 spaces away (Move 5 + 3) and next to b1; (6, 0) is not next to it; (5, 0) is a normal move.
      expect(labels).toEqual(['Charging Assault to (7, 0) level 1']);
      const id = open(s).options.find((o) => o.label === labels[0])!.id;
      const events = choose(s, id);
      expect(ofType(events, 'Moved')[0]?.data).toMatchObject({ figure: 'a1', to: [7, 0, 1] });
      const at = whereIs(boardOf(s), figure(s, 'a1').head);
      expect([at.q, at.r]).toEqual([7, 0]);
      expect(charges(c, true).labels).toEqual([]);
      expect(charges(withoutPowers(c)).labels).toEqual([]);
    },
  );
});
