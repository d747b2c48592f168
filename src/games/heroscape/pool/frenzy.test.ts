/**
 * Frenzy on every published card that has it (Venoc Vipers, Aubrien Archers, Elite Onyx Vipers) and
 * Frenzy Enhancement (Venoc Warlord), through the real engine with forced d20s: after the card's
 * turn a d20 of 16 offers another turn with it (taken: the card moves again before the opponent's
 * turn), a 15 does not; a 15 with a Venoc Warlord of the same army counts as 16. Control: the same
 * card without its powers rolls nothing, and the opponent's turn follows.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN"; the powers' texts are on the cards
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import type { GameEvent } from '../../../core/index.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, named, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1 1'];

/** The turn's player moves nothing and (no enemy in range: no attack question) the turn ends. */
function passTurn(s: ReturnType<typeof battle>): GameEvent[] {
  const events = choose(s, 'done', 'choose-mover');
  if (open(s).kind === 'choose-attack') events.push(...choose(s, 'done', 'choose-attack'));
  return events;
}

/** Red's card 0 (at (0, 0)) takes its first turn without moving or attacking, the d20 after it forced; `warlord`: Red's Venoc Warlord at (2, 0) as card 1. */
function afterTurn(c: ArmyCard, d20: number, warlord?: ArmyCard): { s: ReturnType<typeof battle>; events: GameEvent[] } {
  const red = warlord ? [oneFigure(c), oneFigure(warlord)] : [oneFigure(c)];
  const at: [number, number][] = warlord
    ? [
        [0, 0],
        [2, 0],
      ]
    : [[0, 0]];
  const s = battle(ROW, at, [[12, 0]], red, [card({ name: 'Blue' })]);
  const blue = red.length;
  placeMarkers(s, [0, 0, 0, 0], [blue, blue, blue, blue]);
  game.forceChance(s, [d20]);
  return { s, events: passTurn(s) };
}

describe.skipIf(!HAVE_UNITS)('Frenzy on the published cards', () => {
  const bound = boundTo(cards, 'frenzy');

  it('the pool binds it on the 3 cards that print it', () =>
    expect(bound.map((b) => b.card.name).sort()).toEqual(['Aubrien Archers', 'Elite Onyx Vipers', 'Venoc Vipers']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a d20 of 16 offers another turn, 15 does not; without the power no roll', (_, c) => {
    const { s, events } = afterTurn(c, 16);
    expect(ofType(events, 'PowerUsed').at(-1)?.data).toMatchObject({ power: 'Frenzy' });
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    choose(s, 'frenzy:take');
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 0 });

    const missed = afterTurn(c, 15);
    expect(open(missed.s)).toMatchObject({ kind: 'choose-mover', player: 1 });

    const control = afterTurn(withoutPowers(c), 16);
    expect(ofType(control.events, 'PowerUsed')).toHaveLength(0);
    expect(open(control.s)).toMatchObject({ kind: 'choose-mover', player: 1 });
  });

  it('a Frenzy turn is followed by another roll (no limit in the text); passing the offer ends the chain', () => {
    const { s } = afterTurn(named(cards, 'Venoc Vipers'), 17);
    choose(s, 'frenzy:take');
    game.forceChance(s, [20]);
    passTurn(s);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    choose(s, 'skip');
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });
  });

  it('Frenzy Enhancement (Venoc Warlord): a 15 counts as 16 for Red’s Frenzy; without the Warlord’s power it does not', () => {
    const warlord = named(cards, 'Venoc Warlord');
    expect(boundTo([warlord], 'frenzy-enhancement')).toHaveLength(1);
    const vipers = named(cards, 'Venoc Vipers');
    expect(open(afterTurn(vipers, 15, warlord).s)).toMatchObject({ kind: 'use-power', player: 0 });
    expect(open(afterTurn(vipers, 15, withoutPowers(warlord)).s)).toMatchObject({ kind: 'choose-mover', player: 1 });
  });
});
