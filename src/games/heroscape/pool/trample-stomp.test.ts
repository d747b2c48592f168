/**
 * Trample Stomp (abilities/trample-stomp.ts) on the published card bound to it (Tor-Kul-Na), through
 * the real engine with forced dice: before moving, the medium figure beside it on its level is
 * offered; 8 wounds it, and a figure destroyed so gives its space to Tor-Kul-Na, who goes on moving
 * with 1 space less of its Move; after a walk, the figure beside it is offered again, and the Move
 * left is what the walk and the stomp did not use. Controls: 7 (safe, the move ends), a wound that
 * does not destroy (the move ends), a large figure and a figure on another level (not offered), the
 * card without its powers.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …", "Life"; the power's text is
 * on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds } from '../abilities/rotv-testkit.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, game, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/**
 * Tor-Kul-Na (Move 6, two spaces) on (0, 0)–(1, 0) of a row of 12 on level 1; Blue's b1 (Life
 * `life`) at `b1At`; with `others`, Blue's large b2 at (0, 1) and b3 at (1, 1) on a level-3 hex (the
 * zone's spaces go to the figures in the battlefield's order), which hem it in; Red's turn, the figure
 * chosen to move.
 */
function toDestination(c: ArmyCard, b1At: number, life = 1, others = true): HsState {
  const blueAt: [number, number][] = others
    ? [
        [b1At, 0],
        [0, 1],
        [1, 1],
      ]
    : [[b1At, 0]];
  const blue = [card({ name: 'Blue', life, move: 0 })];
  if (others) blue.push(card({ name: 'Big', size: 'large', height: 6, life: 9, move: 0 }), card({ name: 'High', life: 9, move: 0 }));
  const s = battle(
    ['1 1 1 1 1 1 1 1 1 1 1 1', '1 3 1 1 1 1 1 1 1 1 1 1'],
    [
      [0, 0],
      [1, 0],
    ],
    blueAt,
    [oneFigure(c, { spaces: 2, size: 'huge', height: 11, life: 9, move: 6 })],
    blue,
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return s;
}

/** The stomp options of the destination question. */
const stomps = (s: HsState): string[] =>
  open(s)
    .options.filter((o) => o.label.startsWith('Trample Stomp'))
    .map((o) => o.id);

/** The farthest hex east (its q) that a space of a destination offered reaches. */
const farthest = (s: HsState): number =>
  Math.max(
    ...open(s)
      .options.filter((o) => o.id.startsWith('to:'))
      .flatMap((o) => {
        const p = o.payload as { head: number; tail: number };
        return [p.head, p.tail].filter((x) => x >= 0).map((sp) => whereIs(boardOf(s), sp).q);
      }),
  );

const qOf = (s: HsState, id: string): number[] => {
  const f = figure(s, id);
  return [f.head, f.tail].filter((x) => x >= 0).map((sp) => whereIs(boardOf(s), sp).q);
};

describe.skipIf(!HAVE_UNITS)('Trample Stomp on the published card', () => {
  const bound = boundTo(cards, 'trample-stomp');
  it('the pool binds it on Tor-Kul-Na', () => expect(bound.map((b) => b.card.name)).toEqual(['Tor-Kul-Na']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: before moving, 8 destroys the figure; onto its space, and on with 5 spaces', (_, c) => {
    const s = toDestination(c, 2);
    const offered = stomps(s);
    // Only b1: b2 is large, b3 stands 2 levels up.
    expect(offered).toHaveLength(1);
    // Hemmed in by b1, b2 and b3, it has nowhere to move.
    expect(open(s).options.some((o) => o.id.startsWith('to:'))).toBe(false);
    game.forceChance(s, [8]);
    choose(s, offered[0]!, 'choose-destination');
    expect(figure(s, 'b1').destroyed).toBe(true);
    expect(qOf(s, 'a1').sort()).toEqual([1, 2]);
    // It goes on moving with 5 of its 6 spaces: from (2, 0) east to (7, 0), not (8, 0).
    expect(open(s).kind).toBe('choose-destination');
    expect(farthest(s)).toBe(7);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: after a walk, the figure beside it; on with the Move left', (_, c) => {
    const s = toDestination(c, 5, 1, false);
    expect(stomps(s)).toHaveLength(0);
    // Walk 3 spaces east, onto (3, 0)–(4, 0): beside b1 on (5, 0).
    const board = boardOf(s);
    const to = open(s).options.find((o) => {
      if (!o.id.startsWith('to:')) return false;
      const p = o.payload as { head: number; tail: number };
      return (
        [p.head, p.tail]
          .map((sp) => `${whereIs(board, sp).q},${whereIs(board, sp).r}`)
          .sort()
          .join(' ') === '3,0 4,0'
      );
    });
    choose(s, to!.id, 'choose-destination');
    expect(qOf(s, 'a1').sort()).toEqual([3, 4]);
    expect(open(s).kind).toBe('use-power');
    expect(optionIds(s)).toContain('trample-stomp:b1');
    game.forceChance(s, [20]);
    choose(s, 'trample-stomp:b1');
    expect(figure(s, 'b1').destroyed).toBe(true);
    expect(qOf(s, 'a1').sort()).toEqual([4, 5]);
    // 6 - 3 - 1 = 2 spaces left: its leading space reaches (7, 0), not (8, 0).
    expect(open(s).kind).toBe('choose-destination');
    expect(farthest(s)).toBe(7);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 7, or a figure left standing, ends the move; without the power none', (_, c) => {
    const safe = toDestination(c, 2);
    game.forceChance(safe, [7]);
    choose(safe, stomps(safe)[0]!, 'choose-destination');
    expect(figure(safe, 'b1').wounds).toBe(0);
    expect(qOf(safe, 'a1').sort()).toEqual([0, 1]);
    expect(open(safe).kind).not.toBe('choose-destination');

    const standing = toDestination(c, 2, 2);
    game.forceChance(standing, [8]);
    choose(standing, stomps(standing)[0]!, 'choose-destination');
    expect(figure(standing, 'b1').wounds).toBe(1);
    expect(qOf(standing, 'a1').sort()).toEqual([0, 1]);
    expect(open(standing).kind).not.toBe('choose-destination');

    expect(stomps(toDestination(withoutPowers(c), 2))).toHaveLength(0);
  });
});
