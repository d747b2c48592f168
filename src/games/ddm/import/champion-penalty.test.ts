// Start-of-round champion bonuses with a penalty or a narrower who: "Allies have –3 AC and +5 {m}
// Damage until end of round" (a signed amount, printed with a dash), "Evil enemies have -5 damage
// until end of round" (the enemies alone, `enemies: 'only'`), "Each living ally has +2 to all defenses
// this round" (`living`: no Construct, Object or Undead keyword) — import/champion-bonus.ts, played
// through the engine with invented rows and forced dice — ddm-battle-rules-2011, "Bonuses and
// Penalties", "Living Creatures", "Champion Powers". Used at the start of round 2; declined is the control.
import { afterAll, describe, expect, it } from 'vitest';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, nextTurnOf, play, playOn, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { readChampionBonus } from './champion-bonus.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const champion = (name: string, text: string) => entry({ name, championRating: 1, powers: [bite, { type: 'CHAMPION', text }] });
const RECKLESS = 'Use at start of round. Allies have \u20133 AC and +5 {m} Damage until end of round.';
const CURSE = 'Use at start of round: Evil enemies have -5 damage until end of round.';
const WARD = 'Use at start of round: Each living ally has +2 to all defenses this round.';
const rows = [
  champion('Reckless Captain', RECKLESS),
  champion('Sun Oracle', CURSE),
  champion('Life Warden', WARD),
  entry({ name: 'Pike Ally', hp: 60, powers: [bite] }),
  entry({ name: 'Bone Ally', hp: 60, keywords: ['Undead'], powers: [bite] }),
  entry({ name: 'Evil Brute', hp: 80, alignment: 'EVIL', powers: [bite] }),
  entry({ name: 'Straw Brute', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'champion-penalty.json');
afterAll(addTestCards(cards));

// The champion far away; its two allies at (5,4) and (6,4), the two brutes at (5,5) and (6,5): each
// brute adjacent to both allies.
const AT: [number, number][] = [
  [1, 1],
  [5, 4],
  [6, 4],
  [5, 5],
  [6, 5],
];

/** Round 1 played with the power declined; used at the start of round 2 (or not); then `who` bites `whom` with `roll`: the damage dealt. */
function bite1(side: string[], foes: string[], use: boolean, who: string, whom: string, roll: number): number {
  const s: DdmState = turnOf(side, foes, AT, who);
  expect(playOn(s, (d) => d.kind === 'use-power' && d.options.some((o) => o.id === 'champion:0'))).not.toBeNull();
  expect(s.round).toBe(2);
  play(s, [use ? 'champion:0' : 'no']);
  nextTurnOf(s, who);
  const before = byLabel(s, whom).hp;
  act(s, 'attack:0', [roll], (d: Decision) => (d.kind === 'choose-target' ? String(byLabel(s, whom).id) : null));
  return before - byLabel(s, whom).hp;
}

describe('champion: allies have -3 AC and +5 melee Damage until end of round', () => {
  const side = ['Reckless Captain', 'Pike Ally', 'Bone Ally'];
  it('reads the dash as a penalty', () => {
    expect(readChampionBonus(RECKLESS)?.effect).toEqual({
      kind: 'stat-bonus',
      bonuses: [
        { stat: 'AC', amount: -3, melee: false },
        { stat: 'damage', amount: 5, melee: true },
      ],
    });
    const c = cards.find((x) => x.name === 'Reckless Captain');
    expect(c && championPowerText(c.championPowers[0]!)).toContain('-3 AC and +5 melee Damage');
  });
  it('used: the brute hits the ally with a 5 (5 + 10 = AC 15); declined it misses', () => {
    expect(bite1(side, ['Straw Brute', 'Evil Brute'], true, 'Straw Brute', 'Pike Ally', 5)).toBe(10);
    expect(bite1(side, ['Straw Brute', 'Evil Brute'], false, 'Straw Brute', 'Pike Ally', 5)).toBe(0);
  });
  it('used: the ally bites for 15; declined 10', () => {
    expect(bite1(side, ['Straw Brute', 'Evil Brute'], true, 'Pike Ally', 'Straw Brute', 15)).toBe(15);
    expect(bite1(side, ['Straw Brute', 'Evil Brute'], false, 'Pike Ally', 'Straw Brute', 15)).toBe(10);
  });
});

describe('champion: Evil enemies have -5 damage until end of round', () => {
  const side = ['Sun Oracle', 'Pike Ally', 'Bone Ally'];
  it('reads the enemies alone, by alignment', () => {
    expect(readChampionBonus(CURSE)?.target).toEqual({ kind: 'warband', keywords: [], alignments: ['Evil'], self: 'no', enemies: 'only' });
  });
  it('used: the Evil brute deals 5, the other brute 10; declined the Evil brute deals 10', () => {
    expect(bite1(side, ['Evil Brute', 'Straw Brute'], true, 'Evil Brute', 'Pike Ally', 15)).toBe(5);
    expect(bite1(side, ['Evil Brute', 'Straw Brute'], true, 'Straw Brute', 'Pike Ally', 15)).toBe(10);
    expect(bite1(side, ['Evil Brute', 'Straw Brute'], false, 'Evil Brute', 'Pike Ally', 15)).toBe(10);
  });
});

describe('champion: each living ally has +2 to all defenses this round', () => {
  const side = ['Life Warden', 'Pike Ally', 'Bone Ally'];
  it('reads "living" as a filter of the allies', () => {
    expect(readChampionBonus(WARD)?.target).toEqual({ kind: 'warband', keywords: [], living: true, self: 'no' });
  });
  it('used: the brute’s 8 (8 + 10 = 18) misses the living ally (AC 20), hits the Undead one; declined it hits the living ally', () => {
    expect(bite1(side, ['Straw Brute', 'Evil Brute'], true, 'Straw Brute', 'Pike Ally', 8)).toBe(0);
    expect(bite1(side, ['Straw Brute', 'Evil Brute'], true, 'Straw Brute', 'Bone Ally', 8)).toBe(10);
    expect(bite1(side, ['Straw Brute', 'Evil Brute'], false, 'Straw Brute', 'Pike Ally', 8)).toBe(10);
  });
});
