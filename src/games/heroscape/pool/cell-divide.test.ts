/**
 * Cell Divide on the published card that has it, through the real engine with forced dice: Red's
 * archer wounds a Marro Divider (Defense 0 here) while another Divider of the card is destroyed; on
 * 17 the wounds are ignored and the destroyed Divider is placed where Blue chooses, on a same-level
 * space beside the defender; on 16 the Divider is destroyed; none destroyed: the wounds are ignored
 * and nothing is asked. Controls: a Divider attacking another of its own side's (not an opponent's
 * figure) rolls nothing, and the card without its powers rolls nothing.
 * Rulebook: heroscape-master-game-guide — "ATTACKING"; the power's text is on the card (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import { boardOf, whereIs } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull } = FACE;

/** Red's archer at (0, 0); the card's b1 at (5, 0), b2 at (7, 0), b3 at (8, 0), b3 destroyed when `oneDown`. */
function field(c: ArmyCard, oneDown: boolean, blueFirst = false) {
  const s = battle(
    ['1 1 1 1 1 1 1 1 1'],
    [[0, 0]],
    [
      [5, 0],
      [7, 0],
      [8, 0],
    ],
    [card({ name: 'Archer', range: 9, attack: 3 })],
    [{ ...c, defense: 0 }],
  );
  if (oneDown) {
    figure(s, 'b3').destroyed = true;
    figure(s, 'b3').head = -1;
  }
  toAfterMove(s, 0, 1, blueFirst);
  return s;
}

/** The archer's 3 skulls at b1, then the d20 `d20`: the rolls seen. */
function shot(s: ReturnType<typeof field>, d20: number): number {
  game.forceChance(s, [skull, skull, skull, d20]);
  return ofType(choose(s, 'a1>b1', 'choose-attack'), 'PowerUsed').length;
}

describe.skipIf(!HAVE_UNITS)('Cell Divide on the published card', () => {
  const bound = boundTo(cards, 'cell-divide');

  it('the pool binds it on the Marro Dividers alone (3 figures, Life 1)', () => {
    expect(bound.map((b) => b.card.name)).toEqual(['Marro Dividers']);
    expect(bound[0]!.card.life).toBe(1);
  });

  it('17: the wounds are ignored and the destroyed Divider is placed beside b1 where Blue chooses; 16: b1 is destroyed', () => {
    const c = bound[0]!.card;
    const s = field(c, true);
    expect(shot(s, 17)).toBe(1);
    expect(figure(s, 'b1')).toMatchObject({ wounds: 0, destroyed: false });
    expect(open(s).kind).toBe('use-power');
    const at = (id: string) => whereIs(boardOf(s), Number(id.slice('at:'.length)));
    expect(
      optionIds(s)
        .map((id) => [at(id).q, at(id).r])
        .sort(),
    ).toEqual([
      [4, 0],
      [6, 0],
    ]);
    choose(
      s,
      optionIds(s).find((id) => at(id).q === 6)!,
    );
    expect(figure(s, 'b3').destroyed).toBe(false);
    expect(whereIs(boardOf(s), figure(s, 'b3').head)).toMatchObject({ q: 6, r: 0, level: 1 });

    const fails = field(c, true);
    expect(shot(fails, 16)).toBe(1);
    expect(figure(fails, 'b1').destroyed).toBe(true);
    expect(figure(fails, 'b3').destroyed).toBe(true);
  });

  it('none destroyed: the wounds are ignored on 17, nothing to place', () => {
    const s = field(bound[0]!.card, false);
    expect(shot(s, 17)).toBe(1);
    expect(figure(s, 'b1')).toMatchObject({ wounds: 0, destroyed: false });
    expect(open(s).kind).not.toBe('use-power');
  });

  it("controls: a friendly Divider's attack and the card without its powers roll nothing", () => {
    const c = bound[0]!.card;
    const own = field({ ...c, range: 2 }, false, true);
    game.forceChance(own, [skull, skull, skull, 20]);
    expect(ofType(choose(own, 'b2>b1', 'choose-attack'), 'PowerUsed')).toHaveLength(0);
    expect(figure(own, 'b1').destroyed).toBe(true);

    const none = field(withoutPowers(c), true);
    expect(shot(none, 20)).toBe(0);
    expect(figure(none, 'b1').destroyed).toBe(true);
  });
});
