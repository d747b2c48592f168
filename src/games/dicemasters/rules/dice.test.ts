// Tests for dice-masters-battle-for-faerun — "LEVELS AND SPINNING", "BONUSES AND DAMAGE" (bonuses never
// take a number below zero), "MORE ABOUT DICE", "DICE" and "CARDS AND DICE" (face layouts).
import { describe, expect, it } from 'vitest';
import { cardDef, NPC_FACES } from '../cards/catalogue.js';
import { firstGameConfig } from '../setup.js';
import { position } from '../test-helpers.js';
import type { DieState } from '../types.js';
import { attack, defense, fieldingCost, level, maxLevel, showsCharacter, spinDown, spinUp } from './dice.js';

describe('DICE / CARDS AND DICE', () => {
  it('character dice: one energy of the card type, two doubles, then levels 1–3 (Vampire per bff-dice-faces.md)', () => {
    const v = cardDef('vampire/minion-undead');
    expect(v.faces).toEqual([
      { t: 'energy', type: 'mask', n: 1 },
      { t: 'energy', type: 'mask', n: 2 },
      { t: 'energy', type: 'mask', n: 2 },
      { t: 'char', level: 1, cost: 1, a: 1, d: 4, bursts: 0 },
      { t: 'char', level: 2, cost: 1, a: 2, d: 4, bursts: 0 },
      { t: 'char', level: 3, cost: 2, a: 2, d: 6, bursts: 0 },
    ]);
  });
  it('NPC dice: four energy types, a wildcard and one character level (0 to field, 1A/1D)', () => {
    expect(NPC_FACES.map((f) => f.t)).toEqual(['energy', 'energy', 'energy', 'energy', 'wild', 'char']);
    expect(NPC_FACES[5]).toEqual({ t: 'char', level: 1, cost: 0, a: 1, d: 1, bursts: 0 });
  });
  it('basic action dice: three generic 2 faces and action faces with no, one and two bursts', () => {
    expect(cardDef('fireball').faces.map((f) => (f.t === 'action' ? `A${f.bursts}` : f.t === 'generic' ? `G${f.n}` : '?'))).toEqual([
      'G2',
      'G2',
      'G2',
      'A0',
      'A1',
      'A2',
    ]);
  });
});

describe('LEVELS AND SPINNING / BONUSES AND DAMAGE', () => {
  it('spins one level at a time, never above the top level nor below level 1', () => {
    let troll!: DieState;
    let npc!: DieState;
    const s = position(firstGameConfig(), (st, put) => {
      troll = put('troll/master-humanoid', 1, 'field', 3);
      npc = put('npc', 1, 'field', 5);
    });
    expect(spinDown(s, troll)).toBe(false);
    expect(spinUp(s, troll)).toBe(true);
    expect(level(s, troll)).toBe(2);
    expect(spinUp(s, troll)).toBe(true);
    expect(spinUp(s, troll)).toBe(false);
    expect([level(s, troll), maxLevel(s, troll), fieldingCost(s, troll)]).toEqual([3, 3, 2]);
    expect(spinUp(s, npc)).toBe(false); // NPCs have one level
    expect(showsCharacter(s, npc)).toBe(true);
  });
  it('bonuses add up and a total below zero counts as zero', () => {
    let npc!: DieState;
    const s = position(firstGameConfig(), (st, put) => {
      npc = put('npc', 0, 'field', 5);
    });
    npc.bonusA = 2;
    npc.bonusD = -1;
    expect([attack(s, npc), defense(s, npc)]).toEqual([3, 0]);
    npc.bonusA = -5;
    expect(attack(s, npc)).toBe(0);
  });
});
