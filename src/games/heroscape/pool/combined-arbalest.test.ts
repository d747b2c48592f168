/**
 * Combined Arbalest on the published card that prints it (Protectors of Ullar), through the real
 * engine with forced dice: after one Protector's attack gives a figure 2 wounds, another Protector
 * attacking that figure in the same turn rolls 2 more attack dice; attacking another figure, or in
 * the card's next turn, it does not; the same card without its powers never does.
 * Rulebook: heroscape-master-game-guide — "ATTACKING"; the power's text is on the card (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open, passTurn } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;

/** The attack dice of a2's attack on `second` after a1's 2 wounds on b1 (two Protectors at (0, 0) and (0, 1); b1, b2 4 spaces away), and of a1's attack on b1 in the card's next turn. */
function dice(c: ArmyCard, second: string): { second: number; nextTurn: number } {
  const s = play(
    ['1 1 1 1 1', '1 1 1 1 1'],
    [
      [0, 0],
      [0, 1],
    ],
    [
      [4, 0],
      [4, 1],
    ],
    [{ ...oneFigure(c), kind: 'squad', figures: 2 }],
    [card({ name: 'Blue', kind: 'squad', figures: 2, life: 20, defense: 0, range: 1 })],
  );
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skull, skull, blank]);
  choose(s, 'a1>b1', 'choose-attack');
  expect(figure(s, 'b1').wounds).toBe(2);
  const declared = (events: ReturnType<typeof choose>): number => Number(ofType(events, 'AttackDeclared')[0]?.data['attackDice']);
  game.forceChance(s, Array<number>(5).fill(blank));
  const out = declared(choose(s, `a2>${second}`, 'choose-attack'));
  // The turn ends (only a friend is left in reach), Blue's turn passes, then the card's next turn.
  if (open(s).kind === 'choose-attack') choose(s, 'end');
  passTurn(s);
  choose(s, 'done', 'choose-mover');
  game.forceChance(s, Array<number>(5).fill(blank));
  return { second: out, nextTurn: declared(choose(s, 'a1>b1', 'choose-attack')) };
}

describe.skipIf(!HAVE_UNITS)('Combined Arbalest on the published card', () => {
  it('Protectors of Ullar: 1 more die per wound its figures gave the defender this turn; another defender, the next turn and the card without its powers: none', () => {
    const bound = boundTo(cards, 'combined-arbalest');
    expect(bound.map((b) => b.card.name)).toEqual(['Protectors of Ullar']);
    const c = bound[0]!.card;
    expect(c.attack).toBe(3);
    expect(dice(c, 'b1')).toEqual({ second: 5, nextTurn: 3 });
    expect(dice(c, 'b2')).toEqual({ second: 3, nextTurn: 3 });
    expect(dice(withoutPowers(c), 'b1')).toEqual({ second: 3, nextTurn: 3 });
  });
});
