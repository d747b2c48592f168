/**
 * Move leadership (Soldier, Scout, Guard and Kyrie Leadership) on every published card that prints
 * it, through the real engine: a figure of the named kind that the leader's player controls reaches
 * the bonus's extra spaces on a flat row; controls — the leader without its powers, a figure of
 * another kind, the leader on the other side, the leader's card destroyed, and (Kyrie Leadership's
 * "except") the leader itself — reach only their own Move.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Special Power References on Army
 * Cards"), "ATTACKING" (Life: a card whose figures are all destroyed is out of play); the powers'
 * texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { bondsWith } from '../abilities/bonding.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;

const ROW = Array.from({ length: 16 }, () => '1').join(' ');
/** The follower's Move in these tests: from (2, 0) it walks to (6, 0) on its own. */
const MOVE = 4;

function reaches(s: HsState, q: number): boolean {
  try {
    optionWhere(s, { q, r: 0 });
    return true;
  } catch (e) {
    if (e instanceof Error && /no option/.test(e.message)) return false;
    throw e;
  }
}

/** The farthest space east on row 0 the mover is offered. */
function farthest(s: HsState): number {
  let q = 0;
  for (let k = 1; k < 16; k++) if (reaches(s, k)) q = k;
  return q;
}

/** A published card of the kind the leadership names (its powers taken away, so only the leader's counts). */
function follower(params: Readonly<Record<string, string | number>>, self: ArmyCard): ArmyCard {
  const c = cards.find((x) => x.name !== self.name && bondsWith(params, x));
  if (!c) throw new Error(`no published card of the kind ${JSON.stringify(params)}`);
  return oneFigure(withoutPowers(c), { move: MOVE });
}

/** Red: `leader` at (0, 0), `mover` at (2, 0) (or the leader is Blue's); Red's turn with the mover; its farthest space east. */
function moveWith(leader: ArmyCard, mover: ArmyCard, leaderSide: 'red' | 'blue' = 'red'): number {
  const blue = card({ name: 'Blue', move: 1 });
  const s =
    leaderSide === 'red'
      ? battle(
          [ROW, ROW],
          [
            [0, 0],
            [2, 0],
          ],
          [[15, 1]],
          [oneFigure(leader), mover],
          [blue],
        )
      : battle(
          [ROW, ROW],
          [[2, 0]],
          [
            [0, 0],
            [15, 1],
          ],
          [mover],
          [oneFigure(leader), blue],
        );
  const moverCard = leaderSide === 'red' ? 1 : 0;
  const blueCard = 2;
  placeMarkers(s, [moverCard, moverCard, moverCard, moverCard], [blueCard, blueCard, blueCard, blueCard]);
  choose(s, leaderSide === 'red' ? 'fig:a2' : 'fig:a1', 'choose-mover');
  return farthest(s);
}

describe.skipIf(!HAVE_UNITS)('Move leadership on the published cards', () => {
  const bound = boundTo(cards, 'leadership-move');

  it('the pool binds it on the 4 cards that print it', () =>
    expect(bound.map((b) => b.card.name).sort()).toEqual(['Atlaga the Kyrie Warrior', 'Marcus Decimus Gallus', 'Venoc Warlord', 'Warden 816']));

  it.each(bound.map((b) => [b.card.name, b.card, b.params] as const))(
    '%s: a figure of the kind its player controls moves the extra spaces; not without the power, another kind, or an enemy leader',
    (_, c, params) => {
      const bonus = params['bonus'] as number;
      expect(bonus).toBeGreaterThan(0);
      const f = follower(params, c);
      expect(moveWith(c, f)).toBe(2 + MOVE + bonus);
      expect(moveWith(withoutPowers(c), f)).toBe(2 + MOVE);
      const other = oneFigure(card({ name: 'Other', species: 'none of these', class: 'none of these', personality: 'none', general: 'none' }), { move: MOVE });
      expect(moveWith(c, other)).toBe(2 + MOVE);
      expect(moveWith(c, f, 'blue')).toBe(2 + MOVE);
    },
  );

  it.each(bound.map((b) => [b.card.name, b.card, b.params] as const))('%s: once its card is destroyed, the bonus is gone', (_, c, params) => {
    const f = follower(params, c);
    // Blue (first) stands next to the leader (Defense 1, Life 1) and destroys it with 3 skulls against a blank.
    const s = battle(
      [ROW, ROW],
      [
        [0, 0],
        [2, 0],
      ],
      [[0, 1]],
      [oneFigure(c, { defense: 1, life: 1 }), f],
      [card({ name: 'Blue', attack: 3, range: 1, move: 1 })],
    );
    toAfterMove(s, 1, 2, true);
    game.forceChance(s, [skull, skull, skull, blank]);
    choose(s, 'b1>a1', 'choose-attack');
    expect(figure(s, 'a1').destroyed).toBe(true);
    choose(s, 'fig:a2', 'choose-mover');
    expect(farthest(s)).toBe(2 + MOVE);
  });

  it("Kyrie Leadership's 'except Atlaga': the leader's own figure gets no bonus", () => {
    const atlaga = bound.find((b) => b.params['others'] === 1);
    expect(atlaga?.card.name).toBe('Atlaga the Kyrie Warrior');
    const s = battle([ROW, ROW], [[0, 0]], [[15, 1]], [oneFigure(atlaga!.card, { move: MOVE })], [card({ name: 'Blue', move: 1 })]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1', 'choose-mover');
    expect(farthest(s)).toBe(MOVE);
  });
});
