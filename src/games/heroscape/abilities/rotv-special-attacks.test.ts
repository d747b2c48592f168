import { describe, expect, it } from 'vitest';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import { battle, optionIds, toAfterMove, withPowers } from './rotv-testkit.js';

const { skull, shield, blank } = FACE;
const squad = (name: string, figures: number, defense = 2) => card({ name, kind: 'squad', figures, life: 1, defense });

describe('Rise of the Valkyrie special attacks ("Special Attacks": one roll for all affected, never modified)', () => {
  it('Explosion Special Attack: the target and every figure adjacent to it defend separately against one roll of 3 dice, height advantage or not', () => {
    const walker = withPowers({ name: 'Walker', attack: 4, range: 7 }, 'Explosion Special Attack');
    // The walker stands a level higher than the squad: a normal attack would roll 5 dice.
    const s = battle(
      ['2 1 1 1 1 1 1 1 1 1'],
      [[0, 0]],
      [
        [4, 0],
        [5, 0],
        [7, 0],
      ],
      [walker],
      [squad('Blue', 3)],
    );
    toAfterMove(s, 0, 1);
    const pending = game.pending(s);
    expect(pending.terminal ? [] : pending.options.find((o) => o.id === 'a1>b1')?.label).toContain('5 attack dice');
    game.forceChance(s, [skull, skull, blank, blank, blank, shield, shield]);
    const events = choose(s, 'explosion-special-attack:a1>b1');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 3, affected: ['b1', 'b2'] });
    expect(ofType(events, 'AttackRolled')[0]?.data).toMatchObject({ special: true, skulls: 2 });
    expect(ofType(events, 'DefenseRolled').map((e) => e.data['defender'])).toEqual(['b1', 'b2']);
    expect([figure(s, 'b1').destroyed, figure(s, 'b2').destroyed, figure(s, 'b3').destroyed]).toEqual([true, false, false]);
  });

  it('Explosion Special Attack affects the attacker too when it stands next to the target', () => {
    const walker = withPowers({ name: 'Walker', attack: 4, range: 7, life: 5 }, 'Explosion Special Attack');
    const s = battle(['1 1 1 1'], [[0, 0]], [[1, 0]], [walker], [squad('Blue', 1)]);
    toAfterMove(s, 0, 1);
    game.forceChance(s, [skull, skull, skull, blank, blank, blank, blank, blank, blank]);
    const events = choose(s, 'explosion-special-attack:a1>b1');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ affected: ['b1', 'a1'] });
    expect(figure(s, 'a1').wounds).toBe(3);
  });

  it('Grenade Special Attack: once per battle, each figure throws over what blocks sight (Lob 12), the target and its neighbours affected', () => {
    const elite = withPowers({ name: 'Elite', kind: 'squad', figures: 2, life: 1, range: 8, attack: 3 }, 'Grenade Special Attack');
    // A 9-level hill hides the Blue squad from sight, but a grenade clears it.
    const rows = ['1 1 9 1 1 1', '1 1 9 1 1 1'];
    const s = battle(
      rows,
      [
        [0, 0],
        [0, 1],
      ],
      [
        [4, 0],
        [5, 0],
        [4, 1],
      ],
      [elite],
      [squad('Blue', 3)],
    );
    toAfterMove(s, 0, 1);
    // The two Elites are adjacent: each is the other's target too (a friendly figure may be attacked).
    expect(optionIds(s)).toEqual(['a1>a2', 'a2>a1', 'grenade-special-attack:all', 'end']);
    choose(s, 'grenade-special-attack:all');
    expect(s.cards[0]!.tokens).toEqual([]);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    game.forceChance(s, [skull, blank, blank, blank, shield, blank, blank, blank]);
    const first = choose(s, 'at:b1');
    expect(ofType(first, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 2, affected: ['b1', 'b2', 'b3'] });
    expect(figure(s, 'b1').destroyed).toBe(true);
    expect(figure(s, 'b2').destroyed).toBe(false);
    // Example 22: no skull, nobody rolls defense.
    game.forceChance(s, [blank, shield]);
    const second = choose(s, 'at:b2');
    expect(ofType(second, 'DefenseRolled')).toEqual([]);
  });

  it('Grenade Special Attack: nothing to throw over a rise of more than 12 levels, and no second throw', () => {
    const elite = withPowers({ name: 'Elite', kind: 'squad', figures: 1, life: 1, range: 8 }, 'Grenade Special Attack');
    const wall = battle(['1 1 14 1 1'], [[0, 0]], [[4, 0]], [elite], [squad('Blue', 1)]);
    toAfterMove(wall, 0, 1);
    expect(open(wall).kind).not.toBe('choose-attack');
  });

  it('Example 20: Fire Line Special Attack: 8 spaces in a straight line from either space, every figure seen on them (friends too), one roll of 4', () => {
    const dragon = withPowers({ name: 'Dragon', size: 'huge', height: 9, spaces: 2, life: 5, attack: 6 }, 'Fire Line Special Attack', 'Flying');
    const s = battle(
      ['1 1 1 1 1 1 1 1 1 1 1 1'],
      [
        [0, 0],
        [1, 0],
        [3, 0],
      ],
      [
        [6, 0],
        [9, 0],
        [10, 0],
      ],
      [dragon, card({ name: 'Friend', height: 2, life: 1, defense: 0 })],
      [squad('Blue', 3, 0)],
    );
    toAfterMove(s, 0, 2);
    const p = game.pending(s);
    const lines = (p.terminal ? [] : p.options).filter((o) => o.id.startsWith('fire-line-special-attack:'));
    // From the back space (1, 0) the line reaches (9, 0), not (10, 0); from the front space it stops at (8, 0).
    const back = lines.find((o) => (o.label ?? '').includes('b2'));
    expect(back?.label).toMatch(/a2.*b1.*b2/);
    expect(back?.label).not.toContain('b3');
    game.forceChance(s, [skull, skull, skull, skull]);
    const events = choose(s, back!.id);
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 4, affected: ['a2', 'b1', 'b2'] });
    expect(['a2', 'b1', 'b2', 'b3'].map((id) => figure(s, id).destroyed)).toEqual([true, true, true, false]);
  });

  it('Example 22: (The Airborne Elite Lob Grenades) one roll of 2 dice per thrower for all it affects; each affected figure defends separately, with its own height advantage; no skull, no defense roll', () => {
    const elite = withPowers({ name: 'Elite', kind: 'squad', figures: 4, life: 1, range: 8, attack: 3 }, 'Grenade Special Attack');
    const samurai = card({ name: 'Samurai', kind: 'squad', figures: 3, life: 1, defense: 5, class: 'samurai' });
    // S1 (4, 0) and S3 (6, 0) on level 1 beside S2 (5, 0) on level 2.
    const rows = ['1 1 1 1 1 2 1 1', '1 1 1 1 1 1 1 1'];
    const s = battle(
      rows,
      [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ],
      [
        [4, 0],
        [5, 0],
        [6, 0],
      ],
      [elite],
      [samurai],
    );
    toAfterMove(s, 0, 1);
    choose(s, 'grenade-special-attack:all');
    // 1. One skull; S2 rolls 6 dice (5 and 1 for height advantage): 2 shields, safe; S1 3 shields, safe; S3 none, destroyed.
    game.forceChance(s, [skull, blank, shield, shield, blank, blank, blank, blank, shield, shield, shield, blank, blank, blank, blank, blank, blank, blank]);
    const first = choose(s, 'at:b2');
    expect(ofType(first, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 2, affected: ['b2', 'b1', 'b3'] });
    expect(ofType(first, 'DefenseRolled').map((e) => [e.data['defender'], (e.data['faces'] as string[]).length, e.data['shields']])).toEqual([
      ['b2', 6, 2],
      ['b1', 5, 3],
      ['b3', 5, 0],
    ]);
    expect(['b1', 'b2', 'b3'].map((id) => figure(s, id).destroyed)).toEqual([false, false, true]);
    // 2. No skull: nobody rolls defense.
    game.forceChance(s, [blank, shield]);
    const second = choose(s, 'at:b2');
    expect(ofType(second, 'AttackRolled')[0]?.data).toMatchObject({ skulls: 0 });
    expect(ofType(second, 'DefenseRolled')).toEqual([]);
  });
});
