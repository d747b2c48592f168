/**
 * Teleportation, Underground Movement and Fey Step (abilities/placement-move.ts), Shadow Dance and
 * Thunder Step (abilities/shadow-dance.ts, thunder-step.ts) on the published cards bound to them
 * (Tul-Bak-Ra, Earth Elemental, Erevan Sunshadow, Mika Connour, Eltahale), through the real engine with
 * forced dice: offered at the destination question as placings, only on the spaces their words
 * allow; engaged, Tul-Bak-Ra and Erevan are placed with no leaving-engagement attack, the Earth
 * Elemental takes it first (a skull wounds it, then it is placed); Erevan then moves normally, and
 * Fey Step is not offered again. Shadow Dance only from a shadow space at the turn's start, onto
 * shadow within 8 (the leaving-engagement attack first); Thunder Step beside an opponent within 5
 * clear sight spaces, Attack + 1 that turn and a die at its end (a skull is a wound). Controls: the
 * same cards without their powers are offered no placing.
 * Rulebook: heroscape-master-game-guide — "Leaving an engagement"; the powers' texts are on the cards
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { FEY_STEP_SPACES, TELEPORTATION_SPACES, UNDERGROUND_SPACES } from '../abilities/placement-move.js';
import { SHADOW_DANCE_SPACES } from '../abilities/shadow-dance.js';
import { THUNDER_STEP_SPACES } from '../abilities/thunder-step.js';
import { FACE } from '../battle/dice.js';
import type { HsState } from '../battle/state.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, placeMarkers, start } from '../battle/testkit.js';
import { addObstacle } from '../build.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';
import { powerMoves as placings, hexOf } from './power-moves-testkit.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/**
 * a1 (the card, Move 5) at (0, 0); b1 (Blue, Range 1) at (1, 0) when `engaged`, else at the first
 * row's last hex. Red's turn; a1 chosen to move.
 */
function toDestination(c: ArmyCard, rows: readonly string[], engaged: boolean): HsState {
  const last = rows[0]!.trim().split(/\s+/).length - 1;
  const s = battle(rows, [[0, 0]], [[engaged ? 1 : last, 0]], [oneFigure(c, { move: 5, life: 5 })], [card({ name: 'Blue', range: 1, life: 9 })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return s;
}

function placeAt(s: HsState, q: number, r: number) {
  const o = open(s).options.find((x) => x.id.startsWith('power:') && (x.payload as { q: number; r: number }).q === q && (x.payload as { r: number }).r === r);
  if (!o) throw new Error(`no placing at (${q}, ${r})`);
  return choose(s, o.id, 'choose-destination');
}

describe.skipIf(!HAVE_UNITS)('placement moves on the published cards', () => {
  it('the pool binds them on Tul-Bak-Ra, the Earth Elemental, Erevan Sunshadow, Mika Connour and Eltahale', () => {
    expect(boundTo(cards, 'teleportation').map((b) => b.card.name)).toEqual(['Tul-Bak-Ra']);
    expect(boundTo(cards, 'underground-movement').map((b) => b.card.name)).toEqual(['Earth Elemental']);
    expect(boundTo(cards, 'fey-step').map((b) => b.card.name)).toEqual(['Erevan Sunshadow']);
    expect(boundTo(cards, 'shadow-dance').map((b) => b.card.name)).toEqual(['Mika Connour']);
    expect(boundTo(cards, 'thunder-step').map((b) => b.card.name)).toEqual(['Eltahale']);
  });

  // Level 1 everywhere but (3, 0), level 2; 12 hexes in a row.
  const FLAT = ['1 1 1 2 1 1 1 1 1 1 1 1'];

  it.each(boundTo(cards, 'teleportation').map((b) => [b.card.name, b.card] as const))(
    '%s: Teleportation to any empty same-level space within 10, no leaving-engagement attack',
    (_, c) => {
      const s = toDestination(c, FLAT, true);
      const offered = placings(s);
      expect(offered).toContain(`${TELEPORTATION_SPACES},0@1`);
      expect(offered).toContain('2,0@1');
      // Higher, occupied or 11 spaces away: not offered.
      expect(offered).not.toContain('3,0@2');
      expect(offered).not.toContain('1,0@1');
      expect(offered).not.toContain('11,0@1');
      const events = placeAt(s, 10, 0);
      expect(ofType(events, 'PowerUsed')[0]?.data).toMatchObject({ power: 'Teleportation', figure: 'a1' });
      expect(ofType(events, 'LeaveEngagement')).toEqual([]);
      expect(ofType(events, 'Moved')).toEqual([]);
      expect(hexOf(s, 'a1')).toBe('10,0@1');
      expect(figure(s, 'a1').wounds).toBe(0);
      // Its move is over: the next question is the next figure's or the attack, never this figure's destination again.
      expect(open(s).kind).not.toBe('choose-destination');
      // Control: the card without its powers has no placing.
      expect(placings(toDestination(withoutPowers(c), FLAT, true))).toEqual([]);
    },
  );

  // a1 on a column 5 high (base level 5), b1 beside it on the same level; water on level 4 at (2, 0),
  // level 2 at (3, 0), level 11 at (4, 0), level 5 at (5, 0) (5 spaces on); level 1 at (0, 1), level 12 at (1, 1).
  const STEPS = ['5 5 4~ 2 11 5 5', '1 12 5 5 5'];

  it.each(boundTo(cards, 'underground-movement').map((b) => [b.card.name, b.card] as const))(
    '%s: Underground Movement within 4 spaces, Height + 1 up and 3 down, not water; the leaving-engagement attack first',
    (_, c) => {
      const s = toDestination(c, STEPS, true);
      const offered = placings(s);
      // Level 2 (3 below its base 5) and level 11 (its Height 5 plus 1 above) are offered.
      expect(offered).toEqual(expect.arrayContaining(['3,0@2', '4,0@11', '2,1@5']));
      // Water, 5 spaces away, level 1 (4 below), level 12 (7 above) are not; nor its engaged enemy's space.
      for (const no of ['2,0', '5,0', '0,1', '1,1', '1,0']) expect(offered.some((h) => h.startsWith(`${no}@`))).toBe(false);
      expect(UNDERGROUND_SPACES).toBe(4);
      const events = placeAt(s, 4, 0);
      expect(ofType(events, 'LeaveEngagement')[0]?.data).toMatchObject({ mover: 'a1', attackers: ['b1'] });
      expect(open(s)).toMatchObject({ kind: 'reaction', player: 1 });
      expect(hexOf(s, 'a1')).toBe('0,0@5');
      game.forceChance(s, [FACE.skull]);
      const attack = open(s).options.find((o) => o.id.endsWith(':b1'));
      choose(s, attack!.id);
      expect(figure(s, 'a1').wounds).toBe(1);
      expect(hexOf(s, 'a1')).toBe('4,0@11');
      // Not engaged: placed at once, no reaction.
      const free = toDestination(c, STEPS, false);
      placeAt(free, 3, 0);
      expect(hexOf(free, 'a1')).toBe('3,0@2');
      expect(placings(toDestination(withoutPowers(c), STEPS, true))).toEqual([]);
    },
  );

  it.each(boundTo(cards, 'fey-step').map((b) => [b.card.name, b.card] as const))(
    '%s: Fey Step within 5 spaces (any level), no leaving-engagement attack, then the normal move; once per game',
    (_, c) => {
      const s = toDestination(c, FLAT, true);
      const offered = placings(s);
      expect(offered).toEqual(expect.arrayContaining([`${FEY_STEP_SPACES},0@1`, '3,0@2']));
      expect(offered).not.toContain('6,0@1');
      const events = placeAt(s, 5, 0);
      expect(ofType(events, 'LeaveEngagement')).toEqual([]);
      expect(hexOf(s, 'a1')).toBe('5,0@1');
      // Then it moves normally, and Fey Step is not offered again.
      expect(open(s)).toMatchObject({ kind: 'choose-destination' });
      expect(placings(s)).toEqual([]);
      // From where it was placed: (9, 0) is 4 spaces on from (5, 0), beyond its Move 5 from (0, 0).
      expect(optionWhere(s, { q: 9, r: 0 }).id).toMatch(/^to:/);
      expect(placings(toDestination(withoutPowers(c), FLAT, true))).toEqual([]);
    },
  );

  // Mika on shadow at (0, 0); shadow at (8, 0) (8 spaces) and (9, 0) (9); land at (4, 0); b1 (when engaged) at (1, 0).
  const SHADOWS = ['1h 1 1 1 1 1 1 1 1h 1h 1'];

  it.each(boundTo(cards, 'shadow-dance').map((b) => [b.card.name, b.card] as const))(
    '%s: Shadow Dance from shadow onto shadow within 8, the leaving-engagement attack first; not from land',
    (_, c) => {
      const s = toDestination(c, SHADOWS, true);
      const offered = placings(s).map((h) => h.split('@')[0]);
      expect(offered).toEqual([`${SHADOW_DANCE_SPACES},0`]);
      const events = placeAt(s, 8, 0);
      expect(ofType(events, 'LeaveEngagement')[0]?.data).toMatchObject({ mover: 'a1', attackers: ['b1'] });
      game.forceChance(s, [FACE.blank]);
      choose(s, open(s).options.find((o) => o.id.endsWith(':b1'))!.id);
      expect(hexOf(s, 'a1').split('@')[0]).toBe('8,0');
      // Starting the turn on land: no Shadow Dance; nor without the power.
      expect(placings(toDestination(c, ['1 1 1 1 1 1 1 1 1h 1h 1'], false))).toEqual([]);
      expect(placings(toDestination(withoutPowers(c), SHADOWS, true))).toEqual([]);
    },
  );

  it.each(boundTo(cards, 'thunder-step').map((b) => [b.card.name, b.card] as const))(
    '%s: Thunder Step beside an opponent within 5 clear sight spaces, Attack + 1 that turn, a die at its end',
    (_, c) => {
      // b1 5 spaces away at (5, 0): the spaces beside it offered, nothing else; 6 away, nothing.
      const s = battle(
        ['1 1 1 1 1 1 1 1'],
        [[0, 0]],
        [[5, 0]],
        [oneFigure(c, { move: 5, life: 5, attack: 2, range: 1 })],
        [card({ name: 'Blue', life: 9, defense: 0 })],
      );
      placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
      choose(s, 'fig:a1', 'choose-mover');
      expect(placings(s).sort()).toEqual([`${THUNDER_STEP_SPACES - 1},0@1`, '6,0@1']);
      const events = placeAt(s, 4, 0);
      expect(ofType(events, 'LeaveEngagement')).toEqual([]);
      expect(hexOf(s, 'a1')).toBe('4,0@1');
      // Its normal attack rolls Attack 2 + 1 = 3 dice (3 skulls, no defense: 3 wounds), then the end-of-turn die.
      game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.skull]);
      const attacked = choose(s, 'a1>b1', 'choose-attack');
      expect(ofType(attacked, 'AttackRolled')[0]?.data).toMatchObject({ attacker: 'a1', defender: 'b1' });
      expect(figure(s, 'b1').wounds).toBe(3);
      // The end-of-turn die: a skull is 1 wound on it.
      expect(figure(s, 'a1').wounds).toBe(1);
      // Control: 6 spaces away nothing is offered; without the power, nothing.
      const far = battle(['1 1 1 1 1 1 1 1'], [[0, 0]], [[6, 0]], [oneFigure(c, { move: 5, life: 5 })], [card({ name: 'Blue', life: 9 })]);
      placeMarkers(far, [0, 0, 0, 0], [1, 1, 1, 1]);
      choose(far, 'fig:a1', 'choose-mover');
      expect(placings(far)).toEqual([]);
      expect(placings(toDestination(withoutPowers(c), FLAT, false))).toEqual([]);
    },
  );
});

describe.skipIf(!HAVE_UNITS)('Glacier Traverse on the published cards', () => {
  it('the pool binds it on Dzu-Teh', () => expect(boundTo(cards, 'glacier-traverse').map((b) => b.card.name)).toEqual(['Dzu-Teh']));

  /**
   * a1 (the card) at (0, 0), Blue at (11, 0), on three level-1 rows of 12 hexes; a 7-level glacier on
   * (0, 1)–(1, 1) (beside a1) when `near`, and another on (9, 2). Red's turn; a1 chosen to move.
   */
  function atGlacier(c: ArmyCard, near: boolean): HsState {
    const rows = [0, 1, 2].map(() => Array.from({ length: 12 }, () => '1').join(' '));
    const map = fieldWith(rows, [[0, 0]], [[11, 0]]);
    if (near)
      addObstacle(
        map,
        'glacier',
        [
          { q: 0, r: 1 },
          { q: 1, r: 1 },
        ],
        1,
        7,
      );
    addObstacle(map, 'glacier', [{ q: 9, r: 2 }], 1, 7);
    const s = start(config(map, [oneFigure(c, { move: 5, life: 5 })], [card({ name: 'Blue', range: 1, life: 9 })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1', 'choose-mover');
    return s;
  }

  it.each(boundTo(cards, 'glacier-traverse').map((b) => [b.card.name, b.card] as const))(
    '%s: to any free space beside the glacier it is beside, instead of its move',
    (_, c) => {
      const s = atGlacier(c, true);
      const offered = placings(s);
      // Beside the glacier on (0, 1)–(1, 1): offered, however far a normal move would count them.
      expect(offered).toEqual(expect.arrayContaining(['1,0@1', '2,0@1', '2,1@1', '0,2@1', '1,2@1']));
      // Beside the other glacier, or beside none: not offered.
      expect(offered).not.toContain('10,2@1');
      expect(offered).not.toContain('3,0@1');
      const events = placeAt(s, 1, 2);
      expect(ofType(events, 'PowerUsed')[0]?.data).toMatchObject({ power: 'Glacier Traverse', figure: 'a1' });
      expect(hexOf(s, 'a1')).toBe('1,2@1');
      // Controls: beside no glacier, and the same card without its powers: no such move.
      expect(placings(atGlacier(c, false))).toEqual([]);
      expect(placings(atGlacier(withoutPowers(c), true))).toEqual([]);
    },
  );
});
