// Disguise Self's other printings — "This creature is invisible until it attacks", "Use during setup:
// This creature is invisible until it resolves an attack" and "Use during your set-up: This creature is
// invisible to enemies until it makes an attack" — read from invented rows and played through the
// engine (ddm-rules-guidelines-2008, Invisible; ddm-battle-rules-2011, "Line of Sight"). The archer
// cannot target any of them from the start (the plain rogue, the control, it can); the one invisible
// to enemies is still seen by its ally; once its own attack is resolved the archer sees it. Fails if
// the power is ignored, hides it from its allies too, or outlasts its first attack.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { geo, sees } from '../geo.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const dart = { type: 'ATTACK' as const, text: 'Dart: (range 8) +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Mimic', hp: 60, powers: [dart, { type: 'ABILITY', text: 'Disguise Self: This creature is invisible until it attacks.' }] }),
  entry({
    name: 'Doppel',
    hp: 60,
    powers: [dart, { type: 'SPECIAL', text: 'Disguise Self: Use during setup: This creature is invisible until it resolves an attack.', limit: 1 }],
  }),
  entry({
    name: 'Infiltrator',
    hp: 60,
    powers: [
      dart,
      { type: 'SPECIAL', text: 'Disguise Self: Use during your set-up: This creature is invisible to enemies until it makes an attack.', limit: 1 },
    ],
  }),
  entry({ name: 'Plain Rogue', hp: 60, powers: [dart] }),
  entry({ name: 'Archer', hp: 60, powers: [dart] }),
];
const cards = importedCards(rows, 'disguise-self-setup.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [2, 2],
  [2, 6],
];

describe('Disguise Self: set-up and "invisible to enemies" printings', () => {
  it('reads the custom powers disguise-self (invisible) and disguise-self-to-enemies', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'custom', name: 'Disguise Self', custom: 'disguise-self' });
    expect(cards[1]?.powers[0]).toEqual({ kind: 'custom', name: 'Disguise Self', custom: 'disguise-self' });
    expect(cards[2]?.powers[0]).toEqual({ kind: 'custom', name: 'Disguise Self', custom: 'disguise-self-to-enemies' });
  });

  it('the archer cannot target them (it can target the control)', () => {
    for (const [label, offered] of [
      ['Mimic', false],
      ['Doppel', false],
      ['Infiltrator', false],
      ['Plain Rogue', true],
    ] as const) {
      const s = turnOf(['Archer'], [label], AT, 'Archer');
      expect(
        decision(s)
          .options.map((o) => o.id)
          .includes('attack:0'),
      ).toBe(offered);
    }
  });

  it('invisible to enemies only: its ally sees it, the archer does not until its own attack is resolved', () => {
    const s = turnOf(
      ['Infiltrator', 'Plain Rogue'],
      ['Archer'],
      [
        [2, 2],
        [5, 2],
        [2, 6],
      ],
      'Infiltrator',
    );
    const g = () => geo(s);
    expect(sees(g(), byLabel(s, 'Plain Rogue'), byLabel(s, 'Infiltrator'))).toBe(true);
    expect(sees(g(), byLabel(s, 'Archer'), byLabel(s, 'Infiltrator'))).toBe(false);
    act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? (d.options.find((o) => o.label.includes('Archer'))?.id ?? null) : null));
    expect(byLabel(s, 'Archer').hp).toBe(50);
    expect(sees(g(), byLabel(s, 'Archer'), byLabel(s, 'Infiltrator'))).toBe(true);
  });

  it('control: the invisible-to-all printing is unseen by its ally too', () => {
    const s = turnOf(
      ['Doppel', 'Plain Rogue'],
      ['Archer'],
      [
        [2, 2],
        [5, 2],
        [2, 6],
      ],
      'Doppel',
    );
    expect(sees(geo(s), byLabel(s, 'Plain Rogue'), byLabel(s, 'Doppel'))).toBe(false);
  });
});
