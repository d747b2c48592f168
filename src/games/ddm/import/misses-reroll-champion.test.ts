// Champion powers "Use when a <Keyword> or <Keyword> ally misses with an attack: Re-roll that attack roll
// instead" and their kin — the new MissRoll window (rules/attack.ts: a missed roll, before the miss
// stands) × effect reroll-attack, read by import/misses-reroll-champion.ts and played through the engine
// with forced dice (ddm-battle-rules-2011, "Champion Powers", "Attack Roll"; guidelines "Attack
// sequence" B3). The Githyanki ally's sword misses with a 3: the champion's power is offered; used, the
// attack is rolled again and the 15 hits for 10; declined, the miss stands. A Human ally's miss and a
// hit are not offered. Fails if the window, the keyword or the re-roll is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { readMissesRerollChampion } from './misses-reroll-champion.js';

const POWER = 'Use when a Githyanki or Dragon ally misses with an attack: Re-roll that attack roll instead.';
const sword = { type: 'ATTACK' as const, text: 'Sword: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Lich Queen', championRating: 2, hp: 60, powers: [{ type: 'CHAMPION', text: POWER }, sword] }),
  entry({ name: 'Gith Blade', keywords: ['Githyanki'], hp: 60, powers: [sword] }),
  entry({ name: 'Plain Blade', keywords: ['Human'], hp: 60, powers: [sword] }),
  entry({ name: 'Straw Brute', hp: 80, powers: [sword] }),
];
const cards = importedCards(rows, 'misses-reroll-champion.json');
afterAll(addTestCards(cards));

/** The reader as language-powers.ts calls it: the text without its final period. */
const read = (text: string) => readMissesRerollChampion(text.replace(/\.$/, ''));

/** `who` swings at the adjacent brute (AC 18) with the forced d20s; the power used when offered if `use`. */
function swing(who: string, d20s: number[], use: boolean): { offered: boolean; brute: number } {
  const s = turnOf(
    ['Lich Queen', who],
    ['Straw Brute'],
    [
      [2, 6],
      [2, 2],
      [3, 2],
    ],
    who,
  );
  let offered = false;
  act(s, 'attack:0', d20s, (d) => {
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id === 'champion:0')) return null;
    offered = true;
    return use ? 'champion:0' : 'no';
  });
  return { offered, brute: byLabel(s, 'Straw Brute').hp };
}

describe('champion: use when an ally (of keywords) misses with an attack, re-roll that attack roll', () => {
  it('reads the printed wordings as a MissRoll trigger with their qualifiers', () => {
    expect(read(POWER)).toEqual({
      trigger: {
        event: 'MissRoll',
        conditions: [{ kind: 'missed' }, { kind: 'actor-is', who: 'ally' }, { kind: 'has-keyword', keyword: 'Githyanki', or: ['Dragon'], of: 'actor' }],
      },
      effect: { kind: 'reroll-attack' },
    });
    expect(read('Use when an ally misses with a{m}attack. Reroll that attack.')?.trigger).toEqual({
      event: 'MissRoll',
      conditions: [{ kind: 'missed' }, { kind: 'actor-is', who: 'ally' }, { kind: 'attack-kind', kinds: ['melee'] }],
    });
    expect(read('Use when an Arcane creature misses with an attack. Reroll that attack roll.')?.trigger).toEqual({
      event: 'MissRoll',
      conditions: [{ kind: 'missed' }, { kind: 'has-keyword', keyword: 'Arcane', of: 'actor' }],
    });
    expect(read('Use when any creature misses with an attack while charging: Reroll that attack.')?.trigger).toEqual({
      event: 'MissRoll',
      conditions: [{ kind: 'missed' }, { kind: 'charge-attack' }],
    });
    expect(read("Use when an ally's {m} attack misses a Bloodied enemy. Reroll that attack.")?.trigger).toEqual({
      event: 'MissRoll',
      conditions: [
        { kind: 'missed' },
        { kind: 'actor-is', who: 'ally' },
        { kind: 'attack-kind', kinds: ['melee'] },
        { kind: 'target-is', who: 'enemy' },
        { kind: 'bloodied', of: 'target' },
      ],
    });
    expect(read('Use when any attack roll misses. Reroll that attack.')?.trigger).toEqual({ event: 'MissRoll', conditions: [{ kind: 'missed' }] });
    expect(read('Use when an ally misses with an attack: Thatally takes 5 damage, then rerolls that attack and uses the new result instead.')).toBeNull();
  });

  it("the Githyanki ally's miss: offered; used, the re-roll of 15 hits for 10", () => {
    expect(swing('Gith Blade', [3, 15], true)).toEqual({ offered: true, brute: 70 });
  });

  it('control: declined, the miss stands', () => {
    expect(swing('Gith Blade', [3], false)).toEqual({ offered: true, brute: 80 });
  });

  it("control: not offered on a Human ally's miss, nor on a hit", () => {
    expect(swing('Plain Blade', [3], true)).toEqual({ offered: false, brute: 80 });
    expect(swing('Gith Blade', [15], true)).toEqual({ offered: false, brute: 70 });
  });
});
