/**
 * Regenerate (Feral Troll) and Combat Leader (Mogrimm Forgehammer) on the published cards, through
 * the real engine: a wound marker removed at the end of the card's own turn (not at the opponent's),
 * and 3 added to the initiative roll while an order marker is on the card; controls without the
 * power, and (Combat Leader) with the markers on another card.
 * Rulebook: heroscape-master-game-guide — "ROLL FOR INITIATIVE", "Special Powers"; the powers' texts
 * are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { card, choose, figure, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1 1'];

/** Ends the open turn without moving or attacking. */
function passTurn(s: HsState): void {
  choose(s, 'done', 'choose-mover');
  if (open(s).kind === 'choose-attack') choose(s, 'done', 'choose-attack');
}

describe.skipIf(!HAVE_UNITS)('Regenerate on the published cards', () => {
  const bound = boundTo(cards, 'regenerate');
  it('the pool binds it on Feral Troll', () => expect(bound.map((b) => b.card.name)).toEqual(['Feral Troll']));

  /** Red's card (2 wound markers, Life 10) takes its turn, then Blue takes one: the wounds after each. */
  const wounds = (c: ArmyCard): [number, number] => {
    const s = play(ROW, [[0, 0]], [[12, 0]], [oneFigure(c, { life: 10 })], [card({ name: 'Blue' })]);
    figure(s, 'a1').wounds = 2;
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    passTurn(s);
    const afterOwn = figure(s, 'a1').wounds;
    passTurn(s);
    return [afterOwn, figure(s, 'a1').wounds];
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s loses a wound marker after its own turn only; without the power none', (_, c) => {
    expect(wounds(c)).toEqual([1, 1]);
    expect(wounds(withoutPowers(c))).toEqual([2, 2]);
  });
});

describe.skipIf(!HAVE_UNITS)('Combat Leader on the published cards', () => {
  const bound = boundTo(cards, 'combat-leader');
  it('the pool binds it on Mogrimm Forgehammer', () => expect(bound.map((b) => b.card.name)).toEqual(['Mogrimm Forgehammer']));

  /** Red (the card, and a plain card) rolls 10 for initiative, Blue 12; Red's markers all on card `on`. */
  const initiative = (c: ArmyCard, on: 0 | 1) => {
    const s = play(
      ROW,
      [
        [0, 0],
        [1, 0],
      ],
      [[12, 0]],
      [oneFigure(c), card({ name: 'Other' })],
      [card({ name: 'Blue' })],
    );
    const events = placeMarkers(s, [on, on, on, on], [2, 2, 2, 2], [10, 12]);
    return { rolls: ofType(events, 'InitiativeRolled')[0]?.data['rolls'], won: ofType(events, 'InitiativeWon')[0]?.data['player'] };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 10 counts 13 and wins over 12; not without a marker on it, nor without the power', (_, c) => {
    expect(initiative(c, 0)).toEqual({ rolls: [13, 12], won: 0 });
    expect(initiative(c, 1)).toEqual({ rolls: [10, 12], won: 1 });
    expect(initiative(withoutPowers(c), 0)).toEqual({ rolls: [10, 12], won: 1 });
  });
});

describe.skipIf(!HAVE_UNITS)('Cold Healing on the published cards', () => {
  const bound = boundTo(cards, 'cold-healing');
  it('the pool binds it on Greater Ice Elemental', () => expect(bound.map((b) => b.card.name)).toEqual(['Greater Ice Elemental']));

  /** Red's card (2 wound markers, Life 10) at (0, 0) on `first` takes its turn: the wounds after it. */
  const wounds = (c: ArmyCard, first: string): number => {
    const s = play([ROW[0]!.replace(/^1/, first)], [[0, 0]], [[12, 0]], [oneFigure(c, { life: 10 })], [card({ name: 'Blue' })]);
    figure(s, 'a1').wounds = 2;
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    passTurn(s);
    return figure(s, 'a1').wounds;
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s loses a wound marker after its turn on snow, not on grass; without the power none', (_, c) => {
    expect(wounds(c, '1s')).toBe(1);
    expect(wounds(c, '1')).toBe(2);
    expect(wounds(withoutPowers(c), '1s')).toBe(2);
  });
});

describe.skipIf(!HAVE_UNITS)('Cold Regenerate on the published cards', () => {
  const bound = boundTo(cards, 'cold-regenerate');
  it('the pool binds it on Ice Troll Berserker', () => expect(bound.map((b) => b.card.name)).toEqual(['Ice Troll Berserker']));

  /** Red's card (3 wound markers, Life 10) at (0, 0) on `first` takes its turn: the wounds after it. */
  const wounds = (c: ArmyCard, first: string): number => {
    const s = play([ROW[0]!.replace(/^1/, first)], [[0, 0]], [[12, 0]], [oneFigure(c, { life: 10 })], [card({ name: 'Blue' })]);
    figure(s, 'a1').wounds = 3;
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    passTurn(s);
    return figure(s, 'a1').wounds;
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s loses 2 wound markers after its turn on snow or ice, 1 on grass; without the power none',
    (_, c) => {
      const only: ArmyCard = { ...c, powers: c.powers.filter((p) => p.name === 'Cold Regenerate') };
      expect(wounds(only, '1s')).toBe(1);
      expect(wounds(only, '1i')).toBe(1);
      expect(wounds(only, '1')).toBe(2);
      expect(wounds(withoutPowers(c), '1s')).toBe(3);
    },
  );
});
