/**
 * Entangling Web (Fyorlag Spiders) on the published card, through the real engine with forced
 * chance: after the card moves, an opponent's small or medium figure engaged with 3 of its figures is
 * chosen; on 16 or more one unrevealed order marker, drawn at random, leaves its card. Controls: 15
 * leaves both, a figure engaged with only 2 spiders is not offered, and the card
 * without its powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES", "ORDER MARKERS", "Special
 * Powers"; the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds } from '../abilities/rotv-testkit.js';
import { card, choose, game, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';

describe.skipIf(!HAVE_UNITS)('Entangling Web on the published card', () => {
  const bound = boundTo(cards, 'entangling-web');
  it('the pool binds it on Fyorlag Spiders', () => expect(bound.map((b) => b.card.name)).toEqual(['Fyorlag Spiders']));

  /**
   * Red's three spiders at (2, 0), (4, 0) and (3, 1) round Blue's b1 at (3, 0) — or the third at
   * (8, 1) when `two`; Blue's b2 at (9, 0) next to nobody. Blue's markers 1 and 2 on b1's card.
   */
  const web = (c: ArmyCard, d20: number, two = false): { asked: string[]; markers: string[] } => {
    const s = play(
      [ROW, ROW],
      [[2, 0], [4, 0], two ? [8, 1] : [3, 1]],
      [
        [3, 0],
        [9, 0],
      ],
      [oneFigure(c, { kind: 'squad', figures: 3, size: 'small', height: 2 })],
      [card({ name: 'Target' }), card({ name: 'Large', size: 'large' })],
    );
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 2, 2]);
    choose(s, 'done', 'choose-mover');
    let asked: string[] = [];
    if (open(s).kind === 'use-power') {
      asked = optionIds(s);
      if (asked.includes('entangling-web:b1')) {
        game.forceChance(s, [d20, 1]);
        choose(s, 'entangling-web:b1');
      }
    }
    return { asked, markers: [...s.cards[1]!.markers] };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 16 removes the marker drawn; 15 none; two spiders are not enough', (_, c) => {
    expect(web(c, 16)).toEqual({ asked: ['entangling-web:b1', 'skip'], markers: ['1'] });
    expect(web(c, 15)).toEqual({ asked: ['entangling-web:b1', 'skip'], markers: ['1', '2'] });
    expect(web(c, 16, true)).toEqual({ asked: [], markers: ['1', '2'] });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers asks nothing', (_, c) => {
    expect(web(withoutPowers(c), 16)).toEqual({ asked: [], markers: ['1', '2'] });
  });
});
