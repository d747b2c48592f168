// Auras read from invented rows in the ddmwi format and played through the engine
// (ddm-battle-rules-2011, "Continuous Powers", Aura; "Living Creatures"): a Stench-style -2 Attack to
// living creatures next to it, enemies and allies alike, but not to those of the named keyword; a
// Shieldbearer-style +2 AC to adjacent allies. Each test fails if the aura is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, ctxFor, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Bog Reeker',
    keywords: ['Bogling'],
    powers: [bite, { type: 'SPECIAL', text: 'Stench: Adjacent living creatures have -2 Attack; Boglings immune.' }],
  }),
  entry({ name: 'Shield Bearer', powers: [bite, { type: 'SPECIAL', text: 'Shieldbearer: (Aura 1) Allies in aura have +2 AC.' }] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [bite] }),
  entry({ name: 'Bone Dummy', hp: 80, keywords: ['Undead'], powers: [bite] }),
  entry({ name: 'Bogling Dummy', hp: 80, keywords: ['Bogling'], powers: [bite] }),
];
const cards = importedCards(rows, 'auras.json');
afterAll(addTestCards(cards));

const rollOf = (events: readonly GameEvent[]) => events.find((e) => e.type === 'attack-roll')?.data['bonus'];

describe('Stench: -2 Attack to adjacent living creatures, not to the named keyword', () => {
  const bonusOf = (attacker: string, at: [number, number][]) => {
    const s = turnOf([attacker], ['Bog Reeker', 'Straw Dummy'], at, attacker);
    // The attacker bites the dummy (not the reeker), next to both.
    return rollOf(
      act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? (d.options.find((o) => o.label.startsWith('Straw Dummy'))?.id ?? null) : null)).events,
    );
  };
  it('a living creature next to it has -2, one farther away none', () => {
    expect(
      bonusOf('Bogling Dummy', [
        [5, 5],
        [9, 9],
        [5, 6],
      ]),
    ).toBe(10);
    const s = turnOf(
      ['Straw Dummy'],
      ['Bog Reeker', 'Bone Dummy'],
      [
        [5, 5],
        [5, 6],
        [6, 5],
      ],
      'Straw Dummy',
    );
    const dummy = byLabel(s, 'Straw Dummy');
    const ctx = ctxFor(s);
    const reeker = byLabel(s, 'Bog Reeker');
    expect(ctx.query('attackBonus', 10, { attacker: dummy.id, target: reeker.id, melee: true })).toBe(8);
    dummy.pos = { x: 2, y: 2 };
    expect(ctxFor(s).query('attackBonus', 10, { attacker: dummy.id, target: reeker.id, melee: true })).toBe(10);
  });
  it('its own allies suffer it too; Undead (not living) and Boglings do not', () => {
    const s = turnOf(
      ['Straw Dummy'],
      ['Bog Reeker', 'Bone Dummy', 'Bogling Dummy'],
      [
        [5, 5],
        [5, 6],
        [6, 6],
        [4, 6],
      ],
      'Straw Dummy',
    );
    const ctx = ctxFor(s);
    const bonus = (label: string) => ctx.query('attackBonus', 10, { attacker: byLabel(s, label).id, target: byLabel(s, 'Straw Dummy').id, melee: true });
    expect(bonus('Bone Dummy')).toBe(10);
    expect(bonus('Bogling Dummy')).toBe(10);
    const r = act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? (d.options.find((o) => o.label.startsWith('Bone Dummy'))?.id ?? null) : null));
    expect(rollOf(r.events)).toBe(8);
  });
});

describe('Shieldbearer: +2 AC to allies in its aura', () => {
  it('an adjacent ally is harder to hit; a distant one is not, nor the bearer itself', () => {
    const s = turnOf(
      ['Straw Dummy'],
      ['Shield Bearer', 'Bone Dummy'],
      [
        [5, 5],
        [5, 6],
        [6, 6],
      ],
      'Straw Dummy',
    );
    const ctx = ctxFor(s);
    const ac = (label: string) => ctx.query('defense', 18, { creature: byLabel(s, label).id, defense: 'AC' });
    expect(ac('Bone Dummy')).toBe(20);
    expect(ac('Shield Bearer')).toBe(18);
    expect(ac('Straw Dummy')).toBe(18);
    byLabel(s, 'Bone Dummy').pos = { x: 9, y: 9 };
    expect(ctxFor(s).query('defense', 18, { creature: byLabel(s, 'Bone Dummy').id, defense: 'AC' })).toBe(18);
  });
});
