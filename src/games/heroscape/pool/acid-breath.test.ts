/**
 * The acid breaths used instead of attacking, on the published cards that print them, through the
 * real engine with forced d20 rolls: Fledgling Acid Breath (Black Wyrmling: one small or medium
 * figure within 4 clear sight spaces; 10 nothing, 11 one wound, 16 two wounds; a large figure or one
 * 5 spaces away not offered) and Poisonous Acid Breath (Braxas: up to 3 figures chosen first, then a
 * roll each in that order — a Squad figure destroyed on 8, a Hero not on 16; chosen while engaged,
 * beyond the figure it is engaged with). No attack or defense dice. Control: each card without its
 * powers is offered no breath.
 * Rulebook: heroscape-master-game-guide — "Special Powers", "Clear Sight Spaces"; the powers' texts
 * are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1';
const ROWS = [ROW, ROW, ROW, ROW];

const one = (key: string): ArmyCard => {
  const b = boundTo(cards, key);
  expect(b).toHaveLength(1);
  return b[0]!.card;
};
/** The ids of the figures of the card named `name`. */
const idsOf = (s: HsState, name: string): string[] => s.figures.filter((f) => s.cards[f.card]!.card.name === name).map((f) => f.id);
const breaths = (s: HsState, key: string): string[] => (open(s).kind === 'choose-attack' ? optionIds(s).filter((id) => id.startsWith(key)) : []);

describe.skipIf(!HAVE_UNITS)('Acid breaths on the published cards', () => {
  it('Fledgling Acid Breath (Black Wyrmling): a d20 for one small or medium figure within 4 clear sight spaces; without the power none', () => {
    const KEY = 'fledgling-acid-breath';
    const c = one(KEY);
    expect(c.name).toBe('Black Wyrmling');
    // The wyrmling at (0, 1); Mid (medium) 3 spaces away at (2, 2), Big (large) 2 away at (2, 0), Far (medium) 5 away at (5, 1).
    const field = (x: ArmyCard) => {
      const s = battle(
        ROWS,
        [[0, 1]],
        [
          [2, 0],
          [5, 1],
          [2, 2],
        ],
        [oneFigure(x, { life: 5 })],
        [card({ name: 'Big', size: 'large', life: 5 }), card({ name: 'Far', life: 5 }), card({ name: 'Mid', life: 5 })],
      );
      toAfterMove(s, 0, 1);
      return s;
    };
    const probe = field(c);
    const [mid] = idsOf(probe, 'Mid');
    expect(breaths(probe, KEY)).toEqual([`${KEY}:a1>${mid}`]);
    for (const [d20, wounds] of [
      [10, 0],
      [11, 1],
      [15, 1],
      [16, 2],
    ] as const) {
      const s = field(c);
      game.forceChance(s, [d20]);
      const events = choose(s, `${KEY}:a1>${mid}`, 'choose-attack');
      expect(figure(s, mid!).wounds).toBe(wounds);
      expect(ofType(events, 'AttackRolled')).toHaveLength(0);
      expect(ofType(events, 'PowerUsed')[0]?.data['note']).toContain(String(d20));
    }
    expect(breaths(field(withoutPowers(c)), KEY)).toEqual([]);
  });

  it('Poisonous Acid Breath (Braxas): up to 3 figures chosen first, then a d20 each in order (Squad 8+, Hero 17+), engaged or not; without the power none', () => {
    const KEY = 'poisonous-acid-breath';
    const c = one(KEY);
    expect(c.name).toBe('Braxas');
    // Braxas at (0, 1), engaged with Big (large) at (0, 0) and Hero at (1, 1); the Squad's two figures at (0, 3) and (1, 3)
    // (the spaces are listed in board order, which the cards fill in card order).
    const field = (x: ArmyCard) => {
      const s = battle(
        ROWS,
        [[0, 1]],
        [
          [0, 0],
          [1, 1],
          [0, 3],
          [1, 3],
        ],
        [oneFigure(x, { life: 9 })],
        [card({ name: 'Big', size: 'large', life: 5 }), card({ name: 'Hero', life: 5 }), card({ name: 'Squad', kind: 'squad', figures: 2, life: 5 })],
      );
      toAfterMove(s, 0, 1);
      return s;
    };
    const s = field(c);
    const [s1, s2] = idsOf(s, 'Squad');
    const [hero] = idsOf(s, 'Hero');
    const [big] = idsOf(s, 'Big');
    expect(breaths(s, KEY).sort()).toEqual([`${KEY}:a1>${hero}`, `${KEY}:a1>${s1}`, `${KEY}:a1>${s2}`].sort());
    expect(optionIds(s).filter((id) => /^a1>/.test(id))).toEqual([`a1>${big}`, `a1>${hero}`]); // a normal attack only on the engaged figures
    choose(s, `${KEY}:a1>${s1}`, 'choose-attack');
    expect(open(s).kind).toBe('use-power');
    expect(optionIds(s).sort()).toEqual([`also:${hero}`, `also:${s2}`, 'skip'].sort());
    expect(optionIds(s)).not.toContain(`also:${big}`);
    choose(s, `also:${hero}`);
    game.forceChance(s, [8, 16, 7]);
    const events = choose(s, `also:${s2}`);
    expect(ofType(events, 'PowerUsed').map((e) => e.data['figure'])).toEqual([s1, hero, s2]);
    expect([figure(s, s1!).destroyed, figure(s, hero!).destroyed, figure(s, s2!).destroyed]).toEqual([true, false, false]);
    expect(ofType(events, 'AttackRolled')).toHaveLength(0);
    // One figure, then stop: a Hero on 17 is destroyed.
    const h = field(c);
    choose(h, `${KEY}:a1>${hero}`, 'choose-attack');
    game.forceChance(h, [17]);
    choose(h, 'skip');
    expect(figure(h, hero!).destroyed).toBe(true);
    expect(breaths(field(withoutPowers(c)), KEY)).toEqual([]);
  });
});
