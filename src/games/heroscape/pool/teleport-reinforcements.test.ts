/**
 * Teleport Reinforcements (abilities/teleport-reinforcements.ts) on the published card bound to it
 * (Tul-Bak-Ra), through the real engine with forced dice: wounded twice by an opponent's attack and
 * still standing, its player places two friendly Marro Squad figures, one at a time, beside it; a
 * Human squad figure is not offered, nor a figure placed already. Controls: one wound places one,
 * no wound or the card without its powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "Friends and Enemies"; the power's text is on the card
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { figuresAdjacent } from '../engagement.js';
import { boardOf, figureById, placedOf, type HsState } from '../battle/state.js';
import { card, choose, game, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;

/**
 * a1 (the card, Defense 3, Life 5) at (1, 0); a2, a3 (Marro Drones, a squad) at (5, 1), (6, 1); a4
 * (Human Guards, a squad) at (7, 1); b1 (Blue, Attack 3) beside a1 at (1, 1) attacks it with `faces`.
 */
function attacked(c: ArmyCard, faces: readonly number[]): HsState {
  const s = battle(
    ['1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1'],
    [
      [1, 0],
      [5, 1],
      [6, 1],
      [7, 1],
    ],
    [[1, 1]],
    [
      oneFigure(c, { defense: 3, life: 5 }),
      card({ name: 'Drones', rarity: 'common', kind: 'squad', species: 'marro', figures: 2 }),
      card({ name: 'Guards', rarity: 'common', kind: 'squad', species: 'human', figures: 1 }),
    ],
    [card({ name: 'Blue', attack: 3, range: 1 })],
  );
  toAfterMove(s, 0, 3, true);
  game.forceChance(s, faces);
  choose(s, 'b1>a1', 'choose-attack');
  return s;
}

const beside = (s: HsState, a: string, b: string): boolean =>
  figuresAdjacent(boardOf(s), placedOf(s, figureById(s, a)), placedOf(s, figureById(s, b))).adjacent;

const TWO = [skull, skull, blank, blank, blank, blank];

describe.skipIf(!HAVE_UNITS)('Teleport Reinforcements on the published card', () => {
  const bound = boundTo(cards, 'teleport-reinforcements');

  it('the pool binds it on Tul-Bak-Ra', () => expect(bound.map((b) => b.card.name)).toEqual(['Tul-Bak-Ra']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: two wounds, two Marro Squad figures placed beside it, one at a time', (_, c) => {
    const s = attacked(c, TWO);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    expect(optionIds(s)).toEqual(['teleport-reinforcements:figure:a2', 'teleport-reinforcements:figure:a3', 'skip']);
    choose(s, 'teleport-reinforcements:figure:a2', 'use-power');
    choose(s, optionIds(s)[0]!, 'use-power');
    expect(beside(s, 'a1', 'a2')).toBe(true);
    // The second wound: a3 only.
    expect(optionIds(s)).toEqual(['teleport-reinforcements:figure:a3', 'skip']);
    choose(s, 'teleport-reinforcements:figure:a3', 'use-power');
    choose(s, optionIds(s)[0]!, 'use-power');
    expect(beside(s, 'a1', 'a3')).toBe(true);
    expect(beside(s, 'a1', 'a4')).toBe(false);
    expect(open(s).kind).not.toBe('use-power');
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: one wound places one; no wound or no power, nothing', (_, c) => {
    const one = attacked(c, [skull, blank, blank, blank, blank, blank]);
    choose(one, 'teleport-reinforcements:figure:a3', 'use-power');
    choose(one, optionIds(one)[0]!, 'use-power');
    expect(beside(one, 'a1', 'a3')).toBe(true);
    expect(open(one).kind).not.toBe('use-power');
    expect(open(attacked(c, [blank, blank, blank, blank, blank, blank])).kind).not.toBe('use-power');
    const without = attacked(withoutPowers(c), TWO);
    expect(open(without).kind).not.toBe('use-power');
    expect(figureById(without, 'a1').wounds).toBe(2);
  });
});
