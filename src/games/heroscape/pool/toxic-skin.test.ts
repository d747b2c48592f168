/**
 * Toxic Skin and Mind Shackle 19 (Kee-Mo-Shi) on the published card, through the real engine with
 * forced dice: after its attack the d20 is rolled for each adjacent figure, friend or foe, and 17 or
 * more wounds it — never a Soulborg; after moving, an adjacent Unique figure's card is taken on 19 or
 * 20. Controls: 16, 18, a Common figure not offered, and the card without its powers.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Powers"; the powers' texts are on
 * the card (../shared units file, read at run time).
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
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';

/**
 * Red's card (Attack 1, Range 1) at (1, 0) and Red's friend a2 at (1, 1); Blue's Soulborg b1 at
 * (0, 0) and Unique Hero b2 at (2, 0), both Defense 0 — all adjacent to the card — and Blue's Common
 * Squad figure b3 at (0, 1), adjacent too.
 */
const field = (c: ArmyCard) =>
  play(
    [ROW, ROW],
    [
      [1, 0],
      [1, 1],
    ],
    [
      [0, 0],
      [2, 0],
      [0, 1],
    ],
    [oneFigure(c, { attack: 1, range: 1 }), card({ name: 'Friend', life: 10 })],
    [
      card({ name: 'Soulborg', species: 'soulborg', life: 10, defense: 0 }),
      card({ name: 'Hero', life: 10, defense: 0 }),
      card({ name: 'Squad', rarity: 'common', kind: 'squad', life: 10, defense: 0 }),
    ],
  );

describe.skipIf(!HAVE_UNITS)('Toxic Skin on the published card', () => {
  const bound = boundTo(cards, 'toxic-skin');
  it('the pool binds it on Kee-Mo-Shi', () => expect(bound.map((b) => b.card.name)).toEqual(['Kee-Mo-Shi']));

  /** The card attacks b2 with a blank; the d20s forced after, in the figures' order (a2, b2, b3). */
  const afterAttack = (c: ArmyCard, d20s: readonly number[]): { rolls: number; wounds: number[] } => {
    const s = field(c);
    toAfterMove(s, 0, 2);
    if (open(s).kind === 'use-power') choose(s, 'skip');
    game.forceChance(s, [FACE.blank, ...d20s]);
    const rolls = ofType(choose(s, 'a1>b2', 'choose-attack'), 'PowerUsed').length;
    return { rolls, wounds: ['a2', 'b1', 'b2', 'b3'].map((id) => figure(s, id).wounds) };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 17 wounds, 16 does not; the Soulborg is not rolled for', (_, c) => {
    expect(afterAttack(c, [17, 16, 17])).toEqual({ rolls: 3, wounds: [1, 0, 0, 1] });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers rolls nothing', (_, c) => {
    expect(afterAttack(withoutPowers(c), [])).toEqual({ rolls: 0, wounds: [0, 0, 0, 0] });
  });
});

describe.skipIf(!HAVE_UNITS)('Mind Shackle 19 on the published card', () => {
  const bound = boundTo(cards, 'mind-shackle-19');
  it('the pool binds it on Kee-Mo-Shi', () => expect(bound.map((b) => b.card.name)).toEqual(['Kee-Mo-Shi']));

  /** After the card's move: the Unique figures offered, then the shackle on b2 with `d20`; who controls b2's card. */
  const shackle = (c: ArmyCard, d20: number): { asked: string[]; owner: number } => {
    const s = field(c);
    toAfterMove(s, 0, 2);
    let asked: string[] = [];
    if (open(s).kind === 'use-power') {
      asked = optionIds(s);
      game.forceChance(s, [d20]);
      choose(s, 'shackle:b2');
    }
    return { asked, owner: s.cards[3]!.owner };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 19 takes the card, 18 does not; a Common figure is not offered', (_, c) => {
    expect(shackle(c, 19)).toEqual({ asked: ['shackle:b1', 'shackle:b2', 'skip'], owner: 0 });
    expect(shackle(c, 18)).toEqual({ asked: ['shackle:b1', 'shackle:b2', 'skip'], owner: 1 });
    expect(shackle(withoutPowers(c), 19)).toEqual({ asked: [], owner: 1 });
  });
});
