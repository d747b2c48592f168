// Champion power "Use at start (of) this creature's turn. Martial allies have +2 {r} attack until end of
// round" (the file prints "start this creature's turn") — a ranged-only bonus of the stat-bonus effect
// (field `ranged`), read by import/champion-bonus.ts and played through the engine with invented rows
// and forced dice — ddm-battle-rules-2011, "Champion Powers", "Bonuses and Penalties"; Appendix A:
// {r} is the ranged attack icon, so the bonus counts on ranged attacks, not on melee ones. The champion
// uses the power as its round-2 turn starts; the Martial ally's bow then hits with a 6 (AC 18, +10:
// only +2 makes it); its bite with the same 6 misses; declined, the bow misses. Fails if the power is
// ignored or given to every attack.
import { afterAll, describe, expect, it } from 'vitest';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, nextTurnOf, play, playOn, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import { readChampionBonus } from './champion-bonus.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const bow = { type: 'ATTACK' as const, text: 'Bow: (range 10) +10 vs. AC; 10 damage.' };
const POWER = "Use at start this creature's turn. Martial allies have +2 {r} attack until end of round.";
const rows = [
  entry({ name: 'Glade Captain', championRating: 1, keywords: ['Elf'], powers: [bite, { type: 'CHAMPION', text: POWER }] }),
  entry({ name: 'Bow Ally', keywords: ['Martial'], hp: 60, powers: [bite, bow] }),
  entry({ name: 'Straw Brute', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'champion-ranged-bonus.json');
afterAll(addTestCards(cards));

/**
 * Round 1 played with the power declined; the captain's round-2 turn starts with it used (or not); then
 * the Bow Ally makes attack `attack` (0 bite, 1 bow) with `roll` against the brute, adjacent when
 * `near`, 6 squares away otherwise. The brute's HP lost.
 */
function hurt(use: boolean, attack: 0 | 1, roll: number, near: boolean): number {
  const s = turnOf(['Glade Captain', 'Bow Ally'], ['Straw Brute'], [[1, 1], [5, 4], near ? [5, 5] : [5, 10]], 'Glade Captain');
  const offered = playOn(s, (d) => d.kind === 'use-power' && s.round === 2 && d.options.some((o) => o.id === 'champion:0'), 'Glade Captain');
  expect(offered).not.toBeNull();
  expect(s.turn?.creature).toBe(byLabel(s, 'Glade Captain').id);
  play(s, [use ? 'champion:0' : 'no']);
  nextTurnOf(s, 'Bow Ally');
  expect(s.round).toBe(2);
  const before = byLabel(s, 'Straw Brute').hp;
  act(s, `attack:${attack}`, [roll], (d: Decision) => (d.kind === 'choose-target' ? String(byLabel(s, 'Straw Brute').id) : null));
  return before - byLabel(s, 'Straw Brute').hp;
}

describe("champion: at start of this creature's turn, Martial allies have +2 {r} attack until end of round", () => {
  it('reads the {r} bonus as ranged-only, and the wording without "of"', () => {
    expect(readChampionBonus(POWER)).toEqual({
      trigger: 'start-of-own-turn',
      effect: { kind: 'stat-bonus', bonuses: [{ stat: 'attack', amount: 2, melee: false, ranged: true }] },
      duration: 'end-of-round',
      target: { kind: 'warband', keywords: ['Martial'], self: 'no' },
    });
    expect(readChampionBonus('Use at start of round: Each Elf ally has +5 {r} damage until end of round.')?.effect).toEqual({
      kind: 'stat-bonus',
      bonuses: [{ stat: 'damage', amount: 5, melee: false, ranged: true }],
    });
    const captain = cards.find((c) => c.name === 'Glade Captain');
    expect(captain && championPowerText(captain.championPowers[0]!)).toContain('+2 ranged Attack');
  });

  it('used: the bow hits with a 6 that needs the +2', () => {
    expect(hurt(true, 1, 6, false)).toBe(10);
  });

  it('control: declined, the same bow shot misses', () => {
    expect(hurt(false, 1, 6, false)).toBe(0);
  });

  it('control: used, the bite (melee) with the same 6 misses — the bonus is for ranged attacks only', () => {
    expect(hurt(true, 0, 6, true)).toBe(0);
    expect(hurt(true, 0, 8, true)).toBe(10);
  });
});
