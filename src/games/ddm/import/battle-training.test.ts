// Battle Training, its one wording (Goblin Picador; ONE_OFF_POWERS in content/ddmwi-side-table.ts, the
// set-up HP power with a champion keyword; ddm-battle-rules-2011, "Hit Points", Set-Up Effects: a set-up
// bonus sets the maximum and current HP, and the bloodied value to half the new maximum). The card: with a
// Hobgoblin champion in its warband it starts at 30 HP instead of 20, bloodied at 15 instead of 10.
// Through the engine's set-up: with an allied Hobgoblin champion 30/30/15; controls — no champion, a
// Hobgoblin that is no champion, a Goblin champion, the Hobgoblin champion on the other side, and a goblin
// without the power beside the Hobgoblin champion — all keep 20/20/10. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards, battleWith } from '../powers/test-cards.js';
import { byLabel } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const harpoon = { type: 'ATTACK' as const, text: 'Harpoon: +8 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Goblin Picador',
    level: 2,
    hp: 20,
    keywords: ['Goblin'],
    // Our paraphrase; the side table keys the encoding on the creature and power names.
    powers: [harpoon, { type: 'SPECIAL', text: 'Battle Training: With a Hobgoblin champion in the warband at set-up, 30 HP (bloodied 15) instead of 20.' }],
  }),
  entry({ name: 'Plain Goblin', level: 2, hp: 20, keywords: ['Goblin'], powers: [harpoon] }),
  entry({ name: 'Hobgoblin Warcaptain', keywords: ['Hobgoblin'], championRating: 1, powers: [harpoon] }),
  entry({ name: 'Hobgoblin Grunt', keywords: ['Hobgoblin'], powers: [harpoon] }),
  entry({ name: 'Goblin Boss', keywords: ['Goblin'], championRating: 1, powers: [harpoon] }),
];
const cards = importedCards(rows, 'battle-training.json');
afterAll(addTestCards(cards));

const hpOf = (s: DdmState, label: string): number[] => {
  const c = byLabel(s, label);
  return [c.maxHp, c.hp, c.bloodied];
};
const at: [number, number][] = [
  [1, 1],
  [3, 3],
  [9, 9],
];

describe('Battle Training: 30 HP (bloodied 15) with a Hobgoblin champion in the warband', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'setup-hp', name: 'Battle Training', amount: 10, ifChampionKeyword: 'Hobgoblin' });
  });

  it('with an allied Hobgoblin champion: 30 maximum and current HP, bloodied at 15', () => {
    const s = battleWith([{ card: 'Goblin Picador' }, { card: 'Hobgoblin Warcaptain' }], [{ card: 'Plain Goblin' }], at);
    expect(hpOf(s, 'Goblin Picador')).toEqual([30, 30, 15]);
  });

  it('controls: a goblin without the power beside the champion, and the picador without a Hobgoblin champion, keep 20 (bloodied 10)', () => {
    const plain = battleWith([{ card: 'Plain Goblin' }, { card: 'Hobgoblin Warcaptain' }], [{ card: 'Goblin Boss' }], at);
    expect(hpOf(plain, 'Plain Goblin')).toEqual([20, 20, 10]);
    const grunt = battleWith([{ card: 'Goblin Picador' }, { card: 'Hobgoblin Grunt' }], [{ card: 'Plain Goblin' }], at);
    expect(hpOf(grunt, 'Goblin Picador')).toEqual([20, 20, 10]);
    const boss = battleWith([{ card: 'Goblin Picador' }, { card: 'Goblin Boss' }], [{ card: 'Plain Goblin' }], at);
    expect(hpOf(boss, 'Goblin Picador')).toEqual([20, 20, 10]);
    const enemy = battleWith([{ card: 'Goblin Picador' }], [{ card: 'Hobgoblin Warcaptain' }], at);
    expect(hpOf(enemy, 'Goblin Picador')).toEqual([20, 20, 10]);
  });
});
