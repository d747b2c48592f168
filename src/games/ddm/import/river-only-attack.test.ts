// "Use only while occupying river terrain: +11 vs. AC; 15 damage" (attack requirement in-river), from an
// invented row played through the engine with forced dice (ddm-battle-rules-2011, "USE AN ATTACK": "Use
// only if" requirements; "Terrain", river): standing in the river column the attack is offered and hits
// for 15; one square out of it, beside the same ox, it is not offered (its plain attack is). Fails if the
// prefix is ignored (the row would not import, or the attack would be offered on dry land).
import { afterAll, describe, expect, it } from 'vitest';
import type { TerrainLayer } from '../geometry/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Fish Spearman',
    powers: [
      { type: 'ATTACK', text: 'Spear: +5 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Underwater Attack: Use only while occupying river terrain: +11 vs. AC; 15 damage.', limit: 1 },
    ],
  }),
  entry({ name: 'Target Ox', hp: 80, ac: 18, powers: [{ type: 'ATTACK', text: 'Poke: +1 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'river-only-attack.json');
afterAll(addTestCards(cards));

/** A river down column 4. */
const river: TerrainLayer = { type: 'river', squares: Array.from({ length: 12 }, (_, y): [number, number] => [4, y]) };
const at = (spear: [number, number], ox: [number, number]): DdmState =>
  turnOf(['Fish Spearman'], ['Target Ox'], [spear, ox], 'Fish Spearman', { map: { ...openMap(), terrain: [river] } });
const attackIds = (s: DdmState) =>
  decision(s)
    .options.map((o) => o.id)
    .filter((id) => id.startsWith('attack:'));

describe('attack: use only while occupying river terrain', () => {
  it('reads the requirement', () => {
    expect(cards[0]?.attacks[1]?.requires).toBe('in-river');
  });
  it('in the river: offered, a 10 hits for 15; on the bank beside the same ox: only the spear', () => {
    const s = at([4, 5], [5, 5]);
    expect(attackIds(s)).toEqual(['attack:0', 'attack:1']);
    act(s, 'attack:1', [10]);
    expect(byLabel(s, 'Target Ox').hp).toBe(65);
    expect(attackIds(at([5, 4], [5, 5]))).toEqual(['attack:0']);
  });
});
