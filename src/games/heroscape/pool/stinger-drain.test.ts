/**
 * Stinger Drain (Marro Stingers) on the published card, through the real engine with forced d20s:
 * after moving, the d20 on 10 or more adds 1 attack die this turn, 5–9 nothing, 1–4 destroys a Stinger
 * of the player's choice and leaves the others no attack — even one engaged with an enemy. Controls:
 * 9 and 5, and the card without its powers (no question, the card's own dice).
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Powers"; the power's text is on the
 * card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';

describe.skipIf(!HAVE_UNITS)('Stinger Drain on the published card', () => {
  const bound = boundTo(cards, 'stinger-drain');
  it('the pool binds it on Marro Stingers', () => expect(bound.map((b) => b.card.name)).toEqual(['Marro Stingers']));

  /** Red's two Stingers (Attack 2, Range 9) at (0, 0) and (1, 0); Blue's b1 at (2, 0), engaged with a2. After the move, the d20 (none: no roll). */
  const drain = (c: ArmyCard, d20: number | null) => {
    const s = play(
      [ROW],
      [
        [0, 0],
        [1, 0],
      ],
      [[2, 0]],
      [oneFigure(c, { kind: 'squad', figures: 2, attack: 2, range: 9 })],
      [card({ name: 'Blue', life: 10 })],
    );
    toAfterMove(s, 0, 1);
    const asked = open(s).kind === 'use-power';
    if (asked && d20 !== null) {
      game.forceChance(s, [d20]);
      choose(s, 'roll');
    }
    return { s, asked };
  };
  /** The attack dice a2's attack on b1 declares. */
  const dice = (s: ReturnType<typeof drain>['s']): number => Number(ofType(choose(s, 'a2>b1', 'choose-attack'), 'AttackDeclared')[0]?.data['attackDice']);

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 10 adds a die, 9 does not', (_, c) => {
    expect(dice(drain(c, 10).s)).toBe(3);
    expect(dice(drain(c, 9).s)).toBe(2);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: 4 destroys the Stinger chosen and the other, though engaged, cannot attack; 5 leaves both',
    (_, c) => {
      const { s } = drain(c, 4);
      expect(optionIds(s)).toEqual(['stinger-drain:a1', 'stinger-drain:a2']);
      choose(s, 'stinger-drain:a1');
      expect(figure(s, 'a1').destroyed).toBe(true);
      // No attack question: Blue's turn comes next.
      expect(open(s)).toMatchObject({ player: 1, kind: 'choose-mover' });
      const five = drain(c, 5).s;
      expect(optionIds(five)).toContain('a2>b1');
    },
  );

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers asks nothing', (_, c) => {
    const { s, asked } = drain(withoutPowers(c), null);
    expect(asked).toBe(false);
    expect(dice(s)).toBe(2);
  });
});
