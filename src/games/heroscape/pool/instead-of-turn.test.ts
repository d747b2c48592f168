/**
 * Turns taken instead of a card's own (abilities/instead-of-turn.ts, the hook in battle/turn.ts) on
 * every published card bound to it — Mind Link (Ulginesh: up to 2 Elf Wizards within 6 clear sight
 * spaces), Utgar's Orders (Minions of Utgar: 1 Kyrie who follows Utgar), Red Flag of Fury Aura (Ornak:
 * on order marker 1, up to 2 Unique Utgar Heroes within 8), Kato Katsuro's Command (a Samurai Hero, a
 * Samurai Squad, or the Ashigaru Harquebus and/or Yari, in clear sight), Master of the Elements
 * (Kurrok: up to 3 small or medium Elementals within 8) — through the real engine: after the
 * reveal the player is offered the matching cards (a partner 13 spaces away not, where the power
 * names a distance) or the card's own turn; a chosen card takes a whole turn, then (up to the
 * power's number) another not chosen yet, and the card itself takes none. Controls: without its
 * powers the card's own turn starts at once; Red Flag on another marker than 1 offers nothing.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Special Powers" ("Clear Sight
 * Spaces"); the powers' texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bondsWith } from '../abilities/bonding.js';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, open, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, named, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';
const KEY = 'instead-of-turn';

/**
 * Red: the power's card (0) at (0, 0), two partners 2 spaces away (1 at (1, 1), 2 at (0, 2)) and one
 * 13 spaces away (3 at (11, 2)); Blue at (11, 0). Red's markers 1, 2, 3, X on `markers`; Red first.
 */
function turnOf(self: ArmyCard, partners: readonly ArmyCard[], markers: [number, number, number, number] = [0, 0, 0, 0]): HsState {
  const s = battle(
    [ROW, ROW, ROW],
    [
      [0, 0],
      [1, 1],
      [0, 2],
      [11, 2],
    ],
    [[11, 0]],
    [oneFigure(self), ...partners.map((p) => oneFigure(p, { size: p.size === 'huge' ? 'large' : p.size }))],
    [card({ name: 'Blue', life: 20 })],
  );
  placeMarkers(s, markers, [4, 4, 4, 4]);
  return s;
}

/** Ends the open turn of the card moving now: no move, no attack. */
function passTurn(s: HsState): void {
  choose(s, 'done', 'choose-mover');
  while (open(s).kind === 'choose-attack') choose(s, open(s).options.at(-1)!.id);
}

/** Three published cards of the kind the power names (the last again, renamed, when there are fewer: Utgar's Orders has two). */
function partnersOf(c: ArmyCard, params: Readonly<Record<string, string | number>>): ArmyCard[] {
  const found = cards.filter((x) => x.name !== c.name && bondsWith(params, x)).slice(0, 3);
  expect(found.length, 'published cards of the kind it names').toBeGreaterThanOrEqual(2);
  while (found.length < 3) found.push({ ...found.at(-1)!, name: `${found.at(-1)!.name} (copy)` });
  return found;
}

/** The options by card: `instead-of-turn:<card>` (the kind and card matched dropped), the own turn, skip. */
const ids = (s: HsState): string[] => open(s).options.map((o) => o.id.replace(/^(instead-of-turn:\d+):\d+:\d+$/, '$1'));

/** Takes a turn with card `card` instead. */
function take(s: HsState, card: number): void {
  const o = open(s).options.find((x) => x.id.startsWith(`${KEY}:${card}:`));
  expect(o, `card ${card} offered`).toBeDefined();
  choose(s, o!.id);
}

describe.skipIf(!HAVE_UNITS)('Turns instead of the card’s own on the published cards', () => {
  const bound = boundTo(cards, KEY);

  it('the pool binds it on Mind Link, Utgar’s Orders, Red Flag of Fury Aura, Master of the Elements and Kato Katsuro’s Command', () =>
    expect(bound.map((b) => b.card.name).sort()).toEqual(['Kato Katsuro', 'Kurrok the Elementalist', 'Minions of Utgar', 'Ornak', 'Ulginesh']));

  it.each(bound.filter((b) => b.params['groups'] === undefined).map((b) => [b.card.name, b.card, b.params] as const))(
    '%s: the matching cards in reach take their turns instead, up to its number; without the power its own turn',
    (_, c, params) => {
      const partners = partnersOf(c, params);
      const n = Number(params['cards']);
      const sight = Number(params['sight'] ?? 0);
      const s = turnOf(c, partners);
      expect(open(s).kind).toBe('use-power');
      // The partners within reach, and the card's own turn; the far one only when no distance is named.
      expect(ids(s)).toEqual([`${KEY}:1`, `${KEY}:2`, ...(sight > 0 ? [] : [`${KEY}:3`]), `${KEY}-own`]);
      take(s, 1);
      expect(open(s).kind).toBe('choose-mover');
      expect(s.turn!.card).toBe(1);
      passTurn(s);
      if (n >= 2) {
        // A second card, not the first again; or no more.
        expect(ids(s)).toEqual([`${KEY}:2`, ...(sight > 0 ? [] : [`${KEY}:3`]), 'skip']);
        take(s, 2);
        expect(s.turn!.card).toBe(2);
        passTurn(s);
      }
      // Then Blue's turn: the card itself took none.
      expect(open(s).player).toBe(1);
      // Its own turn when chosen.
      const own = turnOf(c, partners);
      choose(own, `${KEY}-own`);
      expect(open(own).kind).toBe('choose-mover');
      expect(own.turn!.card).toBe(0);
      // Control: without its powers, its own turn at once.
      const control = turnOf(withoutPowers(c), partners);
      expect(open(control).kind).toBe('choose-mover');
      expect(control.turn!.card).toBe(0);
    },
  );

  it('Red Flag of Fury Aura: on order marker 2 nothing is offered, its own turn at once', () => {
    const b = bound.find((x) => x.params['marker'] !== undefined);
    expect(b).toBeDefined();
    const partners = partnersOf(b!.card, b!.params);
    // Marker 1 on the first partner, 2 on the power's card: the partner's turn, Blue's, then the card's own.
    const s = turnOf(b!.card, partners, [1, 0, 0, 0]);
    expect(s.turn!.card).toBe(1);
    passTurn(s);
    passTurn(s);
    expect(open(s).kind).toBe('choose-mover');
    expect(s.turn!.card).toBe(0);
  });

  it('Kato Katsuro’s Command: one Samurai Hero, or one Samurai Squad, or the two Ashigaru squads; figures out of clear sight do not act', () => {
    const kato = named(cards, 'Kato Katsuro');
    const hero = named(cards, 'Kaemon Awa');
    const harquebus = named(cards, 'Ashigaru Harquebus');
    const yari = named(cards, 'Ashigaru Yari');
    const squad = named(cards, 'Izumi Samurai');
    const WALL = '1 1 1 1 1 30 1 1 1 1 1 1';
    /**
     * Kato (0) at (0, 0) on a hill of level 8, seeing over the figures below; Kaemon Awa (1) at (1, 0);
     * the Harquebus (2) at (2, 0); the Yari (3) at (2, 1); the Izumi Samurai (4): one at (3, 1), one
     * at (7, 2) behind a wall of level 30.
     */
    const setUp = (k: ArmyCard): HsState => {
      const s = battle(
        ['8 1 1 1 1 30 1 1 1 1 1 1', WALL, WALL],
        [
          [0, 0],
          [1, 0],
          [2, 0],
          [2, 1],
          [3, 1],
          [7, 2],
        ],
        [[11, 0]],
        [
          oneFigure(k),
          oneFigure(hero),
          oneFigure(harquebus, { kind: 'squad' }),
          oneFigure(yari, { kind: 'squad' }),
          oneFigure(squad, { kind: 'squad', figures: 2 }),
        ],
        [card({ name: 'Blue', life: 20 })],
      );
      placeMarkers(s, [0, 0, 0, 0], [5, 5, 5, 5]);
      return s;
    };
    // Every kind is offered.
    const s = setUp(kato);
    expect(ids(s)).toEqual([`${KEY}:1`, `${KEY}:2`, `${KEY}:3`, `${KEY}:4`, `${KEY}-own`]);
    // The Harquebus first: then only the Yari, the other card of that kind.
    take(s, 2);
    expect(s.turn!.card).toBe(2);
    passTurn(s);
    expect(ids(s)).toEqual([`${KEY}:3`, 'skip']);
    take(s, 3);
    passTurn(s);
    expect(open(s).player).toBe(1);
    // A Samurai Hero: nothing after it.
    const heroTurn = setUp(kato);
    take(heroTurn, 1);
    passTurn(heroTurn);
    expect(open(heroTurn).player).toBe(1);
    // The Samurai Squad: only its figure in clear sight of Kato moves.
    const squadTurn = setUp(kato);
    take(squadTurn, 4);
    expect(ids(squadTurn)).toEqual(['fig:a5', 'done']);
    // Control: without the power, Kato's own turn at once.
    const control = setUp(withoutPowers(kato));
    expect(open(control).kind).toBe('choose-mover');
    expect(control.turn!.card).toBe(0);
  });
});
