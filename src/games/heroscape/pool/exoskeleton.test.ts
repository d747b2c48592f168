/**
 * Exoskeleton (Mezzodemon Warmongers) on the published card, through the real engine with forced dice:
 * the card starts with one marker per figure; after a defense roll against a normal attack that leaves
 * wounds its player is asked, and removing a marker ignores every wound of that attack; with the
 * markers gone, or the question declined, the wounds are given; a defense that blocks every skull asks
 * nothing. Control: the card without its powers takes the wounds with no question. The units file's
 * text carries a stray "Orc Battle Rush" at its end (pool/sets/data-errors.ts): bound as printed.
 * Rulebook: heroscape-master-game-guide — "ATTACKING"; the power's text is on the card (../shared units
 * file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, open } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { bindingsOf } from './bind.js';
import { boundTo, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1'];
const { skull, shield, blank } = FACE;

/**
 * The Warmongers (2 figures: a1 at (1, 1), a2 far off at (10, 2)) against Blue's three archers (Range
 * 10, Attack 3) at (5, 0), (5, 1), (5, 2); Blue has the initiative and is at its attack question.
 */
function battle(c: ArmyCard): HsState {
  const s = play(
    ROWS,
    [
      [1, 1],
      [10, 2],
    ],
    [
      [5, 0],
      [5, 1],
      [5, 2],
    ],
    [{ ...c, move: 0 }],
    [card({ name: 'Archers', kind: 'squad', rarity: 'common', figures: 3, life: 1, range: 10, attack: 3, defense: 0, move: 0 })],
  );
  toAfterMove(s, 0, 1, true);
  return s;
}

/** Blue's figure `by` attacks a1: 3 skulls, then a1's 3 defense dice as `defense`. */
function attack(s: HsState, by: string, defense: readonly number[]): void {
  expect(open(s).player).toBe(1);
  game.forceChance(s, [skull, skull, skull, ...defense]);
  choose(s, `${by}>a1`, 'choose-attack');
}

const markers = (s: HsState): number => s.cards[0]!.tokens.filter((t) => t === 'exoskeleton').length;
const asked = (s: HsState): boolean => open(s).player === 0 && open(s).options.some((o) => o.id === 'exoskeleton:use');

describe.skipIf(!HAVE_UNITS)('Exoskeleton on the published card', () => {
  const bound = boundTo(cards, 'exoskeleton');
  // Read in the tests only: with ../shared absent nothing is bound and every test is skipped.
  const warmongers = bound[0]?.card as ArmyCard;

  it('the pool binds it on the Mezzodemon Warmongers only, through the known data error of its text', () => {
    expect(bound.map((b) => b.card.name)).toEqual(['Mezzodemon Warmongers']);
    const b = bindingsOf(warmongers).find((x) => x.power === 'Exoskeleton');
    expect(b).toMatchObject({ status: 'enforced', ability: 'exoskeleton' });
    expect(b?.dataError).toMatch(/Orc Battle Rush/);
  });

  it('one marker per figure; each removed ignores all the wounds of an attack; with none left the wounds are given', () => {
    const s = battle(warmongers);
    expect(markers(s)).toBe(2);
    attack(s, 'b1', [blank, blank, blank]);
    expect(asked(s)).toBe(true);
    choose(s, 'exoskeleton:use', 'use-power');
    expect(figure(s, 'a1')).toMatchObject({ destroyed: false, wounds: 0 });
    expect(markers(s)).toBe(1);
    attack(s, 'b2', [blank, blank, blank]);
    choose(s, 'exoskeleton:use', 'use-power');
    expect(figure(s, 'a1').destroyed).toBe(false);
    expect(markers(s)).toBe(0);
    attack(s, 'b3', [blank, blank, blank]);
    expect(figure(s, 'a1').destroyed).toBe(true);
  });

  it('declined, the wounds are given and the marker kept; a defense blocking every skull asks nothing', () => {
    const s = battle(warmongers);
    attack(s, 'b1', [shield, shield, shield]);
    expect(asked(s)).toBe(false);
    expect(figure(s, 'a1').destroyed).toBe(false);
    expect(markers(s)).toBe(2);
    attack(s, 'b2', [shield, shield, blank]);
    expect(asked(s)).toBe(true);
    choose(s, 'skip', 'use-power');
    expect(figure(s, 'a1').destroyed).toBe(true);
    expect(markers(s)).toBe(2);
  });

  it('control: the card without its powers has no marker and takes the wounds', () => {
    const s = battle(withoutPowers(warmongers));
    expect(markers(s)).toBe(0);
    attack(s, 'b1', [blank, blank, blank]);
    expect(figure(s, 'a1').destroyed).toBe(true);
  });
});
