/**
 * Chilling Touch (Cyprien Esenwein) on the published card, through the real engine with forced d20s:
 * after moving, an adjacent figure is chosen and the d20 gives it 0 (1–12), 1 (13–15), 2 (16–17),
 * 3 (18–19) or 6 (20) wounds. Controls: an adjacent Soulborg is not offered, and the card without its
 * powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';

describe.skipIf(!HAVE_UNITS)('Chilling Touch on the published card', () => {
  const bound = boundTo(cards, 'chilling-touch');
  it('the pool binds it on Cyprien Esenwein', () => expect(bound.map((b) => b.card.name)).toEqual(['Cyprien Esenwein']));

  /** Red's card at (1, 0); Blue's Soulborg b1 at (0, 0) and b2 (Life 10) at (2, 0), both adjacent. The options, then b2's wounds after `d20`. */
  const touch = (c: ArmyCard, d20: number): { asked: string[]; wounds: number } => {
    const s = play(
      [ROW],
      [[1, 0]],
      [
        [0, 0],
        [2, 0],
      ],
      [oneFigure(c)],
      [card({ name: 'Soulborg', species: 'soulborg', life: 10 }), card({ name: 'Blue', life: 10 })],
    );
    toAfterMove(s, 0, 1);
    let asked: string[] = [];
    if (open(s).kind === 'use-power') {
      asked = optionIds(s);
      game.forceChance(s, [d20]);
      choose(s, 'chilling-touch:b2');
    }
    return { asked, wounds: figure(s, 'b2').wounds };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: each band of the d20; the Soulborg is not offered', (_, c) => {
    expect(touch(c, 12)).toEqual({ asked: ['chilling-touch:b2', 'skip'], wounds: 0 });
    expect(touch(c, 13).wounds).toBe(1);
    expect(touch(c, 15).wounds).toBe(1);
    expect(touch(c, 16).wounds).toBe(2);
    expect(touch(c, 17).wounds).toBe(2);
    expect(touch(c, 18).wounds).toBe(3);
    expect(touch(c, 19).wounds).toBe(3);
    expect(touch(c, 20).wounds).toBe(6);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers asks nothing', (_, c) => {
    expect(touch(withoutPowers(c), 20)).toEqual({ asked: [], wounds: 0 });
  });
});

describe.skipIf(!HAVE_UNITS)("Sonya Esenwein's Eternal Strength and Eternal Heartbreak on the published cards", () => {
  const cyprien = (): ArmyCard => boundTo(cards, 'chilling-touch')[0]!.card;
  const sonya = (): ArmyCard => {
    const b = boundTo(cards, 'eternal-strength');
    expect(b.map((x) => x.card.name)).toEqual(['Sonya Esenwein']);
    expect(boundTo(cards, 'eternal-heartbreak').map((x) => x.card.name)).toEqual(['Sonya Esenwein']);
    return b[0]!.card;
  };

  /** Red's Cyprien a1 at (1, 0) and Sonya a2 at (6, 0); Blue's b1 (Life 10) at (2, 0). Chilling Touch on b1 with `d20`, then `answer` if asked. */
  const touch = (s2: ArmyCard, d20: number, answer: 'add' | 'skip'): { asked: string[]; wounds: number } => {
    const s = play(
      [ROW],
      [
        [1, 0],
        [6, 0],
      ],
      [[2, 0]],
      [oneFigure(cyprien()), oneFigure(s2)],
      [card({ name: 'Blue', life: 10 })],
    );
    toAfterMove(s, 0, 2);
    game.forceChance(s, [d20]);
    choose(s, 'chilling-touch:b1');
    let asked: string[] = [];
    if (open(s).kind === 'use-power') {
      asked = optionIds(s);
      choose(s, answer);
    }
    return { asked, wounds: figure(s, 'b1').wounds };
  };

  it('Eternal Strength: 2 may be added to the Chilling Touch roll (11 becomes 13: 1 wound); kept: none; not asked when the 2 change nothing; without the power none', () => {
    const c = sonya();
    expect(touch(c, 11, 'add')).toEqual({ asked: ['add', 'skip'], wounds: 1 });
    expect(touch(c, 11, 'skip')).toEqual({ asked: ['add', 'skip'], wounds: 0 });
    expect(touch(c, 19, 'add')).toEqual({ asked: ['add', 'skip'], wounds: 6 });
    expect(touch(c, 10, 'add')).toEqual({ asked: [], wounds: 0 });
    expect(touch(withoutPowers(c), 11, 'add')).toEqual({ asked: [], wounds: 0 });
  });

  /** Cyprien (Life 1, Defense 0) at (0, 0) beside Blue's b1 (1, 0); Sonya at (6, 0) on `sonyaSide`'s army. Blue attacks Cyprien first with 1 skull: Sonya's wounds. */
  const heartbreak = (s2: ArmyCard, sonyaSide: 'red' | 'blue'): number => {
    const red = sonyaSide === 'red';
    const s = play(
      [ROW],
      red
        ? [
            [0, 0],
            [6, 0],
          ]
        : [[0, 0]],
      red
        ? [[1, 0]]
        : [
            [1, 0],
            [6, 0],
          ],
      red ? [oneFigure(cyprien(), { life: 1, defense: 0 }), oneFigure(s2, { life: 5 })] : [oneFigure(cyprien(), { life: 1, defense: 0 })],
      red ? [card({ name: 'Blue', attack: 3 })] : [card({ name: 'Blue', attack: 3 }), oneFigure(s2, { life: 5 })],
    );
    toAfterMove(s, 0, red ? 2 : 1, true);
    game.forceChance(s, [FACE.skull, FACE.blank, FACE.blank]);
    choose(s, 'b1>a1', 'choose-attack');
    expect(figure(s, 'a1').destroyed).toBe(true);
    return figure(s, red ? 'a2' : 'b2').wounds;
  };

  it('Eternal Heartbreak: Cyprien destroyed under her player: Sonya receives 2 wounds; not when he is the opponent’s; without the power none', () => {
    const c = sonya();
    const alone: ArmyCard = { ...c, powers: c.powers.filter((p) => p.name === 'Eternal Heartbreak') };
    expect(heartbreak(alone, 'red')).toBe(2);
    expect(heartbreak(alone, 'blue')).toBe(0);
    expect(heartbreak(withoutPowers(c), 'red')).toBe(0);
  });
});
