/**
 * A friendly figure as a target. "ATTACKING": "Unless stated differently on the Army Card, figures
 * cannot target or attack themselves" is the guide's only limit on whom a figure attacks, so one's own
 * figures and a teammate's ("Friends and Enemies") are targets like any other: in Range and in a clear
 * Line of Sight, or adjacent ("A figure does not need Line of Sight to attack a figure that it is
 * engaged with or adjacent to"); an engaged figure attacks only the figures it is engaged with
 * ("Engaged figures"), so never a friendly one then. A power worded for "opponents' figures" keeps
 * its limit to them (Thorian Speed).
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Action 3. Attack with Figure(s) shown on the
 * Army Card (Optional)" (Range and Line of Sight, "Engaged figures"), "Friends and Enemies".
 */
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../core/index.js';
import { heroscapeHeuristics } from '../heuristics.js';
import { battle, optionIds, toAfterMove, withPowers } from '../abilities/rotv-testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { FACE } from './dice.js';
import type { HsState } from './state.js';
import { card, choose, figure, game, ofType, open } from './testkit.js';

const { skull, blank } = FACE;
const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];
/** A 9-level hill on column 2 of a one-row field: nothing sees past it at level 1. */
const HILL = ['1 1 9 1 1 1 1 1 1 1 1 1'];
const archer = card({ name: 'Red Archer', range: 5, attack: 3 });
const friend = card({ name: 'Red Friend', life: 6, defense: 1 });
const blue = card({ name: 'Blue' });

/** Red's two cards' figures on (q, 0) of `rows` (the zone fills in space order), Blue's on (`blueQ`, 0); Red's card `turn` has moved. */
function afterMove(rows: readonly string[], qs: readonly [number, number], red: readonly ArmyCard[], turn = 0, blueQ = 11): HsState {
  const s = battle(
    rows,
    qs.map((q) => [q, 0] as [number, number]),
    [[blueQ, 0]],
    red,
    [blue],
  );
  toAfterMove(s, turn, 2);
  return s;
}

describe('attacking a friendly figure ("ATTACKING": any figure but itself)', () => {
  it('in Range and a clear Line of Sight, a friendly figure is a target; never the attacker itself; behind a hill it is not', () => {
    const s = afterMove(ROW, [0, 3], [archer, friend]);
    expect(optionIds(s)).toEqual(['a1>a2', 'end']);
    expect(open(s).options[0]!.label).toBe('Red Archer (a1) attacks Red Friend (a2), a friendly figure (3 attack dice against 1 defense dice)');
    expect(open(afterMove(HILL, [0, 3], [archer, friend])).kind).not.toBe('choose-attack');
  });

  it('adjacent, a Range 1 figure attacks its friend without Line of Sight; 2 spaces away it cannot', () => {
    const sword = card({ name: 'Red Sword' });
    expect(optionIds(afterMove(ROW, [0, 1], [sword, friend]))).toEqual(['a1>a2', 'end']);
    expect(open(afterMove(ROW, [0, 2], [sword, friend])).kind).not.toBe('choose-attack');
  });

  it('the attack is made as any other: the friend rolls defense and takes the wounds', () => {
    const s = afterMove(ROW, [0, 3], [archer, friend]);
    game.forceChance(s, [skull, skull, blank, blank]);
    const events = choose(s, 'a1>a2', 'choose-attack');
    expect(ofType(events, 'AttackDeclared')[0]?.data).toMatchObject({ attacker: 'a1', defender: 'a2', attackDice: 3, defenseDice: 1 });
    expect(figure(s, 'a2').wounds).toBe(2);
  });

  it('an engaged figure attacks only the enemies it is engaged with, not the friend beside it', () => {
    // The friend a1 on (0, 0), the archer a2 on (1, 0), engaged with b1 on (2, 0).
    expect(optionIds(afterMove(ROW, [0, 1], [friend, archer], 1, 2))).toEqual(['a2>b1', 'end']);
    // Control: with b1 away, the archer's friend beside it is its target.
    expect(optionIds(afterMove(ROW, [0, 1], [friend, archer], 1))).toEqual(['a2>a1', 'end']);
  });

  it('Thorian Speed keeps only opponents at a distance: a friendly archer attacks its figure from afar, an enemy archer cannot', () => {
    const drake = withPowers({ name: 'Sergeant' }, 'Thorian Speed');
    expect(optionIds(afterMove(ROW, [0, 4], [archer, drake]))).toContain('a1>a2');
    const enemy = battle(ROW, [[4, 0]], [[0, 0]], [drake], [card({ name: 'Blue Archer', range: 5 })]);
    toAfterMove(enemy, 0, 1, true);
    expect(open(enemy).kind).not.toBe('choose-attack');
  });

  it('the AI policy never chooses a friendly target: with only a friend in reach it ends the turn', () => {
    const s = afterMove(ROW, [0, 3], [archer, friend]);
    const p = open(s);
    expect(p.options[heroscapeHeuristics.policy(s, p, new Rng(seedRng(1)))]!.id).toBe('end');
  });
});
