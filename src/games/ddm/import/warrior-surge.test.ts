// Warrior Surge (Orc Terrorblade, its one wording: declared with a melee attack while it is bloodied, it
// heals 10 HP if that attack hits) — ddm-battle-rules-2011, "Activated Powers", "Hit Points" (Bloodied),
// "Damage and Healing" (HEAL): ONE_OFF_POWERS, a composed trigger on its own melee hit while bloodied ×
// heal-self. The real card from the file, played through the engine with forced dice: bloodied, its hit
// heals it 10 (used); declined, nothing; not bloodied, or on a miss, it is not offered (controls).
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import type { DdmwiEntry } from './ddmwi-entry.js';

const FILE = '../shared/data/ddm/ddmwi-creatures.json';
const real = (JSON.parse(readFileSync(FILE, 'utf8')) as DdmwiEntry[]).find((e) => e.name === 'Orc Terrorblade');
if (!real) throw new Error('Orc Terrorblade is not in the file');
const rows = [real, entry({ name: 'Straw Dummy', hp: 200, ac: 20, powers: [{ type: 'ATTACK', text: 'Bite: +5 vs. AC; 5 damage.' }] })];
const cards = importedCards(rows, 'warrior-surge.json');
afterAll(addTestCards(cards));

/** The orc at `hp` hits (d20 `roll`) the dummy; `use`: it uses Warrior Surge when offered. Its HP after, and whether it was offered. */
function strike(hp: number, roll: number, use: boolean): { hp: number; offered: boolean } {
  const s = turnOf(
    ['Orc Terrorblade'],
    ['Straw Dummy'],
    [
      [2, 2],
      [3, 2],
    ],
    'Orc Terrorblade',
    {
      prepare: (st) => void (byLabel(st, 'Orc Terrorblade').hp = hp),
    },
  );
  let offered = false;
  act(s, 'attack:0', [roll], (d: Decision) => {
    const o = d.kind === 'use-power' ? d.options.find((x) => x.id.startsWith('power:Warrior Surge')) : undefined;
    if (!o) return null;
    offered = true;
    return use ? o.id : 'no';
  });
  return { hp: byLabel(s, 'Orc Terrorblade').hp, offered };
}

describe('Warrior Surge: heal 10 when its melee attack hits while bloodied', () => {
  it('is encoded for the real card', () => {
    expect(cards[0]?.powers.find((p) => 'name' in p && p.name === 'Warrior Surge')).toMatchObject({
      kind: 'triggered',
      effect: { kind: 'heal-self', amount: 10 },
    });
  });
  it('bloodied, its hit heals it 10; declined, nothing', () => {
    expect(strike(20, 15, true)).toEqual({ hp: 30, offered: true });
    expect(strike(20, 15, false)).toEqual({ hp: 20, offered: true });
  });
  it('not offered while not bloodied, nor on a miss', () => {
    const max = cards[0]?.hp ?? 0;
    expect(strike(max - 10, 15, true)).toEqual({ hp: max - 10, offered: false });
    expect(strike(20, 2, true)).toEqual({ hp: 20, offered: false });
  });
});
