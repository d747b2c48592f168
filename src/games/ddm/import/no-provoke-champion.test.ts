// Champion power "Use at start of round: Until end of round, Arcane allies do not provoke opportunity
// attacks" — effect no-provoke × target part warband, read by import/champion-bonus.ts and played
// through the engine with forced dice (ddm-battle-rules-2011, "Opportunity Attacks", "Champion
// Powers"; a card breaking a rule, "CORE RULES AND EXCEPTIONS"). Used at the start of round 2, the
// Arcane ally's ranged Spark next to the hunter draws no opportunity attack (its 1 misses, nothing
// else is rolled); declined, the hunter's spear takes the opportunity and hits with a 9; a Human ally
// still provokes. Fails if the power is ignored or given to every ally.
import { afterAll, describe, expect, it } from 'vitest';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, nextTurnOf, play, playOn, turnOf } from '../testkit.js';
import { readChampionBonus } from './champion-bonus.js';
import { entry, importedCards } from './fixtures.test-data.js';

const POWER = 'Use at start of round: Until end of round, Arcane allies do not provoke opportunity attacks.';
const attacks = [
  { type: 'ATTACK' as const, text: 'Dagger: +5 vs. AC; 5 damage.' },
  { type: 'ATTACK' as const, text: 'Spark: (range 6) +5 vs. Reflex; 5 damage.' },
];
const rows = [
  entry({ name: 'Red Magus', championRating: 1, keywords: ['Human'], powers: [...attacks, { type: 'CHAMPION', text: POWER }] }),
  entry({ name: 'Spell Ally', keywords: ['Arcane'], hp: 40, powers: attacks }),
  entry({ name: 'Plain Ally', keywords: ['Human'], hp: 40, powers: attacks }),
  entry({ name: 'Spear Hunter', hp: 60, powers: [{ type: 'ATTACK', text: 'Spear: +10 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'no-provoke-champion.json');
afterAll(addTestCards(cards));

/**
 * Round 1 played with the power declined; the Magus uses it at the start of round 2 (or not); then
 * `who`, next to the hunter (the other ally far away), casts its Spark at it with the forced d20s (opportunity attack first,
 * taken when offered). Whether an opportunity attack was offered, and `who`'s HP after.
 */
function cast(who: string, use: boolean, d20s: number[]): { offered: boolean; hp: number } {
  const near = (label: string): [number, number] => (label === who ? [4, 4] : [9, 9]);
  const s = turnOf(['Red Magus', 'Spell Ally', 'Plain Ally'], ['Spear Hunter'], [[1, 1], near('Spell Ally'), near('Plain Ally'), [5, 4]], who);
  expect(playOn(s, (d) => d.kind === 'use-power' && s.round === 2 && d.options.some((o) => o.id === 'champion:0'))).not.toBeNull();
  play(s, [use ? 'champion:0' : 'no']);
  nextTurnOf(s, who);
  expect(s.round).toBe(2);
  let offered = false;
  act(s, 'attack:1', d20s, (d) => {
    if (d.kind === 'opportunity-attack') {
      offered = true;
      return 'attack:0';
    }
    return d.kind === 'choose-target' ? String(byLabel(s, 'Spear Hunter').id) : null;
  });
  return { offered, hp: byLabel(s, who).hp };
}

describe('champion: until end of round, Arcane allies do not provoke opportunity attacks', () => {
  it('reads the wording as effect no-provoke for the Arcane allies until end of round', () => {
    expect(readChampionBonus(POWER)).toEqual({
      trigger: 'start-of-round',
      effect: { kind: 'no-provoke' },
      duration: 'end-of-round',
      target: { kind: 'warband', keywords: ['Arcane'], self: 'no' },
    });
    const magus = cards.find((c) => c.name === 'Red Magus');
    expect(magus && championPowerText(magus.championPowers[0]!)).toContain('provoke opportunity attacks');
  });

  it('used: the Arcane ally casts next to the hunter and no opportunity attack is offered', () => {
    expect(cast('Spell Ally', true, [1])).toEqual({ offered: false, hp: 40 });
  });

  it("control: declined, the hunter's opportunity spear hits with a 9", () => {
    expect(cast('Spell Ally', false, [9, 1])).toEqual({ offered: true, hp: 30 });
  });

  it('control: used, a Human ally still provokes', () => {
    expect(cast('Plain Ally', true, [9, 1])).toEqual({ offered: true, hp: 30 });
  });
});
