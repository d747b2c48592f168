// Power families the importer produces, played through the engine from imported cards (invented rows
// in the ddmwi format → parseDdmwi → the battle): Resist / Vulnerable / Immune against typed damage,
// the "-N to all defenses" AND effect, miss damage, limited uses, "use only while bloodied", Sneak
// Attack and the damage bonuses while (not) bloodied. Each test fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { DdmState } from '../state.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf, untilTurnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Ember Adept',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Flame Lash: +10 vs. AC; 15 fire damage.' },
      { type: 'ATTACK', text: 'Frost Mark: +10 vs. Will; 10 cold damage AND -2 to all defenses (save ends). On miss, 5 damage.', limit: 1 },
      { type: 'ATTACK', text: 'Last Stand: Use only while bloodied: +10 vs. AC; 20 damage.' },
    ],
  }),
  entry({
    name: 'Reed Twinblade',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Twin Cut: 2 attacks against the same target; +10 vs. AC to each; 5 Damage each + 10 Damage to the second attack if both hit' },
      { type: 'ATTACK', text: 'Whirl: Make 1 attack against each adjacent enemy, +10 vs. AC; 5 damage.' },
    ],
  }),
  entry({
    name: 'Ash Golem',
    powers: [
      { type: 'ATTACK', text: 'Slam: +5 vs. AC; 5 damage.' },
      { type: 'SPECIAL', text: 'Resist 5 Fire' },
    ],
  }),
  entry({
    name: 'Straw Man',
    powers: [
      { type: 'ATTACK', text: 'Slam: +5 vs. AC; 5 damage.' },
      { type: 'SPECIAL', text: 'Vulnerable 5 Fire' },
    ],
  }),
  entry({
    name: 'Salamander',
    powers: [
      { type: 'ATTACK', text: 'Slam: +5 vs. AC; 5 damage.' },
      { type: 'ABILITY', text: 'Immune Fire' },
    ],
  }),
  entry({
    name: 'Marsh Cutthroat',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Knife: +10 vs. AC; 10 damage.' },
      { type: 'SPECIAL', text: 'Sneak Attack 10: +10 Damage against targets granting it combat advantage.' },
    ],
  }),
  entry({
    name: 'Fen Berserker',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Axe: +10 vs. AC; 10 damage.' },
      { type: 'SPECIAL', text: 'Fury: Whenever this creature hits with an attack while bloodied: +10 damage on that attack.' },
      { type: 'SPECIAL', text: 'Calm: Whenever this creature hits with an attack while not bloodied: +5 damage on that attack.' },
    ],
  }),
];
const cards = importedCards(rows, 'families.json');
const cleanup = addTestCards(cards);
afterAll(cleanup);

const hpAfterHit = (target: string, attack = 'attack:0', d20 = 15): number => {
  const s = turnOf(
    ['Ember Adept'],
    [target],
    [
      [2, 2],
      [3, 2],
    ],
    'Ember Adept',
  );
  act(s, attack, [d20]);
  return byLabel(s, target).hp;
};

describe('imported damage traits through the engine', () => {
  it('Resist 5 fire takes 5 off a 15-fire hit; Vulnerable 5 fire adds 5; Immune fire takes none', () => {
    expect(hpAfterHit('Ash Golem')).toBe(40 - 10);
    expect(hpAfterHit('Straw Man')).toBe(40 - 20);
    expect(hpAfterHit('Salamander')).toBe(40);
  });
});

describe('imported attack lines through the engine', () => {
  it('"-2 to all defenses (save ends)" lowers the target\'s defenses until it saves', () => {
    const s = turnOf(
      ['Ember Adept'],
      ['Ash Golem'],
      [
        [2, 2],
        [3, 2],
      ],
      'Ember Adept',
    );
    act(s, 'attack:1', [15]);
    const golem = byLabel(s, 'Ash Golem');
    expect(golem.hp).toBe(30);
    expect(golem.conds).toContainEqual(expect.objectContaining({ kind: 'defense-bonus', amount: -2, duration: 'save-ends', defense: 'all' }));
  });
  it('a miss deals the miss damage', () => {
    expect(hpAfterHit('Ash Golem', 'attack:1', 2)).toBe(35);
  });
  it('a limited attack is offered once; "use only while bloodied" only while bloodied', () => {
    const s = turnOf(
      ['Ember Adept'],
      ['Ash Golem'],
      [
        [2, 2],
        [3, 2],
      ],
      'Ember Adept',
      { prepare: (x) => void (byLabel(x, 'Ember Adept').hp = 60) },
    );
    const menu = (x: DdmState) => decision(x).options.map((o) => o.id);
    expect(menu(s)).toContain('attack:1');
    expect(menu(s)).not.toContain('attack:2');
    act(s, 'attack:1', [15]);
    untilTurnOf(s, 'Ember Adept');
    expect(menu(s)).toContain('attack:0');
    expect(menu(s)).not.toContain('attack:1');
    const bloodied = turnOf(
      ['Ember Adept'],
      ['Ash Golem'],
      [
        [2, 2],
        [3, 2],
      ],
      'Ember Adept',
      { prepare: (x) => void (byLabel(x, 'Ember Adept').hp = 20) },
    );
    expect(menu(bloodied)).toContain('attack:2');
  });
});

describe('imported multi-roll and each-adjacent attacks through the engine', () => {
  it('two rolls against one target: 5 each, +10 when both hit (Guidelines, "Single Attacks that require multiple rolls")', () => {
    const both = turnOf(
      ['Reed Twinblade'],
      ['Ash Golem'],
      [
        [2, 2],
        [3, 2],
      ],
      'Reed Twinblade',
    );
    act(both, 'attack:0', [15, 15]);
    expect(byLabel(both, 'Ash Golem').hp).toBe(40 - 20);
    const one = turnOf(
      ['Reed Twinblade'],
      ['Ash Golem'],
      [
        [2, 2],
        [3, 2],
      ],
      'Reed Twinblade',
    );
    act(one, 'attack:0', [15, 2]);
    expect(byLabel(one, 'Ash Golem').hp).toBe(40 - 5);
  });
  it('"1 attack against each adjacent enemy" rolls against every adjacent enemy', () => {
    const s = turnOf(
      ['Reed Twinblade'],
      ['Ash Golem', 'Straw Man'],
      [
        [3, 3],
        [4, 3],
        [2, 3],
      ],
      'Reed Twinblade',
    );
    act(s, 'attack:1', [15, 15]);
    expect([byLabel(s, 'Ash Golem').hp, byLabel(s, 'Straw Man').hp]).toEqual([35, 35]);
  });
});

describe('imported damage bonuses through the engine', () => {
  it('Sneak Attack 10 adds 10 only against a target granting combat advantage (flanked)', () => {
    const alone = turnOf(
      ['Marsh Cutthroat'],
      ['Ash Golem'],
      [
        [2, 2],
        [3, 2],
      ],
      'Marsh Cutthroat',
    );
    act(alone, 'attack:0', [15]);
    expect(byLabel(alone, 'Ash Golem').hp).toBe(30);
    const flank = turnOf(
      ['Marsh Cutthroat', 'Fen Berserker'],
      ['Ash Golem'],
      [
        [2, 2],
        [4, 2],
        [3, 2],
      ],
      'Marsh Cutthroat',
    );
    act(flank, 'attack:0', [15]);
    expect(byLabel(flank, 'Ash Golem').hp).toBe(20);
  });
  it('+5 while not bloodied, +10 while bloodied', () => {
    const fresh = turnOf(
      ['Fen Berserker'],
      ['Ash Golem'],
      [
        [2, 2],
        [3, 2],
      ],
      'Fen Berserker',
    );
    act(fresh, 'attack:0', [15]);
    expect(byLabel(fresh, 'Ash Golem').hp).toBe(40 - 15);
    const hurt = turnOf(
      ['Fen Berserker'],
      ['Ash Golem'],
      [
        [2, 2],
        [3, 2],
      ],
      'Fen Berserker',
      { prepare: (x) => void (byLabel(x, 'Fen Berserker').hp = 25) },
    );
    act(hurt, 'attack:0', [15]);
    expect(byLabel(hurt, 'Ash Golem').hp).toBe(40 - 20);
  });
});
