// Disguise Self ("This creature is invisible until after it attacks", "… until after it has used an
// attack action"), read from invented rows and played through the engine (ddm-rules-guidelines-2008,
// Invisible; ddm-battle-rules-2011, "Line of Sight": no line of sight to an invisible creature). From
// the start the archer cannot see it — its attack is not offered against it, while against a creature
// without the power (the control) it is; once the changeling's own attack is resolved it is seen. Fails
// if the power is ignored or outlasts its first attack.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { geo, sees } from '../geo.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const dart = { type: 'ATTACK' as const, text: 'Dart: (range 8) +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Changeling', hp: 60, powers: [dart, { type: 'ABILITY', text: 'Disguise Self: This creature is invisible until after it attacks.' }] }),
  entry({
    name: 'Skinchanger',
    hp: 60,
    powers: [dart, { type: 'ABILITY', text: 'Disguise Self: This creature is invisible until after it has used an attack action.' }],
  }),
  entry({ name: 'Plain Rogue', hp: 60, powers: [dart] }),
  entry({ name: 'Archer', hp: 60, powers: [dart] }),
];
const cards = importedCards(rows, 'disguise-self.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [2, 2],
  [2, 6],
];

describe('Disguise Self: invisible until after it attacks', () => {
  it('reads both printings as the custom power disguise-self', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'custom', name: 'Disguise Self', custom: 'disguise-self' });
    expect(cards[1]?.powers[0]).toEqual({ kind: 'custom', name: 'Disguise Self', custom: 'disguise-self' });
  });

  it('the archer cannot target it (it can target the control)', () => {
    for (const [label, offered] of [
      ['Changeling', false],
      ['Skinchanger', false],
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

  it('once its own attack is resolved, it is seen', () => {
    const s = turnOf(['Changeling'], ['Archer'], AT, 'Changeling');
    const g = () => geo(s);
    expect(sees(g(), byLabel(s, 'Archer'), byLabel(s, 'Changeling'))).toBe(false);
    act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? (d.options[0]?.id ?? null) : null));
    expect(byLabel(s, 'Archer').hp).toBe(50);
    expect(sees(g(), byLabel(s, 'Archer'), byLabel(s, 'Changeling'))).toBe(true);
  });
});
