// Champion powers "Use at start of round: <who> have +N <statistics> until end of round", read from
// invented rows in the ddmwi format and played through the engine ("Champion Powers", step 4 of
// "The Battle", "Bonuses and Penalties"): the champion uses the power in the start-of-round window,
// the allies with the keyword move farther, hit more often and deal more melee damage that round,
// an ally without the keyword, the champion itself and the enemy do not, and the bonus ends with the
// round. Each test fails if the power is ignored, given to the wrong creatures or kept too long.
import { afterAll, describe, expect, it } from 'vitest';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { currentSpeed } from '../rules/movement.js';
import { act, byLabel, ctxFor, decision, nextTurnOf, play, playOn, turnOf, untilTurnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { readChampionBonus } from './champion-bonus.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Banner Thane',
    keywords: ['Dwarf'],
    championRating: 2,
    powers: [bite, { type: 'CHAMPION', text: 'Use at start of round: Dwarf allies have +2 Speed, +4 Attack and +5 {m} Damage until end of round.' }],
  }),
  entry({ name: 'Stone Ally', keywords: ['Dwarf'], hp: 60, powers: [bite] }),
  entry({ name: 'Reed Ally', keywords: ['Elf'], hp: 60, powers: [bite] }),
  entry({ name: 'Straw Brute', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'champion-bonus.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [1, 1],
  [5, 5],
  [9, 9],
  [5, 6],
];

/** Round 1 played with the power declined, then the champion uses it at the start of round 2. */
function usedAtRoundTwo(): DdmState {
  const s = turnOf(['Banner Thane', 'Stone Ally', 'Reed Ally'], ['Straw Brute'], AT, 'Stone Ally');
  const offered = playOn(s, (d) => d.kind === 'use-power' && d.options.some((o) => o.id === 'champion:0'));
  expect(offered).not.toBeNull();
  expect(s.round).toBe(2);
  play(s, ['champion:0']);
  return s;
}

const speed = (s: DdmState, label: string) => currentSpeed(ctxFor(s), byLabel(s, label));

describe('champion: use at start of round, Dwarf allies have +2 Speed, +4 Attack and +5 melee Damage until end of round', () => {
  it('reads the printed wordings into trigger × target × stat-bonus × duration', () => {
    expect(readChampionBonus('Use at start of round. Allies have +2 DEF until end of round.')).toEqual({
      trigger: 'start-of-round',
      effect: {
        kind: 'stat-bonus',
        bonuses: [
          { stat: 'Fort', amount: 2, melee: false },
          { stat: 'Ref', amount: 2, melee: false },
          { stat: 'Will', amount: 2, melee: false },
        ],
      },
      duration: 'end-of-round',
      target: { kind: 'warband', keywords: [], self: 'no' },
    });
    expect(readChampionBonus('Use at start of round: Each Elf ally and each Gnome ally has +2 Attack until end of round.')?.target).toEqual({
      kind: 'warband',
      keywords: ['Elf', 'Gnome'],
      self: 'no',
    });
    expect(readChampionBonus('Use at start of round: Dwarf creatures in your warband have +5 damage until end of round.')?.target).toEqual({
      kind: 'warband',
      keywords: ['Dwarf'],
      self: 'if-keyword',
    });
    // A situation it does not know (import/champion-situation.test.ts has those it does), a ranged-only damage bonus, an alignment or no duration: not this family.
    expect(readChampionBonus('Use at start of round: Allies have +2 Attack against creatures affected by Stench until end of round.')).toBeNull();
    expect(readChampionBonus('Use at start of round: Elf allies have +5 {b} damage until end of round.')).toBeNull();
    expect(readChampionBonus('Use at start of round: Selesnya and Good allies have +2 Attack until end of round.')).toBeNull();
    expect(readChampionBonus('Use at start of round: Elf allies have +2 Attack.')).toBeNull();
  });

  it('renders as the power language words it', () => {
    const thane = cards.find((c) => c.name === 'Banner Thane');
    expect(thane && championPowerText(thane.championPowers[0]!)).toContain('each Dwarf ally has +2 Speed, +4 Attack and +5 melee Damage until end of round');
  });

  it('the Dwarf ally moves 2 farther that round; the Elf ally, the champion and the enemy do not', () => {
    const s = usedAtRoundTwo();
    expect(byLabel(s, 'Banner Thane').championUses).toBe(1);
    expect(speed(s, 'Stone Ally')).toBe(8);
    expect(speed(s, 'Reed Ally')).toBe(6);
    expect(speed(s, 'Banner Thane')).toBe(6);
    expect(speed(s, 'Straw Brute')).toBe(6);
  });

  it('the Dwarf ally hits with a roll that would miss (+4) and deals +5 melee damage', () => {
    const s = usedAtRoundTwo();
    nextTurnOf(s, 'Stone Ally');
    // 4 + 10 + 4 = 18 against AC 18: a hit only with the bonus.
    act(s, 'attack:0', [4]);
    expect(byLabel(s, 'Straw Brute').hp).toBe(80 - 15);
  });

  it('without the power the same roll misses', () => {
    const s = turnOf(['Banner Thane', 'Stone Ally', 'Reed Ally'], ['Straw Brute'], AT, 'Stone Ally');
    act(s, 'attack:0', [4]);
    expect(byLabel(s, 'Straw Brute').hp).toBe(80);
  });

  it('the bonus ends with the round', () => {
    const s = usedAtRoundTwo();
    untilTurnOf(s, 'Stone Ally');
    expect(s.round).toBe(3);
    expect(speed(s, 'Stone Ally')).toBe(6);
    expect(decision(s).kind).not.toBe('use-power');
  });
});
