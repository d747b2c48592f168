// Cleave's "Immediate action, use when this creature destroys an enemy with a melee basic attack: Make a
// melee basic attack" (Mountain Giant Brute (Club); Harshnag's Great Cleave, "Use when …") — the trigger
// self-destroys-enemy-melee, kept by import/creature.ts only on a card whose melee attacks are all basic
// (there a melee attack is a melee basic attack), × the effect basic-attacks (one melee basic attack),
// an immediate action. Invented rows through the engine with forced dice (ddm-battle-rules-2011,
// "Activated Powers", "Immediate Actions", "Basic Attacks", "Hit Points"). The giant's club (10: hit)
// destroys the 20-HP brute; the power is offered and its basic attack (10) hits the other brute for 20;
// declined (control), the other brute keeps 40; a club that only hurts offers nothing. A card with a
// melee attack that is not basic keeps the power a gap.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 20 damage.' };
const CLEAVE = {
  type: 'SPECIAL' as const,
  text: 'Cleave: Immediate action, use when this creature destroys an enemy with a melee basic attack: Make a melee basic attack.',
};
const rows = [
  entry({ name: 'Club Giant', hp: 80, powers: [club, CLEAVE] }),
  entry({ name: 'Brute', hp: 40, powers: [club] }),
  entry({ name: 'Other Brute', hp: 40, powers: [club] }),
];
const cards = importedCards(rows, 'cleave-melee-basic.json');
afterAll(addTestCards(cards));

const offered = (asked: readonly Decision[]): number => asked.filter((d) => d.kind === 'use-power').length;

/** The giant clubs the Brute (at `hp`) with a 10, answering the power with `use`, its next target the Other Brute. */
function clubBrute(hp: number, use: boolean, d20s: number[]): { s: DdmState; asked: Decision[] } {
  const s = turnOf(
    ['Club Giant'],
    ['Brute', 'Other Brute'],
    [
      [4, 4],
      [5, 4],
      [3, 4],
    ],
    'Club Giant',
    { prepare: (x) => void (byLabel(x, 'Brute').hp = hp) },
  );
  let first = true;
  const { asked } = act(s, 'attack:0', d20s, (d) => {
    if (d.kind === 'use-power') return use ? (d.options.find((o) => o.id !== 'no')?.id ?? null) : 'no';
    if (d.kind !== 'choose-target') return null;
    const who = first ? 'Brute' : 'Other Brute';
    first = false;
    return String(byLabel(s, who).id);
  });
  return { s, asked };
}

describe('Cleave: destroys an enemy with a melee basic attack, make a melee basic attack', () => {
  it('used: the second club (10) hits the other brute for 20', () => {
    const { s, asked } = clubBrute(20, true, [10, 10]);
    expect(offered(asked)).toBe(1);
    expect(byLabel(s, 'Brute').destroyed).toBe(true);
    expect(byLabel(s, 'Other Brute').hp).toBe(20);
  });
  it('declined (control): the other brute keeps 40', () => {
    const { s } = clubBrute(20, false, [10]);
    expect(byLabel(s, 'Other Brute').hp).toBe(40);
  });
  it('a club that does not destroy offers nothing', () => {
    const { s, asked } = clubBrute(40, true, [10]);
    expect(offered(asked)).toBe(0);
    expect(byLabel(s, 'Brute').hp).toBe(20);
  });
  it('a card with a melee attack that is not basic: not enforced', () => {
    const r = parseDdmwi(
      JSON.stringify([entry({ name: 'Two Clubs', powers: [club, { type: 'ATTACK', text: 'Smash: +10 vs. AC; 30 damage.', limit: 1 }, CLEAVE] })]),
      'cleave-gap.json',
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.value.creatures[0]?.enforced).toBe(false);
    expect(r.value.creatures[0]?.powers.find((p) => p.name === 'Cleave')?.family).toBe('trigger: a melee basic attack, other melee attacks');
  });
});
