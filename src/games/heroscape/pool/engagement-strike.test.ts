/**
 * Engagement Strike on every published card that has it (Nakita Agents 15, Arkmer 13), through the
 * real engine with forced dice: Blue's medium figure walks into engagement with the card's figure,
 * the d20 at the card's number wounds it, one less does not. Controls: a figure that moves on beside
 * it (already engaged), a large figure, and the card without its powers roll no d20. Ice Spikes 15
 * (Greater Ice Elemental): the same moment for a figure of any size, 2 added on snow or ice.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES"; the power's text is on the
 * cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, figure, game, ofType, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** The card's figure at (2, 0); Blue's figure (Life 5) starts at `from` and walks to `to`, the d20 forced: the d20 rolls seen and its wounds. */
function walkIn(
  c: ArmyCard,
  d20: number,
  from: [number, number],
  to: [number, number],
  blue: Partial<ArmyCard> = {},
  rows: readonly string[] = ['1 1 1 1', '1 1 1 1'],
): { rolls: number; wounds: number } {
  const s = battle(rows, [[2, 0]], [from], [oneFigure(c)], [card({ name: 'Blue', life: 5, move: 3, ...blue })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
  choose(s, 'fig:b1', 'choose-mover');
  game.forceChance(s, [d20]);
  const events = choose(s, optionWhere(s, { q: to[0], r: to[1] }).id);
  expect(figure(s, 'b1').head).toBeGreaterThanOrEqual(0);
  return { rolls: ofType(events, 'PowerUsed').length, wounds: figure(s, 'b1').wounds };
}

describe.skipIf(!HAVE_UNITS)('Engagement Strike on the published cards', () => {
  const bound = boundTo(cards, 'engagement-strike');

  it('the pool binds it on the 2 cards that print it, each with its number', () =>
    expect(bound.map((b) => [b.card.name, b.params['needs']]).sort()).toEqual([
      ['Arkmer', 13],
      ['Nakita Agents', 15],
    ]));

  it.each(bound.map((b) => [b.card.name, b.card, Number(b.params['needs'])] as const))('%s (%i or more)', (_, c, needs) => {
    // From two spaces away into engagement: the card's number wounds, one less does not.
    expect(walkIn(c, needs, [0, 0], [1, 0])).toEqual({ rolls: 1, wounds: 1 });
    expect(walkIn(c, needs - 1, [0, 0], [1, 0])).toEqual({ rolls: 1, wounds: 0 });
    // Already engaged, moving on beside it: no new engagement.
    expect(walkIn(c, 20, [1, 0], [1, 1])).toEqual({ rolls: 0, wounds: 0 });
    // A large figure is not struck.
    expect(walkIn(c, 20, [0, 0], [1, 0], { size: 'large' })).toEqual({ rolls: 0, wounds: 0 });
    // Without the power: no d20.
    expect(walkIn(withoutPowers(c), 20, [0, 0], [1, 0])).toEqual({ rolls: 0, wounds: 0 });
  });
});

describe.skipIf(!HAVE_UNITS)('Ice Spikes on the published cards', () => {
  const bound = boundTo(cards, 'ice-spikes');
  /** The card's figure stands on (2, 0): light snow there, or grass. */
  const SNOW = ['1 1 1s 1', '1 1 1 1'];

  it('the pool binds it on Greater Ice Elemental, with 15', () =>
    expect(bound.map((b) => [b.card.name, b.params['needs']])).toEqual([['Greater Ice Elemental', 15]]));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 15 wounds on grass, 13 on snow (+2); a large figure too; controls', (_, c) => {
    // On grass: 15 wounds, 14 does not.
    expect(walkIn(c, 15, [0, 0], [1, 0])).toEqual({ rolls: 1, wounds: 1 });
    expect(walkIn(c, 14, [0, 0], [1, 0])).toEqual({ rolls: 1, wounds: 0 });
    // On snow 2 are added: 13 wounds, 12 does not.
    expect(walkIn(c, 13, [0, 0], [1, 0], {}, SNOW)).toEqual({ rolls: 1, wounds: 1 });
    expect(walkIn(c, 12, [0, 0], [1, 0], {}, SNOW)).toEqual({ rolls: 1, wounds: 0 });
    // Any size: a large figure is struck (Engagement Strike spares it).
    expect(walkIn(c, 15, [0, 0], [1, 0], { size: 'large' })).toEqual({ rolls: 1, wounds: 1 });
    // Already engaged, moving on beside it: no new engagement.
    expect(walkIn(c, 20, [1, 0], [1, 1])).toEqual({ rolls: 0, wounds: 0 });
    // Without the power: no d20.
    expect(walkIn(withoutPowers(c), 20, [0, 0], [1, 0])).toEqual({ rolls: 0, wounds: 0 });
  });
});
