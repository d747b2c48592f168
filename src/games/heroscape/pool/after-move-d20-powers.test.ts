/**
 * Lay On Hands (Rhogar Dragonspine), Commander's Strike (Mogrimm Forgehammer), Searing Intensity
 * (Fire Elemental), Circuitry Overload (Omnicron Repulsors), Helm of Mitonsoul Aura (Runa) and Sonlen's Dragon Swoop and Dragon Healing (before
 * moving) on the published cards, through the real engine with forced d20s: after the card
 * moves and before it attacks, the roll at and under its number, and the card without its powers
 * (no question, no roll) as the control.
 * Rulebook: heroscape-master-game-guide — "Special Powers", "Clear Sight Spaces", "ENGAGEMENT AND
 * ADJACENCY RULES"; the powers' texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove, withPowers } from '../abilities/rotv-testkit.js';
import { card, choose, figure, game, ofType, open, passTurn, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1 1'];

function family(key: string, names: readonly string[], check: (c: ArmyCard) => void): void {
  describe.skipIf(!HAVE_UNITS)(`${key} on the published cards`, () => {
    const bound = boundTo(cards, key);
    it(`the pool binds it on ${names.join(', ')}`, () => expect(bound.map((b) => b.card.name).sort()).toEqual([...names].sort()));
    it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => check(c));
  });
}

family('lay-on-hands', ['Rhogar Dragonspine'], (c) => {
  /** The card at (4, 0), a friendly Hero with 2 wound markers at (5, 0); the d20 given when the power is used. */
  const afterRoll = (k: ArmyCard, d20: number): { asked: boolean; wounds: number } => {
    const s = play(
      ROW,
      [
        [4, 0],
        [5, 0],
      ],
      [[12, 0]],
      [oneFigure(k), card({ name: 'Friend', life: 10 })],
      [card({ name: 'Blue' })],
    );
    figure(s, 'a2').wounds = 2;
    toAfterMove(s, 0, 2);
    const asked = open(s).kind === 'use-power';
    if (asked) {
      expect(optionIds(s)).toEqual(['lay-on-hands:a2', 'skip']);
      game.forceChance(s, [d20]);
      choose(s, 'lay-on-hands:a2');
    }
    return { asked, wounds: figure(s, 'a2').wounds };
  };
  expect(afterRoll(c, 6)).toEqual({ asked: true, wounds: 1 });
  expect(afterRoll(c, 5)).toEqual({ asked: true, wounds: 2 });
  expect(afterRoll(withoutPowers(c), 6)).toEqual({ asked: false, wounds: 2 });
});

family('commander-s-strike', ['Mogrimm Forgehammer'], (c) => {
  /** The card at (0, 0), Red's friend at (friendAt, 1) (off the line of sight), Blue's figure at (blueAt, 0) (5 spaces from the card by default). */
  const afterRoll = (k: ArmyCard, d20: number, friendAt = 4, blueAt = 5): { asked: boolean; wounds: number } => {
    const s = play(
      [ROW[0]!, ROW[0]!],
      [
        [0, 0],
        [friendAt, 1],
      ],
      [[blueAt, 0]],
      [oneFigure(k), card({ name: 'Friend' })],
      [card({ name: 'Blue', life: 10 })],
    );
    toAfterMove(s, 0, 2);
    const asked = open(s).kind === 'use-power';
    if (asked) {
      expect(optionIds(s)).toEqual(['commanders-strike:b1', 'skip']);
      game.forceChance(s, [d20]);
      choose(s, 'commanders-strike:b1');
    }
    return { asked, wounds: figure(s, 'b1').wounds };
  };
  expect(afterRoll(c, 15)).toEqual({ asked: true, wounds: 1 });
  expect(afterRoll(c, 14)).toEqual({ asked: true, wounds: 0 });
  // Blue's figure engaged with no other Red figure: nothing to choose.
  expect(afterRoll(c, 15, 2)).toEqual({ asked: false, wounds: 0 });
  // 6 spaces away, though engaged with the friend at (5, 1): out of reach.
  expect(afterRoll(c, 15, 5, 6)).toEqual({ asked: false, wounds: 0 });
  expect(afterRoll(withoutPowers(c), 15)).toEqual({ asked: false, wounds: 0 });
});

family('searing-intensity', ['Fire Elemental'], (c) => {
  /** The card at (4, 0) between Blue's figure at (5, 0) and Blue's Lava Resistant figure at (3, 0); the d20s forced after its move. */
  const afterMove = (k: ArmyCard, d20: number): { rolls: number; wounds: number; resistant: number } => {
    const s = play(
      ROW,
      [[4, 0]],
      [
        [5, 0],
        [3, 0],
      ],
      [oneFigure(k)],
      [card({ name: 'Blue', life: 10 }), withPowers({ name: 'Resistant', life: 10 }, 'Lava Resistant')],
    );
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    game.forceChance(s, [d20, d20]);
    const events = choose(s, 'done', 'choose-mover');
    return { rolls: ofType(events, 'PowerUsed').length, wounds: figure(s, 'b1').wounds, resistant: figure(s, 'b2').wounds };
  };
  expect(afterMove(c, 14)).toEqual({ rolls: 1, wounds: 1, resistant: 0 });
  expect(afterMove(c, 13)).toEqual({ rolls: 1, wounds: 0, resistant: 0 });
  expect(afterMove(withoutPowers(c), 14)).toEqual({ rolls: 0, wounds: 0, resistant: 0 });
});

family('marro-plague', ['Marrden Hounds'], (c) => {
  /**
   * The card at (4, 0) between Blue's figure at (5, 0) and Blue's other figure (a Soulborg unless
   * said) at (3, 0), and Red's own figure at (4, 1) beside it too (friends are rolled for); the d20s
   * forced after its move.
   */
  const afterMove = (k: ArmyCard, d20: number, species = 'soulborg'): { rolls: number; wounds: number; other: number; friend: number } => {
    const s = play(
      ['1 1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1 1'],
      [
        [4, 0],
        [4, 1],
      ],
      [
        [3, 0],
        [5, 0],
      ],
      [oneFigure(k, { move: 0 }), card({ name: 'Friend', life: 10, move: 0 })],
      [card({ name: 'Other', life: 10, species }), card({ name: 'Blue', life: 10 })],
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    game.forceChance(s, [d20, d20, d20]);
    const events = choose(s, 'done', 'choose-mover');
    return { rolls: ofType(events, 'PowerUsed').length, wounds: figure(s, 'b2').wounds, other: figure(s, 'b1').wounds, friend: figure(s, 'a2').wounds };
  };
  expect(afterMove(c, 16)).toEqual({ rolls: 2, wounds: 1, other: 0, friend: 1 });
  expect(afterMove(c, 15)).toEqual({ rolls: 2, wounds: 0, other: 0, friend: 0 });
  expect(afterMove(c, 16, 'wulsinu')).toEqual({ rolls: 2, wounds: 1, other: 0, friend: 1 });
  // A Marro is no Soulborg nor Wulsinu: rolled for.
  expect(afterMove(c, 16, 'marro')).toEqual({ rolls: 3, wounds: 1, other: 1, friend: 1 });
  expect(afterMove(withoutPowers(c), 16)).toEqual({ rolls: 0, wounds: 0, other: 0, friend: 0 });
});

family('helm-of-mitonsoul-aura', ['Runa'], (c) => {
  /**
   * The card at (1, 0), Red's friend at (2, 1), Blue's figures at (4, 0) (3 spaces) and (7, 0) (6 spaces);
   * after moving the aura is used with the d20s given (one per figure within 3 clear sight spaces, in
   * card order: the friend, then b1). Which figures are destroyed, and how many rolls were told.
   */
  const helm = (k: ArmyCard, d20s: number[]): { asked: boolean; destroyed: string[]; rolls: number } => {
    const s = play(
      ['1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1'],
      [
        [1, 0],
        [2, 1],
      ],
      [
        [4, 0],
        [7, 0],
      ],
      [oneFigure(k), card({ name: 'Friend', life: 10 })],
      [card({ name: 'Blue', kind: 'squad', figures: 2, life: 1 })],
    );
    toAfterMove(s, 0, 2);
    const asked = open(s).kind === 'use-power';
    let rolls = 0;
    if (asked) {
      expect(optionIds(s)).toEqual(['helm-of-mitonsoul-aura:use', 'skip']);
      game.forceChance(s, d20s);
      rolls = ofType(choose(s, 'helm-of-mitonsoul-aura:use'), 'PowerUsed').length;
    }
    return { asked, destroyed: s.figures.filter((f) => f.destroyed).map((f) => f.id), rolls };
  };
  expect(helm(c, [20, 5])).toEqual({ asked: true, destroyed: ['a2'], rolls: 2 });
  expect(helm(c, [19, 20])).toEqual({ asked: true, destroyed: ['b1'], rolls: 2 });
  expect(helm(withoutPowers(c), [20, 20])).toEqual({ asked: false, destroyed: [], rolls: 0 });
});

family('dragon-swoop', ['Sonlen'], (c) => {
  /** The card at (0, 0), Blue's figure at (blueAt, 0); the d20 given when the power is used. */
  const afterRoll = (k: ArmyCard, d20: number, blueAt = 4): { asked: boolean; wounds: number } => {
    const s = play(ROW, [[0, 0]], [[blueAt, 0]], [oneFigure(k)], [card({ name: 'Blue', life: 10 })]);
    toAfterMove(s, 0, 1);
    const asked = open(s).kind === 'use-power';
    if (asked) {
      expect(optionIds(s)).toEqual(['dragon-swoop:b1', 'skip']);
      game.forceChance(s, [d20]);
      choose(s, 'dragon-swoop:b1');
    }
    return { asked, wounds: figure(s, 'b1').wounds };
  };
  expect(afterRoll(c, 15)).toEqual({ asked: true, wounds: 1 });
  expect(afterRoll(c, 14)).toEqual({ asked: true, wounds: 0 });
  // Controls: 5 spaces away is out of reach; the card without its powers.
  expect(afterRoll(c, 15, 5)).toEqual({ asked: false, wounds: 0 });
  expect(afterRoll(withoutPowers(c), 15)).toEqual({ asked: false, wounds: 0 });
});

family('dragon-healing', ['Sonlen'], (c) => {
  /** Red: the card at (0, 0) with `own` wound markers, a Hero with 2 at (3, 0) and a squad figure with 2 at (4, 0); before the card moves. */
  const beforeMoving = (k: ArmyCard, own = 0) => {
    const s = play(
      ROW,
      [
        [0, 0],
        [3, 0],
        [4, 0],
      ],
      [[12, 0]],
      [oneFigure(k, { life: 10 }), card({ name: 'Hero', life: 10 }), card({ name: 'Squad', kind: 'squad', rarity: 'common', life: 10 })],
      [card({ name: 'Blue' })],
    );
    figure(s, 'a1').wounds = own;
    figure(s, 'a2').wounds = 2;
    figure(s, 'a3').wounds = 2;
    placeMarkers(s, [0, 0, 0, 0], [3, 3, 3, 3]);
    return s;
  };
  const s = beforeMoving(c, 1);
  expect(open(s).kind).toBe('use-power');
  // The wounded Hero and Sonlen himself; not the squad figure.
  expect(optionIds(s)).toEqual(['dragon-healing:a1', 'dragon-healing:a2', 'skip']);
  game.forceChance(s, [15]);
  choose(s, 'dragon-healing:a2');
  expect(figure(s, 'a2').wounds).toBe(1);
  expect(open(s).kind).toBe('choose-mover');

  const miss = beforeMoving(c);
  game.forceChance(miss, [14]);
  choose(miss, 'dragon-healing:a2');
  expect(figure(miss, 'a2').wounds).toBe(2);
  expect(open(beforeMoving(withoutPowers(c))).kind).toBe('choose-mover');
});

family('ullar-s-bolt-of-the-witherwood', ['Atlaga the Kyrie Warrior'], (c) => {
  /** The card at (0, 0), a friend 3 spaces away, Blue's b1 5 and b2 6 spaces away; `d20` forced for the first attempt, then the card's next turn. */
  const bolt = (k: ArmyCard, d20: number): { asked: boolean; destroyed: boolean; askedAgain: boolean } => {
    const s = play(
      [ROW[0]!, ROW[0]!],
      [
        [0, 0],
        [3, 1],
      ],
      [
        [5, 0],
        [6, 0],
      ],
      [oneFigure(k, { range: 1 }), card({ name: 'Friend' })],
      [card({ name: 'Blue', kind: 'squad', figures: 2 })],
    );
    toAfterMove(s, 0, 2);
    const asked = open(s).kind === 'use-power';
    if (asked) {
      // An opponent's figure within 5 clear sight spaces only: not the friend, not b2 6 spaces away.
      expect(optionIds(s)).toEqual(['ullars-bolt:b1', 'skip']);
      game.forceChance(s, [d20]);
      choose(s, 'ullars-bolt:b1');
    }
    const destroyed = figure(s, 'b1').destroyed;
    // No attack (only the friend is in reach), Blue's turn, then the card's second turn: "only once per game".
    if (open(s).kind === 'choose-attack') choose(s, 'end');
    passTurn(s);
    choose(s, 'done', 'choose-mover');
    return { asked, destroyed, askedAgain: open(s).kind === 'use-power' };
  };
  expect(bolt(c, 16)).toEqual({ asked: true, destroyed: true, askedAgain: false });
  expect(bolt(c, 15)).toEqual({ asked: true, destroyed: false, askedAgain: false });
  expect(bolt(withoutPowers(c), 20)).toEqual({ asked: false, destroyed: false, askedAgain: false });
});

family('circuitry-overload', ['Omnicron Repulsors'], (c) => {
  /**
   * Two figures of the card at (4, 0) and (4, 1), side by side (not affected: the card's own name);
   * Blue's Soulborg Squad figure (Life 2: one wound would not destroy it) at (5, 0), Blue's Soulborg
   * Hero (Life 10) at (3, 0) and Blue's non-Soulborg figure at (5, 1), each next to one of them; the
   * d20s forced after the card's move.
   */
  const afterMove = (k: ArmyCard, d20: readonly number[]): { rolls: number; squad: boolean; hero: number; other: number } => {
    const s = play(
      ['1 1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1 1'],
      [
        [4, 0],
        [4, 1],
      ],
      [
        [5, 0],
        [3, 0],
        [5, 1],
      ],
      [oneFigure(k, { kind: 'squad', figures: 2, move: 0 })],
      [
        card({ name: 'Drone', kind: 'squad', species: 'soulborg', life: 2, move: 0 }),
        card({ name: 'Construct', species: 'soulborg', life: 10, move: 0 }),
        card({ name: 'Human', life: 10, move: 0 }),
      ],
    );
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    game.forceChance(s, d20);
    const events = choose(s, 'done', 'choose-mover');
    return { rolls: ofType(events, 'PowerUsed').length, squad: figure(s, 'b1').destroyed, hero: figure(s, 'b2').wounds, other: figure(s, 'b3').wounds };
  };
  expect(afterMove(c, [13, 16])).toEqual({ rolls: 2, squad: true, hero: 1, other: 0 });
  expect(afterMove(c, [12, 15])).toEqual({ rolls: 2, squad: false, hero: 0, other: 0 });
  expect(afterMove(withoutPowers(c), [13, 16])).toEqual({ rolls: 0, squad: false, hero: 0, other: 0 });
});
