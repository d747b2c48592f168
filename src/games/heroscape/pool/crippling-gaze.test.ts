/**
 * Crippling Gaze 15 (Dünd) on the published card, through the real engine with forced d20s: after
 * its order marker is revealed and before it moves, a figure within 5 clear sight spaces is chosen;
 * on 15 or more every order marker leaves that figure's card (and its controller's matching Common
 * card), so the turn those markers would have given is lost. Controls: 14, a figure 6 spaces away,
 * and the card without its powers.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Clear Sight Spaces", "Special Powers";
 * the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { GameEvent } from '../../../core/index.js';
import { describe, expect, it } from 'vitest';
import { optionIds } from '../abilities/rotv-testkit.js';
import { card, choose, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1 1'];
const GRUNT = card({ name: 'Grunt', rarity: 'common', kind: 'squad', life: 1 });

describe.skipIf(!HAVE_UNITS)('Crippling Gaze 15 on the published card', () => {
  const bound = boundTo(cards, 'crippling-gaze-15');
  it('the pool binds it on Dund', () => expect(bound.map((b) => b.card.name)).toEqual(['Dund']));

  /**
   * Red's card at (0, 0); Blue's two matching Common cards, their figures at (blueAt, 0) and (12, 0),
   * Blue's markers 1 and 2 on the first, 3 and X on the second; `d20` forced when the gaze is used.
   */
  const gaze = (c: ArmyCard, d20: number, blueAt = 5): { asked: string[]; markers: number[]; s: HsState } => {
    const s = play(
      ROW,
      [[0, 0]],
      [
        [blueAt, 0],
        [12, 0],
      ],
      [oneFigure(c)],
      [GRUNT, GRUNT],
    );
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 2, 2]);
    let asked: string[] = [];
    if (open(s).kind === 'use-power') {
      asked = optionIds(s);
      game.forceChance(s, [d20]);
      choose(s, 'crippling-gaze:b1');
    }
    expect(open(s).kind).toBe('choose-mover');
    return { asked, markers: [s.cards[1]!.markers.length, s.cards[2]!.markers.length], s };
  };

  /** Ends Red's turn without moving or attacking; returns the events up to the next question. */
  const passTurn = (s: HsState): GameEvent[] => {
    const events = choose(s, 'done', 'choose-mover');
    return open(s).kind === 'choose-attack' ? [...events, ...choose(s, 'done', 'choose-attack')] : events;
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: on 15 both matching cards lose their markers and Blue loses its turn', (_, c) => {
    const { asked, markers, s } = gaze(c, 15);
    expect(asked).toEqual(['crippling-gaze:b1', 'skip']);
    expect(markers).toEqual([0, 0]);
    const lost = ofType(passTurn(s), 'TurnLost');
    expect(lost.map((e) => e.data['player'])).toEqual([1]);
    // Red's marker 2 comes next, after Blue's lost turn.
    expect(open(s).player).toBe(0);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 14 changes nothing; 6 spaces away is not offered; no question without the power', (_, c) => {
    const low = gaze(c, 14);
    expect(low.asked).toEqual(['crippling-gaze:b1', 'skip']);
    expect(low.markers).toEqual([2, 2]);
    expect(ofType(passTurn(low.s), 'TurnLost')).toEqual([]);
    expect(gaze(c, 15, 6)).toMatchObject({ asked: [], markers: [2, 2] });
    expect(gaze(withoutPowers(c), 15)).toMatchObject({ asked: [], markers: [2, 2] });
  });
});
