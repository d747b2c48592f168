/**
 * Loyalty To The Lizard King and Lizard King Bonding (abilities/lizard-king.ts, abilities/bonding.ts
 * `chosen`) on the published card bound to them (Greenscale Warriors), through the real engine: at
 * the start of the first round its player chooses a Unique large or huge Dragon Hero (a medium
 * Dragonspine is not offered); with the king 2 clear sight spaces away the figure rolls 1 more attack
 * die and 1 more defense die, 3 spaces away not; before the card's turn its player may first take a
 * turn with the king. Control: the card without its powers asks nothing and rolls its printed dice.
 * Rulebook: heroscape-master-game-guide — "Special Power References on Army Cards", "Clear Sight
 * Spaces", "ATTACKING"; the powers' texts are on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds } from '../abilities/rotv-testkit.js';
import { card, choose, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, named, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';
const KEY = 'loyalty-to-the-lizard-king';

/**
 * Red: the card's figure a1 at (0, 0), a large Dragon Hero (card 1) at (`kingAt`, 0), another (card 2)
 * at (10, 0), a medium Dragonspine (card 3) at (11, 0); Blue b1 at (0, 1), next to a1. The king chosen
 * (card 1) when asked; Red's markers on the card, Red first. The question asked first.
 */
function setUp(c: ArmyCard, kingAt: number): { s: HsState; asked: string[] } {
  const dragon = (name: string): ArmyCard => oneFigure(named(cards, name), { size: 'large' });
  const s = play(
    [ROW, ROW],
    [
      [0, 0],
      [kingAt, 0],
      [10, 0],
      [11, 0],
    ],
    [[0, 1]],
    [oneFigure(c, { kind: 'squad' }), dragon('Charos'), dragon('Braxas'), oneFigure(named(cards, 'Rhogar Dragonspine'))],
    [card({ name: 'Blue', life: 20, attack: 3 })],
  );
  let asked: string[] = [];
  if (open(s).kind === 'use-power') {
    asked = optionIds(s);
    choose(s, `${KEY}:choose:1`);
  }
  placeMarkers(s, [0, 0, 0, 0], [4, 4, 4, 4]);
  return { s, asked };
}

/** The dice of a1's attack on b1, then of b1's attack on a1 (a1's defense), the Bonding declined. */
function dice(c: ArmyCard, kingAt: number): { asked: string[]; attack: number; defense: number } {
  const { s, asked } = setUp(c, kingAt);
  if (open(s).kind === 'use-power') choose(s, 'skip');
  choose(s, 'done', 'choose-mover');
  const attack = Number(ofType(choose(s, 'a1>b1', 'choose-attack'), 'AttackDeclared')[0]?.data['attackDice']);
  while (open(s).player === 0) choose(s, open(s).options.at(-1)!.id);
  choose(s, 'done', 'choose-mover');
  const defense = Number(ofType(choose(s, 'b1>a1', 'choose-attack'), 'AttackDeclared')[0]?.data['defenseDice']);
  return { asked, attack, defense };
}

describe.skipIf(!HAVE_UNITS)('Loyalty To The Lizard King and Lizard King Bonding on the published cards', () => {
  const bound = boundTo(cards, KEY);

  it('the pool binds them on the Greenscale Warriors', () => {
    expect(bound.map((b) => b.card.name)).toEqual(['Greenscale Warriors']);
    expect(
      boundTo(cards, 'bonding')
        .filter((b) => b.params['chosen'] === KEY)
        .map((b) => b.card.name),
    ).toEqual(['Greenscale Warriors']);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: the Dragon Heroes offered; 1 more attack and defense die within 2 clear sight spaces',
    (_, c) => {
      const asked = [`${KEY}:choose:1`, `${KEY}:choose:2`];
      expect(dice(c, 2)).toEqual({ asked, attack: c.attack + 1, defense: c.defense + 1 });
      expect(dice(c, 3)).toEqual({ asked, attack: c.attack, defense: c.defense });
      expect(dice(withoutPowers(c), 2)).toEqual({ asked: [], attack: c.attack, defense: c.defense });
    },
  );

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: Lizard King Bonding offers a turn with the chosen king first; without the powers its own turn',
    (_, c) => {
      const { s } = setUp(c, 3);
      expect(optionIds(s)).toEqual(['bond:1', 'skip']);
      choose(s, 'bond:1');
      expect(open(s).kind).toBe('choose-mover');
      expect(s.turn!.card).toBe(1);
      const { s: control } = setUp(withoutPowers(c), 3);
      expect(open(control).kind).toBe('choose-mover');
      expect(control.turn!.card).toBe(0);
    },
  );
});
