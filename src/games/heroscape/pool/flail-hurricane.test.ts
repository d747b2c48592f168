/**
 * Flail Hurricane (abilities/flail-hurricane.ts) on the published card bound to it (Ogre Warhulk),
 * through the real engine with forced dice: after moving, the d20 is rolled; on 11 the figure attacks
 * each adjacent opponent's figure once (its player only chooses the order, never declines) and makes
 * no other normal attack; on 10 it attacks normally (it may attack either adjacent figure, or none).
 * Controls: the figure two spaces away is never attacked, and the card without its powers rolls
 * nothing and attacks normally.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "ATTACKING", "Special Powers"; the
 * power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { FLAIL_HURRICANE_NEEDS } from '../abilities/flail-hurricane.js';
import { FACE } from '../battle/dice.js';
import type { HsState } from '../battle/state.js';
import { card, choose, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { shield } = FACE;
const SHIELDS = Array.from({ length: 24 }, () => shield);

/** a1 (the card) at (2, 0); Blue's b1 at (1, 0) and b2 at (3, 0) beside it, b3 at (5, 0); Red's turn, no move made. */
function scene(c: ArmyCard): HsState {
  const s = battle(
    ['1 1 1 1 1 1 1 1'],
    [[2, 0]],
    [
      [1, 0],
      [3, 0],
      [5, 0],
    ],
    [oneFigure(c, { life: 10, move: c.move, attack: c.attack, defense: c.defense, range: 1 })],
    [card({ name: 'A', move: 0, life: 10 }), card({ name: 'B', move: 0, life: 10 }), card({ name: 'C', move: 0, life: 10 })],
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  return s;
}

const ids = (s: HsState): string[] => open(s).options.map((o) => o.id);

describe.skipIf(!HAVE_UNITS)('Flail Hurricane on the published cards', () => {
  const bound = boundTo(cards, 'flail-hurricane');
  it('the pool binds it on the Ogre Warhulk', () => expect(bound.map((b) => b.card.name)).toEqual(['Ogre Warhulk']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: on 11, one attack at each adjacent figure and no other', (_, c) => {
    const s = scene(c);
    game.forceChance(s, [FLAIL_HURRICANE_NEEDS]);
    choose(s, 'done', 'choose-mover');
    expect(ids(s)).toEqual(['flail-hurricane:b1', 'flail-hurricane:b2']);
    game.forceChance(s, SHIELDS);
    expect(ofType(choose(s, 'flail-hurricane:b2', 'use-power'), 'AttackDeclared')[0]!.data['defender']).toBe('b2');
    expect(ids(s)).toEqual(['flail-hurricane:b1']);
    game.forceChance(s, SHIELDS);
    choose(s, 'flail-hurricane:b1', 'use-power');
    // No normal attack afterwards: the attack question, if asked, offers the figure nothing.
    const p = open(s);
    expect(p.kind === 'choose-attack' ? p.options.filter((o) => o.id.startsWith('a1>')) : []).toEqual([]);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: on 10, and without its powers, a normal attack it may choose', (_, c) => {
    const s = scene(c);
    game.forceChance(s, [FLAIL_HURRICANE_NEEDS - 1]);
    choose(s, 'done', 'choose-mover');
    expect(open(s).kind).toBe('choose-attack');
    expect(ids(s)).toEqual(['a1>b1', 'a1>b2', 'end']);
    const plain = scene(withoutPowers(c));
    choose(plain, 'done', 'choose-mover');
    expect(ids(plain)).toEqual(['a1>b1', 'a1>b2', 'end']);
  });
});
