/**
 * Crag of Steel (abilities/crag-of-steel.ts) on the published card bound to it (Siege), through the real
 * engine with forced dice: when its numbered marker is revealed and an X lies on the card too, its
 * player may reveal the X; then the figure moves 2 less, attacks with 2 fewer dice but once at each
 * adjacent figure, and defends with 3 more dice for the round. Controls: the X declined, the X on
 * another card (not offered), and the card without its powers.
 * Rulebook: heroscape-master-game-guide — "ORDER MARKERS", "3. ON YOUR TURN", "ATTACKING"; the power's
 * text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { shield } = FACE;
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1'];
const REVEAL = 'crag-of-steel:reveal';

type Placement = readonly [number, number, number, number];

/**
 * Red: the card under test (card 0, its printed numbers, Life 10) on (5, 1) and a filler (card 1) on
 * (11, 2); Blue: targets (cards 2, 3, 4, Life 10) on (4, 1) and (6, 1), beside it, and (9, 1). Red's
 * markers on the cards `red` names, Blue's all on card 2; Red goes first.
 */
function scene(c: ArmyCard, red: Placement): HsState {
  const target = (name: string): ArmyCard => card({ name, life: 10, move: 0, attack: 2, defense: 2 });
  const s = battle(
    ROWS,
    [
      [5, 1],
      [11, 2],
    ],
    [
      [4, 1],
      [6, 1],
      [9, 1],
    ],
    [oneFigure(c, { life: 10, move: c.move, attack: c.attack, defense: c.defense, range: c.range }), card({ name: 'Filler', move: 0 })],
    [target('A'), target('B'), target('C')],
  );
  expect(whereIs(boardOf(s), figure(s, 'a1').head)).toMatchObject({ q: 5, r: 1 });
  expect(whereIs(boardOf(s), figure(s, 'b1').head)).toMatchObject({ q: 4, r: 1 });
  expect(whereIs(boardOf(s), figure(s, 'b3').head)).toMatchObject({ q: 9, r: 1 });
  placeMarkers(s, red, [2, 2, 2, 2]);
  return s;
}

const attackOptions = (s: HsState): string[] => open(s).options.map((o) => o.id);

/** Red's attacks at b1 then whatever else is offered; the attack dice declared, the options left after the first attack. */
function attackTurn(s: HsState): { dice: number; after: string[] } {
  choose(s, 'done', 'choose-mover');
  game.forceChance(s, [shield, shield, shield, shield, shield, shield, shield, shield, shield, shield]);
  const dice = Number(ofType(choose(s, 'a1>b1', 'choose-attack'), 'AttackDeclared')[0]!.data['attackDice']);
  return { dice, after: open(s).kind === 'choose-attack' ? attackOptions(s) : [] };
}

describe.skipIf(!HAVE_UNITS)('Crag of Steel on the published cards', () => {
  const bound = boundTo(cards, 'crag-of-steel');
  it('the pool binds it on Siege', () => expect(bound.map((b) => b.card.name)).toEqual(['Siege']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: revealing the X gives 2 fewer attack dice and one attack at each adjacent figure', (_, c) => {
    const s = scene(c, [0, 1, 1, 0]);
    expect(attackOptions(s)).toEqual([REVEAL, 'skip']);
    choose(s, REVEAL, 'use-power');
    expect(s.cards[0]!.revealed).toEqual(['1', 'X']);
    const { dice, after } = attackTurn(s);
    expect(dice).toBe(c.attack - 2);
    // b2 is adjacent and not yet attacked; b1 was attacked, b3 is not adjacent.
    expect(after.filter((id) => id.startsWith('a1>'))).toEqual(['a1>b2']);
    choose(s, 'a1>b2', 'choose-attack');
    expect(open(s).kind === 'choose-attack' ? attackOptions(s).filter((id) => id.startsWith('a1>')) : []).toEqual([]);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: without the X revealed, one attack with the printed dice', (_, c) => {
    const declined = scene(c, [0, 1, 1, 0]);
    choose(declined, 'skip', 'use-power');
    expect(attackTurn(declined)).toEqual({ dice: c.attack, after: [] });
    // The X on another card: nothing to reveal, nothing asked.
    const elsewhere = scene(c, [0, 0, 0, 1]);
    expect(open(elsewhere).kind).toBe('choose-mover');
    expect(attackTurn(elsewhere)).toEqual({ dice: c.attack, after: [] });
    const plain = scene(withoutPowers(c), [0, 1, 1, 0]);
    expect(open(plain).kind).toBe('choose-mover');
    expect(attackTurn(plain)).toEqual({ dice: c.attack, after: [] });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: with the X revealed, 3 more defense dice for the round and 2 less Move', (_, c) => {
    const defense = (reveal: boolean): number => {
      const s = scene(c, [0, 1, 1, 0]);
      choose(s, reveal ? REVEAL : 'skip', 'use-power');
      choose(s, 'done', 'choose-mover');
      choose(s, 'end', 'choose-attack');
      // Blue's turn: b1 attacks the card's figure.
      choose(s, 'done', 'choose-mover');
      game.forceChance(s, [shield, shield, shield, shield, shield, shield, shield, shield, shield, shield]);
      return Number(ofType(choose(s, 'b1>a1', 'choose-attack'), 'AttackDeclared')[0]!.data['defenseDice']);
    };
    expect(defense(true)).toBe(c.defense + 3);
    expect(defense(false)).toBe(c.defense);
    // The Move: fewer destinations with 2 less Move (3 instead of 5) — the same as the card's with Move 3.
    const destinations = (card: ArmyCard, reveal: boolean): number => {
      const s = scene(card, [0, 1, 1, 0]);
      if (reveal) choose(s, REVEAL, 'use-power');
      else if (open(s).kind === 'use-power') choose(s, 'skip', 'use-power');
      choose(s, 'fig:a1', 'choose-mover');
      return open(s).options.length;
    };
    expect(destinations(c, true)).toBe(destinations(withoutPowers({ ...c, move: c.move - 2 }), false));
    expect(destinations(c, true)).toBeLessThan(destinations(c, false));
  });
});
