/**
 * Cover Fire (abilities/cover-fire.ts) on the published card bound to it (Agent Skahen), through the
 * real engine with forced dice: after her attack wounds an opponent's figure, her player may move one
 * Tricky figure it controls that follows Vydar, within 8 clear sight spaces, up to 4 spaces. Controls:
 * an attack that gives no wound, a Tricky figure of another general, a Vydar figure of another
 * personality, one 9 spaces away, an opponent's Tricky Vydar figure, and the card without its powers.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Clear Sight Spaces", "Action 2. Move
 * Figure(s) …"; the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, game, open, optionWhere } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, shield, blank } = FACE;
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1';

// Attack: 3 skulls; defense: 1 shield, so 2 wounds.
const HIT = [skull, skull, skull, shield, blank, blank];
// Attack: 1 skull; defense: 1 shield: no wound.
const MISS = [skull, blank, blank, shield, blank, blank];

interface Scene {
  /** The other figure's card: Red's (`owner: 'red'`, the default) or Blue's. */
  readonly other?: Partial<ArmyCard>;
  readonly owner?: 'red' | 'blue';
  /** The other figure's column on the row (the card's figure stands on 2, the target on 0). */
  readonly at?: number;
  readonly faces?: readonly number[];
}

const TRICKY_VYDAR: Partial<ArmyCard> = { personality: 'tricky', general: 'vydar' };

/** The card's figure (Attack 3, Range 9) on (2, 0) attacks Blue's target on (0, 0); the state then. */
function attack(c: ArmyCard, { other = TRICKY_VYDAR, owner = 'red', at = 9, faces = HIT }: Scene = {}): HsState {
  const mover = card({ name: 'Mover', move: 0, ...other });
  const target = card({ name: 'Target', life: 10, defense: 3, move: 0 });
  const me = oneFigure(c, { attack: 3, range: 9 });
  const red: [number, number][] =
    owner === 'red'
      ? [
          [2, 0],
          [at, 0],
        ]
      : [[2, 0]];
  const blue: [number, number][] =
    owner === 'red'
      ? [[0, 0]]
      : [
          [0, 0],
          [at, 0],
        ];
  const s = battle([ROW], red, blue, owner === 'red' ? [me, mover] : [me], owner === 'red' ? [target] : [target, mover]);
  // The set-up fills a zone in its own order: the card's figure must be the one on (2, 0).
  expect(whereIs(boardOf(s), figure(s, 'a1').head).q).toBe(2);
  toAfterMove(s, 0, owner === 'red' ? 2 : 1);
  game.forceChance(s, faces);
  choose(s, 'a1>b1', 'choose-attack');
  return s;
}

const offered = (s: HsState): string[] => {
  const d = open(s);
  return d.kind === 'use-power' ? d.options.map((o) => o.id) : [];
};

describe.skipIf(!HAVE_UNITS)('Cover Fire on the published cards', () => {
  const bound = boundTo(cards, 'cover-fire');
  it('the pool binds it on Agent Skahen', () => expect(bound.map((b) => b.card.name)).toEqual(['Agent Skahen']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a wounding attack lets a Tricky Vydar figure move up to 4 spaces', (_, c) => {
    const s = attack(c);
    expect(figure(s, 'b1').wounds).toBe(2);
    // The card's own figure is never offered.
    expect(offered(s)).toEqual(['cover-fire:a2', 'skip']);
    choose(s, 'cover-fire:a2', 'use-power');
    // From (9, 0): up to 4 spaces along the row, not 5.
    expect(() => optionWhere(s, { q: 14, r: 0 })).toThrow();
    choose(s, optionWhere(s, { q: 13, r: 0 }).id);
    expect(whereIs(boardOf(s), figure(s, 'a2').head).q).toBe(13);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: nothing offered without a wound or a figure that qualifies', (_, c) => {
    expect(offered(attack(c, { faces: MISS }))).toEqual([]);
    expect(offered(attack(c, { other: { personality: 'tricky', general: 'jandar' } }))).toEqual([]);
    expect(offered(attack(c, { other: { personality: 'valiant', general: 'vydar' } }))).toEqual([]);
    // 9 spaces away: beyond 8 clear sight spaces; 8 away is within.
    expect(offered(attack(c, { at: 11 }))).toEqual([]);
    expect(offered(attack(c, { at: 10 }))).toEqual(['cover-fire:a2', 'skip']);
    // An opponent's Tricky figure that follows Vydar is not the player's to move.
    expect(offered(attack(c, { owner: 'blue' }))).toEqual([]);
    expect(offered(attack(withoutPowers(c)))).toEqual([]);
  });
});
