/**
 * The Range powers (abilities/range-bonuses.ts) on every published card bound to them, through the
 * real engine: which figures the card's figure is offered to attack with its normal attack, with the
 * power's condition met and not, and the same card without its powers as the control.
 * Rulebook: heroscape-master-game-guide — "Action 3. Attack with Figure(s) shown on the Army Card"
 * (Range), "Molten Lava", "Special Powers" (after moving and before attacking); the powers' texts are on the cards (../shared units file,
 * read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** The battle with the card's figure a1 at (0, 0) on `under`, Blue's b1 and b2 `near` and `near` + 1 spaces away, after a1's move. */
function field(c: ArmyCard, under: string, near = 3) {
  const s = play(
    [[under, ...Array<string>(near + 1).fill('1')].join(' ')],
    [[0, 0]],
    [
      [near, 0],
      [near + 1, 0],
    ],
    [oneFigure(c)],
    [card({ name: 'Blue', kind: 'squad', figures: 2 })],
  );
  toAfterMove(s, 0, 1);
  return s;
}

/** The normal attacks offered to a1. */
const attacksOf = (s: ReturnType<typeof field>): string[] => optionIds(s).filter((id) => id.startsWith('a1>'));
const attacks = (c: ArmyCard, under: string): string[] => attacksOf(field(c, under));

describe.skipIf(!HAVE_UNITS)('Lava Throw on the published card', () => {
  it('Obsidian Guards: on molten lava Range 1 + 2 reaches 3 spaces, not 4; off the lava, or without the power, none', () => {
    const bound = boundTo(cards, 'lava-throw');
    expect(bound.map((b) => b.card.name)).toEqual(['Obsidian Guards']);
    const c = bound[0]!.card;
    expect(c.range).toBe(1);
    expect(attacks(c, '1m')).toEqual(['a1>b1']);
    expect(attacks(c, '1')).toEqual([]);
    expect(attacks(withoutPowers(c), '1m')).toEqual([]);
  });
});

describe.skipIf(!HAVE_UNITS)('Javelin on the published card', () => {
  /** Master of the Hunt (Range 4), Blue 7 and 8 spaces away; `d20` forced when the Javelin is rolled: whether it was asked and the attacks then offered. */
  const afterJavelin = (c: ArmyCard, d20: number | null): { asked: boolean; attacks: string[]; tokens: number } => {
    const s = field(c, '1', 7);
    const asked = open(s).kind === 'use-power';
    if (asked) {
      expect(optionIds(s)).toEqual(['javelin:a1', 'skip']);
      if (d20 === null) choose(s, 'skip');
      else {
        game.forceChance(s, [d20]);
        choose(s, 'javelin:a1');
      }
    }
    const out = attacksOf(s);
    // "For the duration of its turn": nothing is left once the turn ends (at once when no attack is offered).
    if (open(s).kind === 'choose-attack') choose(s, 'end');
    return { asked, attacks: out, tokens: s.cards[0]!.tokens.filter((t) => t.startsWith('javelin')).length };
  };

  it('Master of the Hunt: on 16 or more Range 4 + 3 reaches 7 spaces, not 8, for the turn; 15, a pass and the card without its powers: none', () => {
    const bound = boundTo(cards, 'javelin');
    expect(bound.map((b) => b.card.name)).toEqual(['Master of the Hunt']);
    const c = bound[0]!.card;
    expect(c.range).toBe(4);
    expect(afterJavelin(c, 16)).toEqual({ asked: true, attacks: ['a1>b1'], tokens: 0 });
    expect(afterJavelin(c, 15)).toEqual({ asked: true, attacks: [], tokens: 0 });
    expect(afterJavelin(c, null)).toEqual({ asked: true, attacks: [], tokens: 0 });
    expect(afterJavelin(withoutPowers(c), 20)).toEqual({ asked: false, attacks: [], tokens: 0 });
  });
});

describe.skipIf(!HAVE_UNITS)('Rock Throw on the published card', () => {
  /** The card's a1 on level 3 at (0, 0); Blue's b1 (3, 0) and b2 (4, 0) on level 1, b3 (2, 1) on level 3, 3 spaces away. */
  const field3 = (c: ArmyCard) => {
    const s = play(
      ['3 1 1 1 1 1', '1 1 3 1 1 1'],
      [[0, 0]],
      [
        [3, 0],
        [4, 0],
        [2, 1],
      ],
      [oneFigure(c)],
      [card({ name: 'Blue', kind: 'squad', figures: 3, life: 10, defense: 0 })],
    );
    toAfterMove(s, 0, 1);
    return s;
  };

  it('Granite Guardians: Range 1 + 2 at a lower figure 3 spaces away, a normal attack with its height die; not at an equal one or 4 away; without the power none', () => {
    const bound = boundTo(cards, 'rock-throw');
    expect(bound.map((b) => b.card.name)).toEqual(['Granite Guardians']);
    const c = bound[0]!.card;
    expect(c.range).toBe(1);
    const s = field3(c);
    expect(optionIds(s)).toEqual(['rock-throw:a1>b1', 'end']);
    game.forceChance(s, [FACE.skull, FACE.skull, FACE.blank, FACE.blank]);
    const events = choose(s, 'rock-throw:a1>b1', 'choose-attack');
    // The Attack 3 and 1 die for the height advantage: a normal attack.
    expect(ofType(events, 'AttackDeclared')[0]?.data).toMatchObject({ attacker: 'a1', defender: 'b1', attackDice: c.attack + 1 });
    expect(figure(s, 'b1').wounds).toBe(2);
    expect(open(s).kind).not.toBe('choose-attack');
    expect(open(field3(withoutPowers(c))).kind).not.toBe('choose-attack');
  });
});
