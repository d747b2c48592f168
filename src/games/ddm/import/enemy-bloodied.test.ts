// Champion powers "Use when an enemy becomes bloodied: That enemy takes 20 damage" and "… : 1 ally heals
// 10 HP", read from invented rows and played through the engine with forced dice
// (ddm-battle-rules-2011, "Hit Points": bloodied at or below the Bloodied score; "Champion Powers";
// "Damage and Healing"). The champion's bite (a 10: hit) leaves the enemy at its Bloodied score: the
// power is offered then, and "that enemy" is the creature that became bloodied (it takes the 20 and is
// destroyed); declined, it keeps its 20 HP. The healer's power heals the wounded ally it names. An ally
// becoming bloodied offers nothing. Fails if the trigger or effect is ignored or names the wrong creature.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 20 damage.' };
const rows = [
  entry({
    name: 'Ghoul Lord',
    championRating: 2,
    hp: 80,
    powers: [bite, { type: 'CHAMPION', text: 'Use when an enemy becomes bloodied: That enemy takes 20 damage.' }],
  }),
  entry({
    name: 'Fang Mother',
    championRating: 2,
    hp: 80,
    powers: [bite, { type: 'CHAMPION', text: 'Use when an enemy becomes bloodied: 1 ally heals 10 HP.' }],
  }),
  entry({ name: 'Hurt Ally', hp: 60, powers: [bite] }),
  entry({ name: 'Brute', hp: 40, powers: [bite] }),
];
const cards = importedCards(rows, 'enemy-bloodied.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [4, 4],
  [9, 9],
  [5, 4],
];

/** `label`'s turn with the Hurt Ally at 40 of 60 HP; the champion at (4,4), the ally far, the Brute at (5,4). */
const start = (champion: string, label: string): DdmState =>
  turnOf([champion, 'Hurt Ally'], ['Brute'], AT, label, { prepare: (s) => void (byLabel(s, 'Hurt Ally').hp = 40) });

/** The champion bites the Brute with a 10 (40 → 20: bloodied), answering its power's question with `answer`. */
function bloody(champion: string, answer: (d: Decision) => string | null): { s: DdmState; asked: Decision[] } {
  const s = start(champion, champion);
  const { asked } = act(s, 'attack:0', [10], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Brute').id) : answer(d)));
  return { s, asked };
}

const offered = (asked: readonly Decision[]): string[] => asked.filter((d) => d.kind === 'use-power').flatMap((d) => d.options.map((o) => o.id));

describe('champion: use when an enemy becomes bloodied', () => {
  it('reads both wordings and renders them', () => {
    const text = (name: string) => championPowerText(cards.find((c) => c.name === name)!.championPowers[0]!);
    expect(text('Ghoul Lord')).toBe('Use when an enemy becomes bloodied: that creature takes 20 damage.');
    expect(text('Fang Mother')).toBe('Use when an enemy becomes bloodied: 1 ally heals 10 HP.');
  });

  it('used, the enemy that became bloodied takes 20 damage and is destroyed', () => {
    const { s, asked } = bloody('Ghoul Lord', (d) => (d.kind === 'use-power' ? 'champion:0' : null));
    expect(offered(asked)).toContain('champion:0');
    expect(byLabel(s, 'Brute').hp).toBe(0);
    expect(byLabel(s, 'Brute').destroyed).toBe(true);
    expect(byLabel(s, 'Ghoul Lord').championUses).toBe(1);
  });

  it('declined (control), the enemy keeps its 20 HP', () => {
    const { s } = bloody('Ghoul Lord', (d) => (d.kind === 'use-power' ? 'no' : null));
    expect(byLabel(s, 'Brute').hp).toBe(20);
  });

  it('1 ally heals 10 HP: the wounded ally is offered and heals', () => {
    let ally = '';
    const { s, asked } = bloody('Fang Mother', (d) => {
      if (d.kind !== 'use-power') return null;
      ally = d.options.find((o) => o.id.startsWith('champion:0|'))?.id ?? 'no';
      return ally;
    });
    expect(offered(asked)).toEqual(expect.arrayContaining([`champion:0|${byLabel(s, 'Hurt Ally').id}`]));
    expect(offered(asked)).not.toContain(`champion:0|${byLabel(s, 'Fang Mother').id}`);
    expect(byLabel(s, 'Hurt Ally').hp).toBe(50);
    expect(byLabel(s, 'Brute').hp).toBe(20);
  });

  it('an ally becoming bloodied offers nothing', () => {
    const s = start('Ghoul Lord', 'Brute');
    byLabel(s, 'Hurt Ally').pos = { x: 6, y: 4 };
    const { asked } = act(s, 'attack:0', [10], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Hurt Ally').id) : null));
    expect(byLabel(s, 'Hurt Ally').hp).toBe(20);
    expect(offered(asked)).toEqual([]);
  });
});
