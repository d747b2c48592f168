// Half damage from attacks of some kinds (Swarm, Formless, Ooze: "Takes half damage from {m} and {r}
// attacks" and its printings "melee and ranged", "m and r", with or without "Takes"; Holy Mantle: "… from
// {r} attacks") — ddm-battle-rules-2011, "Applying Damage" (Round Down: a multiple of 5, at least 5),
// "Melee Attacks", "Ranged Attacks": the continuous `half-damage-from`. Our invented rows, played through
// the engine with forced dice: a 20-damage hit takes 10 from the swarm, melee and ranged alike, 15 takes
// 5; the mantle halves the ranged hit and not the melee one (control); a creature without the power takes
// the full 20 (control).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const attacks = [
  { type: 'ATTACK' as const, text: 'Axe: +10 vs. AC; 20 damage.' },
  { type: 'ATTACK' as const, text: 'Spear: (range 6) +10 vs. AC; 20 damage.' },
  { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 15 damage.' },
];
const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const special = (text: string, limit?: number) => ({ type: 'SPECIAL' as const, text, ...(limit !== undefined ? { limit } : {}) });
const rows = [
  entry({ name: 'Hurler', powers: attacks }),
  entry({ name: 'Beetle Swarm', hp: 80, powers: [bite, special('Swarm: takes half damage from melee and ranged attacks.', 1)] }),
  entry({ name: 'Mold Heap', hp: 80, powers: [bite, special('Formless:Half damage from {m} and {r} attacks.')] }),
  entry({ name: 'Mantled Monk', hp: 80, powers: [bite, special('Holy Mantle: Takes half damage from {r} attacks.')] }),
  entry({ name: 'Plain Monk', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'half-damage-from.json');
afterAll(addTestCards(cards));

/** The hurler at (2,2) hits `target` (d20 15) with its attack `option` from adjacent (melee) or 4 squares off (the spear); the HP it loses. */
function lost(target: string, option: string): number {
  const at: [number, number] = option === 'attack:1' ? [6, 2] : [3, 2];
  const s = turnOf(['Hurler'], [target], [[2, 2], at], 'Hurler');
  const t = byLabel(s, target);
  const before = t.hp;
  act(s, option, [15]);
  return before - t.hp;
}

describe('half damage from melee and ranged attacks (half-damage-from)', () => {
  it('reads the printings (a use limit on one not read: always on)', () => {
    expect(cards.slice(1, 4).map((c) => c.powers[0])).toMatchObject([
      { kind: 'continuous', name: 'Swarm', effect: { kind: 'half-damage-from', ranges: ['melee', 'ranged'] } },
      { kind: 'continuous', name: 'Formless', effect: { kind: 'half-damage-from', ranges: ['melee', 'ranged'] } },
      { kind: 'continuous', name: 'Holy Mantle', effect: { kind: 'half-damage-from', ranges: ['ranged'] } },
    ]);
  });
  it('the swarm takes half of a melee and of a ranged hit, rounded down to a multiple of 5', () => {
    expect(lost('Beetle Swarm', 'attack:0')).toBe(10);
    expect(lost('Beetle Swarm', 'attack:1')).toBe(10);
    expect(lost('Beetle Swarm', 'attack:2')).toBe(5);
    expect(lost('Mold Heap', 'attack:0')).toBe(10);
  });
  it('the mantle halves the ranged hit only; a creature without the power takes it all', () => {
    expect(lost('Mantled Monk', 'attack:1')).toBe(10);
    expect(lost('Mantled Monk', 'attack:0')).toBe(20);
    expect(lost('Plain Monk', 'attack:0')).toBe(20);
    expect(lost('Plain Monk', 'attack:1')).toBe(20);
  });
});
