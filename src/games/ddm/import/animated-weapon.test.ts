// Animated Weapon: "Whenever this creature has no remaining <Keyword> ally: It is destroyed." (the four
// Elemental Weapons; import/needs-ally.ts, the continuous destroyed-without-ally, rules/hit-points.ts
// destroyUnsupported) — ddm-battle-rules-2011, "Hit Points" (a destroyed creature is removed from play)
// and "Assault" (the opponent scores a destroyed creature's cost). Through the engine with forced dice:
// an enemy club destroys the blade's only Arcane ally (10 HP) — the blade is destroyed with it and the
// opponent scores both; controls: with a second Arcane ally left, or a blade without the power, it stays.
// A warband with no Arcane creature at all loses the blade at the reveal. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Spell Blade',
    cost: 16,
    keywords: ['Spell'],
    powers: [club, { type: 'SPECIAL', text: 'Animated Weapon: Whenever this creature has no remaining Arcane ally: It is destroyed.' }],
  }),
  entry({ name: 'Plain Blade', cost: 16, keywords: ['Spell'], powers: [club] }),
  entry({ name: 'Frail Wizard', cost: 20, hp: 10, keywords: ['Human', 'Arcane'], powers: [club] }),
  entry({ name: 'Apprentice', cost: 5, keywords: ['Human', 'Arcane'], powers: [club] }),
  entry({ name: 'Brute', cost: 12, keywords: ['Giant'], powers: [club] }),
];
const cards = importedCards(rows, 'animated-weapon.json');
afterAll(addTestCards(cards));

/** The brute (at (3,2)) clubs the wizard (at (2,2), 10 HP) with a forced 15: the wizard is destroyed. */
function clubWizard(s: DdmState): void {
  act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Frail Wizard').id) : null));
  expect(byLabel(s, 'Frail Wizard').destroyed).toBe(true);
}

describe('Animated Weapon: destroyed when no Arcane ally remains', () => {
  it('is read as the continuous destroyed-without-ally (Arcane)', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'continuous', name: 'Animated Weapon', effect: { kind: 'destroyed-without-ally', keyword: 'Arcane' } });
  });

  it('its last Arcane ally destroyed, the blade is destroyed too and the opponent scores both', () => {
    const s = turnOf(
      ['Frail Wizard', 'Spell Blade'],
      ['Brute'],
      [
        [2, 2],
        [8, 8],
        [3, 2],
      ],
      'Brute',
    );
    const before = s.vp[1] ?? 0;
    clubWizard(s);
    expect(byLabel(s, 'Spell Blade').destroyed).toBe(true);
    expect((s.vp[1] ?? 0) - before).toBe(36);
  });

  it('controls: another Arcane ally left, or a blade without the power, stays in the battle', () => {
    const kept = turnOf(
      ['Frail Wizard', 'Spell Blade', 'Apprentice'],
      ['Brute'],
      [
        [2, 2],
        [8, 8],
        [9, 2],
        [3, 2],
      ],
      'Brute',
    );
    clubWizard(kept);
    expect(byLabel(kept, 'Spell Blade').destroyed).toBeFalsy();
    expect(byLabel(kept, 'Spell Blade').hp).toBe(40);
    const plain = turnOf(
      ['Frail Wizard', 'Plain Blade'],
      ['Brute'],
      [
        [2, 2],
        [8, 8],
        [3, 2],
      ],
      'Brute',
    );
    const before = plain.vp[1] ?? 0;
    clubWizard(plain);
    expect(byLabel(plain, 'Plain Blade').destroyed).toBeFalsy();
    expect((plain.vp[1] ?? 0) - before).toBe(20);
  });

  it('a warband with no Arcane creature loses the blade at the reveal; one with an Arcane creature keeps it', () => {
    const none = turnOf(
      ['Spell Blade', 'Brute'],
      ['Apprentice'],
      [
        [2, 2],
        [8, 8],
        [3, 2],
      ],
      'Brute',
    );
    expect(byLabel(none, 'Spell Blade').destroyed).toBe(true);
    const one = turnOf(
      ['Spell Blade', 'Apprentice'],
      ['Brute'],
      [
        [2, 2],
        [8, 8],
        [3, 2],
      ],
      'Brute',
    );
    expect(byLabel(one, 'Spell Blade').destroyed).toBeFalsy();
  });
});
