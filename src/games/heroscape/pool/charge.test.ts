/**
 * Ice Troll Charge (Ice Troll Berserker) on the published card, through the real engine with forced
 * d20s: after moving, the roll is made without a question, 3 added while the troll stands on a snow
 * or ice space; on 13 or more it may move again (and rolls again after). Controls: 12 on grass and
 * 9 on snow (12) give no move again (the turn passes to Blue); the card without its powers rolls nothing.
 * Rulebook: heroscape-master-game-guide — "Special Powers", "Snow and Ice"; the power's text is on
 * the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { card, choose, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';

describe.skipIf(!HAVE_UNITS)('Ice Troll Charge on the published card', () => {
  const bound = boundTo(cards, 'ice-troll-charge');
  it('the pool binds it on Ice Troll Berserker', () => expect(bound.map((b) => b.card.name)).toEqual(['Ice Troll Berserker']));

  /** The troll at (0, 0) on `first` does not move; the d20 after moving shows `d20`: the rolls told and the next question. */
  const charge = (c: ArmyCard, first: string, d20: number) => {
    const s = play([ROW.replace(/^1/, first)], [[0, 0]], [[12, 0]], [oneFigure(c)], [card({ name: 'Blue' })]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    game.forceChance(s, [d20]);
    const events = choose(s, 'done', 'choose-mover');
    const rolls = ofType(events, 'PowerUsed').filter((e) => e.data['power'] === 'Ice Troll Charge');
    return { rolls: rolls.length, next: open(s).kind, player: open(s).player };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 13 moves again on grass, 12 does not; 10 (+3) moves again on snow, 9 does not', (_, c) => {
    expect(charge(c, '1', 13)).toEqual({ rolls: 1, next: 'choose-mover', player: 0 });
    expect(charge(c, '1', 12)).toEqual({ rolls: 1, next: 'choose-mover', player: 1 });
    expect(charge(c, '1s', 10)).toEqual({ rolls: 1, next: 'choose-mover', player: 0 });
    expect(charge(c, '1s', 9)).toEqual({ rolls: 1, next: 'choose-mover', player: 1 });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers rolls nothing', (_, c) => {
    expect(charge(withoutPowers(c), '1s', 20)).toEqual({ rolls: 0, next: 'choose-mover', player: 1 });
  });
});
