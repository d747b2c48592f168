/**
 * Eternal Hatred (abilities/eternal-hatred.ts) on the published card, through the real engine with
 * forced dice: after the reveal the d20 is rolled with no question; on 17 the opponent is asked the
 * card's move and attack questions, the figure is theirs (it may attack its own player's figure, not
 * theirs), its card's markers stay hidden from them, and at the end of the turn control returns; on
 * 16, and for the card without its powers, the turn is its player's.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Friends and Enemies"; the power's text
 * is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { observeBattle } from '../battle/observe.js';
import { card, choose, figure, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** Red: the card's figure a1 at (0, 0) beside its own friend a2 (1, 0); Blue's b1 at (2, 0) beside a2. Red wins initiative, its marker 1 on the card, the d20 `roll`. */
function revealed(c: ArmyCard, roll: number): HsState {
  const s = play(
    ['1 1 1 1 1 1'],
    [
      [0, 0],
      [1, 0],
    ],
    [[2, 0]],
    [oneFigure(c), card({ name: 'Friend', life: 9 })],
    [card({ name: 'Blue', life: 9 })],
  );
  placeMarkers(s, [0, 1, 1, 1], [2, 2, 2, 2], [20, 1, roll]);
  return s;
}

const attacksOf = (s: HsState, attacker: string): string[] => {
  const p = open(s);
  return p.kind === 'choose-attack' ? p.options.filter((o) => o.id.startsWith(`${attacker}>`)).map((o) => o.id) : [];
};

describe.skipIf(!HAVE_UNITS)('Eternal Hatred on the published card', () => {
  const bound = boundTo(cards, 'eternal-hatred');
  it('the pool binds it on Marcu Esenwein', () => expect(bound.map((b) => b.card.name)).toEqual(['Marcu Esenwein']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: on 17 Blue moves and attacks with it, against Red, and control returns at the end of the turn',
    (_, c) => {
      const s = revealed(c, 17);
      expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });
      expect(figure(s, 'a1').owner).toBe(1);
      // The card and its markers stay Red's: Blue still sees them face down.
      expect(s.cards[0]!.owner).toBe(0);
      const seen = observeBattle(s, 1) as { cards: { markers: string[] }[] };
      expect(seen.cards[0]!.markers.every((m) => m === '?')).toBe(true);
      choose(s, 'done', 'choose-mover');
      // Blue attacks with it: Red's own a2 is an enemy now, Blue's b1 is not (it is not adjacent anyway: a2 stands between).
      expect(open(s)).toMatchObject({ kind: 'choose-attack', player: 1 });
      expect(attacksOf(s, 'a1')).toEqual(['a1>a2']);
      const events = choose(s, 'end', 'choose-attack');
      expect(ofType(events, 'EndOfTurn')).toHaveLength(1);
      expect(figure(s, 'a1').owner).toBe(0);
      expect(s.cards[0]!.tokens).toEqual([]);
    },
  );

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: on 16 Red takes the turn; without the power no roll and Red takes it', (_, c) => {
    const s = revealed(c, 16);
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 0 });
    expect(figure(s, 'a1').owner).toBe(0);
    choose(s, 'done', 'choose-mover');
    // Red attacks with it: b1 is not in reach, its own a2 is (any figure but itself may be attacked).
    expect(open(s)).toMatchObject({ kind: 'choose-attack', player: 0 });
    expect(attacksOf(s, 'a1')).toEqual(['a1>a2']);
    const control = revealed(withoutPowers(c), 17);
    expect(open(control)).toMatchObject({ kind: 'choose-mover', player: 0 });
    expect(figure(control, 'a1').owner).toBe(0);
  });
});
