/**
 * Whirlwind Assault, Shaolin Assault and Master's Assault (abilities/adjacent-assault.ts) on every
 * published card bound to them, through the real engine with forced dice: the card's figure, beside
 * three opponents' figures, attacks each of them once, each attack rolled separately, never one twice;
 * the same card without its powers attacks once.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (each figure attacks once unless a power says
 * otherwise); the powers' texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { blank } = FACE;

/** The card's a1 at (1, 0), Blue's b1 (0, 0), b2 (2, 0) and b4 (1, 1) beside it, b3 (3, 0) two spaces away: the attacks a1 is offered before each attack, attacking b1, b2, b4 in turn. */
function assault(c: ArmyCard): string[][] {
  const s = play(
    ['1 1 1 1 1', '1 1 1 1 1'],
    [[1, 0]],
    [
      [0, 0],
      [2, 0],
      [1, 1],
      [3, 0],
    ],
    [oneFigure(c, { attack: 2 })],
    [card({ name: 'Blue', kind: 'squad', figures: 4, life: 5, defense: 1 })],
  );
  toAfterMove(s, 0, 1);
  const offered: string[][] = [];
  for (const target of ['b1', 'b2', 'b4']) {
    if (open(s).kind !== 'choose-attack') break;
    offered.push(optionIds(s).filter((id) => id.startsWith('a1>')));
    if (!offered.at(-1)!.includes(`a1>${target}`)) break;
    // Each attack its own rolls: 2 attack dice, then 1 defense die.
    game.forceChance(s, [blank, blank]);
    expect(ofType(choose(s, `a1>${target}`), 'AttackDeclared')).toHaveLength(1);
  }
  if (open(s).kind === 'choose-attack') offered.push(optionIds(s).filter((id) => id.startsWith('a1>')));
  return offered;
}

const NAMES: Readonly<Record<string, string>> = {
  'whirlwind-assault': 'Raelin the Kyrie Warrior (2)',
  'shaolin-assault': 'Shaolin Monks',
  'master-s-assault': 'Master Win Chiu Woo',
};

describe.skipIf(!HAVE_UNITS)('Attacks on any or all adjacent figures on the published cards', () => {
  for (const [key, name] of Object.entries(NAMES))
    it(`${name}: ${key} attacks each of the three adjacent figures once; without the power once`, () => {
      const bound = boundTo(cards, key);
      expect(bound.map((b) => b.card.name)).toEqual([name]);
      const c = bound[0]!.card;
      expect(assault(c)).toEqual([['a1>b1', 'a1>b2', 'a1>b4'], ['a1>b2', 'a1>b4'], ['a1>b4']]);
      expect(assault(withoutPowers(c))).toEqual([['a1>b1', 'a1>b2', 'a1>b4']]);
    });
});
