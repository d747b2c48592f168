// Counterattack as the Everfrost Ranger prints it ("Use after an enemy hits this creature with a {m}
// attack: This creature makes a {b} attack with +2 Attack against that enemy as a free action.", one
// use) — encoded for that creature (content/ddmwi-side-table.ts ONE_OFF_POWERS) as an activated
// free-action power on a composed trigger (AfterAttack: the attack hit it, the attacker an enemy, a melee
// attack) × basic-attack-vs-other with the new field attackBonus (abilities/effects/basic-attack-vs-other.ts:
// the attack step's extra) — ddm-battle-rules-2011, "Free Actions", "Basic Attacks", "Bonuses and
// Penalties". Through the engine with forced dice (ox AC 14, the ranger's slash +5): the ox's horns hit it
// (15), then its slash rolling 7 hits only with the +2 (12 would miss) for 20; the ox's ranged spit
// (control: not melee), a miss (control) and a plain ranger (control): no counterattack.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const slash = { type: 'ATTACK' as const, text: 'Two-Weapon Slash: +5 vs. AC; 20 damage.' };
const COUNTER =
  'Counterattack: Use after an enemy hits this creature with a {m} attack: This creature makes a {b} attack with +2 Attack against that enemy as a free action.';
const rows = [
  entry({ name: 'Everfrost Ranger', hp: 60, ac: 14, keywords: ['Human', 'Martial'], powers: [slash, { type: 'SPECIAL', limit: 1, text: COUNTER }] }),
  entry({ name: 'Plain Ranger', hp: 60, ac: 14, keywords: ['Human'], powers: [slash] }),
  entry({
    name: 'Ox',
    hp: 60,
    ac: 14,
    powers: [
      { type: 'ATTACK', text: 'Horns: +5 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Spit: (range 6) +5 vs. AC; 10 damage.' },
    ],
  }),
];
const cards = importedCards(rows, 'counterattack.json');
afterAll(addTestCards(cards));

/** On the ox's turn (beside `ranger` at (4,4), or 3 squares off when `far`) it makes attack `attack` with `d20s`; the power is used when offered. */
function strike(ranger: string, attack: number, far: boolean, d20s: number[]): { s: DdmState; offered: number } {
  const s = turnOf(
    [ranger],
    ['Ox'],
    [
      [4, 4],
      [far ? 7 : 5, 4],
    ],
    'Ox',
  );
  let offered = 0;
  act(s, `attack:${attack}`, d20s, (d) => {
    if (d.kind === 'use-power') {
      offered++;
      return d.options.find((o) => o.id !== 'no')?.id ?? null;
    }
    return d.kind === 'choose-target' ? String(byLabel(s, ranger).id) : null;
  });
  return { s, offered };
}

describe('Counterattack: after an enemy hits it with a melee attack, a basic attack with +2 against that enemy', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      action: 'free',
      uses: 1,
      trigger: { event: 'AfterAttack' },
      effect: { kind: 'basic-attack-vs-other', melee: false, attackBonus: 2 },
    });
  });

  it('hit by the horns, its slash rolling 7 hits with the +2 (12 alone would miss)', () => {
    const { s, offered } = strike('Everfrost Ranger', 0, false, [15, 7]);
    expect(offered).toBe(1);
    expect(byLabel(s, 'Everfrost Ranger').hp).toBe(50);
    expect(byLabel(s, 'Ox').hp).toBe(40);
  });

  it('controls: a ranged hit, a missed melee attack, a plain ranger: no counterattack', () => {
    const ranged = strike('Everfrost Ranger', 1, true, [15]);
    expect(ranged.offered).toBe(0);
    expect(byLabel(ranged.s, 'Ox').hp).toBe(60);
    const missed = strike('Everfrost Ranger', 0, false, [2]);
    expect(missed.offered).toBe(0);
    expect(byLabel(missed.s, 'Ox').hp).toBe(60);
    const plain = strike('Plain Ranger', 0, false, [15]);
    expect(plain.offered).toBe(0);
    expect(byLabel(plain.s, 'Ox').hp).toBe(60);
  });
});
