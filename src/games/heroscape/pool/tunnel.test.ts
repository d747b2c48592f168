/**
 * Water Tunnel and Swamp Water Tunnel (abilities/tunnel.ts) on the published cards bound to them
 * (Water Elemental, Marro Drudge), through the real engine with forced dice: after a normal move
 * ending on the card's water, the figure may be placed on an empty same-level space of that water
 * within 5 spaces (6 spaces away is not offered); engaged at the start, the Water Elemental takes no
 * leaving-engagement attack and the Marro Drudge does (a skull wounds it, then it is placed).
 * Controls: the same card without its powers is asked nothing; a move ending off the water offers
 * nothing.
 * Rulebook: heroscape-master-game-guide — "Leaving an engagement"; the powers' texts are on the cards
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { boardOf } from '../battle/state.js';
import { card, choose, figure, game, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import { whereIs } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** The card's water in the test map's words: "~" water, "b" swamp water. */
const WET: Readonly<Record<string, string>> = { 'water-tunnel': '~', 'swamp-water-tunnel': 'b' };

/**
 * a1 (Move 5) at (0, 0) moves to (2, 0); the card's water at (2, 0), (7, 0) (5 spaces on) and (8, 0)
 * (6 spaces on); b1 (Blue, Range 1) at (3, 0) when `engaged`, else at (11, 0).
 */
function moveOnto(c: ArmyCard, wet: string, to = 2, engaged = false) {
  const row = ['1', '1', `1${wet}`, '1', '1', '1', '1', `1${wet}`, `1${wet}`, '1', '1', '1'].join(' ');
  const s = battle([row], [[0, 0]], [[engaged ? 3 : 11, 0]], [oneFigure(c, { move: 5, life: 5 })], [card({ name: 'Blue', range: 1, life: 9 })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  choose(s, optionWhere(s, { q: to, r: 0 }).id, 'choose-destination');
  return s;
}

const hexOf = (s: ReturnType<typeof moveOnto>, id: string): { q: number; r: number } => {
  const w = whereIs(boardOf(s), figure(s, id).head);
  return { q: w.q, r: w.r };
};

describe.skipIf(!HAVE_UNITS)('Water Tunnel and Swamp Water Tunnel on the published cards', () => {
  const water = boundTo(cards, 'water-tunnel');
  const swamp = boundTo(cards, 'swamp-water-tunnel');

  it('the pool binds Water Tunnel on the Water Elemental and Swamp Water Tunnel on the Marro Drudge', () => {
    expect(water.map((b) => b.card.name)).toEqual(['Water Elemental']);
    expect(swamp.map((b) => b.card.name)).toEqual(['Marro Drudge']);
  });

  const all = [...water.map((b) => ['water-tunnel', b.card] as const), ...swamp.map((b) => ['swamp-water-tunnel', b.card] as const)];

  it.each(all.map(([k, c]) => [c.name, k, c] as const))(
    '%s (%s): placed on its water 5 spaces on, not 6; nothing off the water or without the power',
    (_, key, c) => {
      const wet = WET[key]!;
      const s = moveOnto(c, wet);
      expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
      expect(() => optionWhere(s, { q: 8, r: 0 })).toThrow(/no option/);
      const events = choose(s, optionWhere(s, { q: 7, r: 0 }).id);
      expect(ofType(events, 'PowerUsed')[0]?.data).toMatchObject({ figure: 'a1' });
      expect(hexOf(s, 'a1')).toEqual({ q: 7, r: 0 });
      // The other water kind is not the card's, a move ending on land offers nothing, nor does the card without its powers.
      expect(open(moveOnto(c, wet === '~' ? 'b' : '~')).kind).not.toBe('use-power');
      expect(open(moveOnto(c, wet, 1)).kind).not.toBe('use-power');
      expect(open(moveOnto(withoutPowers(c), wet)).kind).not.toBe('use-power');
    },
  );

  it.each(water.map((b) => [b.card.name, b.card] as const))('%s leaves an engagement by Water Tunnel with no leaving-engagement attack', (_, c) => {
    const s = moveOnto(c, '~', 2, true);
    choose(s, optionWhere(s, { q: 7, r: 0 }).id, 'use-power');
    expect(hexOf(s, 'a1')).toEqual({ q: 7, r: 0 });
    expect(open(s).kind).not.toBe('reaction');
  });

  it.each(swamp.map((b) => [b.card.name, b.card] as const))('%s takes the leaving-engagement attack first: a skull wounds it, then it is placed', (_, c) => {
    const s = moveOnto(c, 'b', 2, true);
    const events = choose(s, optionWhere(s, { q: 7, r: 0 }).id, 'use-power');
    expect(ofType(events, 'LeaveEngagement')[0]?.data).toMatchObject({ mover: 'a1', attackers: ['b1'] });
    expect(open(s)).toMatchObject({ kind: 'reaction', player: 1 });
    expect(hexOf(s, 'a1')).toEqual({ q: 2, r: 0 });
    game.forceChance(s, [FACE.skull]);
    const attack = open(s).options.find((o) => o.id.endsWith(':b1'));
    choose(s, attack!.id);
    expect(figure(s, 'a1').wounds).toBe(1);
    expect(hexOf(s, 'a1')).toEqual({ q: 7, r: 0 });
  });
});
