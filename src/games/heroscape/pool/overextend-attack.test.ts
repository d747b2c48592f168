/**
 * Overextend Attack on every published card that has it (Alastair MacDirk, Eldgrim the Viking
 * Champion), through the real engine: after the card's turn its player may put a wound marker on
 * the figure and take another turn with it (the card moves again before the opponent's turn); after
 * that extra turn it is not offered again in the same round. Control: the same card without its
 * powers — no offer, the opponent's turn follows.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN"; the power's text is on the cards
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, figure, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** The turn's player moves nothing and (no enemy in range: no attack question) the turn ends. */
function passTurn(s: ReturnType<typeof battle>): void {
  choose(s, 'done', 'choose-mover');
  if (open(s).kind === 'choose-attack') choose(s, 'done', 'choose-attack');
}

/** Red's card (Life 6, at (0, 0)) ends its first turn without moving or attacking. */
function afterTurn(c: ArmyCard) {
  const s = battle(['1 1 1 1 1 1 1 1 1 1 1 1 1'], [[0, 0]], [[12, 0]], [oneFigure(c, { life: 6 })], [card({ name: 'Blue' })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  passTurn(s);
  return s;
}

describe.skipIf(!HAVE_UNITS)('Overextend Attack on the published cards', () => {
  const bound = boundTo(cards, 'overextend-attack');

  it('the pool binds it on the 2 cards that print it', () =>
    expect(bound.map((b) => b.card.name).sort()).toEqual(['Alastair MacDirk', 'Eldgrim the Viking Champion']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a wound marker buys another turn, once in the round; without the power no offer', (_, c) => {
    const s = afterTurn(c);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    choose(s, 'overextend-attack:take');
    expect(figure(s, 'a1').wounds).toBe(1);
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 0 });
    passTurn(s);
    // Once per round: the extra turn's end offers nothing, and Blue's turn follows.
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });

    const passed = afterTurn(c);
    choose(passed, 'skip');
    expect(figure(passed, 'a1').wounds).toBe(0);
    expect(open(passed)).toMatchObject({ kind: 'choose-mover', player: 1 });

    expect(open(afterTurn(withoutPowers(c)))).toMatchObject({ kind: 'choose-mover', player: 1 });
  });
});
