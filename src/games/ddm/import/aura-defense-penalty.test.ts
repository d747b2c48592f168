// Enemies near this creature have -N to a defense (import/language-powers.ts → continuous
// aura-defense-penalty): Frightful Baying ("Enemies with 6 squares have -2 DEF(Will)", the file's
// "with" for "within"), Fearful Presence ("-2 DEF": Fortitude, Reflex and Will, Appendix A), the
// Warsinger's Aura of Fear ("Adjacent enemies have -2 DEF (Will)") and Sandblast ("(Aura 1) Enemies
// in aura have -2 to all defenses"). ddm-battle-rules-2011, "Continuous Powers", Aura; "Bonuses and
// Penalties". Played through the engine with forced dice: the hound's 9 (+5 = 14) misses the ox's
// Will 16 unless the ox stands within the baying's 6 squares (Will 14: a hit); the same roll from a
// hound without the power (control) and from the baying hound at 8 squares misses. The vortex's 11
// (+5 = 16) hits the adjacent ox's AC 18 only through Sandblast. Fails if the aura is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const howl = { type: 'ATTACK' as const, text: 'Howl: (range 10) +5 vs. Will; 10 damage.' };
const slam = { type: 'ATTACK' as const, text: 'Slam: +5 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Baying Hound', powers: [howl, { type: 'SPECIAL', text: 'Frightful Baying: Enemies with 6 squares have -2 DEF(Will).' }] }),
  entry({ name: 'Plain Hound', powers: [howl] }),
  entry({ name: 'Sand Vortex', powers: [slam, { type: 'SPECIAL', text: 'Sandblast: (Aura 1) Enemies in aura have -2 to all defenses.' }] }),
  entry({ name: 'Plain Vortex', powers: [slam] }),
  entry({ name: 'Fearful Devil', powers: [slam, { type: 'SPECIAL', text: 'Fearful Presence: Enemies with 5 squares have -2 DEF.' }] }),
  entry({ name: 'Warsinger', powers: [slam, { type: 'SPECIAL', text: 'Aura of Fear: Adjacent enemies have -2 DEF (Will).' }] }),
  entry({ name: 'Ox', hp: 100, powers: [slam] }),
];
const cards = importedCards(rows, 'aura-defense-penalty.json');
afterAll(addTestCards(cards));

/** `attacker` at (2,2), the ox at `oxAt`; the attacker's first attack on the ox rolls `roll`: the ox's HP after. */
function oxAfter(attacker: string, oxAt: readonly [number, number], roll: number): number {
  const s = turnOf([attacker], ['Ox'], [[2, 2], oxAt], attacker);
  act(s, 'attack:0', [roll], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return byLabel(s, 'Ox').hp;
}

describe('enemies near this creature have -N to a defense', () => {
  it('reads each printing as the aura with its defenses and radius', () => {
    const effect = (i: number): unknown => cards[i]?.powers.find((p) => p.kind === 'continuous')?.effect;
    expect(effect(0)).toEqual({ kind: 'aura-defense-penalty', amounts: { Will: 2 }, radius: 6 });
    expect(effect(2)).toEqual({ kind: 'aura-defense-penalty', amounts: { AC: 2, Fort: 2, Ref: 2, Will: 2 }, radius: 1 });
    expect(effect(4)).toEqual({ kind: 'aura-defense-penalty', amounts: { Fort: 2, Ref: 2, Will: 2 }, radius: 5 });
    expect(effect(5)).toEqual({ kind: 'aura-defense-penalty', amounts: { Will: 2 }, radius: 1 });
  });
  it("Frightful Baying: a 9 hits the ox's Will within 6 squares; from the plain hound, or 8 squares away, it misses", () => {
    expect(oxAfter('Baying Hound', [5, 2], 9)).toBe(90);
    expect(oxAfter('Plain Hound', [5, 2], 9)).toBe(100);
    expect(oxAfter('Baying Hound', [2, 10], 9)).toBe(100);
  });
  it("Sandblast: an 11 hits the adjacent ox's AC; the plain vortex's misses", () => {
    expect(oxAfter('Sand Vortex', [3, 2], 11)).toBe(90);
    expect(oxAfter('Plain Vortex', [3, 2], 11)).toBe(100);
  });
  it('Fearful Presence (bare DEF) leaves AC alone: the same 11 misses', () => {
    expect(oxAfter('Fearful Devil', [3, 2], 11)).toBe(100);
  });
});
