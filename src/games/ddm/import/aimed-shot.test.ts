// Aimed Shot's special-power wording (Dwarf Sniper; ONE_OFF_POWERS in content/ddmwi-side-table.ts: as its
// move action, +4 Attack and +5 Damage on its next ranged attack this turn — the move-action power ×
// stat-bonus with next 'ranged', abilities/next-ranged.ts; ddm-battle-rules-2011, "USE A POWER",
// "Bonuses and Penalties", "Making an Attack" 1). Through the engine with forced dice against AC 18: used,
// the crossbow's 4 (+10) hits for 10 + 5, and a second ranged attack that turn (a minor-action bolt, the
// same 4) misses: the bonus was the first one's only; not used (control) the crossbow's 4 misses. Fails
// if the power is ignored or outlasts its one attack.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const attacks = [
  { type: 'ATTACK' as const, text: 'Axe: +10 vs. AC; 10 damage.' },
  { type: 'ATTACK' as const, text: 'Crossbow: (sight) +10 vs. AC; 10 damage.' },
  { type: 'ATTACK' as const, text: 'Quick Bolt: Minor action: (sight) +10 vs. AC; 10 damage.' },
];
const rows = [
  entry({
    name: 'Dwarf Sniper',
    keywords: ['Dwarf'],
    // Our paraphrase; the side table keys the encoding on the creature and power names.
    powers: [...attacks, { type: 'SPECIAL', text: 'Aimed Shot: As its move action, +4 Attack and +5 Damage on its next ranged attack this turn.' }],
  }),
  entry({ name: 'Target Ox', hp: 60, ac: 18, powers: [attacks[0] as (typeof attacks)[0]] }),
];
const cards = importedCards(rows, 'aimed-shot.json');
afterAll(addTestCards(cards));

const start = (): DdmState =>
  turnOf(
    ['Dwarf Sniper'],
    ['Target Ox'],
    [
      [2, 2],
      [2, 6],
    ],
    'Dwarf Sniper',
  );
const shoot = (s: DdmState, index: number, roll: number): void =>
  void act(s, `attack:${index}`, [roll], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Target Ox').id) : null));

describe('Aimed Shot: +4 Attack and +5 Damage on its next ranged attack this turn', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ kind: 'action', action: 'move', effect: { kind: 'stat-bonus', next: 'ranged' }, duration: 'end-of-turn' });
  });

  it('used: the crossbow rolling 4 hits AC 18 for 15; the minor bolt after it gets no bonus (its 4 misses)', () => {
    const s = start();
    act(s, 'power:Aimed Shot');
    shoot(s, 1, 4);
    expect(byLabel(s, 'Target Ox').hp).toBe(45);
    shoot(s, 2, 4);
    expect(byLabel(s, 'Target Ox').hp).toBe(45);
  });

  it("control: not used, the crossbow's 4 misses", () => {
    const s = start();
    shoot(s, 1, 4);
    expect(byLabel(s, 'Target Ox').hp).toBe(60);
  });
});
