// "Usable on charge, +N vs. D; …" and "(usable on charge) …" (Pinning Swing, Massive Club, Sirocco
// Swipe's wording) — ddm-battle-rules-2011, "CHARGE": a charge ends with a basic melee attack, the card
// stating otherwise ("CORE RULES AND EXCEPTIONS"): such an attack may end the charge instead, and,
// unlike "(only on charge)", is also an attack of its own. Read from invented rows and played through
// the engine with forced dice: the charge asks which attack ends it and the ram swing deals 25; the
// swing is in the turn's menu beside the dummy; the control without the wording ends its charge with
// the basic tusk (10) and is asked nothing. Fails if the wording is ignored (a gap, or never offered at
// the charge's end) or read as "only on charge" (missing from the menu).
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const tusk = { type: 'ATTACK' as const, text: 'Tusk: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Ram Golem', hp: 60, powers: [tusk, { type: 'ATTACK', text: 'Ram Swing: Usable on charge, +10 vs. AC; 25 Damage' }] }),
  entry({
    name: 'Club Orc',
    hp: 60,
    powers: [tusk, { type: 'ATTACK', text: 'Big Club: Usable on charge, provokes opportunity attacks: +10 vs. AC; 35 damage.' }],
  }),
  entry({ name: 'Hoof Horse', hp: 60, powers: [tusk, { type: 'ATTACK', text: 'Hoof Rush: (usable on charge) +10 vs. AC; 20 damage.' }] }),
  entry({ name: 'Plain Golem', hp: 60, powers: [tusk, { type: 'ATTACK', text: 'Ram Swing: +10 vs. AC; 25 Damage' }] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [tusk] }),
];
const cards = importedCards(rows, 'usable-on-charge.json');
afterAll(addTestCards(cards));

const ids = (d: Decision) => d.options.map((o) => o.id);
const far: [number, number][] = [
  [5, 8],
  [5, 2],
];

describe('attacks usable on charge', () => {
  it('reads the three printings as onCharge (never the basic attack), the provoking kept; prints it', () => {
    expect(cards.slice(0, 3).map((c) => c.attacks[1]?.onCharge)).toEqual([true, true, true]);
    expect(cards[1]?.attacks[1]).toMatchObject({ name: 'Big Club', provokes: true, basic: false, damage: [{ amount: 35, type: 'untyped' }] });
    expect(cards[3]?.attacks[1]?.onCharge).toBeUndefined();
    const swing = cards[0]?.attacks[1];
    if (!swing) throw new Error('no Ram Swing');
    expect(attackText(swing)).toContain('may also end a charge');
  });

  it('is an attack of its own beside the dummy', () => {
    const s = turnOf(
      ['Ram Golem'],
      ['Straw Dummy'],
      [
        [5, 5],
        [5, 6],
      ],
      'Ram Golem',
    );
    expect(ids(decision(s))).toContain('attack:1');
  });

  it('ends a charge when chosen: 25 damage; the control ends its charge with the tusk, asked nothing', () => {
    const s = turnOf(['Ram Golem'], ['Straw Dummy'], far, 'Ram Golem');
    const r = act(s, 'charge', [15], (d) => (d.kind === 'choose-attack' ? 'attack:1' : null));
    expect(r.asked.some((d) => d.kind === 'choose-attack' && ids(d).join() === 'attack:0,attack:1')).toBe(true);
    expect(byLabel(s, 'Straw Dummy').hp).toBe(55);
    const h = turnOf(['Hoof Horse'], ['Straw Dummy'], far, 'Hoof Horse');
    act(h, 'charge', [15], (d) => (d.kind === 'choose-attack' ? 'attack:1' : null));
    expect(byLabel(h, 'Straw Dummy').hp).toBe(60);
    const c = turnOf(['Plain Golem'], ['Straw Dummy'], far, 'Plain Golem');
    const rc = act(c, 'charge', [15]);
    expect(rc.asked.some((d) => d.kind === 'choose-attack')).toBe(false);
    expect(byLabel(c, 'Straw Dummy').hp).toBe(70);
  });
});
