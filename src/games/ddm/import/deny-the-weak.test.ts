// Deny the Weak as the Dwarf Shieldmaiden prints it ("Use when this creature is hit by an adjacent
// bloodied enemy: Reroll that attack.", one use) — encoded for that creature (content/ddmwi-side-table.ts
// ONE_OFF_POWERS) as an activated power on a composed trigger on the new composable event AttackRoll
// (abilities/triggers/events.ts: the roll that hit, before the hit stands, after the named hit
// triggers) with the conditions hit, target-is self, not-rerolled, an enemy attacker adjacent to it and
// bloodied × reroll-attack — ddm-battle-rules-2011, "Attack Roll"; guidelines "Attack sequence" B3 (a
// re-roll answers the roll first); "Hit Points" (Bloodied). Through the engine with forced dice against
// AC 14 (+5): a bloodied ox beside it rolls 15 (a hit), the power is offered and the re-roll of 2
// misses; an unbloodied ox (control) or a bloodied ox spitting from 3 squares (control: not adjacent):
// not offered, the hit stands; a plain dwarf (control): not offered.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const hammer = { type: 'ATTACK' as const, text: 'Warhammer: +8 vs. AC; 20 damage.' };
const rows = [
  entry({
    name: 'Dwarf Shieldmaiden',
    hp: 80,
    ac: 14,
    keywords: ['Dwarf', 'Martial'],
    powers: [hammer, { type: 'SPECIAL', limit: 1, text: 'Deny the Weak: Use when this creature is hit by an adjacent bloodied enemy: Reroll that attack.' }],
  }),
  entry({ name: 'Plain Dwarf', hp: 80, ac: 14, keywords: ['Dwarf'], powers: [hammer] }),
  entry({
    name: 'Ox',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Horns: +5 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Spit: (range 6) +5 vs. AC; 10 damage.' },
    ],
  }),
];
const cards = importedCards(rows, 'deny-the-weak.json');
afterAll(addTestCards(cards));

/**
 * On the ox's turn (its HP 25 when `bloodied`, at (5,4) beside the dwarf at (4,4), or at (7,4) when
 * `far`) it makes attack `attack` against `dwarf` with `d20s`; the power is used when offered.
 */
function strike(dwarf: string, bloodied: boolean, far: boolean, attack: number, d20s: number[]): { s: DdmState; offered: number } {
  const s = turnOf(
    [dwarf],
    ['Ox'],
    [
      [4, 4],
      [far ? 7 : 5, 4],
    ],
    'Ox',
    { prepare: (st) => void (bloodied ? (byLabel(st, 'Ox').hp = 25) : undefined) },
  );
  let offered = 0;
  act(s, `attack:${attack}`, d20s, (d) => {
    if (d.kind === 'use-power') {
      offered++;
      return d.options.find((o) => o.id !== 'no')?.id ?? null;
    }
    return d.kind === 'choose-target' ? String(byLabel(s, dwarf).id) : null;
  });
  return { s, offered };
}

describe('Deny the Weak: when hit by an adjacent bloodied enemy, reroll that attack', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      name: 'Deny the Weak',
      trigger: { event: 'AttackRoll' },
      uses: 1,
      effect: { kind: 'reroll-attack' },
    });
  });

  it('the bloodied ox beside it hits; the re-roll of 2 misses', () => {
    const { s, offered } = strike('Dwarf Shieldmaiden', true, false, 0, [15, 2]);
    expect(offered).toBe(1);
    expect(byLabel(s, 'Dwarf Shieldmaiden').hp).toBe(80);
  });

  it('an unbloodied ox (control), a bloodied ox 3 squares off (control), a plain dwarf (control): the hit stands', () => {
    const fresh = strike('Dwarf Shieldmaiden', false, false, 0, [15]);
    expect(fresh.offered).toBe(0);
    expect(byLabel(fresh.s, 'Dwarf Shieldmaiden').hp).toBe(70);
    const far = strike('Dwarf Shieldmaiden', true, true, 1, [15]);
    expect(far.offered).toBe(0);
    expect(byLabel(far.s, 'Dwarf Shieldmaiden').hp).toBe(70);
    const plain = strike('Plain Dwarf', true, false, 0, [15]);
    expect(plain.offered).toBe(0);
    expect(byLabel(plain.s, 'Plain Dwarf').hp).toBe(70);
  });
});
