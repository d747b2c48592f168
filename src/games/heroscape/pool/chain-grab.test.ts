/**
 * Chain Grab (Drow Chainfighter) on the published card, through the real engine with forced d20s:
 * after the card moves, an opponent's small or medium figure within 3 clear sight spaces is chosen;
 * on 9 or more it is placed on an empty same-level space beside the grabbing figure, without a
 * leaving-engagement attack from the figure it was engaged with. Controls: 8 (it stays), a large
 * figure and one 4 spaces away (not offered), a figure more than 6 levels below (not offered), and
 * the card without its powers.
 * Rulebook: heroscape-master-game-guide — "Clear Sight Spaces", "Special Powers", "Friends and
 * Enemies"; the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/**
 * Row 0 at level 9: Red's card at (0, 0), Red's friend at (4, 0), Blue's medium b1 at (3, 0) (engaged
 * with the friend). Row 1, `low` levels lower: Blue's medium b2 at (0, 1) (adjacent, below the card),
 * large b3 at (1, 1), medium b4 at (3, 1) (4 spaces away).
 */
const rows = (low: number): string[] => ['9 9 9 9 9 9 9 9 9', Array.from({ length: 9 }, () => String(9 - low)).join(' ')];

describe.skipIf(!HAVE_UNITS)('Chain Grab on the published card', () => {
  const bound = boundTo(cards, 'chain-grab');
  it('the pool binds it on Drow Chainfighter', () => expect(bound.map((b) => b.card.name)).toEqual(['Drow Chainfighter']));

  /** The grab options, then (when `on` is offered) the grab of `on` with `d20` and the first place offered. */
  const grab = (c: ArmyCard, d20: number, on = 'b1', low = 8): { asked: string[]; at: number; leaving: number } => {
    const s = play(
      rows(low),
      [
        [0, 0],
        [4, 0],
      ],
      [
        [3, 0],
        [0, 1],
        [1, 1],
        [3, 1],
      ],
      [oneFigure(c, { range: 1 }), card({ name: 'Friend' })],
      [card({ name: 'Medium' }), card({ name: 'Deep' }), card({ name: 'Large', size: 'large' }), card({ name: 'Far' })],
    );
    toAfterMove(s, 0, 2);
    let asked: string[] = [];
    let leaving = 0;
    if (open(s).kind === 'use-power') {
      asked = optionIds(s);
      if (asked.includes(`chain-grab:a1>${on}`)) {
        game.forceChance(s, [d20]);
        choose(s, `chain-grab:a1>${on}`);
        if (open(s).kind === 'use-power') leaving = ofType(choose(s, optionIds(s)[0]!), 'LeaveEngagement').length;
      }
    }
    return { asked, at: figure(s, on).head, leaving };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: on 9 the figure is placed beside it, no leaving-engagement attack; 8 leaves it', (_, c) => {
    const before = grab(withoutPowers(c), 9).at;
    const r = grab(c, 9);
    // Only b1: b2 is 8 levels down, b3 is large, b4 is 4 spaces away.
    expect(r.asked).toEqual(['chain-grab:a1>b1', 'skip']);
    expect(r.at).not.toBe(before);
    expect(r.leaving).toBe(0);
    expect(grab(c, 8).at).toBe(before);
    // 6 levels down b2 may be grabbed, and is lifted beside the grabbing figure on its level.
    const up = grab(c, 9, 'b2', 6);
    expect(up.asked).toEqual(['chain-grab:a1>b1', 'chain-grab:a1>b2', 'skip']);
    expect(up.at).not.toBe(grab(c, 8, 'b2', 6).at);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers asks nothing', (_, c) => {
    expect(grab(withoutPowers(c), 9).asked).toEqual([]);
  });
});
