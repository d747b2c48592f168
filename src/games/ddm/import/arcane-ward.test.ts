// Arcane Ward, its one wording (Eldritch Giant; ONE_OFF_POWERS in content/ddmwi-side-table.ts: before an
// Arcane enemy's attack against it, a d20 — 15-19 that attack misses, 20 it misses and that enemy is
// Stunned (save ends) — a composed trigger on TargetsDeclared × ward-roll; ddm-battle-rules-2011, "Making
// an Attack", "Conditions"). Through the engine with forced dice (the ward's d20 first, then the attack's):
// an Arcane mage's staff — ward 16, it misses with no attack die; ward 20, it misses and the mage is
// Stunned; ward 10, the staff's 15 hits for 10. Controls: a non-Arcane attacker (no ward offered, its 15
// hits) and a giant without the power (hit). Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const staff = { type: 'ATTACK' as const, text: 'Staff: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Eldritch Giant',
    hp: 80,
    ac: 20,
    keywords: ['Giant'],
    // Our paraphrase; the side table keys the encoding on the creature and power names.
    powers: [staff, { type: 'SPECIAL', text: 'Arcane Ward: As an Arcane enemy attacks it, a d20: 15+ the attack misses, 20 also stuns that enemy.' }],
  }),
  entry({ name: 'Plain Giant', hp: 80, ac: 20, keywords: ['Giant'], powers: [staff] }),
  entry({ name: 'Arcane Mage', keywords: ['Human', 'Arcane'], powers: [staff] }),
  entry({ name: 'Brute', keywords: ['Human'], powers: [staff] }),
];
const cards = importedCards(rows, 'arcane-ward.json');
afterAll(addTestCards(cards));

/** `attacker` (at (2,2)) hits at `giant` (at (3,2)) with `dice`, the ward used when offered; the giant, the state and the ward questions. */
function attack(attacker: string, giant: string, dice: readonly number[]): { s: DdmState; hp: number; asked: Decision[]; stunned: boolean } {
  const s = turnOf(
    [attacker],
    [giant],
    [
      [2, 2],
      [3, 2],
    ],
    attacker,
  );
  const asked: Decision[] = [];
  const { events } = act(s, 'attack:0', [...dice], (d) => {
    if (d.kind === 'choose-target') return String(byLabel(s, giant).id);
    if (d.kind === 'use-power') {
      asked.push(d);
      return d.options.find((o) => o.id !== 'no')?.id ?? 'no';
    }
    return null;
  });
  // Stunned as the attack resolves (a Stunned mage's turn may end at once, its save then rolled).
  const stunned = events.some((e) => e.type === 'condition' && e.data['creature'] === byLabel(s, attacker).id && e.data['condition'] === 'Stunned');
  return { s, hp: byLabel(s, giant).hp, asked, stunned };
}

describe('Arcane Ward: a d20 before an Arcane enemy attacks it', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ kind: 'triggered', effect: { kind: 'ward-roll', miss: 15, onTwenty: 'Stunned' } });
  });

  it('ward 16: the staff misses, no attack die rolled', () => {
    const r = attack('Arcane Mage', 'Eldritch Giant', [16]);
    expect(r.asked).toHaveLength(1);
    expect(r.hp).toBe(80);
    expect(r.stunned).toBe(false);
  });

  it('ward 20: the staff misses and the mage is Stunned', () => {
    const r = attack('Arcane Mage', 'Eldritch Giant', [20]);
    expect(r.hp).toBe(80);
    expect(r.stunned).toBe(true);
  });

  it('ward 10: the staff rolls its 15 and hits', () => {
    expect(attack('Arcane Mage', 'Eldritch Giant', [10, 15]).hp).toBe(70);
  });

  it('controls: a non-Arcane attacker, or a giant without the power — no ward, the 15 hits', () => {
    const brute = attack('Brute', 'Eldritch Giant', [15]);
    expect([brute.asked.length, brute.hp]).toEqual([0, 70]);
    const plain = attack('Arcane Mage', 'Plain Giant', [15]);
    expect([plain.asked.length, plain.hp]).toEqual([0, 70]);
  });
});
