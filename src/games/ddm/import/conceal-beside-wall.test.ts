// "Has Conceal N while adjacent to a wall" (Blend with Shadows; also "This creature has Conceal 6 when
// adjacent to a wall", "Conceal 6 while adjacent to a wall") — import/conceal-beside-wall.ts, the
// continuous conceal-beside-wall read by rules/attack.ts; ddm-battle-rules-2011, "Conceal" (a hit stands
// only if a d20 rolls N or higher; critical hits ignore it). Through the engine with forced dice: the
// spear's 15 hits the skulker beside a wall square, the Conceal die's 3 turns it into a miss (a 6 keeps
// it); controls — the skulker two squares from any wall, or a creature without the power beside the
// wall — roll no Conceal die and take the hit (the forced dice must all be used). Fails if the power is
// ignored or held away from walls.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const spear = { type: 'ATTACK' as const, text: 'Spear: +10 vs. AC; 10 damage.' };
const WORDINGS = [
  'Blend with Shadows: Has Conceal 6 while adjacent to a wall.',
  'Shadowfiend: This creature has Conceal 6 when adjacent to a wall.',
  'Stoneshadow: Conceal 6 while adjacent to a wall',
];
const rows = [
  ...WORDINGS.map((text, i) => entry({ name: `Skulker ${i}`, hp: 40, powers: [spear, { type: 'SPECIAL' as const, text }] })),
  entry({ name: 'Plain Skulker', hp: 40, powers: [spear] }),
  entry({ name: 'Spear Hunter', hp: 60, powers: [spear] }),
];
const cards = importedCards(rows, 'conceal-beside-wall.json');
afterAll(addTestCards(cards));

/** The hunter (west of `who`) spears `who` at `at` on a map with one wall square at (6,5), with `dice`; `who`'s HP after. */
function speared(who: string, at: [number, number], dice: readonly number[]): number {
  const s = turnOf(['Spear Hunter'], [who], [[at[0] - 1, at[1]], at], 'Spear Hunter', { map: openMap(12, 12, [[6, 5]]) });
  act(s, 'attack:0', [...dice], (d) => (d.kind === 'choose-target' ? String(byLabel(s, who).id) : null));
  return byLabel(s, who).hp;
}

describe('Conceal N while adjacent to a wall', () => {
  it('reads the three wordings as conceal-beside-wall 6', () => {
    for (let i = 0; i < WORDINGS.length; i++)
      expect(cards[i]?.powers[0]).toMatchObject({ kind: 'continuous', effect: { kind: 'conceal-beside-wall', value: 6 } });
  });

  it('beside the wall: the Conceal die of 3 makes the hit a miss, a 6 keeps it', () => {
    for (let i = 0; i < WORDINGS.length; i++) {
      expect(speared(`Skulker ${i}`, [5, 5], [15, 3])).toBe(40);
      expect(speared(`Skulker ${i}`, [5, 5], [15, 6])).toBe(30);
    }
  });

  it('controls: two squares from the wall, or without the power, no Conceal die — the hit stands', () => {
    expect(speared('Skulker 0', [4, 8], [15])).toBe(30);
    expect(speared('Plain Skulker', [5, 5], [15])).toBe(30);
  });
});
