// Blood Siphon, the Blood of Vol Divinity Seeker's wording (ONE_OFF_POWERS in content/ddmwi-side-table.ts,
// the custom power cards/custom/blood-siphon.ts: +4 melee Attack and +10 melee Damage on its turn against
// a living target adjacent to it when it activated; ddm-battle-rules-2011, "Bonuses and Penalties",
// "Living Creatures", "Start of Turn Phase"). Through the engine with forced dice against AC 18: beside
// the ox when its turn starts, its sword rolling 5 (+10) hits for 10 + 10; controls — the ox 3 squares away
// at the turn's start (the seeker walks up, then the same 5 misses), an Undead ox beside it, or a seeker
// without the power — miss. Fails if the power is ignored or read as "adjacent now".
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sword = { type: 'ATTACK' as const, text: 'Sword: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Blood of Vol Divinity Seeker',
    keywords: ['Human'],
    // Our paraphrase; the side table keys the encoding on the creature and power names.
    powers: [
      sword,
      { type: 'SPECIAL', text: 'Blood Siphon: +4 melee Attack, +10 melee Damage this turn against living targets next to it as its turn began.' },
    ],
  }),
  entry({ name: 'Plain Seeker', keywords: ['Human'], powers: [sword] }),
  entry({ name: 'Target Ox', hp: 60, ac: 18, keywords: ['Beast'], powers: [sword] }),
  entry({ name: 'Bone Ox', hp: 60, ac: 18, keywords: ['Beast', 'Undead'], powers: [sword] }),
];
const cards = importedCards(rows, 'blood-siphon.json');
afterAll(addTestCards(cards));

/** `who` at (2,2), `ox` at `oxAt`; it walks beside the ox first when not there, then swords it with a forced 5. The ox's HP after. */
function swordOx(who: string, ox: string, oxAt: [number, number] = [3, 2]): number {
  const s = turnOf([who], [ox], [[2, 2], oxAt], who);
  if (oxAt[0] !== 3) act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? `${oxAt[0] - 1},${oxAt[1]}` : null));
  act(s, 'attack:0', [5], (d) => (d.kind === 'choose-target' ? String(byLabel(s, ox).id) : null));
  return byLabel(s, ox).hp;
}

describe('Blood Siphon: +4 melee Attack, +10 melee Damage against a living target adjacent at activation', () => {
  it('is the per-creature custom power', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'custom', name: 'Blood Siphon', custom: 'blood-siphon' });
  });

  it('beside the ox as its turn starts: the 5 hits for 20', () => {
    expect(swordOx('Blood of Vol Divinity Seeker', 'Target Ox')).toBe(40);
  });

  it('controls: walked up this turn, an Undead target, or no power — the 5 misses', () => {
    expect(swordOx('Blood of Vol Divinity Seeker', 'Target Ox', [5, 2])).toBe(60);
    expect(swordOx('Blood of Vol Divinity Seeker', 'Bone Ox')).toBe(60);
    expect(swordOx('Plain Seeker', 'Target Ox')).toBe(60);
  });
});
