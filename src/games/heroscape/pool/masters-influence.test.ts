/**
 * Master's Influence (abilities/masters-influence.ts) on the published card bound to it (Master Win
 * Chiu Woo), through the real engine: with Master Woo on the battlefield, the player's Shaolin Monks
 * (a Monk squad) leap 25 levels up with Stealth Leap (12 + 13; 26 not), wherever he stands; a Monk
 * within 2 clear sight spaces of him rolls 1 more attack die attacking normally and 1 more defense
 * die. Controls: Master Woo without his powers (12 levels, no added dice), and a Monk 3 spaces away.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Clear Sight Spaces"), "ATTACKING"; the
 * powers' texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import type { HsState } from '../battle/state.js';
import { card, choose, game, ofType, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { named, ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';
import { powerMoves as leaps } from './power-moves-testkit.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const BLANKS = Array<number>(16).fill(FACE.blank);
const ROWS = ['1 1 1 1 1 1 1', '26 27 1 1 1 1 1'];

describe.skipIf(!HAVE_UNITS)("Master's Influence on the published card", () => {
  const bound = boundTo(cards, 'master-s-influence');
  it('the pool binds it on Master Win Chiu Woo', () => expect(bound.map((b) => b.card.name)).toEqual(['Master Win Chiu Woo']));
  const monks = (): ArmyCard => oneFigure(named(cards, 'Shaolin Monks'), { kind: 'squad', rarity: 'common', life: 9 });

  /** The Monk a1 at (0, 0) on level 1, Master Woo a2 at (5, 0), Blue's b1 at (6, 0); Red's turn, a1 chosen to move. */
  const leapFrom = (woo: ArmyCard): string[] => {
    const s = battle(
      ROWS,
      [
        [0, 0],
        [5, 0],
      ],
      [[6, 0]],
      [monks(), oneFigure(woo)],
      [card({ name: 'Blue', life: 9 })],
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    choose(s, 'fig:a1', 'choose-mover');
    return leaps(s);
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))("%s: his player's Monk squad leaps 13 more levels, wherever he stands", (_, c) => {
    const offered = leapFrom(c);
    expect(offered).toContain('0,1@26');
    expect(offered).not.toContain('1,1@27');
    const plain = leapFrom(withoutPowers(c));
    expect(plain).not.toContain('0,1@26');
    expect(plain.length).toBeGreaterThan(0);
  });

  /**
   * The Monk a1 at (0, 0), Master Woo a2 at (`wooAt`, 0), Blue's b1 at (0, 1) beside the Monk. The
   * Monk attacks b1 (Red first), or b1 attacks the Monk (Blue first): the dice declared.
   */
  const dice = (woo: ArmyCard, wooAt: number, blueFirst: boolean): { attack: number; defense: number } => {
    const s: HsState = battle(
      ROWS.map(() => '1 1 1 1 1 1 1'),
      [
        [0, 0],
        [wooAt, 0],
      ],
      [[0, 1]],
      [monks(), oneFigure(woo)],
      [card({ name: 'Blue', life: 9 })],
    );
    toAfterMove(s, 0, 2, blueFirst);
    game.forceChance(s, BLANKS);
    const declared = ofType(choose(s, blueFirst ? 'b1>a1' : 'a1>b1', 'choose-attack'), 'AttackDeclared')[0]!.data;
    return { attack: Number(declared['attackDice']), defense: Number(declared['defenseDice']) };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a Monk within 2 clear sight spaces rolls 1 more attack and defense die', (_, c) => {
    const plainAttack = dice(withoutPowers(c), 2, false).attack;
    const plainDefense = dice(withoutPowers(c), 2, true).defense;
    expect(dice(c, 2, false).attack).toBe(plainAttack + 1);
    expect(dice(c, 2, true).defense).toBe(plainDefense + 1);
    // 3 spaces away: no influence.
    expect(dice(c, 3, false).attack).toBe(plainAttack);
    expect(dice(c, 3, true).defense).toBe(plainDefense);
  });
});
