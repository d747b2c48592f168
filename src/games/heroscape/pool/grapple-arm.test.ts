/**
 * Grapple Arm (abilities/stealth-leap.ts grappleArm) on the published card bound to it (Sgt. Drake
 * Alexander (2)), through the real engine: offered at the destination question, a move of 4 spaces
 * counted as a flyer's over an enemy and water (5 is too far, whatever the figure's Move), no more
 * than 45 levels up (46 not); engaged at the start, the leaving-engagement attack is taken. Control:
 * the card without its powers is offered no such move.
 * Rulebook: heroscape-master-game-guide — "Flying", "Leaving an engagement"; the power's text is on
 * the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { GRAPPLE_ARM_MOVE } from '../abilities/stealth-leap.js';
import { FACE } from '../battle/dice.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';
import { powerMoves as moves } from './power-moves-testkit.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;

/**
 * a1 (the card, Move 6) at (0, 0) on level 1, b1 (Blue, Attack 1) beside it at (1, 0); water at
 * (2, 0); level 46 at (1, 1) (45 up) and level 47 at (0, 1) (46 up). Red's turn, a1 chosen to move.
 */
function toDestination(c: ArmyCard): HsState {
  const s = battle(
    ['1 1 1~ 1 1 1 1 1', '47 46 1 1 1 1 1 1'],
    [[0, 0]],
    [[1, 0]],
    [oneFigure(c, { move: 6, life: 9, defense: 1 })],
    [card({ name: 'Blue', range: 1, attack: 1, life: 9 })],
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return s;
}

describe.skipIf(!HAVE_UNITS)('Grapple Arm on the published card', () => {
  const bound = boundTo(cards, 'grapple-arm');
  it('the pool binds it on Sgt. Drake Alexander (2)', () => expect(bound.map((b) => b.card.name)).toEqual(['Sgt. Drake Alexander (2)']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: 4 spaces over a figure and water, up to 45 levels, the leaving-engagement attack taken',
    (_, c) => {
      const s = toDestination(c);
      const offered = moves(s);
      expect(offered).toEqual(expect.arrayContaining([`${GRAPPLE_ARM_MOVE},0@1`, '1,1@46']));
      expect(offered).not.toContain('5,0@1');
      expect(offered).not.toContain('1,0@1');
      expect(offered).not.toContain('0,1@47');
      const id = open(s).options.find((o) => o.id.startsWith('power:') && (o.payload as { q: number }).q === 4 && (o.payload as { r: number }).r === 0)!.id;
      // Blue's leaving-engagement attack: 1 skull, Drake's 1 defense die blank.
      game.forceChance(s, [skull, blank]);
      const events = choose(s, id, 'choose-destination');
      expect(ofType(events, 'LeaveEngagement').length).toBeGreaterThan(0);
      // Blue is offered its leaving-engagement attack, and takes it.
      const swipe = open(s);
      expect(swipe).toMatchObject({ kind: 'reaction', player: 1 });
      choose(s, swipe.options.find((o) => o.id !== 'pass')!.id, 'reaction');
      const w = whereIs(boardOf(s), figure(s, 'a1').head);
      expect(`${w.q},${w.r}`).toBe('4,0');
      expect(figure(s, 'a1').wounds).toBe(1);
      expect(moves(toDestination(withoutPowers(c)))).toEqual([]);
    },
  );
});
