import { describe, expect, it } from 'vitest';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import { battle, optionIds, toAfterMove, withPowers } from './rotv-testkit.js';

const { skull, shield, blank } = FACE;
const ROW = ['1 1 1 1 1 1 1 1 1 1 1'];
const declared = (events: ReturnType<typeof choose>) => ofType(events, 'AttackDeclared')[0]?.data;

describe('Rise of the Valkyrie powers that change attacks and defenses', () => {
  it('Sword of Reckoning 4: 4 more attack dice against an adjacent figure', () => {
    const carr = withPowers({ name: 'Agent', attack: 2, range: 6 }, 'Sword of Reckoning 4');
    const s = battle(ROW, [[0, 0]], [[1, 0]], [carr], [card({ name: 'Blue' })]);
    toAfterMove(s, 0, 1);
    expect(declared(choose(s, 'a1>b1'))).toMatchObject({ attackDice: 6 });
    const far = battle(ROW, [[0, 0]], [[3, 0]], [carr], [card({ name: 'Blue' })]);
    toAfterMove(far, 0, 1);
    expect(declared(choose(far, 'a1>b1'))).toMatchObject({ attackDice: 2 });
  });

  it('Double Attack: the figure attacks a second time in its turn, and not a third', () => {
    const archer = withPowers({ name: 'Archer', range: 9 }, 'Double Attack');
    const s = battle(ROW, [[0, 0]], [[5, 0]], [archer], [card({ name: 'Blue', life: 20 })]);
    toAfterMove(s, 0, 1);
    choose(s, 'a1>b1', 'choose-attack');
    choose(s, 'a1>b1', 'choose-attack');
    expect(open(s).kind).not.toBe('choose-attack');
    const plain = battle(ROW, [[0, 0]], [[5, 0]], [card({ name: 'Archer', range: 9 })], [card({ name: 'Blue', life: 20 })]);
    toAfterMove(plain, 0, 1);
    choose(plain, 'a1>b1', 'choose-attack');
    expect(open(plain).kind).not.toBe('choose-attack');
  });

  it('Thorian Speed: a normal attack on the figure needs an adjacent attacker', () => {
    const drake = withPowers({ name: 'Sergeant' }, 'Thorian Speed');
    const s = battle(ROW, [[0, 0]], [[4, 0]], [card({ name: 'Archer', range: 6 })], [drake]);
    toAfterMove(s, 0, 1);
    expect(open(s).kind).not.toBe('choose-attack');
    const near = battle(ROW, [[3, 0]], [[4, 0]], [card({ name: 'Sword' })], [drake]);
    toAfterMove(near, 0, 1);
    expect(optionIds(near)).toContain('a1>b1');
  });

  it('Zettian Targeting: the second figure attacking the first one’s target rolls 1 more die', () => {
    const guards = withPowers({ name: 'Guards', kind: 'squad', figures: 2, range: 7, attack: 2 }, 'Zettian Targeting');
    const ROWS = [ROW[0]!, ROW[0]!];
    const s = battle(
      ROWS,
      [
        [0, 0],
        [0, 1],
      ],
      [
        [6, 0],
        [6, 1],
      ],
      [guards],
      [card({ name: 'Blue', kind: 'squad', figures: 2, life: 20 })],
    );
    toAfterMove(s, 0, 1);
    expect(declared(choose(s, 'a1>b1'))).toMatchObject({ attackDice: 2 });
    expect(declared(choose(s, 'a2>b1'))).toMatchObject({ attackDice: 3 });
    const other = battle(
      ROWS,
      [
        [0, 0],
        [0, 1],
      ],
      [
        [6, 0],
        [6, 1],
      ],
      [guards],
      [card({ name: 'Blue', kind: 'squad', figures: 2, life: 20 })],
    );
    toAfterMove(other, 0, 1);
    choose(other, 'a1>b1');
    expect(declared(choose(other, 'a2>b2'))).toMatchObject({ attackDice: 2 });
  });

  it('Counter Strike: excess shields against an adjacent normal attack wound the attacker, unblockably; not against a Samurai', () => {
    // The Rise of the Valkyrie wording excludes Samurai attackers: its pool binding's parameter (pool/sets/rise-of-the-valkyrie.ts).
    const samurai = card({
      name: 'Samurai',
      kind: 'squad',
      figures: 2,
      life: 1,
      defense: 5,
      class: 'samurai',
      powers: [{ name: 'Counter Strike', text: 'our words', ability: 'counter-strike', params: { except: 'samurai' } }],
    });
    const strike = (attacker: ReturnType<typeof card>) => {
      const s = battle(
        ROW,
        [[0, 0]],
        [
          [1, 0],
          [5, 0],
        ],
        [attacker],
        [samurai],
      );
      toAfterMove(s, 0, 1);
      game.forceChance(s, [skull, shield, shield, shield, blank, blank]);
      return { s, events: choose(s, 'a1>b1') };
    };
    const { s, events } = strike(card({ name: 'Knight', attack: 1, life: 4 }));
    expect(ofType(events, 'Wounded')[0]?.data).toMatchObject({ figure: 'a1', wounds: 2, cause: 'Counter Strike' });
    expect(figure(s, 'a1').wounds).toBe(2);
    expect(figure(strike(card({ name: 'Ronin', attack: 1, life: 4, class: 'samurai' })).s, 'a1').wounds).toBe(0);
  });

  it('Range Enhancement: a friendly Soulborg Guard next to the card’s figure reaches 2 spaces farther', () => {
    const guards = card({ name: 'Soulborg Guards', species: 'soulborg', class: 'guards', range: 5 });
    const walker = withPowers({ name: 'Walker', range: 1 }, 'Range Enhancement');
    const s = battle(
      ROW,
      [
        [0, 0],
        [1, 0],
      ],
      [[8, 0]],
      [walker, guards],
      [card({ name: 'Blue' })],
    );
    toAfterMove(s, 1, 2);
    expect(optionIds(s)).toContain('a2>b1');
    const alone = battle(
      ROW,
      [
        [0, 0],
        [1, 0],
      ],
      [[8, 0]],
      [card({ name: 'Walker' }), guards],
      [card({ name: 'Blue' })],
    );
    toAfterMove(alone, 1, 2);
    expect(optionIds(alone)).not.toContain('a2>b1');
  });

  it('Orc Warrior Enhancement: a friendly Orc Warrior next to the card’s figure rolls 1 more attack die and 1 more defense die', () => {
    const grimnak = withPowers({ name: 'Orc Chief' }, 'Orc Warrior Enhancement');
    const orcs = card({ name: 'Orc Warriors', species: 'orc', class: 'warriors', attack: 2, defense: 2 });
    const s = battle(
      ROW,
      [
        [0, 0],
        [1, 0],
      ],
      [[2, 0]],
      [grimnak, orcs],
      [card({ name: 'Blue', defense: 2 })],
    );
    toAfterMove(s, 1, 2);
    expect(declared(choose(s, 'a2>b1'))).toMatchObject({ attackDice: 3 });
    const back = battle(
      ROW,
      [
        [0, 0],
        [1, 0],
      ],
      [[2, 0]],
      [grimnak, orcs],
      [card({ name: 'Blue', life: 20 })],
    );
    toAfterMove(back, 1, 2, true);
    expect(declared(choose(back, 'b1>a2'))).toMatchObject({ defenseDice: 3 });
  });

  it('Defensive Aura (clear sight): figures you control within 4 clear sight spaces roll 2 more defense dice; not farther, not the bearer', () => {
    const raelin = withPowers({ name: 'Kyrie', defense: 3 }, 'Defensive Aura');
    const soldier = card({ name: 'Soldier', defense: 3 });
    const defence = (soldierAt: number, target: string) => {
      const s = battle(
        ROW,
        [
          [0, 0],
          [soldierAt, 0],
        ],
        [[soldierAt + 1, 0]],
        [raelin, soldier],
        [card({ name: 'Blue', range: 9, life: 20 })],
      );
      toAfterMove(s, 1, 2, true);
      return declared(choose(s, `b1>${target}`));
    };
    expect(defence(3, 'a2')).toMatchObject({ defenseDice: 5 });
    expect(defence(6, 'a2')).toMatchObject({ defenseDice: 3 });
  });

  it("Warrior's Attack Spirit 1 and Warrior's Armor Spirit 1: when the champion is destroyed its spirit goes on a Unique card, +1 to its attack or defense", () => {
    const play = (spirit: string) => {
      const champion = withPowers({ name: 'Champion', life: 1, defense: 0 }, spirit);
      const s = battle(
        ROW,
        [
          [0, 0],
          [1, 0],
        ],
        [[2, 0]],
        [card({ name: 'Archer', range: 5, attack: 3, defense: 2 }), champion],
        [card({ name: 'Blue', attack: 3, range: 3, life: 20 })],
      );
      toAfterMove(s, 0, 2, true);
      game.forceChance(s, [skull, skull, skull]);
      choose(s, 'b1>a2');
      expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
      expect(optionIds(s)).toEqual(['on:0', 'on:2']);
      choose(s, 'on:0');
      return s;
    };
    const attack = play("Warrior's Attack Spirit 1");
    choose(attack, 'done', 'choose-mover');
    expect(declared(choose(attack, 'a1>b1'))).toMatchObject({ attackDice: 4 });
    const armor = play("Warrior's Armor Spirit 1");
    // Blue's second turn comes after Red's: Red passes, then Blue attacks the Archer.
    choose(armor, 'done', 'choose-mover');
    choose(armor, 'end', 'choose-attack');
    choose(armor, 'done', 'choose-mover');
    expect(declared(choose(armor, 'b1>a1'))).toMatchObject({ defenseDice: 3 });
  });
});
