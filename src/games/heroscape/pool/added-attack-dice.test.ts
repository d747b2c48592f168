/**
 * The added-attack-dice powers (abilities/added-attack-dice.ts) on every published card bound to
 * them, through the real engine: the attack dice declared for the card's normal attack when the
 * target meets the printed condition, when it does not, and for the same card without its powers
 * (the control, which fails if the power were ignored).
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Powers"; the powers' texts are on the
 * cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove, withPowers } from '../abilities/rotv-testkit.js';
import { play } from './field-battle.js';
import { card, choose, figure, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1'];

interface Scene {
  /** The attacker's column on row 1 (the defender stands at (5, 1): 4 is adjacent, 0 is not). */
  readonly at?: number;
  readonly defender?: ArmyCard;
  /** Wound markers put on the defender before the attack. */
  readonly wounds?: number;
  /** Another Red figure at (6, 1), next to the defender (this card when one is given). */
  readonly friend?: boolean | ArmyCard;
  /** Wound markers put on the attacker before the attack. */
  readonly hurt?: number;
}

/** The attack dice Red's figure of card `c` (Attack 2, Range 9) declares against b1. */
function attackDice(c: ArmyCard, { at = 4, defender = card({ name: 'Target', life: 10 }), wounds = 0, friend = false, hurt = 0 }: Scene = {}): number {
  const red = [oneFigure(c, { attack: 2, range: 9, life: 10 }), ...(friend ? [friend === true ? card({ name: 'Friend' }) : friend] : [])];
  const s = play(ROWS, [[at, 1], ...(friend ? ([[6, 1]] as [number, number][]) : [])], [[5, 1]], red, [defender]);
  figure(s, 'b1').wounds = wounds;
  figure(s, 'a1').wounds = hurt;
  toAfterMove(s, 0, red.length);
  return Number(ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data['attackDice']);
}

function family(key: string, names: readonly string[], check: (c: ArmyCard) => void): void {
  describe.skipIf(!HAVE_UNITS)(`${key} on the published cards`, () => {
    const bound = boundTo(cards, key);
    it(`the pool binds it on ${names.join(', ')}`, () => expect(bound.map((b) => b.card.name).sort()).toEqual([...names].sort()));
    it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => check(c));
  });
}

family('2-broadsword', ['Tandros Kreel'], (c) => {
  expect(attackDice(c, { at: 4 })).toBe(4);
  expect(attackDice(c, { at: 0 })).toBe(2);
  expect(attackDice(withoutPowers(c), { at: 4 })).toBe(2);
});

family('battle-axe', ['Torin'], (c) => {
  const large = card({ name: 'Big', size: 'large', height: 7, life: 10 });
  const small = card({ name: 'Small', size: 'small', height: 3, life: 10 });
  expect(attackDice(c)).toBe(4);
  expect(attackDice(c, { defender: small })).toBe(4);
  expect(attackDice(c, { defender: large })).toBe(2);
  expect(attackDice(withoutPowers(c))).toBe(2);
});

family('sky-watcher', ['Brandis Skyhunter'], (c) => {
  const flyer = withPowers({ name: 'Flyer', life: 10 }, 'Flying');
  const stealth = withPowers({ name: 'Stealth', life: 10 }, 'Stealth Flying');
  expect(attackDice(c, { at: 0, defender: flyer })).toBe(4);
  expect(attackDice(c, { at: 0, defender: stealth })).toBe(4);
  expect(attackDice(c, { at: 4, defender: flyer })).toBe(2);
  expect(attackDice(c, { at: 0 })).toBe(2);
  expect(attackDice(withoutPowers(c), { at: 0, defender: flyer })).toBe(2);
});

family('sneak-attack-2', ['Darrak Ambershard'], (c) => {
  expect(attackDice(c, { friend: true })).toBe(4);
  expect(attackDice(c)).toBe(2);
  expect(attackDice(withoutPowers(c), { friend: true })).toBe(2);
});

family('blood-frenzy', ['Feral Troll', 'Sahuagin Raider'], (c) => {
  expect(attackDice(c)).toBe(2);
  expect(attackDice(c, { wounds: 2 })).toBe(4);
  expect(attackDice(c, { wounds: 5 })).toBe(5);
  expect(attackDice(withoutPowers(c), { wounds: 2 })).toBe(2);
});

family('giant-killer', ['Sir Denrick'], (c) => {
  const huge = card({ name: 'Giant', size: 'huge', height: 14, life: 10 });
  const large = card({ name: 'Big', size: 'large', height: 7, life: 10 });
  expect(attackDice(c, { defender: huge })).toBe(4);
  expect(attackDice(c, { defender: large })).toBe(2);
  expect(attackDice(c)).toBe(2);
  expect(attackDice(withoutPowers(c), { defender: huge })).toBe(2);
});

family('attack-the-wild-2', ['Otonashi'], (c) => {
  const wild = card({ name: 'Wild One', personality: 'wild', life: 10 });
  const fierce = card({ name: 'Fierce One', personality: 'fierce', life: 10 });
  expect(attackDice(c, { defender: wild })).toBe(4);
  expect(attackDice(c, { at: 0, defender: wild })).toBe(4);
  expect(attackDice(c, { defender: fierce })).toBe(2);
  expect(attackDice(c)).toBe(2);
  expect(attackDice(withoutPowers(c), { defender: wild })).toBe(2);
});

family('wounded-smash', ['Krug'], (c) => {
  expect(attackDice(c)).toBe(2);
  expect(attackDice(c, { hurt: 3 })).toBe(5);
  // The defender's wounds do not count: the attacker's own.
  expect(attackDice(c, { wounds: 3 })).toBe(2);
  expect(attackDice(withoutPowers(c), { hurt: 3 })).toBe(2);
});

family('techno-hatred', ['Quasatch Hunters'], (c) => {
  const soulborg = card({ name: 'Soulborg One', species: 'soulborg', life: 10 });
  expect(attackDice(c, { defender: soulborg })).toBe(3);
  expect(attackDice(c, { at: 0, defender: soulborg })).toBe(3);
  expect(attackDice(c)).toBe(2);
  expect(attackDice(withoutPowers(c), { defender: soulborg })).toBe(2);
});

family('homing-device', ['Blastatrons'], (c) => {
  const vydar = card({ name: 'Vydar Soulborg', species: 'soulborg', general: 'vydar' });
  // Attacking from 5 spaces away, one Vydar Soulborg of Red's beside the target: 1 more die.
  expect(attackDice(c, { at: 0, friend: vydar })).toBe(3);
  // Not when the attacker is adjacent to the target, nor for a Soulborg of another general or a Vydar human.
  expect(attackDice(c, { at: 4, friend: vydar })).toBe(2);
  expect(attackDice(c, { at: 0, friend: card({ name: 'Utgar Soulborg', species: 'soulborg', general: 'utgar' }) })).toBe(2);
  expect(attackDice(c, { at: 0, friend: card({ name: 'Vydar Human', species: 'human', general: 'vydar' }) })).toBe(2);
  expect(attackDice(withoutPowers(c), { at: 0, friend: vydar })).toBe(2);
});

/** The attack dice Red's figure of card `c` (Attack 2) at (4, 1) on level `mine` declares against b1 at (5, 1) on level `theirs`. */
function diceFromLevel(c: ArmyCard, mine: number, theirs: number): number {
  const rows = ['1 1 1 1 1 1 1 1', `1 1 1 1 ${mine} ${theirs} 1 1`, '1 1 1 1 1 1 1 1'];
  const s = play(rows, [[4, 1]], [[5, 1]], [oneFigure(c, { attack: 2, range: 1, life: 10 })], [card({ name: 'Target', life: 10 })]);
  toAfterMove(s, 0, 1);
  return Number(ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data['attackDice']);
}

family('sighting', ['Microcorp Agents'], (c) => {
  // Height advantage adds its own die; Sighting one more.
  expect(diceFromLevel(c, 2, 1)).toBe(4);
  expect(diceFromLevel(c, 1, 1)).toBe(2);
  expect(diceFromLevel(c, 1, 2)).toBe(2);
  expect(diceFromLevel(withoutPowers(c), 2, 1)).toBe(3);
});

family('landslide', ['Granite Guardians'], (c) => {
  // Height advantage adds its own die; Landslide one more at the adjacent figure.
  expect(diceFromLevel(c, 2, 1)).toBe(4);
  expect(diceFromLevel(c, 1, 1)).toBe(2);
  expect(diceFromLevel(c, 1, 2)).toBe(2);
  expect(diceFromLevel(withoutPowers(c), 2, 1)).toBe(3);
});

family('dishonorable-attack', ['Isamu'], (c) => {
  const jandar = card({ name: 'Follower', general: 'jandar', life: 10 });
  const utgar = card({ name: 'Other', general: 'utgar', life: 10 });
  expect(attackDice(c, { defender: jandar })).toBe(4);
  expect(attackDice(c, { defender: utgar })).toBe(2);
  expect(attackDice(withoutPowers(c), { defender: jandar })).toBe(2);
});

family('righteous-smite', ['Templar Cavalry'], (c) => {
  const utgar = card({ name: 'Follower', general: 'utgar', life: 10 });
  const jandar = card({ name: 'Other', general: 'jandar', life: 10 });
  expect(attackDice(c, { defender: utgar })).toBe(3);
  expect(attackDice(c, { defender: jandar })).toBe(2);
  expect(attackDice(withoutPowers(c), { defender: utgar })).toBe(2);
});

family('poison-cloud', ['Mezzodemon Warmongers'], (c) => {
  const common = card({ name: 'Common One', rarity: 'common', kind: 'squad', life: 10 });
  expect(attackDice(c, { defender: common })).toBe(3);
  expect(attackDice(c, { at: 0, defender: common })).toBe(3);
  // A Unique or Uncommon figure: no die.
  expect(attackDice(c)).toBe(2);
  expect(attackDice(c, { defender: card({ name: 'Uncommon One', rarity: 'uncommon', kind: 'squad', life: 10 }) })).toBe(2);
  expect(attackDice(withoutPowers(c), { defender: common })).toBe(2);
});

family('knight-s-courage', ['Sir Dupuis'], (c) => {
  /**
   * The card's figure (Attack 2, Range 9, Height 5) and Red's other figures (Height 2, so they never
   * block its sight) on the hexes `at`, b1 at (8, 1); the dice the card's figure declares against b1.
   * Which of the hexes it gets does not matter: every two of them are within 4 spaces, or (the far
   * case) more than 4 apart.
   */
  const dice = (k: ArmyCard, at: readonly [number, number][], cls = 'knights'): number => {
    const friends = at.slice(1).map((_, i) => card({ name: `Friend ${i}`, class: cls, height: 2, size: 'small', move: 0 }));
    const s = play(ROWS, at, [[8, 1]], [oneFigure(k, { attack: 2, range: 9, life: 10, move: 0 }), ...friends], [card({ name: 'Target', life: 10, move: 0 })]);
    toAfterMove(s, 0, 1 + friends.length);
    return Number(ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data['attackDice']);
  };
  const near: [number, number][] = [
    [0, 1],
    [1, 1],
    [2, 1],
    [3, 1],
    [1, 0],
  ];
  expect(dice(c, near.slice(0, 1))).toBe(2);
  expect(dice(c, near.slice(0, 2))).toBe(3);
  expect(dice(c, near.slice(0, 3))).toBe(4);
  // At most 3 more.
  expect(dice(c, near)).toBe(5);
  // Not Knights; a Knight 6 spaces away.
  expect(dice(c, near.slice(0, 3), 'soldier')).toBe(2);
  expect(
    dice(c, [
      [0, 1],
      [6, 1],
    ]),
  ).toBe(2);
  expect(dice(withoutPowers(c), near)).toBe(2);
});
