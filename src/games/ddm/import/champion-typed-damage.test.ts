// Champion powers "Use at start of round: <who> have +N TYPE damage until end of round" ("+5 radiant
// damage", "+2 attack and +10 lightning damage", "deal +10 cold damage") — a typed bonus of the
// stat-bonus effect, read by import/champion-bonus.ts and played through the engine with invented rows
// and forced dice — ddm-battle-rules-2011, "Applying Damage" (bonus damage on a hit, only with base
// damage, not doubled by a critical hit), "Resistance and Vulnerability" (the bonus is damage of its
// type: Resist and Vulnerable of that type apply to it), "Champion Powers". Used at the start of round
// 2; declined is the control.
import { afterAll, describe, expect, it } from 'vitest';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, nextTurnOf, play, playOn, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { readChampionBonus } from './champion-bonus.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const special = (text: string) => ({ type: 'SPECIAL' as const, text });
const POWER = 'Use at start of round: Creatures in your warband have +5 radiant damage until end of round.';
const rows = [
  entry({ name: 'Dawn Herald', championRating: 1, powers: [bite, { type: 'CHAMPION', text: POWER }] }),
  entry({ name: 'Pike Ally', hp: 60, powers: [bite] }),
  entry({ name: 'Straw Brute', hp: 80, powers: [bite] }),
  entry({ name: 'Warded Brute', hp: 80, powers: [bite, special('Resist 5 Radiant')] }),
  entry({ name: 'Shade Brute', hp: 80, powers: [bite, special('Vulnerable 5 Radiant')] }),
];
const cards = importedCards(rows, 'champion-typed-damage.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [1, 1],
  [5, 4],
  [5, 5],
];

/** Round 1 played with the power declined; the Herald uses it at the start of round 2 (or not); then the Pike Ally bites `foe` with `roll`. */
function bitten(foe: string, use: boolean, roll: number): number {
  const s: DdmState = turnOf(['Dawn Herald', 'Pike Ally'], [foe], AT, 'Pike Ally');
  expect(playOn(s, (d) => d.kind === 'use-power' && d.options.some((o) => o.id === 'champion:0'))).not.toBeNull();
  expect(s.round).toBe(2);
  play(s, [use ? 'champion:0' : 'no']);
  nextTurnOf(s, 'Pike Ally');
  const before = byLabel(s, foe).hp;
  act(s, 'attack:0', [roll], (d: Decision) => (d.kind === 'choose-target' ? String(byLabel(s, foe).id) : null));
  return before - byLabel(s, foe).hp;
}

describe('champion: creatures in your warband have +5 radiant damage until end of round', () => {
  it('reads typed damage bonuses (with an Attack bonus, "deal", both sides) and refuses {b} or situational ones', () => {
    expect(readChampionBonus(POWER)).toEqual({
      trigger: 'start-of-round',
      effect: { kind: 'stat-bonus', bonuses: [{ stat: 'damage', amount: 5, melee: false, type: 'radiant' }] },
      duration: 'end-of-round',
      target: { kind: 'warband', keywords: [], self: 'yes' },
    });
    const read = (t: string) => readChampionBonus(`Use at start of round: ${t}`);
    expect(read('Earth allies have +2 attack and +10 lightning damage until end of round.')?.effect).toEqual({
      kind: 'stat-bonus',
      bonuses: [
        { stat: 'attack', amount: 2, melee: false },
        { stat: 'damage', amount: 10, melee: false, type: 'lightning' },
      ],
    });
    expect(read('Cold creatures in your warband deal +10 cold damage until end of round.')?.target).toEqual({
      kind: 'warband',
      keywords: ['Cold'],
      self: 'if-keyword',
    });
    expect(read('Each ally and each enemy has +5 radiant damage until end of round.')?.target).toEqual({
      kind: 'warband',
      keywords: [],
      self: 'yes',
      enemies: true,
    });
    expect(read('Each Elf ally has +5 {b} damage until end of round.')).toBeNull();
    expect(read('Undead creatures have +2 attack and +10 necrotic damage vs. Bloodied targets until end of round.')).toBeNull();
    const herald = cards.find((c) => c.name === 'Dawn Herald');
    expect(herald && championPowerText(herald.championPowers[0]!)).toContain('+5 radiant Damage');
  });

  it('used: the 15 deals 10 + 5 radiant; declined: 10', () => {
    expect(bitten('Straw Brute', true, 15)).toBe(15);
    expect(bitten('Straw Brute', false, 15)).toBe(10);
  });

  it('a critical hit doubles the base damage only: 20 + 5', () => {
    expect(bitten('Straw Brute', true, 20)).toBe(25);
  });

  it('Resist 5 Radiant takes the bonus away (an untyped +5 would stay): 10', () => {
    expect(bitten('Warded Brute', true, 15)).toBe(10);
  });

  it('Vulnerable 5 Radiant applies once radiant damage is dealt: 10 + 5 + 5; declined (no radiant damage): 10', () => {
    expect(bitten('Shade Brute', true, 15)).toBe(20);
    expect(bitten('Shade Brute', false, 15)).toBe(10);
  });
});
