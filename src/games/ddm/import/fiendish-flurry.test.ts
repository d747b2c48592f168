// Fiendish Flurry as the Fiendish Dire Weasel prints it ("Use at start of this creature's turn; 2 enemies
// adjacent to this creature each take 5 Damage.") — encoded for that creature
// (content/ddmwi-side-table.ts ONE_OFF_POWERS) as an activated power on start-of-own-turn ×
// damage-adjacent with the new fields enemies and count (abilities/effects/damage-adjacent.ts: its
// enemies adjacent to it, at most 2, its player's pick as it declares the power when more) —
// ddm-battle-rules-2011, "Start of Turn Phase", "Damage". Through the engine: at the start of its turn,
// beside two enemies and an ally, both enemies take 5 and the ally nothing; beside three enemies it is
// asked which two, and only those take 5; declined (control), or a plain weasel (control): nobody hurt.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { byLabel, decision, play, playOn, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 Damage' };
const horns = { type: 'ATTACK' as const, text: 'Horns: +5 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Fiendish Dire Weasel',
    hp: 40,
    powers: [bite, { type: 'SPECIAL', text: "Fiendish Flurry: Use at start of this creature's turn; 2 enemies adjacent to this creature each take 5 Damage." }],
  }),
  entry({ name: 'Plain Weasel', hp: 40, powers: [bite] }),
  entry({ name: 'Mouse', hp: 20, powers: [horns] }),
  entry({ name: 'Ox', hp: 60, powers: [horns] }),
  entry({ name: 'Goat', hp: 60, powers: [horns] }),
  entry({ name: 'Yak', hp: 60, powers: [horns] }),
];
const cards = importedCards(rows, 'fiendish-flurry.json');
afterAll(addTestCards(cards));

const HP = (s: DdmState, ...ls: string[]): number[] => ls.map((l) => byLabel(s, l).hp);

/**
 * The weasel (4,4) with its ally the mouse (4,3), the ox (5,4) and the goat (3,4) beside it, the yak at
 * (4,5) beside it when `yak` (else far off); the ox's turn is ended and the weasel's begins. Returns the
 * battle at the weasel's start-of-turn question, or null when none comes before its menu.
 */
function startOfWeasel(weasel: string, yak: boolean): { s: DdmState; asked: boolean } {
  const s = turnOf([weasel, 'Mouse'], ['Ox', 'Goat', 'Yak'], [[4, 4], [4, 3], [5, 4], [3, 4], yak ? [4, 5] : [10, 10]], 'Ox');
  const me = byLabel(s, weasel).id;
  playOn(s, () => s.turn?.creature === me, weasel);
  return { s, asked: decision(s).kind === 'use-power' };
}

describe('Fiendish Flurry: at the start of its turn, 2 adjacent enemies each take 5 damage', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Fiendish Flurry',
      trigger: 'start-of-own-turn',
      activated: true,
      action: 'none',
      effect: { kind: 'damage-adjacent', amount: 5, type: 'untyped', enemies: true, count: 2 },
    });
  });

  it('beside two enemies and an ally: both enemies take 5, the ally nothing', () => {
    const { s, asked } = startOfWeasel('Fiendish Dire Weasel', false);
    expect(asked).toBe(true);
    const d = decision(s);
    const use = d.options.filter((o) => o.id !== 'no');
    expect(use.length).toBe(1);
    play(s, [(use[0] as { id: string }).id]);
    expect(HP(s, 'Ox', 'Goat', 'Mouse')).toEqual([55, 55, 20]);
  });

  it('beside three enemies: its player picks two, only those take 5', () => {
    const { s } = startOfWeasel('Fiendish Dire Weasel', true);
    const d = decision(s);
    const use = d.options.filter((o) => o.id !== 'no');
    expect(use.length).toBe(3);
    const pick = use.find((o) => o.id.endsWith(`${byLabel(s, 'Goat').id}+${byLabel(s, 'Yak').id}`));
    expect(pick).toBeDefined();
    play(s, [(pick as { id: string }).id]);
    expect(HP(s, 'Ox', 'Goat', 'Yak')).toEqual([60, 55, 55]);
  });

  it('declined (control), or a plain weasel (control): nobody is hurt', () => {
    const { s } = startOfWeasel('Fiendish Dire Weasel', false);
    play(s, ['no']);
    expect(HP(s, 'Ox', 'Goat', 'Mouse')).toEqual([60, 60, 20]);
    const plain = startOfWeasel('Plain Weasel', false);
    expect(plain.asked).toBe(false);
    expect(HP(plain.s, 'Ox', 'Goat', 'Mouse')).toEqual([60, 60, 20]);
  });
});
