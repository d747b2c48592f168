/**
 * Two of the same Common Army Card in one army (guide "1. PLACE YOUR ORDER MARKERS", "Destroying a
 * Common figure when your Army includes two or more of the same Army Card"). No Rise of the Valkyrie
 * card is Common, so the cards are invented here (test-only, never in a shipped pool).
 */
import { describe, expect, it } from 'vitest';
import { cardAlive, type HsState } from './state.js';
import { FACE } from './dice.js';
import { card, choose, config, fieldWith, figure, game, open, optionWhere, placeMarkers, start } from './testkit.js';

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];
const pikes = () => card({ name: 'Test Pikemen', rarity: 'common', kind: 'squad', figures: 2, life: 1, defense: 2 });
const ids = (s: ReturnType<typeof start>): string[] => open(s).options.map((o) => o.id);

describe('Matching Common cards share their figures', () => {
  it('a marker on one card activates any of the matching figures, as many as the card has: a3 and a4 of the other card move in card 0’s turn', () => {
    const other = card({ name: 'Test Archers', rarity: 'common', kind: 'squad', figures: 1, life: 1 });
    const s = start(
      config(
        fieldWith(
          ROW,
          [0, 1, 2, 3, 4].map((q) => [q, 0]),
          [[11, 0]],
        ),
        [pikes(), pikes(), other],
        [card({ name: 'Blue' })],
      ),
    );
    placeMarkers(s, [0, 0, 0, 0], [3, 3, 3, 3]);
    // a1, a2 on card 0; a3, a4 on card 1; a5 on a Common card of another name.
    expect(ids(s)).toEqual(expect.arrayContaining(['fig:a1', 'fig:a2', 'fig:a3', 'fig:a4']));
    expect(ids(s)).not.toContain('fig:a5');
    choose(s, 'fig:a3');
    expect(figure(s, 'a3').card).toBe(0);
    choose(s, optionWhere(s, { q: 6, r: 0 }).id);
    choose(s, 'fig:a4');
    choose(s, optionWhere(s, { q: 7, r: 0 }).id);
    // Two activated, as many as card 0 has figures: nobody else may move, and only they may attack
    // (each other: a friendly figure is a target too). Then Red's turn is over.
    expect(open(s).kind).toBe('choose-attack');
    expect(ids(s).filter((id) => id !== 'end')).toEqual(['a3>a4', 'a4>a3']);
    choose(s, 'end');
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });
    expect([figure(s, 'a1').card, figure(s, 'a2').card]).toEqual([1, 1]);
  });

  it('"Uncommon Army Cards … are unique to each figure": two of the same Uncommon card keep their figures apart', () => {
    const guards = () => card({ name: 'Test Guards', rarity: 'uncommon', kind: 'squad', figures: 2, life: 1 });
    const s = start(
      config(
        fieldWith(
          ROW,
          [0, 1, 2, 3].map((q) => [q, 0]),
          [[11, 0]],
        ),
        [guards(), guards()],
        [card({ name: 'Blue' })],
      ),
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    // Card 0's marker moves a1 and a2 only (Commons of one name would also offer a3 and a4).
    expect(ids(s)).toEqual(['fig:a1', 'fig:a2', 'done']);
    expect([figure(s, 'a3').card, figure(s, 'a4').card]).toEqual([1, 1]);
  });

  it('control: two Unique cards of different names keep their figures apart', () => {
    const s = start(
      config(
        fieldWith(
          ROW,
          [0, 1].map((q) => [q, 0]),
          [[11, 0]],
        ),
        [card({ name: 'One' }), card({ name: 'Two' })],
        [card({ name: 'Blue' })],
      ),
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    expect(ids(s)).toEqual(['fig:a1', 'done']);
  });
});

describe('Destroying a Common figure: the card that already has a destroyed figure fills first', () => {
  const destroyA4 = (cards: ReturnType<typeof pikes>[]) => {
    const s = start(
      config(
        fieldWith(
          ROW,
          [0, 1, 2, 3].map((q) => [q, 0]),
          [[4, 0]],
        ),
        cards,
        [card({ name: 'Blue', attack: 3 })],
      ),
    );
    // Card 0 has lost a1 already.
    Object.assign(figure(s, 'a1'), { destroyed: true, head: -1, tail: -1 });
    placeMarkers(s, [0, 0, 0, 0], [cards.length, cards.length, cards.length, cards.length], [1, 20]);
    choose(s, 'done');
    game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.blank, FACE.blank]);
    choose(s, 'b1>a4');
    expect(figure(s, 'a4').destroyed).toBe(true);
    return s;
  };
  it('a4 of card 1 is destroyed: it goes onto card 0 (which has a1 destroyed), card 0’s a2 onto card 1: card 0 is out of play, card 1 is not', () => {
    const s = destroyA4([pikes(), pikes()]);
    expect(figure(s, 'a4').card).toBe(0);
    expect(figure(s, 'a2').card).toBe(1);
    expect(cardAlive(s, 0)).toBe(false);
    expect(cardAlive(s, 1)).toBe(true);
  });
  it('control: with two different Common cards each card keeps its own destroyed figure (both stay in play)', () => {
    const s = destroyA4([pikes(), card({ name: 'Test Spears', rarity: 'common', kind: 'squad', figures: 2, life: 1, defense: 2 })]);
    expect(figure(s, 'a4').card).toBe(1);
    expect(cardAlive(s, 0)).toBe(true);
    expect(cardAlive(s, 1)).toBe(true);
  });
});

describe('Matching Common cards at the attack question, and a figure destroyed mid-turn', () => {
  it('a matching figure that has not moved attacks in card 0’s turn: a4 of card 1, next to b1, attacks and joins card 0 (a figure of card 0 that has not acted goes to card 1)', () => {
    const s = start(
      config(
        fieldWith(
          ROW,
          [0, 1, 2, 3].map((q) => [q, 0]),
          [[4, 0]],
        ),
        [pikes(), pikes()],
        [card({ name: 'Blue', life: 9 })],
      ),
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    choose(s, 'done', 'choose-mover');
    expect(ids(s)).toContain('a4>b1');
    game.forceChance(s, [FACE.blank, FACE.blank, FACE.blank, FACE.blank, FACE.blank]);
    choose(s, 'a4>b1', 'choose-attack');
    expect(figure(s, 'a4').card).toBe(0);
    expect([figure(s, 'a1').card, figure(s, 'a2').card].sort()).toEqual([0, 1]);
  });
  it('control: with two different Common cards, card 1’s a4 does not attack in card 0’s turn', () => {
    const s = start(
      config(
        fieldWith(
          ROW,
          [0, 1, 2, 3].map((q) => [q, 0]),
          [[4, 0]],
        ),
        [pikes(), card({ name: 'Test Spears', rarity: 'common', kind: 'squad', figures: 2, life: 1, defense: 2 })],
        [card({ name: 'Blue', life: 9 })],
      ),
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    choose(s, 'done', 'choose-mover');
    expect(open(s).options.map((o) => o.id)).not.toContain('a4>b1');
  });
  /** Two matching Pikes cards beside Blue's b1; a1 moves away from b1 and Blue's leaving-engagement attack rolls a skull. */
  function a1DestroyedLeaving(before: (s: HsState) => void): HsState {
    const two = ['1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1'];
    const s = start(
      config(
        fieldWith(
          two,
          [0, 1, 2, 3].map((q) => [q, 0]),
          [[0, 1]],
        ),
        [pikes(), pikes()],
        [card({ name: 'Blue', life: 9 })],
      ),
    );
    before(s);
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    choose(s, 'fig:a1', 'choose-mover');
    choose(s, optionWhere(s, { q: 3, r: 1 }).id, 'choose-destination');
    // Held in the leaving-engagement window, a1 is the moving figure.
    expect(s.moving).toBe('a1');
    const swipe = open(s).options.find((o) => o.id.endsWith(':b1'));
    expect(swipe).toBeDefined();
    game.forceChance(s, [FACE.skull]);
    choose(s, swipe!.id);
    return s;
  }
  it('a1, moved by card 0’s marker, is destroyed leaving an engagement: a3 takes its place on card 0 (the fill rule) but does not act; a2 may still move', () => {
    // Card 1 has lost a4 already.
    const s = a1DestroyedLeaving((s) => Object.assign(figure(s, 'a4'), { destroyed: true, head: -1, tail: -1 }));
    expect(figure(s, 'a1').destroyed).toBe(true);
    expect(figure(s, 'a3').card).toBe(0);
    const after = ids(s);
    expect(after).toContain('fig:a2');
    expect(after).not.toContain('fig:a3');
  });
  it('a1 destroyed leaving an engagement as the first loss: asked where it goes before its walk ends, it is no longer the moving figure', () => {
    const s = a1DestroyedLeaving(() => {});
    expect(figure(s, 'a1').destroyed).toBe(true);
    expect(open(s)).toMatchObject({ kind: 'place-destroyed', player: 0 });
    expect(s.moving).toBeNull();
  });
});

describe('"You may place it on any matching Army Card, if you do not have any of these figures destroyed"', () => {
  const firstLoss = () => {
    const s = start(
      config(
        fieldWith(
          ROW,
          [0, 1, 2, 3].map((q) => [q, 0]),
          [[4, 0]],
        ),
        [pikes(), pikes()],
        [card({ name: 'Blue', attack: 3 })],
      ),
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2], [1, 20]);
    choose(s, 'done');
    game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.blank, FACE.blank]);
    choose(s, 'b1>a4');
    expect(figure(s, 'a4').destroyed).toBe(true);
    // No figure of the matching cards was destroyed before: Red is asked where a4 goes.
    expect(open(s)).toMatchObject({ kind: 'place-destroyed', player: 0 });
    expect(ids(s)).toEqual(['keep', 'card:0']);
    return s;
  };
  it('placed on card 0: a4 goes there and a living figure of card 0 takes its place on card 1', () => {
    const s = firstLoss();
    choose(s, 'card:0');
    expect(figure(s, 'a4').card).toBe(0);
    expect([figure(s, 'a1').card, figure(s, 'a2').card].sort()).toEqual([0, 1]);
    expect(cardAlive(s, 1)).toBe(true);
  });
  it('control: left on its own card 1', () => {
    const s = firstLoss();
    choose(s, 'keep');
    expect(figure(s, 'a4').card).toBe(1);
    expect([figure(s, 'a1').card, figure(s, 'a2').card]).toEqual([0, 0]);
  });
});
