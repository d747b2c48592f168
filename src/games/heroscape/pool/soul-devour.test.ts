/**
 * Soul Devour (Shades of Bleakwoode) on the published card, through the real engine with forced d20s:
 * before moving, a Shade adjacent to an opponent's Unique Hero rolls the d20; on 19 the Shade is
 * destroyed and the Hero's card (markers removed) changes hands. Controls: 18 does nothing, an
 * adjacent Common Squad figure is not offered, and the card without its powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds } from '../abilities/rotv-testkit.js';
import { card, choose, figure, game, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';

describe.skipIf(!HAVE_UNITS)('Soul Devour on the published card', () => {
  const bound = boundTo(cards, 'soul-devour');
  it('the pool binds it on Shades of Bleakwoode', () => expect(bound.map((b) => b.card.name)).toEqual(['Shades of Bleakwoode']));

  /** Red's card at (0, 0) (a Red partner at (12, 0)); Blue's Unique Hero b1 at (1, 0) and Common Squad b2 at (0, 1), both adjacent. */
  const devour = (c: ArmyCard, d20: number): { asked: string[]; shade: boolean; owner: number; markers: number } => {
    const s = play(
      [ROW, ROW],
      [
        [0, 0],
        [12, 0],
      ],
      [
        [1, 0],
        [0, 1],
      ],
      [oneFigure(c), card({ name: 'Partner' })],
      [card({ name: 'Hero' }), card({ name: 'Squad', rarity: 'common', kind: 'squad' })],
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    let asked: string[] = [];
    if (open(s).kind === 'use-power') {
      asked = optionIds(s);
      game.forceChance(s, [d20]);
      choose(s, 'soul-devour:a1>b1');
    }
    return { asked, shade: figure(s, 'a1').destroyed, owner: s.cards[2]!.owner, markers: s.cards[2]!.markers.length };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 19 destroys the Shade and takes the Hero; 18 does nothing', (_, c) => {
    expect(devour(c, 19)).toEqual({ asked: ['soul-devour:a1>b1', 'skip'], shade: true, owner: 0, markers: 0 });
    expect(devour(c, 18)).toEqual({ asked: ['soul-devour:a1>b1', 'skip'], shade: false, owner: 1, markers: 4 });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers asks nothing', (_, c) => {
    expect(devour(withoutPowers(c), 19)).toEqual({ asked: [], shade: false, owner: 1, markers: 4 });
  });
});
