/**
 * Moon Frenzy (Werewolf Lord; abilities/moon-frenzy.ts) on the published card, through the real engine
 * with forced dice: after Red's marker is revealed on the card, the d20 at 11 lets Red first take a turn
 * with Blue's Hybrid Hero — Red moves it, it is Red's for that turn (its order markers kept), then it is
 * Blue's again and the card's own turn goes on. Controls: 10 (no question), no Hybrid Hero (the roll,
 * no question), declined, and the card without its powers (no roll).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Special Power References on Army Cards";
 * the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds } from '../abilities/rotv-testkit.js';
import { card, choose, figure, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { GameEvent } from '../../../core/index.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const KEY = 'moon-frenzy';
const ROW = '1 1 1 1 1 1 1 1 1 1';

/**
 * Red: the card's figure a1 at (0, 0); Blue: a Hero of `species` (b1) at (9, 0). Red's markers all on
 * the card, Blue's on its Hero; Red first; the d20 forced at the reveal. The state and the reveal's events.
 */
function reveal(c: ArmyCard, d20: number, species = 'hybrid'): { s: HsState; events: GameEvent[] } {
  const s = play([ROW, ROW], [[0, 0]], [[9, 0]], [oneFigure(c)], [card({ name: 'Beast', species, life: 5 })]);
  const events = placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [20, 1, d20]);
  return { s, events };
}

/** The Moon Frenzy d20 rolls told at the reveal. */
const rolls = (events: GameEvent[]): number => ofType(events, 'PowerUsed').filter((e) => e.data['power'] === 'Moon Frenzy').length;

describe.skipIf(!HAVE_UNITS)('Moon Frenzy on the published cards', () => {
  const bound = boundTo(cards, KEY);
  it('the pool binds it on the Werewolf Lord', () => expect(bound.map((b) => b.card.name)).toEqual(['Werewolf Lord']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: on 11 a turn with Blue’s Hybrid Hero first, then control goes back; controls', (_, c) => {
    const { s, events } = reveal(c, 11);
    expect(rolls(events)).toBe(1);
    expect(optionIds(s)).toEqual([`${KEY}:1`, 'skip']);
    choose(s, `${KEY}:1`);
    // Red moves Blue's Hybrid Hero: it is Red's for this turn, its markers still on its card.
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 0 });
    expect(s.cards[1]!.owner).toBe(0);
    expect(s.cards[1]!.markers.length).toBeGreaterThan(0);
    choose(s, 'fig:b1', 'choose-mover');
    expect(ofType(choose(s, optionWhere(s, { q: 6, r: 0 }).id), 'Moved')[0]?.data['to']).toEqual([6, 0, 1]);
    // Its move over (no target to attack), it is Blue's again; the card's own turn: Red moves a1.
    expect(s.cards[1]!.owner).toBe(1);
    expect(figure(s, 'b1').owner).toBe(1);
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 0 });
    expect(optionIds(s)).toContain('fig:a1');
    expect(optionIds(s)).not.toContain('fig:b1');
    // 10: no question, the card's own turn.
    const low = reveal(c, 10).s;
    expect(open(low).kind).toBe('choose-mover');
    expect(optionIds(low)).toContain('fig:a1');
    // No Hybrid Hero: the roll, no question.
    const human = reveal(c, 20, 'human');
    expect(rolls(human.events)).toBe(1);
    expect(open(human.s).kind).toBe('choose-mover');
    // Declined: the card's own turn, Blue's Hero stays Blue's.
    const declined = reveal(c, 11).s;
    choose(declined, 'skip');
    expect(open(declined).kind).toBe('choose-mover');
    expect(declined.cards[1]!.owner).toBe(1);
    // Without the power: no roll, no question.
    const none = reveal(withoutPowers(c), 11);
    expect(rolls(none.events)).toBe(0);
    expect(open(none.s).kind).toBe('choose-mover');
  });
});
