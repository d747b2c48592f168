// Enhanced by Evil ("+2 attack and +5 damage whenever this creature has an Evil ally with Arcane,
// Divine, or Elemental keywords"), read from an invented row and played through the engine with
// forced dice (ddm-battle-rules-2011, "Bonuses and Penalties"): with an Evil Divine ally on the map,
// the elemental's 6 (+10 +2 = 18) hits AC 18 for 10 + 5; with an Evil ally of another keyword, a Good
// Arcane ally, or the ally off the map (destroyed), the 6 misses. Fails if the power is ignored or
// holds without the alignment or keyword.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const ram = { type: 'ATTACK' as const, text: 'Ram: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Dark Elemental',
    alignment: 'EVIL',
    keywords: ['Elemental'],
    powers: [
      ram,
      {
        type: 'SPECIAL',
        text: 'Enhanced by Evil: +2 attack and +5 damage whenever this creature has an Evil ally with Arcane, Divine, or Elemental keywords.',
      },
    ],
  }),
  entry({ name: 'Evil Priest', alignment: 'EVIL', keywords: ['Divine'], powers: [ram] }),
  entry({ name: 'Evil Brute', alignment: 'EVIL', keywords: ['Orc'], powers: [ram] }),
  entry({ name: 'Good Mage', alignment: 'GOOD', keywords: ['Arcane'], powers: [ram] }),
  entry({ name: 'Target Ox', hp: 60, ac: 18, powers: [ram] }),
];
const cards = importedCards(rows, 'enhanced-by-evil.json');
afterAll(addTestCards(cards));

/** The elemental at (2,2), `ally` at (6,6) (destroyed when `gone`), attacks the ox at (3,2) with a 6: the ox's HP after. */
function hpAfter(ally: string, gone = false): number {
  const s = turnOf(
    ['Dark Elemental', ally],
    ['Target Ox'],
    [
      [2, 2],
      [6, 6],
      [3, 2],
    ],
    'Dark Elemental',
    {
      prepare: (st) => {
        if (gone) Object.assign(byLabel(st, ally), { destroyed: true, pos: null, hp: 0 });
      },
    },
  );
  act(s, 'attack:0', [6]);
  return byLabel(s, 'Target Ox').hp;
}

describe('Enhanced by Evil', () => {
  it('reads the alignment and the keywords', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'continuous',
      name: 'Enhanced by Evil',
      effect: {
        kind: 'situational-bonus',
        attack: 2,
        damage: 5,
        melee: false,
        when: 'ally-keyword-in-play',
        keyword: 'Arcane',
        or: ['Divine', 'Elemental'],
        alignment: 'Evil',
      },
    });
  });
  it('with an Evil Divine ally: the 6 hits (+2) for 15', () => {
    expect(hpAfter('Evil Priest')).toBe(45);
  });
  it('an Evil ally of another keyword, a Good Arcane ally, the ally destroyed: the 6 misses', () => {
    expect(hpAfter('Evil Brute')).toBe(60);
    expect(hpAfter('Good Mage')).toBe(60);
    expect(hpAfter('Evil Priest', true)).toBe(60);
  });
});
