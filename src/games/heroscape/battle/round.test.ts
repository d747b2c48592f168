import { describe, expect, it } from 'vitest';
import { card, choose, config, fieldWith, game, ofType, open, passTurn, placeMarkers, start } from './testkit.js';

const FIELD = fieldWith(
  ['1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1'],
  [
    [0, 0],
    [1, 0],
    [2, 0],
  ],
  [
    [3, 5],
    [4, 5],
    [5, 5],
  ],
);
type View = { cards: { markers: string[]; revealed: string[] }[]; round: number; turn: unknown };
const view = (s: ReturnType<typeof start>, p: number | null): View => game.observe(s, p).view as View;
const markers = (s: ReturnType<typeof start>, p: number | null): string[][] => view(s, p).cards.map((c) => c.markers);

const cfg = () => config(FIELD, [card({ name: 'R1' }), card({ name: 'R2' })], [card({ name: 'B1' }), card({ name: 'B2' })]);

describe('a round ("A ROUND OF PLAY")', () => {
  it('the order marker question names the cards of its own battle: two battles with other cards at the same places, asked in turn (the options are kept per card place and name)', () => {
    const other = start(config(FIELD, [card({ name: 'Other R1' }), card({ name: 'Other R2' })], [card({ name: 'B1' }), card({ name: 'B2' })]));
    const s = start(cfg());
    for (let k = 0; k < 2; k++) {
      expect(open(s).options.map((o) => [o.id, o.label, o.payload])).toEqual([
        ['card:0', 'R1', { card: 0 }],
        ['card:1', 'R2', { card: 1 }],
      ]);
      expect(open(other).options.map((o) => [o.id, o.label])).toEqual([
        ['card:0', 'Other R1'],
        ['card:1', 'Other R2'],
      ]);
      expect(open(s).prompt).toBe('Place order marker 1 on which Army Card?');
    }
    for (const c of [0, 0, 1]) choose(s, `card:${c}`);
    expect(open(s).prompt).toBe('Place the decoy marker X on which Army Card?');
  });

  it('"1. PLACE YOUR ORDER MARKERS": 1, 2, 3 and X, two or more on one card allowed; the other player sees none while placing, then only face-down markers', () => {
    const s = start(cfg());
    expect(open(s)).toMatchObject({ kind: 'place-marker', player: 0 });
    const events = [...choose(s, 'card:0'), ...choose(s, 'card:0'), ...choose(s, 'card:1'), ...choose(s, 'card:1')];
    const placed = ofType(events, 'MarkerPlaced');
    expect(placed.map((e) => e.visibility)).toEqual(Array(4).fill({ to: 'player', player: 0 }));
    expect(game.narrate(placed[0]!)).toContain('order marker 1');
    // While Blue places, Blue's view shows none of Red's markers; Red sees its own.
    const blueView = JSON.stringify(game.observe(s, 1).view);
    expect(blueView).not.toMatch(/"markers":\["/);
    expect(markers(s, 0)).toEqual([['1', '2'], ['3', 'X'], [], []]);
    game.forceChance(s, [12, 3]);
    for (const c of [2, 2, 3, 3]) choose(s, `card:${c}`);
    // After placing: face down for the other player, numbers for the owner; nothing in the spectators' view.
    // (Red won initiative, so its marker 1 is already revealed on its first card.)
    expect(markers(s, 1)).toEqual([['?'], ['?', '?'], ['1', '2'], ['3', 'X']]);
    expect(markers(s, null)).toEqual([['?'], ['?', '?'], ['?', '?'], ['?', '?']]);
  });

  it('"2. ROLL FOR INITIATIVE": a tie for highest is re-rolled; the winner takes each turn first, then play passes to the left', () => {
    const s = start(cfg());
    const events = placeMarkers(s, [0, 0, 0, 1], [2, 2, 2, 3], [15, 15, 4, 11]);
    const rolls = ofType(events, 'InitiativeRolled');
    expect(rolls.map((e) => e.data)).toEqual([
      { rolls: [15, 15], tied: [0, 1] },
      { rolls: [4, 11], tied: [] },
    ]);
    expect(ofType(events, 'InitiativeWon')[0]?.data).toEqual({ player: 1 });
    expect(game.narrate(rolls[0]!)).toBe('Initiative rolls: Player 1 15, Player 2 15 — a tie for highest, re-roll.');
    // Blue's first turn comes first: reveal marker 1, then move.
    expect(ofType(events, 'MarkerRevealed')[0]?.data).toMatchObject({ player: 1, marker: '1', card: 2 });
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });
    // Turn order over the round: B1 R1 B2 R2 B3 R3 (three turns each).
    const order: string[] = [];
    for (let i = 0; i < 6; i++) {
      const p = open(s);
      order.push(`${p.player}`);
      passTurn(s);
    }
    expect(order).toEqual(['1', '0', '1', '0', '1', '0']);
    // "ENDING A ROUND": the round marker moves on and markers are placed again.
    expect(open(s)).toMatchObject({ kind: 'place-marker', player: 0 });
    expect(view(s, 0).round).toBe(2);
    expect(view(s, 0).cards.every((c) => c.markers.length === 0 && c.revealed.length === 0)).toBe(true);
  });

  it('"Action 1. Reveal your Order Marker": the marker of the turn is revealed to everyone; the unrevealed ones stay hidden', () => {
    const s = start(cfg());
    placeMarkers(s, [0, 1, 0, 1], [2, 2, 3, 3]);
    const blue = view(s, 1);
    expect(blue.turn).toEqual({ player: 0, marker: '1', card: 0, attacks: [] });
    expect(markers(s, 1)).toEqual([['?'], ['?', '?'], ['1', '2'], ['3', 'X']]);
    expect(blue.cards.map((c) => c.revealed)).toEqual([['1'], [], [], []]);
  });

  it('the competitive variant: the d20 high roller places all markers first, then the next player, who sees them face down', () => {
    const r = game.setup({ ...cfg(), markerPlacement: 'competitive' }, 1, { chance: [5, 9] });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    expect(ofType(r.value.events, 'PlacementOrderWon')[0]?.data).toEqual({ player: 1 });
    expect(open(s)).toMatchObject({ kind: 'place-marker', player: 1 });
    for (const c of [2, 2, 3, 2]) choose(s, `card:${c}`);
    expect(open(s)).toMatchObject({ kind: 'place-marker', player: 0 });
    expect(markers(s, 0)).toEqual([[], [], ['?', '?', '?'], ['?']]);
    expect(markers(s, 1)).toEqual([[], [], ['1', '2', 'X'], ['3']]);
  });

  it('"SCORING": at the agreed round limit the full points of each card with figures left count; the higher score wins', () => {
    const s = start(config(FIELD, [card({ name: 'R1', points: 150 })], [card({ name: 'B1', points: 90 })], 1));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    for (let i = 0; i < 6; i++) passTurn(s);
    const end = game.pending(s);
    expect(end).toMatchObject({ terminal: true, returns: [1, -1] });
    expect(end.terminal && end.reason).toContain('Red 150, Blue 90');
  });

  it('rejects a set-up that breaks "GATHER AND PLACE YOUR ARMY": over the points limit, two copies of a Unique card, more spaces than the zone', () => {
    const over = game.setup({ ...cfg(), pointLimit: 150 }, 1);
    expect(!over.ok && over.error.message).toContain('$.armies[0] (Red) costs 200 points, more than the limit of 150');
    const twice = game.setup(config(FIELD, [card({ name: 'R1' }), card({ name: 'R1' })], [card({ name: 'B1' })]), 1);
    expect(!twice.ok && twice.error.message).toContain('$.armies[0].cards[1]: "R1" is a Unique Army Card already in Red');
    const commons = game.setup(config(FIELD, [card({ name: 'C', rarity: 'common' }), card({ name: 'C', rarity: 'common' })], [card({ name: 'B1' })]), 1);
    expect(commons.ok).toBe(true);
    const crowd = game.setup(config(FIELD, [card({ name: 'R', kind: 'squad', figures: 4 })], [card({ name: 'B1' })]), 1);
    expect(!crowd.ok && crowd.error.message).toContain('needs 4 spaces, more than the 3 of its starting zone');
  });
});
