// Unstoppable Charge (the Cyclops's one wording: +2 AC and +10 Damage when charging) — ddm-battle-rules-
// 2011, "Charge", "Bonuses and Penalties": ONE_OFF_POWERS names the custom file
// cards/custom/unstoppable-charge.ts. The real card from the file, through the engine with forced dice:
// its charge's Glaive hit deals 30 (20 + 10), the same hit made without a charge 20 (control); its AC is
// 2 higher once its charge has begun (asked at the charge's target choice) and not in a turn without a
// charge (control).
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, decision, play, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import type { DdmwiEntry } from './ddmwi-entry.js';

const FILE = '../shared/data/ddm/ddmwi-creatures.json';
const real = (JSON.parse(readFileSync(FILE, 'utf8')) as DdmwiEntry[]).find((e) => e.name === 'Cyclops');
if (!real) throw new Error('Cyclops is not in the file');
const rows = [real, entry({ name: 'Straw Dummy', hp: 200, ac: 10, powers: [{ type: 'ATTACK', text: 'Bite: +5 vs. AC; 5 damage.' }] })];
const cards = importedCards(rows, 'unstoppable-charge.json');
afterAll(addTestCards(cards));

/** The cyclops (Large) at (2,2), the dummy at `at`. */
const field = (at: [number, number]): DdmState => turnOf(['Cyclops'], ['Straw Dummy'], [[2, 2], at], 'Cyclops');
const ac = (s: DdmState): number => {
  const c = byLabel(s, 'Cyclops');
  return ctxFor(s).query('defense', cards[0]?.ac ?? 0, { creature: c.id, defense: 'AC' });
};

describe('Unstoppable Charge: +2 AC and +10 Damage while charging', () => {
  it('is encoded for the real card', () => {
    expect(cards[0]?.powers.find((p) => 'name' in p && p.name === 'Unstoppable Charge')).toEqual({
      kind: 'custom',
      name: 'Unstoppable Charge',
      custom: 'unstoppable-charge',
    });
  });
  it('its charge hit deals 30; the same hit without a charge 20', () => {
    const s = field([10, 2]);
    const dummy = byLabel(s, 'Straw Dummy');
    act(s, 'charge', [15], (d) => (d.kind === 'choose-target' ? String(dummy.id) : null));
    expect(200 - dummy.hp).toBe(30);
    const t = field([4, 2]);
    act(t, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(t, 'Straw Dummy').id) : null));
    expect(200 - byLabel(t, 'Straw Dummy').hp).toBe(20);
  });
  it('+2 AC once its charge has begun, none in a turn without one', () => {
    const s = field([10, 2]);
    const base = ac(s);
    expect(base).toBe(cards[0]?.ac);
    play(s, ['charge']);
    expect(decision(s).kind).toBe('choose-target');
    expect(ac(s)).toBe(base + 2);
  });
});
