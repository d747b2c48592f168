/**
 * Bonding on every published card whose wording is "before taking a turn with this card, you may
 * first take a turn with any <kind> you control" (and the Wyrmlings' "one other Wyrmling"), through
 * the real engine: after the reveal the player is offered a turn with a card of that kind (a
 * published card matching the card's own parameters) but not with a card of another kind; taking it,
 * that card moves and attacks first, then the bonding card's own turn goes on. Control: without
 * its powers the bonding card's turn starts at once with its own move. The two clauses some cards
 * add: Dwarven Strategic Bonding's 2 more Move when no Dwarf Hero's turn is taken (declined, or none
 * to take), none when it is; Hivelord Life Bonding's sacrifice of an adjacent Marrden Nagrub before the
 * Hivelord moves, removing 1 of its wound markers (a Nagrub not adjacent not offered).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Special Powers"; the powers' texts
 * are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bondsWith } from '../abilities/bonding.js';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, figure, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, named, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

const moverCard = (s: HsState): number => (open(s).kind === 'choose-mover' ? s.turn!.card : -1);

/** Red: the bonding card (0), a partner (1) and a bystander of no matching kind (2), all markers on card 0; Red first. */
function turnOf(bonder: ArmyCard, partner: ArmyCard): HsState {
  const red = [
    oneFigure(bonder),
    oneFigure(partner, { size: partner.size, kind: partner.kind }),
    card({ name: 'Bystander', class: 'bystander', species: 'none', general: 'none', personality: 'none' }),
  ];
  const s = battle(
    ['1 1 1 1 1 1 1 1 1 1'],
    [
      [0, 0],
      [1, 0],
      [2, 0],
    ],
    [[9, 0]],
    red,
    [card({ name: 'Blue', life: 20 })],
  );
  // A power asked at the start of the first round (Highland Fury's Chosen Human Champion) takes its first option.
  while (open(s).kind === 'use-power') choose(s, open(s).options[0]!.id);
  placeMarkers(s, [0, 0, 0, 0], [3, 3, 3, 3]);
  // A power asked once the markers are placed (Orc Battle Rush) is declined.
  if (open(s).options.some((o) => o.id.startsWith('orc-battle-rush:'))) choose(s, 'skip', 'use-power');
  return s;
}

describe.skipIf(!HAVE_UNITS)('Bonding on the published cards', () => {
  const bound = boundTo(cards, 'bonding');

  it('the pool binds it on the 22 cards whose Bonding is a turn with another card first (Hive Mind too)', () => expect(bound).toHaveLength(22));

  // Lizard King Bonding's card is the king its Loyalty chose: pool/lizard-king.test.ts.
  it.each(bound.filter((b) => b.params['chosen'] === undefined).map((b) => [b.card.name, b.card, b.params] as const))(
    '%s: a turn with a matching card first, then its own; without the power its own turn at once',
    (_, c, params) => {
      const partner = cards.find((x) => x.name !== c.name && bondsWith(params, x));
      expect(partner, 'a published card of the kind it names').toBeDefined();
      const s = turnOf(c, partner!);
      const q = open(s);
      expect(q.kind).toBe('use-power');
      expect(q.options.map((o) => o.id)).toEqual(['bond:1', 'skip']);
      choose(s, 'bond:1');
      // Hivelord Life Bonding's own question before the bonded figure moves (tested below): declined here.
      if (params['sacrifice']) choose(s, 'skip', 'use-power');
      expect(moverCard(s)).toBe(1);
      choose(s, 'done', 'choose-mover');
      while (open(s).kind !== 'choose-mover') choose(s, open(s).options.at(-1)!.id);
      expect(moverCard(s)).toBe(0);
      const control = turnOf(withoutPowers(c), partner!);
      expect(moverCard(control)).toBe(0);
    },
  );
});

/** How far along row 0 (from q 0) the open destination question of a figure reaches. */
function reachAlongRow(s: HsState): number {
  let reach = 0;
  for (let q = 1; q < 12; q++) {
    try {
      optionWhere(s, { q, r: 0 });
      reach = q;
    } catch {
      break;
    }
  }
  return reach;
}

describe.skipIf(!HAVE_UNITS)('Bonding clauses of two cards', () => {
  const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';

  /** Red's bonding card (figure a1 at (0, 0)) and, if given, a partner (a2 at (0, 2)); all Red markers on the bonding card. */
  function axeTurn(bonder: ArmyCard, partner?: ArmyCard): HsState {
    const red = partner ? [oneFigure(bonder), oneFigure(partner)] : [oneFigure(bonder)];
    const hexes: [number, number][] = partner
      ? [
          [0, 0],
          [0, 2],
        ]
      : [[0, 0]];
    const s = battle([ROW, ROW, ROW], hexes, [[11, 2]], red, [card({ name: 'Blue', life: 20 })]);
    placeMarkers(s, [0, 0, 0, 0], [red.length, red.length, red.length, red.length]);
    return s;
  }

  it('Dwarven Strategic Bonding: 2 more Move declined or with no Dwarf Hero; none after a Dwarf Hero’s turn; none without the power', () => {
    const axe = named(cards, 'The Axe Grinders of Burning Forge');
    const dwarf = named(cards, 'Migol Ironwill');
    const move = axe.move;
    // Declined: the Axe Grinders' own turn, 2 spaces farther.
    const declined = axeTurn(axe, dwarf);
    expect(open(declined).options.map((o) => o.id)).toEqual(['bond:1', 'skip']);
    choose(declined, 'skip');
    choose(declined, 'fig:a1', 'choose-mover');
    expect(reachAlongRow(declined)).toBe(move + 2);
    // No Dwarf Hero to take a turn with: no question, and the 2 spaces all the same.
    const alone = axeTurn(axe);
    choose(alone, 'fig:a1', 'choose-mover');
    expect(reachAlongRow(alone)).toBe(move + 2);
    // Migol's turn first: then the Axe Grinders move their printed Move.
    const taken = axeTurn(axe, dwarf);
    choose(taken, 'bond:1');
    expect(moverCard(taken)).toBe(1);
    choose(taken, 'done', 'choose-mover');
    while (open(taken).kind !== 'choose-mover') choose(taken, open(taken).options.at(-1)!.id);
    choose(taken, 'fig:a1', 'choose-mover');
    expect(reachAlongRow(taken)).toBe(move);
    // Control: the card without its powers moves its printed Move.
    const control = axeTurn(withoutPowers(axe), dwarf);
    choose(control, 'fig:a1', 'choose-mover');
    expect(reachAlongRow(control)).toBe(move);
  });

  /** Red: two Marrden Nagrubs (a1 at (0, 0); a2 at (5, 0), beside the Hivelord), a Hivelord (a3 at (6, 0)) with 2 wounds; markers on the Nagrubs. */
  function hiveTurn(nagrubs: ArmyCard): HsState {
    const hivelord = named(cards, 'Tor-Kul-Na');
    const red = [oneFigure(nagrubs, { figures: 2, kind: 'squad', size: 'small', height: 3 }), oneFigure(hivelord, { size: hivelord.size })];
    const s = battle(
      [ROW],
      [
        [0, 0],
        [5, 0],
        [6, 0],
      ],
      [[11, 0]],
      red,
      [card({ name: 'Blue', life: 20 })],
    );
    figure(s, 'a3').wounds = 2;
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    return s;
  }

  it('Hivelord Life Bonding: before the Hivelord moves an adjacent Nagrub may be destroyed to remove 1 wound marker', () => {
    const nagrubs = named(cards, 'Marrden Nagrubs');
    const s = hiveTurn(nagrubs);
    choose(s, 'bond:1');
    // Only the Nagrub beside the Hivelord is offered.
    expect(open(s).options.map((o) => o.id)).toEqual(['bond-sacrifice:a2', 'skip']);
    choose(s, 'bond-sacrifice:a2');
    expect(figure(s, 'a2').destroyed).toBe(true);
    expect(figure(s, 'a1').destroyed).toBe(false);
    expect(figure(s, 'a3').wounds).toBe(1);
    // The Hivelord's turn follows.
    expect(moverCard(s)).toBe(1);
    // Declined: no Nagrub destroyed, the wounds stay.
    const kept = hiveTurn(nagrubs);
    choose(kept, 'bond:1');
    choose(kept, 'skip', 'use-power');
    expect(figure(kept, 'a2').destroyed).toBe(false);
    expect(figure(kept, 'a3').wounds).toBe(2);
    expect(moverCard(kept)).toBe(1);
    // Control: without its powers no turn with the Hivelord and nothing to destroy.
    const control = hiveTurn(withoutPowers(nagrubs));
    expect(moverCard(control)).toBe(0);
    expect(figure(control, 'a3').wounds).toBe(2);
  });
});

describe.skipIf(!HAVE_UNITS)('Hive Mind on the published Marro Hive (battle/hive.ts: its 6-hex base)', () => {
  const WIDE = Array.from({ length: 20 }, () => '1').join(' ');
  /** Red: the Hive (a1, on (1..3, 0) and (0..2, 1)) and Marro Drudges a2 (0, 0), a3 (3, 1), a4 (19, 1), 16 hexes off; `squad` in their place when given. */
  function hiveTurn(hive: ArmyCard, squad: ArmyCard = named(cards, 'Marro Drudge')): HsState {
    const red: [number, number][] = [];
    for (let r = 0; r < 2; r++) for (let q = 0; q < 4; q++) red.push([q, r]);
    red.push([19, 1]);
    const s = battle([WIDE, WIDE], red, [[19, 0]], [hive, squad], [card({ name: 'Blue', life: 20 })]);
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    return s;
  }

  it('a turn with a small or medium common Marro Squad first, only its figures within 12 clear sight spaces of the Hive taking it', () => {
    const hive = named(cards, 'Marro Hive');
    const s = hiveTurn(hive);
    expect(figure(s, 'a4').head).toBeGreaterThanOrEqual(0);
    expect(open(s).options.map((o) => o.id)).toEqual(['bond:1', 'skip']);
    choose(s, 'bond:1');
    expect(moverCard(s)).toBe(1);
    // The far Drudge neither moves nor attacks in that turn.
    expect(open(s).options.map((o) => o.id)).toEqual(['fig:a2', 'fig:a3', 'done']);
    // Grok Riders are a large common Marro Squad: not a card Hive Mind takes a turn with.
    const params = boundTo(cards, 'bonding').find((b) => b.card.name === 'Marro Hive')!.params;
    expect(bondsWith(params, named(cards, 'Grok Riders'))).toBe(false);
    expect(bondsWith(params, named(cards, 'Marro Drudge'))).toBe(true);
    // Control: the Hive without its powers: its own turn at once (no bonding question).
    expect(open(hiveTurn(withoutPowers(hive))).kind).not.toBe('use-power');
  });
});
