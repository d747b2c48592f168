// Forced movement that must end beside the attacker — "slide target 1 square (must end adjacent to this
// creature)" and "pull target to a space adjacent to this creature" (pull / slide endAdjacent) — from
// invented rows played through the engine with forced dice (ddm-battle-rules-2011, "Forced-Movement
// Effects"): every end the attacker is offered is adjacent to it, and the ox ends there; the control
// without the parenthesis is offered a square away from the attacker too. And "pull target exactly 3
// squares" (pull exactly): only ends 3 squares from where the target stood (the plain pull offers 1 square). Fails if the limit is ignored
// (the rows would not import: importedCards throws, or the far squares would be offered).
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const poke = { type: 'ATTACK' as const, text: 'Poke: +1 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Lure Gnome',
    powers: [poke, { type: 'ATTACK', text: 'Lure: +7 vs. Will; 5 Damage AND slide target 1 square (must end adjacent to this creature)' }],
  }),
  entry({ name: 'Plain Gnome', powers: [poke, { type: 'ATTACK', text: 'Lure: +7 vs. Will; 5 Damage AND slide target 1 square' }] }),
  entry({
    name: 'Chain Devil',
    powers: [
      poke,
      { type: 'ATTACK', text: 'Ensnare: (reach 4) +16 vs. Reflex; 20 damage AND Immobilized AND pull target to a space adjacent to this creature.' },
    ],
  }),
  entry({
    name: 'Song Harpy',
    powers: [poke, { type: 'ATTACK', text: 'Song: (burst 10, enemy targets only) +10 vs. Will; Immobilized AND pull target exactly 3 squares.' }],
  }),
  entry({
    name: 'Plain Harpy',
    powers: [poke, { type: 'ATTACK', text: 'Song: (burst 10, enemy targets only) +10 vs. Will; Immobilized AND pull target 3 squares.' }],
  }),
  entry({ name: 'Target Ox', hp: 80, powers: [poke] }),
];
const cards = importedCards(rows, 'forced-end-adjacent.json');
afterAll(addTestCards(cards));

/** `who` at (4,5) attacks the ox at `ox` with a 15; the squares offered for the forced move (the last is taken) and the ox's end. */
function forced(who: string, ox: [number, number]): { offered: string[]; end: string } {
  const s: DdmState = turnOf([who], ['Target Ox'], [[4, 5], ox], who);
  let offered: string[] = [];
  act(s, 'attack:1', [15], (d: Decision) => {
    if (d.kind === 'choose-destination') offered = d.options.map((o) => o.id);
    return null;
  });
  const p = byLabel(s, 'Target Ox').pos;
  return { offered, end: p ? `${p.x},${p.y}` : 'none' };
}
/** Adjacent to (4,5) for a one-square creature: within one square each way. */
const besideAttacker = (id: string) => {
  const [x = 0, y = 0] = id.split(',').map(Number);
  return Math.abs(x - 4) <= 1 && Math.abs(y - 5) <= 1;
};

describe('forced movement: must end adjacent to this creature', () => {
  it('reads both printings', () => {
    expect(cards[0]?.attacks[1]?.effects).toEqual([{ kind: 'slide', squares: 1, endAdjacent: true }]);
    expect(cards[2]?.attacks[1]?.effects).toEqual([
      { kind: 'condition', condition: 'Immobilized', duration: 'end-of-next-turn' },
      { kind: 'pull', squares: 10, endAdjacent: true },
    ]);
  });
  it('the slide offers only squares beside the gnome and ends there; the plain slide offers (6,5) too', () => {
    const r = forced('Lure Gnome', [5, 5]);
    expect(r.offered.length).toBeGreaterThan(0);
    expect(r.offered.every(besideAttacker)).toBe(true);
    expect(besideAttacker(r.end)).toBe(true);
    expect(forced('Plain Gnome', [5, 5]).offered).toContain('6,5');
  });
  it('the pull brings the ox from 4 squares away to a square beside the devil', () => {
    const r = forced('Chain Devil', [8, 5]);
    expect(r.offered.length).toBeGreaterThan(0);
    expect(r.offered.every(besideAttacker)).toBe(true);
    expect(besideAttacker(r.end)).toBe(true);
  });
});

describe('forced movement: pull target exactly N squares', () => {
  it('reads the pull as exact', () => {
    expect(cards[3]?.attacks[1]?.effects).toEqual([
      { kind: 'condition', condition: 'Immobilized', duration: 'end-of-next-turn' },
      { kind: 'pull', squares: 3, exactly: true },
    ]);
  });
  it('from (9,5) every end offered is 3 squares away and the ox ends there; the plain pull offers (8,5) too', () => {
    const three = (id: string) => {
      const [x = 0, y = 0] = id.split(',').map(Number);
      return Math.max(Math.abs(x - 9), Math.abs(y - 5)) === 3;
    };
    const r = forced('Song Harpy', [9, 5]);
    expect(r.offered.length).toBeGreaterThan(0);
    expect(r.offered.every(three)).toBe(true);
    expect(three(r.end)).toBe(true);
    expect(forced('Plain Harpy', [9, 5]).offered).toContain('8,5');
  });
});
