/**
 * Disappearing Ninja (abilities/disappearing-ninja.ts) on the published card bound to it (Ninjas of the
 * Northern Wind), through the real engine with forced dice: attacked with a normal attack that rolls
 * a skull, the d20 at 12 or more cancels the attack (no defense, no wound) and the figure moves up to
 * 4 spaces to a space not adjacent to an enemy; 11 lets the defense be rolled; with no such space it
 * cannot disappear; the card without its powers always defends.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Action 2. Move Figure(s) …"; the power's text is
 * on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, withPowers } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, game, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { GameEvent } from '../../../core/index.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;

/**
 * Blue's figure on (0, 0) attacks Red's figure of the card (Life 10, Defense 3) on (1, 0) in Blue's
 * turn: 3 skulls, then the d20 (when the power rolls it), then 3 blank defense dice. `boxed`: the row
 * is 3 hexes long with a second Blue figure on (2, 0), so no space is clear of enemies.
 */
function attacked(c: ArmyCard, d20: number, boxed = false): { s: HsState; events: GameEvent[] } {
  const blue = [card({ name: 'Blue', attack: 3, move: 0 }), ...(boxed ? [card({ name: 'Wall', move: 0 })] : [])];
  const s = battle(
    [boxed ? '1 1 1' : '1 1 1 1 1 1 1 1 1 1'],
    [[1, 0]],
    boxed
      ? [
          [0, 0],
          [2, 0],
        ]
      : [[0, 0]],
    [oneFigure(c, { life: 10, defense: 3 })],
    blue,
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
  choose(s, 'done', 'choose-mover');
  const rolled = c.powers.length > 0 ? [d20] : [];
  game.forceChance(s, [skull, skull, skull, ...rolled, blank, blank, blank]);
  return { s, events: choose(s, 'b1>a1', 'choose-attack') };
}

describe.skipIf(!HAVE_UNITS)('Disappearing Ninja on the published cards', () => {
  const bound = boundTo(cards, 'disappearing-ninja');
  it('the pool binds it on the Ninjas of the Northern Wind', () => expect(bound.map((b) => b.card.name)).toEqual(['Ninjas of the Northern Wind']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 12 or more, no damage and a move up to 4 spaces away from the enemy', (_, c) => {
    const { s, events } = attacked(c, 12);
    expect(ofType(events, 'DefenseRolled')).toHaveLength(0);
    expect(figure(s, 'a1').wounds).toBe(0);
    expect(open(s).kind).toBe('use-power');
    // Beside the attacker it may not stay; 5 spaces is too far.
    expect(open(s).options.map((o) => o.id)).not.toContain('skip');
    expect(() => optionWhere(s, { q: 6, r: 0 })).toThrow();
    choose(s, optionWhere(s, { q: 5, r: 0 }).id);
    expect(whereIs(boardOf(s), figure(s, 'a1').head).q).toBe(5);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 11, or no space clear of enemies, and the defense is rolled', (_, c) => {
    const low = attacked(c, 11);
    expect(ofType(low.events, 'DefenseRolled')).toHaveLength(1);
    expect(figure(low.s, 'a1').wounds).toBe(3);
    const boxed = attacked(c, 20, true);
    expect(ofType(boxed.events, 'DefenseRolled')).toHaveLength(1);
    expect(figure(boxed.s, 'a1').wounds).toBe(3);
    const plain = attacked(withoutPowers(c), 20);
    expect(ofType(plain.events, 'DefenseRolled')).toHaveLength(1);
    expect(figure(plain.s, 'a1').wounds).toBe(3);
  });
});

describe.skipIf(!HAVE_UNITS)('Vanish on the published card (Disappearing Ninja rule, any attack)', () => {
  const bound = boundTo(cards, 'vanish');
  it('the pool binds it on Isamu with his number', () => expect(bound.map((b) => [b.card.name, b.params])).toEqual([['Isamu', { needs: 9 }]]));

  /** Against a normal attack, as the Ninjas: 9 vanishes, 8 defends; without the power, defends. */
  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a normal attack — 9 vanishes (no defense, a move), 8 rolls the defense', (_, c) => {
    const { s, events } = attacked(c, 9);
    expect(ofType(events, 'DefenseRolled')).toHaveLength(0);
    expect(figure(s, 'a1').wounds).toBe(0);
    choose(s, optionWhere(s, { q: 5, r: 0 }).id, 'use-power');
    expect(whereIs(boardOf(s), figure(s, 'a1').head).q).toBe(5);
    const low = attacked(c, 8);
    expect(ofType(low.events, 'DefenseRolled')).toHaveLength(1);
    expect(figure(low.s, 'a1').wounds).toBe(3);
    expect(figure(attacked(withoutPowers(c), 20).s, 'a1').wounds).toBe(3);
  });

  /**
   * A special attack affecting two figures: Blue's Explosion (on (9, 0)) at Red's friend a2 (Life 10)
   * on (2, 0), Isamu (a1) beside it on (3, 0). One roll of 3 skulls; a2 defends with blanks; then the
   * d20 for Isamu (9: he vanishes — stays, no enemy beside him — and takes nothing).
   */
  const exploded = (c: ArmyCard): HsState => {
    const s = battle(
      ['1 1 1 1 1 1 1 1 1 1'],
      [
        [3, 0],
        [2, 0],
      ],
      [[9, 0]],
      [oneFigure(c, { life: 10, defense: 1 }), card({ name: 'Friend', life: 10, defense: 3, move: 0 })],
      [withPowers({ name: 'Walker', move: 0, range: 1 }, 'Explosion Special Attack')],
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2], [1, 20]);
    choose(s, 'done', 'choose-mover');
    game.forceChance(s, [skull, skull, skull, blank, blank, blank, ...(c.powers.length > 0 ? [9] : []), blank]);
    choose(s, 'explosion-special-attack:b1>a2', 'choose-attack');
    return s;
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a special attack — the other figure still defends, Isamu vanishes', (_, c) => {
    const s = exploded(c);
    expect(figure(s, 'a2').wounds).toBe(3);
    expect(figure(s, 'a1').wounds).toBe(0);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    choose(s, 'skip', 'use-power');
    const plain = exploded(withoutPowers(c));
    expect(figure(plain, 'a2').wounds).toBe(3);
    expect(figure(plain, 'a1').wounds).toBe(3);
  });
});
