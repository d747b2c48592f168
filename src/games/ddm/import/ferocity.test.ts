// Ferocity, both printings: "Use when this creature is destroyed: This creature makes a {m} attack as an
// immediate action." (Champion of Baphomet) — import/language-powers.ts reads the effect as the new
// melee-attack (abilities/effects/melee-attack.ts: any of its melee attacks, its player's pick as it
// declares the power) — and "… makes a {b} attack …" (Minotaur Warrior) as one basic attack; trigger
// self-destroyed (used while it is still in play), an immediate action — ddm-battle-rules-2011, "Hit
// Points" (destroyed at 0 HP), "'Destroyed by' Triggers", "Immediate Action", APPENDIX A ({m}: a melee
// attack, not only the basic one). Through the engine with forced dice: speared to 0 HP, the {m}
// minotaur is offered its two melee attacks and strikes with the one picked, its second (not basic)
// attack; declined (control) or a plain minotaur (control): no attack.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const hammer = { type: 'ATTACK' as const, text: 'Maze Hammer: +10 vs. AC; 10 damage.' };
const strike = { type: 'ATTACK' as const, text: 'Goring Strike: +10 vs. AC; 25 damage.' };
const rows = [
  entry({
    name: 'Champion of Baphomet',
    hp: 40,
    keywords: ['Minotaur'],
    powers: [
      hammer,
      strike,
      { type: 'SPECIAL', text: 'Ferocity: Use when this creature is destroyed: This creature makes a {m} attack as an immediate action.' },
    ],
  }),
  entry({
    name: 'Minotaur Warrior',
    hp: 40,
    keywords: ['Minotaur'],
    powers: [hammer, { type: 'SPECIAL', text: 'Ferocity: Use when this creature is destroyed: This creature makes a {b} attack as an immediate action.' }],
  }),
  entry({ name: 'Plain Minotaur', hp: 40, keywords: ['Minotaur'], powers: [hammer, strike] }),
  entry({ name: 'Spear Hunter', hp: 60, powers: [{ type: 'ATTACK', text: 'Spear: +10 vs. AC; 20 damage.' }] }),
];
const cards = importedCards(rows, 'ferocity.json');
afterAll(addTestCards(cards));

/** The hunter spears `bull` (at 10 HP) with a hit; `pick`: the option taken at the power's question (null: declined). Returns the battle and the options offered. */
function spear(bull: string, pick: ((ids: string[]) => string) | null, rolls: number[]): { s: DdmState; offered: string[][] } {
  const s = turnOf(
    ['Spear Hunter'],
    [bull],
    [
      [4, 4],
      [5, 4],
    ],
    'Spear Hunter',
    { prepare: (x) => void (byLabel(x, bull).hp = 10) },
  );
  const offered: string[][] = [];
  act(s, 'attack:0', rolls, (d) => {
    if (d.kind === 'use-power') {
      const ids = d.options.map((o) => o.id).filter((id) => id !== 'no');
      offered.push(ids);
      return pick ? pick(ids) : 'no';
    }
    return d.kind === 'choose-target' ? String(byLabel(s, 'Spear Hunter').id) : null;
  });
  return { s, offered };
}

describe('Ferocity: when destroyed, a {m} attack (any melee attack) / a {b} attack, as an immediate action', () => {
  it('reads both printings', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Ferocity',
      trigger: 'self-destroyed',
      activated: true,
      action: 'immediate',
      effect: { kind: 'melee-attack' },
    });
    expect(cards[1]?.powers[0]).toMatchObject({ trigger: 'self-destroyed', action: 'immediate', effect: { kind: 'basic-attacks', count: 1, melee: false } });
  });

  it('the {m} printing offers both melee attacks; its Goring Strike (not basic) deals 25', () => {
    const { s, offered } = spear('Champion of Baphomet', (ids) => ids.find((id) => id.endsWith('|1')) ?? 'no', [15, 15]);
    expect(offered.length).toBe(1);
    expect(offered[0]?.length).toBe(2);
    expect(byLabel(s, 'Spear Hunter').hp).toBe(35);
    expect(byLabel(s, 'Champion of Baphomet').destroyed).toBe(true);
  });

  it('the {b} printing: its basic hammer deals 10', () => {
    const { s, offered } = spear('Minotaur Warrior', (ids) => ids[0] ?? 'no', [15, 15]);
    expect(offered.length).toBe(1);
    expect(byLabel(s, 'Spear Hunter').hp).toBe(50);
  });

  it('declined (control), or a plain minotaur (control): no attack', () => {
    const declined = spear('Champion of Baphomet', null, [15]);
    expect(declined.offered.length).toBe(1);
    expect(byLabel(declined.s, 'Spear Hunter').hp).toBe(60);
    const plain = spear('Plain Minotaur', (ids) => ids[0] ?? 'no', [15]);
    expect(plain.offered.length).toBe(0);
    expect(byLabel(plain.s, 'Spear Hunter').hp).toBe(60);
  });
});
