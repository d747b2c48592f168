/**
 * Special attacks three figures make as one roll, on the published cards that print them, through the
 * real engine with forced dice: Arrow Volley (Roman Archers: 6 dice at Range 6 from three adjacent,
 * unengaged archers on one level, not when one stands apart, higher, or is engaged), Encircle
 * (Ashigaru Yari: three yari adjacent to one enemy figure, which compares its height with the lowest
 * of them; the fourth yari then cannot attack), Zombie Onslaught (Zombies of Morindan: three engaged
 * with the target on one level, not when one stands higher). Control: each card without its powers
 * is offered no such attack.
 * Rulebook: heroscape-master-game-guide — "Special Attacks"; the powers' texts are on the cards
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;
const ROW = '1 1 1 1 1 1 1 1 1 1';
const blue = (figures: number) => card({ name: 'Blue', kind: 'squad', figures, life: 9, defense: 0 });
const onlyWith = (s: Parameters<typeof optionIds>[0], key: string) => (open(s).kind === 'choose-attack' ? optionIds(s).filter((id) => id.startsWith(key)) : []);

const one = (key: string): ArmyCard => {
  const b = boundTo(cards, key);
  expect(b).toHaveLength(1);
  return b[0]!.card;
};

describe.skipIf(!HAVE_UNITS)('Special attacks three figures combine, on the published cards', () => {
  it('Arrow Volley Special Attack (Roman Archers): 6 dice from three adjacent unengaged archers on one level; not apart, not higher, not engaged; without the power none', () => {
    const KEY = 'arrow-volley-special-attack';
    const c = one(KEY);
    expect(c.name).toBe('Roman Archers');
    const volley = (rows: string[], red: [number, number][], blues: [number, number][], x = c) => {
      const s = battle(rows, red, blues, [x], [blue(blues.length)]);
      toAfterMove(s, 0, 1);
      return s;
    };
    // The three side by side at (0, 0), (0, 1), (0, 2), none in another's way; b1 at (5, 1): 6, 5 and 5 spaces away.
    const rows = [ROW, ROW, ROW, ROW];
    const line: [number, number][] = [
      [0, 0],
      [0, 1],
      [0, 2],
    ];
    const s = volley(rows, line, [[5, 1]]);
    expect(onlyWith(s, KEY)).toEqual([`${KEY}:a1+a2+a3>b1`]);
    game.forceChance(s, [skull, skull, skull, skull, blank, blank]);
    const events = choose(s, `${KEY}:a1+a2+a3>b1`, 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 6, affected: ['b1'] });
    expect(figure(s, 'b1').wounds).toBe(4);
    expect(open(s).kind === 'choose-attack' && optionIds(s).some((id) => /^a\d>/.test(id))).toBe(false); // all three have attacked
    // 7 spaces from the middle archer: out of its Range.
    expect(onlyWith(volley(rows, line, [[7, 1]]), KEY)).toEqual([]);
    // One archer apart from the others.
    expect(
      onlyWith(
        volley(
          rows,
          [
            [0, 0],
            [0, 1],
            [0, 3],
          ],
          [[5, 1]],
        ),
        KEY,
      ),
    ).toEqual([]);
    // One archer a level higher.
    expect(onlyWith(volley(['2 1 1 1 1 1 1 1 1 1', ROW, ROW, ROW], line, [[5, 1]]), KEY)).toEqual([]);
    // One archer engaged (b2 beside a3).
    const engaged = volley(rows, line, [
      [5, 1],
      [1, 2],
    ]);
    expect(onlyWith(engaged, KEY)).toEqual([]);
    expect(onlyWith(volley(rows, line, [[5, 1]], withoutPowers(c)), KEY)).toEqual([]);
  });

  it('Encircle Special Attack (Ashigaru Yari): three yari around one enemy figure, its height against the lowest yari; the fourth cannot attack; without the power none', () => {
    const KEY = 'encircle-special-attack';
    const c = one(KEY);
    expect(c.name).toBe('Ashigaru Yari');
    expect(c.figures).toBe(4);
    // b1 on level 2 at (1, 1); beside it the yari a1 (1, 0) and a2 (0, 1) on level 2 and a3 (2, 1) on level 1 (figures are
    // numbered in the order of their spaces, row by row); a4 (5, 1) beside b2 (6, 1).
    const ring = (x: ArmyCard) => {
      const s = battle(
        ['2 2 2 2 2 2 2 2', '2 2 1 1 1 1 1 1'],
        [
          [0, 1],
          [2, 1],
          [1, 0],
          [5, 1],
        ],
        [
          [1, 1],
          [6, 1],
        ],
        [x],
        [blue(2)],
      );
      toAfterMove(s, 0, 1);
      return s;
    };
    const s = ring(c);
    expect(onlyWith(s, KEY)).toEqual([`${KEY}:a1+a2+a3>b1`]);
    expect(optionIds(s)).toContain('a4>b2');
    game.forceChance(s, [skull, skull, skull, blank, blank, blank, blank]);
    const events = choose(s, `${KEY}:a1+a2+a3>b1`, 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 6, affected: ['b1'] });
    // Defense 0, +1 die for standing higher than the lowest yari (a3).
    expect((ofType(events, 'DefenseRolled')[0]?.data['faces'] as unknown[]).length).toBe(1);
    expect(figure(s, 'b1').wounds).toBe(3);
    expect(open(s).kind === 'choose-attack' && optionIds(s).includes('a4>b2')).toBe(false);
    expect(onlyWith(ring(withoutPowers(c)), KEY)).toEqual([]);
  });

  it('Zombie Onslaught Special Attack (Zombies of Morindan): three engaged with the target on one level; not when one stands higher; without the power none', () => {
    const KEY = 'zombie-onslaught-special-attack';
    const c = one(KEY);
    expect(c.name).toBe('Zombies of Morindan');
    // b1 at (1, 1); a1 (0, 1), a2 (2, 1), a3 (1, 0) around it.
    const horde = (rows: string[], x = c) => {
      const s = battle(
        rows,
        [
          [0, 1],
          [2, 1],
          [1, 0],
        ],
        [[1, 1]],
        [x],
        [blue(1)],
      );
      toAfterMove(s, 0, 1);
      return s;
    };
    const flat = [ROW, ROW];
    const s = horde(flat);
    expect(onlyWith(s, KEY)).toEqual([`${KEY}:a1+a2+a3>b1`]);
    game.forceChance(s, [skull, skull, blank, blank, blank, blank]);
    const events = choose(s, `${KEY}:a1+a2+a3>b1`, 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 6, affected: ['b1'] });
    expect(figure(s, 'b1').wounds).toBe(2);
    expect(onlyWith(horde(['1 2 1 1 1 1 1 1 1 1', ROW]), KEY)).toEqual([]);
    expect(onlyWith(horde(flat, withoutPowers(c)), KEY)).toEqual([]);
  });
});
