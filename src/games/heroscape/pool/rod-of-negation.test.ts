/**
 * Rod of Negation (Morsbane) on the published card, through the real engine with forced d20s: at the
 * end of its turn, with a Negation Marker on the card, an opponent's Unique figure within 6 clear sight
 * spaces is chosen; 16–19 moves a marker onto its card (its powers negated), 20 destroys it, 15 does
 * nothing. Controls: a Common figure and one 7 spaces away are not offered, no marker left means no
 * question, and the card without its powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "Special Powers", "Clear Sight Spaces"; the power's text is
 * on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds } from '../abilities/rotv-testkit.js';
import { ROD_MARKER } from '../abilities/rod-of-negation.js';
import { NEGATED } from '../battle/state.js';
import { card, choose, figure, game, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';

describe.skipIf(!HAVE_UNITS)('Rod of Negation on the published card', () => {
  const bound = boundTo(cards, 'rod-of-negation');
  it('the pool binds it on Morsbane', () => expect(bound.map((b) => b.card.name)).toEqual(['Morsbane']));

  /** Red's card (Range 1) at (0, 0); Blue's Unique b1 at (5, 0), Unique b2 at (7, 0), Common b3 at (4, 1) (5 spaces away). Red's turn passes; then the rod. */
  const rod = (c: ArmyCard, d20: number, markers = 3): { asked: string[]; negated: boolean; destroyed: boolean; left: number } => {
    const s = play(
      [ROW, ROW],
      [[0, 0]],
      [
        [5, 0],
        [7, 0],
        [4, 1],
      ],
      [oneFigure(c, { range: 1 })],
      [card({ name: 'Unique' }), card({ name: 'Far' }), card({ name: 'Common', rarity: 'common', kind: 'squad' })],
    );
    const tokens = s.cards[0]!.tokens;
    while (tokens.filter((t) => t === ROD_MARKER).length > markers) tokens.splice(tokens.indexOf(ROD_MARKER), 1);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'done', 'choose-mover');
    if (open(s).kind === 'choose-attack') choose(s, 'done', 'choose-attack');
    let asked: string[] = [];
    if (open(s).kind === 'use-power') {
      asked = optionIds(s);
      game.forceChance(s, [d20]);
      choose(s, 'rod-of-negation:b1');
    }
    return {
      asked,
      negated: s.cards[1]!.tokens.includes(NEGATED),
      destroyed: figure(s, 'b1').destroyed,
      left: s.cards[0]!.tokens.filter((t) => t === ROD_MARKER).length,
    };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 16 negates (a marker moves), 20 destroys, 15 does nothing', (_, c) => {
    expect(rod(c, 16)).toEqual({ asked: ['rod-of-negation:b1', 'skip'], negated: true, destroyed: false, left: 2 });
    expect(rod(c, 19)).toMatchObject({ negated: true, left: 2 });
    expect(rod(c, 20)).toEqual({ asked: ['rod-of-negation:b1', 'skip'], negated: false, destroyed: true, left: 3 });
    expect(rod(c, 15)).toEqual({ asked: ['rod-of-negation:b1', 'skip'], negated: false, destroyed: false, left: 3 });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: no marker left, or without its powers, nothing is asked', (_, c) => {
    expect(rod(c, 16, 0)).toEqual({ asked: [], negated: false, destroyed: false, left: 0 });
    expect(rod(withoutPowers(c), 16)).toEqual({ asked: [], negated: false, destroyed: false, left: 0 });
  });
});
