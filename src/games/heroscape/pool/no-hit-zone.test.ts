/**
 * "No visible Hit Zone" powers (abilities/no-hit-zone.ts) on the published cards bound to them,
 * through the real engine with forced dice:
 * - Smoke Powder 13 (Nakita Agents): a normal attack from a non-adjacent opponent on the agent or a
 *   figure beside it rolls the d20; 13 loses the attack and hides them from the other attackers of
 *   the turn (not from a figure engaged with them, not a figure of theirs elsewhere), until the turn
 *   ends; 12, an adjacent attacker, a figure not beside an agent and the card without its powers:
 *   the attack is rolled.
 * - Cloud of Darkness (Estivara): the d20 after her turn; 16 hides her from the opponent's ranged
 *   figure in its turn, until her player's next reveal; 15 and the card without its powers: seen.
 * - Scurry (Goblin Cutters): a Cutter destroyed by a normal attack lets 2 Cutters move up to 4 spaces
 *   (no leaving-engagement attack) and hides the unengaged ones for the rest of the turn; a Cutter
 *   still engaged is seen; the card without its powers: no move, all seen.
 * Rulebook: heroscape-master-game-guide — "Range and Line of Sight", "ATTACKING"; the powers' texts
 * are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds } from '../abilities/rotv-testkit.js';
import { hiddenFigures } from '../abilities/no-hit-zone.js';
import { FACE } from '../battle/dice.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, game, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { GameEvent } from '../../../core/index.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';
const BLANKS = [blank, blank, blank, blank, blank, blank];
const powerUses = (events: readonly GameEvent[], power: string): GameEvent[] => ofType(events, 'PowerUsed').filter((e) => e.data['power'] === power);

/** Blue's squad of 3 (Range 12, Life 10); its figures take the zone's spaces in the battlefield's order. */
const blueSquad = card({ name: 'Blue', rarity: 'common', kind: 'squad', figures: 3, range: 12, life: 10, move: 0 });

describe.skipIf(!HAVE_UNITS)('Smoke Powder 13 on the published card', () => {
  const bound = boundTo(cards, 'smoke-powder');
  it('the pool binds it on the Nakita Agents', () => {
    expect(bound.map((b) => b.card.name)).toEqual(['Nakita Agents']);
    expect(bound[0]!.params).toEqual({ needs: 13 });
  });

  /**
   * Red's agent a1 on (1, 0), a friend a2 beside it on (1, 1), a friend a3 on (3, 2) beside no agent;
   * Blue's squad: b1 on (0, 0) engaged with a1, b2 on (10, 0), b3 on (10, 1). Blue's turn, after
   * moving: the attack question.
   */
  const field = (c: ArmyCard): HsState => {
    const s = play(
      [ROW, ROW, ROW],
      [
        [1, 0],
        [1, 1],
        [3, 2],
      ],
      [
        [0, 0],
        [10, 0],
        [10, 1],
      ],
      [oneFigure(c, { life: 10 }), card({ name: 'Friend', life: 10 }), card({ name: 'Far', life: 10 })],
      [blueSquad],
    );
    placeMarkers(s, [0, 0, 0, 0], [3, 3, 3, 3], [1, 20]);
    choose(s, 'done', 'choose-mover');
    return s;
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 13 loses the attack and hides the agent and its neighbour for the turn', (_, c) => {
    const s = field(c);
    expect(optionIds(s)).toEqual(expect.arrayContaining(['b1>a1', 'b2>a1', 'b3>a1', 'b3>a2', 'b3>a3']));
    game.forceChance(s, [13]);
    const events = choose(s, 'b2>a1', 'choose-attack');
    expect(powerUses(events, 'Smoke Powder')).toHaveLength(1);
    expect(ofType(events, 'AttackRolled')).toHaveLength(0);
    const ids = optionIds(s);
    // b3 no longer sees a1 nor a2; a3, beside no agent, still; b1, engaged with a1, needs no sight.
    expect(ids).not.toContain('b3>a1');
    expect(ids).not.toContain('b3>a2');
    expect(ids).toContain('b3>a3');
    expect(ids).toContain('b1>a1');
    choose(s, 'end', 'choose-attack');
    // The turn is over: so is the smoke.
    expect(hiddenFigures(s)).toBeNull();
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 12, an adjacent attacker or a figure beside no agent, and the attack is rolled', (_, c) => {
    const low = field(c);
    game.forceChance(low, [12, ...BLANKS]);
    const lowEvents = choose(low, 'b2>a1', 'choose-attack');
    expect(powerUses(lowEvents, 'Smoke Powder')).toHaveLength(1);
    expect(ofType(lowEvents, 'AttackRolled')).toHaveLength(1);
    expect(optionIds(low)).toEqual(expect.arrayContaining(['b3>a1', 'b3>a2']));

    const near = field(c);
    game.forceChance(near, BLANKS);
    const nearEvents = choose(near, 'b1>a1', 'choose-attack');
    expect(powerUses(nearEvents, 'Smoke Powder')).toHaveLength(0);
    expect(ofType(nearEvents, 'AttackRolled')).toHaveLength(1);

    const far = field(c);
    game.forceChance(far, BLANKS);
    const farEvents = choose(far, 'b3>a3', 'choose-attack');
    expect(powerUses(farEvents, 'Smoke Powder')).toHaveLength(0);
    expect(ofType(farEvents, 'AttackRolled')).toHaveLength(1);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers: no roll, the attack is rolled', (_, c) => {
    const s = field(withoutPowers(c));
    game.forceChance(s, BLANKS);
    const events = choose(s, 'b2>a1', 'choose-attack');
    expect(powerUses(events, 'Smoke Powder')).toHaveLength(0);
    expect(ofType(events, 'AttackRolled')).toHaveLength(1);
    expect(optionIds(s)).toEqual(expect.arrayContaining(['b3>a1', 'b3>a2']));
  });
});

describe.skipIf(!HAVE_UNITS)('Cloud of Darkness on the published card', () => {
  const bound = boundTo(cards, 'cloud-of-darkness');
  it('the pool binds it on Estivara', () => expect(bound.map((b) => b.card.name)).toEqual(['Estivara']));

  /**
   * Red's card on (1, 0) takes the first turn without moving or attacking, the d20 forced at its end
   * (when the power rolls it); Red's a2 on (6, 1), seen by all; Blue's b1 (Range 12) on (10, 0):
   * Blue's attack question.
   */
  const afterHerTurn = (c: ArmyCard, d20: number | null): HsState => {
    const s = play(
      [ROW, ROW],
      [
        [1, 0],
        [6, 1],
      ],
      [[10, 0]],
      [oneFigure(c, { move: 0 }), card({ name: 'Decoy', life: 10, move: 0 })],
      [card({ name: 'Blue', range: 12, life: 10, move: 0 })],
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2], [20, 1]);
    // She has no target: her turn ends once she has not moved, and the d20 is rolled then.
    game.forceChance(s, d20 === null ? [] : [d20]);
    choose(s, 'done', 'choose-mover');
    while (open(s).kind !== 'choose-mover') choose(s, open(s).kind === 'choose-attack' ? 'end' : 'skip');
    choose(s, 'done', 'choose-mover');
    return s;
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 16 hides her from the opponent until her player reveals again', (_, c) => {
    const s = afterHerTurn(c, 16);
    expect(optionIds(s)).toContain('b1>a2');
    expect(optionIds(s)).not.toContain('b1>a1');
    choose(s, 'end', 'choose-attack');
    // Red reveals its next marker: she is seen again.
    expect(open(s).player).toBe(0);
    expect(hiddenFigures(s)).toBeNull();
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 15, and the card without its powers, seen', (_, c) => {
    expect(optionIds(afterHerTurn(c, 15))).toContain('b1>a1');
    expect(optionIds(afterHerTurn(withoutPowers(c), null))).toContain('b1>a1');
  });
});

describe.skipIf(!HAVE_UNITS)('Scurry on the published card', () => {
  const bound = boundTo(cards, 'scurry');
  it('the pool binds it on the Goblin Cutters', () => expect(bound.map((b) => b.card.name)).toEqual(['Goblin Cutters']));

  /**
   * Red's squad of 3 Cutters (Life 1, Defense 1): a1 on (1, 0), a2 on (1, 1) engaged with Blue's b3 on
   * (0, 2), a3 on (3, 2), and Red's a4 on (12, 2), seen by all; Blue's b1 and b2 (Range 12) on (10, 0)
   * and (10, 1). Blue's turn: b1 destroys a1 with 3 skulls against a blank.
   */
  const destroyed = (c: ArmyCard): { s: HsState; events: GameEvent[] } => {
    const s = play(
      [ROW, ROW, ROW],
      [
        [1, 0],
        [1, 1],
        [3, 2],
        [12, 2],
      ],
      [
        [10, 0],
        [10, 1],
        [0, 2],
      ],
      [oneFigure(c, { kind: 'squad', figures: 3, life: 1, defense: 1 }), card({ name: 'Decoy', life: 10 })],
      [blueSquad],
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2], [1, 20]);
    choose(s, 'done', 'choose-mover');
    game.forceChance(s, [skull, skull, skull, blank]);
    const events = choose(s, 'b1>a1', 'choose-attack');
    expect(figure(s, 'a1').destroyed).toBe(true);
    return { s, events };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: two Cutters move up to 4 spaces, no leaving-engagement attack, unseen while unengaged',
    (_, c) => {
      const { s } = destroyed(c);
      expect(open(s).kind).toBe('use-power');
      expect(optionIds(s)).toEqual(expect.arrayContaining(['scurry:a2', 'scurry:a3']));
      // a2, engaged with b3, moves 4 spaces away: (5, 1); 5 spaces is too far.
      choose(s, 'scurry:a2');
      expect(() => optionWhere(s, { q: 6, r: 1 })).toThrow();
      const moved = choose(s, optionWhere(s, { q: 5, r: 1 }).id);
      expect(ofType(moved, 'LeaveEngagement')).toHaveLength(0);
      expect(whereIs(boardOf(s), figure(s, 'a2').head).q).toBe(5);
      choose(s, 'scurry:a3');
      choose(s, 'skip');
      // Two have moved: the question is over; b2 sees neither.
      expect(open(s).kind).toBe('choose-attack');
      const ids = optionIds(s);
      expect(ids).not.toContain('b2>a2');
      expect(ids).not.toContain('b2>a3');
      choose(s, 'end', 'choose-attack');
      expect(hiddenFigures(s)).toBeNull();
    },
  );

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a Cutter that stays engaged is seen; without its powers all are', (_, c) => {
    const { s } = destroyed(c);
    choose(s, 'skip');
    const ids = optionIds(s);
    expect(ids).toContain('b2>a2');
    expect(ids).not.toContain('b2>a3');

    const plain = destroyed(withoutPowers(c));
    expect(open(plain.s).kind).toBe('choose-attack');
    expect(optionIds(plain.s)).toEqual(expect.arrayContaining(['b2>a2', 'b2>a3']));
  });
});
