// A named card attack against "that enemy" of a trigger (import/card-attack-vs-enemy.ts; effect
// card-attack with vsOther): Gut Maw ("Use when an enemy misses this creature with a {m} attack: This
// creature makes a <Attack> attack against that enemy as a free action") and Blood Frenzy ("Immediate,
// when an enemy within Reach becomes Bloodied; make a <Attack> attack against that enemy") — invented rows
// played through the engine with forced dice (ddm-battle-rules-2011, "Activated Powers", "Immediate
// Actions", "Hit Points", "Reach"). The ghoul's power, offered after the brute's claw misses it, makes its
// Consume attack against the brute (10 damage, and it heals 10); a hit offers nothing. The troll's power,
// offered when its ally's bite bloodies the brute 2 squares away (Reach 2), makes its Brutal Slash against
// it; 3 squares away, nothing is offered. A card without the named attack, or with it limited, keeps the
// power a gap. Fails if the trigger, the attack or its target is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 20 damage.' };
const GUT_MAW = 'Gut Maw: Use when an enemy misses this creature with a {m} attack: This creature makes a Consume attack against that enemy as a free action.';
const FRENZY = 'Blood Frenzy: Immediate, when an enemy within Reach becomes Bloodied; make a Brutal Slash attack against that enemy.';
const rows = [
  entry({
    name: 'Maw Ghoul',
    hp: 40,
    powers: [
      { type: 'ATTACK', text: 'Claw: +8 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Consume: +5 vs. Reflex; 10 damage AND this creature heals 10 HP.' },
      { type: 'SPECIAL', text: GUT_MAW },
    ],
  }),
  entry({
    name: 'Slasher Troll',
    hp: 80,
    powers: [
      { type: 'ATTACK', text: 'Claw: +13 vs. AC; 15 Damage.' },
      { type: 'ATTACK', text: 'Brutal Slash: +11 vs. AC; 20 Damage AND ongoing 5 Damage (save ends)' },
      { type: 'SPECIAL', text: FRENZY },
      { type: 'ABILITY', text: 'Reach 2' },
    ],
  }),
  entry({ name: 'Pack Ally', powers: [bite] }),
  entry({ name: 'Brute', hp: 40, ref: 15, powers: [bite] }),
];
const cards = importedCards(rows, 'card-attack-vs-enemy.json');
afterAll(addTestCards(cards));

const usePower = (d: Decision): string | null => (d.kind === 'use-power' ? (d.options.find((o) => o.id !== 'no')?.id ?? null) : null);
const offered = (asked: readonly Decision[]): number => asked.filter((d) => d.kind === 'use-power').length;

describe('Gut Maw: a Consume attack against the enemy that missed', () => {
  /** The brute's bite on the ghoul (roll `d20`), the ghoul at 30 of 40 HP; then the ghoul's Consume (roll 15) when offered and used. */
  function brute(d20s: number[]): { s: DdmState; asked: Decision[] } {
    const s = turnOf(
      ['Maw Ghoul'],
      ['Brute'],
      [
        [4, 4],
        [5, 4],
      ],
      'Brute',
      { prepare: (x) => void (byLabel(x, 'Maw Ghoul').hp = 30) },
    );
    const { asked } = act(s, 'attack:0', d20s, (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Maw Ghoul').id) : usePower(d)));
    return { s, asked };
  }
  it('a miss (1) offers it: the Consume (15 + 5 vs. Reflex 15) hits the brute for 10 and the ghoul heals 10', () => {
    const { s, asked } = brute([1, 15]);
    expect(offered(asked)).toBe(1);
    expect(byLabel(s, 'Brute').hp).toBe(30);
    expect(byLabel(s, 'Maw Ghoul').hp).toBe(40);
  });
  it('a hit (control) offers nothing: the ghoul takes 20', () => {
    const { s, asked } = brute([10]);
    expect(offered(asked)).toBe(0);
    expect(byLabel(s, 'Brute').hp).toBe(40);
    expect(byLabel(s, 'Maw Ghoul').hp).toBe(10);
  });
});

describe('Blood Frenzy: a Brutal Slash attack against the enemy within Reach that became bloodied', () => {
  /** The ally bites the brute (10: hit, 40 → 20, bloodied); the troll `far` squares below the brute answers with its power. */
  function bloody(far: number, d20s: number[]): { s: DdmState; asked: Decision[] } {
    const s = turnOf(
      ['Pack Ally', 'Slasher Troll'],
      ['Brute'],
      [
        [4, 4],
        [5, 4 + far],
        [5, 4],
      ],
      'Pack Ally',
    );
    const { asked } = act(s, 'attack:0', d20s, (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Brute').id) : usePower(d)));
    return { s, asked };
  }
  it('2 squares away (Reach 2): offered, the Brutal Slash (15) hits for 20 and destroys it', () => {
    const { s, asked } = bloody(2, [10, 15]);
    expect(offered(asked)).toBe(1);
    expect(byLabel(s, 'Brute').destroyed).toBe(true);
  });
  it('3 squares away (control): nothing is offered, the brute keeps 20 HP', () => {
    const { s, asked } = bloody(3, [10]);
    expect(offered(asked)).toBe(0);
    expect(byLabel(s, 'Brute').hp).toBe(20);
  });
});

describe('the named attack must be an unlimited attack of the card', () => {
  it('no Consume attack, or a limited one: the power is not enforced', () => {
    const r = parseDdmwi(
      JSON.stringify([
        entry({ name: 'No Consume', powers: [bite, { type: 'SPECIAL', text: GUT_MAW }] }),
        entry({
          name: 'Limited Consume',
          powers: [bite, { type: 'ATTACK', text: 'Consume: +5 vs. Reflex; 10 damage.', limit: 1 }, { type: 'SPECIAL', text: GUT_MAW }],
        }),
      ]),
      'gut-maw-gaps.json',
    );
    if (!r.ok) throw new Error(r.error);
    for (const c of r.value.creatures) {
      expect(c.enforced).toBe(false);
      expect(c.powers.find((p) => p.name === 'Gut Maw')?.family).toBe('card attack against that enemy: no such unlimited attack');
    }
  });
});
