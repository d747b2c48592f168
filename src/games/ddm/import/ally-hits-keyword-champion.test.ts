// Champion powers "Use when a <Keyword> ally hits [an enemy | a <Size> or larger enemy] [with a {m} / {r}
// attack]: +N Damage on that attack" / "That ally heals N HP" — the ally-hits trigger with the hitting
// ally's keyword (condition `has-keyword`) and the target's size (new condition `size-at-least`),
// read by import/ally-hits-champion.ts and played through the engine with forced dice
// (ddm-battle-rules-2011, "Champion Powers"; "HOW TO READ A CREATURE STAT CARD": Keywords, Size). The
// Halfling ally's hit on the Medium raider offers the heal; the Human ally's hit and the hit on the
// Small raider do not; used, the Halfling heals 15; declined, it does not. Fails if either qualifier
// or the heal is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { readAllyHitsChampion } from './ally-hits-champion.js';

/** The reader as language-powers.ts calls it: the text without its final period. */
const read = (text: string) => readAllyHitsChampion(text.replace(/\.$/, ''));
import { entry, importedCards } from './fixtures.test-data.js';

const POWER = 'Use when a Halfling ally hits a Medium or larger enemy. That ally heals 15 HP.';
const sword = { type: 'ATTACK' as const, text: 'Sword: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Hearth Mother', championRating: 2, hp: 60, powers: [{ type: 'CHAMPION', text: POWER }, sword] }),
  entry({ name: 'Pip', keywords: ['Halfling'], hp: 60, powers: [sword] }),
  entry({ name: 'Tall Ally', keywords: ['Human'], hp: 60, powers: [sword] }),
  entry({ name: 'Raider', hp: 100, powers: [sword] }),
  entry({ name: 'Small Raider', hp: 100, powers: [sword] }),
];
const cards = importedCards(rows, 'ally-hits-keyword-champion.json');
afterAll(addTestCards(cards));

/** `who` (at 30 of 60 HP) hits `foe` with a 15, the champion 3 squares away; the power used when offered if `use`. */
function hit(who: string, foe: string, use: boolean): { offered: boolean; hp: number } {
  const s = turnOf(
    ['Hearth Mother', who],
    [foe],
    [
      [2, 5],
      [2, 2],
      [3, 2],
    ],
    who,
    { prepare: (st) => void (byLabel(st, who).hp = 30) },
  );
  let offered = false;
  act(s, 'attack:0', [15], (d) => {
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id === 'champion:0')) return null;
    offered = true;
    return use ? 'champion:0' : 'no';
  });
  expect(byLabel(s, foe).hp).toBe(90);
  return { offered, hp: byLabel(s, who).hp };
}

describe('champion: use when a <Keyword> ally hits a <Size> or larger enemy', () => {
  it('reads the keyword and the size as conditions of the hit', () => {
    expect(read(POWER)?.trigger).toEqual({
      event: 'Hit',
      conditions: [
        { kind: 'hit' },
        { kind: 'actor-is', who: 'ally' },
        { kind: 'has-keyword', keyword: 'Halfling', of: 'actor' },
        { kind: 'target-is', who: 'enemy' },
        { kind: 'size-at-least', min: 'Medium', of: 'target' },
      ],
    });
    expect(read('Use when an Undead ally hits with a {m} attack: +20 Damage on that attack.')?.trigger).toEqual({
      event: 'Hit',
      conditions: [
        { kind: 'hit' },
        { kind: 'actor-is', who: 'ally' },
        { kind: 'has-keyword', keyword: 'Undead', of: 'actor' },
        { kind: 'attack-kind', kinds: ['melee'] },
      ],
    });
    expect(read('Use when a Drow ally hits an enemy with a {r} attack: +10 Damage on that attack.')?.trigger).toEqual({
      event: 'Hit',
      conditions: [
        { kind: 'hit' },
        { kind: 'actor-is', who: 'ally' },
        { kind: 'has-keyword', keyword: 'Drow', of: 'actor' },
        { kind: 'target-is', who: 'enemy' },
        { kind: 'attack-kind', kinds: ['ranged'] },
      ],
    });
    expect(read('Use when an Evil ally hits with a {m} attack: +10 Damage on that attack.')).toBeNull();
  });

  it('the Halfling ally hitting the Medium raider: offered, and used it heals 15', () => {
    expect(hit('Pip', 'Raider', true)).toEqual({ offered: true, hp: 45 });
  });

  it('control: declined, the Halfling heals nothing', () => {
    expect(hit('Pip', 'Raider', false)).toEqual({ offered: true, hp: 30 });
  });

  it('control: not offered for a Human ally, nor against a Small enemy', () => {
    expect(hit('Tall Ally', 'Raider', true)).toEqual({ offered: false, hp: 30 });
    expect(hit('Pip', 'Small Raider', true)).toEqual({ offered: false, hp: 30 });
  });
});
