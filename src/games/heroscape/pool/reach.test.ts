/**
 * Reach on the published card that has it, through the real engine: the Fen Hydra's Range 1 + 1
 * reaches an opponent's figure 2 spaces away whose base is within 3 levels below the Hydra's base or
 * 3 levels above its top (base + Height 8), not one a level farther, not one 3 spaces away, not a
 * friendly figure; the card without its powers is offered no attack at all (the control).
 * Rulebook: heroscape-master-game-guide — "Action 3. Attack with Figure(s) shown on the Army Card"
 * (Range); the power's text is on the card (../shared units file, read at run time).
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

/**
 * The card's a1 (its Height kept) at (0, 0) on level `mine`, the other spaces on level `floor`, a
 * friendly a2 at (2, 0); Blue's b1 at (1, 1) on level `b1` and b2 at (0, 2) on level `b2` (both 2
 * spaces away), b3 at (3, 0), 3 spaces away; after the move.
 */
function field(c: ArmyCard, mine: number, floor: number, b2: number, b3: number) {
  const s = play(
    [`${mine} ${floor} ${floor} ${floor}`, `${floor} ${b2} ${floor} ${floor}`, `${b3} ${floor} ${floor} ${floor}`],
    [
      [0, 0],
      [2, 0],
    ],
    [
      [1, 1],
      [0, 2],
      [3, 0],
    ],
    [oneFigure(c, { height: c.height }), card({ name: 'Friend', life: 10, defense: 0 })],
    [card({ name: 'Blue', kind: 'squad', figures: 3, life: 10, defense: 0 })],
  );
  toAfterMove(s, 0, 2);
  return s;
}

describe.skipIf(!HAVE_UNITS)('Reach on the published card', () => {
  const bound = boundTo(cards, 'reach');

  it('the pool binds it on the Fen Hydra alone (Range 1, Height 8)', () => {
    expect(bound.map((b) => b.card.name)).toEqual(['Fen Hydra']);
    expect(bound[0]!.card.range).toBe(1);
    expect(bound[0]!.card.height).toBe(8);
  });

  it('3 levels below its base reaches (b3 too when on the floor), 4 does not; the friend and a figure 3 spaces away never; the attack is a normal one at Range 2', () => {
    const c = bound[0]!.card;
    expect(optionIds(field(c, 5, 2, 2, 2))).toEqual(['reach:a1>b2', 'reach:a1>b3', 'end']);
    const s = field(c, 5, 2, 2, 1);
    expect(optionIds(s)).toEqual(['reach:a1>b2', 'end']);
    // Attack 4 and 1 die for the height advantage: a normal attack.
    game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.blank, FACE.blank]);
    const events = choose(s, 'reach:a1>b2', 'choose-attack');
    expect(ofType(events, 'AttackDeclared')[0]?.data).toMatchObject({ attacker: 'a1', defender: 'b2', attackDice: c.attack + 1 });
    expect(figure(s, 'b2').wounds).toBe(3);
  });

  it('3 levels above its top (base 1 + Height 8) reaches, 4 does not', () => {
    expect(optionIds(field(bound[0]!.card, 1, 1, 12, 12))).toEqual(['reach:a1>b2', 'reach:a1>b3', 'end']);
    expect(optionIds(field(bound[0]!.card, 1, 1, 12, 13))).toEqual(['reach:a1>b2', 'end']);
  });

  it('without the power: no attack is offered (nobody within Range 1)', () => {
    const s = field(withoutPowers(bound[0]!.card), 5, 2, 2, 2);
    expect(open(s).kind === 'choose-attack' ? optionIds(s).filter((id) => id.startsWith('a1>')) : []).toEqual([]);
  });
});
