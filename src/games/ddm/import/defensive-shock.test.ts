// Defensive Shock as the Celestial Giant Stag Beetle prints it ("Use when this creature takes damage: Make
// 1 Lightning Burst attack as an immediate action.", one use) — encoded for that creature
// (content/ddmwi-side-table.ts ONE_OFF_POWERS) as an activated immediate-action power on self-takes-damage
// × card-attack of its close burst (named as the file prints it, "c Lightning Burst") —
// ddm-battle-rules-2011, "Immediate Action", "Close Attacks" (burst), "Damage". Through the engine with
// forced dice: on the ox's turn its horns hit the beetle (15); the power is offered and the burst (10 +12
// vs. Fortitude 14) hits the ox for 10 lightning; declined (control) or a plain beetle (control): the ox
// is untouched; a missed horn attack (control, no damage): not offered.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const mandibles = { type: 'ATTACK' as const, text: 'Slicing Mandibles: +15 vs. AC; 15 damage.' };
const burst = { type: 'ATTACK' as const, text: 'c Lightning Burst: (burst 1) +12 vs. Fortitude; 10 lightning damage.' };
const rows = [
  entry({
    name: 'Celestial Giant Stag Beetle',
    hp: 60,
    ac: 14,
    powers: [
      mandibles,
      burst,
      { type: 'SPECIAL', limit: 1, text: 'Defensive Shock: Use when this creature takes damage: Make 1 Lightning Burst attack as an immediate action.' },
    ],
  }),
  entry({ name: 'Plain Beetle', hp: 60, ac: 14, powers: [mandibles, burst] }),
  entry({ name: 'Ox', hp: 60, powers: [{ type: 'ATTACK', text: 'Horns: +5 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'defensive-shock.json');
afterAll(addTestCards(cards));

/** On the ox's turn (beside `beetle` at (4,4)) its horns roll `d20s[0]`; `use`: the power is used when offered. */
function gore(beetle: string, d20s: number[], use: boolean): { s: DdmState; offered: number } {
  const s = turnOf(
    [beetle],
    ['Ox'],
    [
      [4, 4],
      [5, 4],
    ],
    'Ox',
  );
  let offered = 0;
  act(s, 'attack:0', d20s, (d) => {
    if (d.kind === 'use-power') {
      offered++;
      return use ? (d.options.find((o) => o.id !== 'no')?.id ?? null) : 'no';
    }
    return d.kind === 'choose-target' ? String(byLabel(s, beetle).id) : null;
  });
  return { s, offered };
}

describe('Defensive Shock: when it takes damage, its Lightning Burst as an immediate action', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Defensive Shock',
      trigger: 'self-takes-damage',
      activated: true,
      action: 'immediate',
      uses: 1,
      effect: { kind: 'card-attack', attack: 'c Lightning Burst' },
    });
  });

  it('gored, it bursts: the ox takes 10 lightning', () => {
    const { s, offered } = gore('Celestial Giant Stag Beetle', [15, 10], true);
    expect(offered).toBe(1);
    expect(byLabel(s, 'Celestial Giant Stag Beetle').hp).toBe(50);
    expect(byLabel(s, 'Ox').hp).toBe(50);
  });

  it('declined (control), a plain beetle (control), a miss (control): no burst', () => {
    const declined = gore('Celestial Giant Stag Beetle', [15], false);
    expect(declined.offered).toBe(1);
    expect(byLabel(declined.s, 'Ox').hp).toBe(60);
    const plain = gore('Plain Beetle', [15], true);
    expect(plain.offered).toBe(0);
    expect(byLabel(plain.s, 'Ox').hp).toBe(60);
    const missed = gore('Celestial Giant Stag Beetle', [2], true);
    expect(missed.offered).toBe(0);
    expect(byLabel(missed.s, 'Celestial Giant Stag Beetle').hp).toBe(60);
  });
});
