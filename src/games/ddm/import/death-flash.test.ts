// Death Flash, "Use when this creature is destroyed: Each adjacent ally and each adjacent enemy is
// Dazed", read from an invented row and played through the engine with forced dice (ddm-battle-rules-
// 2011, "Hit Points": used while the destroyed creature is still in play; "Conditions": no duration
// printed, so the condition lasts until the end of each affected creature's next turn; "DAZED"). The
// hunter's spear destroys the flasher: used, the hunter and the flasher's ally beside it are Dazed, its
// ally 3 squares away is not; declined, or a creature without the power (controls), nobody is Dazed.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { actAnsweringPowers, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const knife = { type: 'ATTACK' as const, text: 'Knife: +5 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Flasher',
    hp: 40,
    powers: [knife, { type: 'SPECIAL', text: 'Death Flash: Use when this creature is destroyed: Each adjacent ally and each adjacent enemy is Dazed.' }],
  }),
  entry({ name: 'Dull Shade', hp: 40, powers: [knife] }),
  entry({ name: 'Near Friend', hp: 40, powers: [knife] }),
  entry({ name: 'Far Friend', hp: 40, powers: [knife] }),
  entry({ name: 'Spear Hunter', hp: 60, powers: [{ type: 'ATTACK', text: 'Spear: +10 vs. AC; 20 damage.' }] }),
];
const cards = importedCards(rows, 'death-flash.json');
afterAll(addTestCards(cards));

const dazed = (s: DdmState, label: string) => byLabel(s, label).conds.filter((c) => c.kind === 'Dazed');

/** The hunter at (4,4) spears `victim` (10 HP) at (5,4); its ally beside it at (6,4), another at (8,4). */
function spear(victim: string, use: boolean): { s: DdmState; offered: number } {
  const s = turnOf(
    ['Spear Hunter'],
    [victim, 'Near Friend', 'Far Friend'],
    [
      [4, 4],
      [5, 4],
      [6, 4],
      [8, 4],
    ],
    'Spear Hunter',
    { prepare: (x) => void (byLabel(x, victim).hp = 10) },
  );
  const offered = actAnsweringPowers(s, 'attack:0', [15], use);
  expect(byLabel(s, victim).pos).toBeNull();
  return { s, offered };
}

describe('Death Flash: each adjacent ally and enemy is Dazed when it is destroyed', () => {
  it('reads the power as self-destroyed × condition-adjacent Dazed', () => {
    expect(cards[0]?.powers).toEqual([
      expect.objectContaining({ kind: 'triggered', trigger: 'self-destroyed', activated: true, effect: { kind: 'condition-adjacent', condition: 'Dazed' } }),
    ]);
  });
  it('used: the hunter and the ally beside it are Dazed until the end of their next turn; the far ally is not', () => {
    const { s, offered } = spear('Flasher', true);
    expect(offered).toBe(1);
    expect(dazed(s, 'Spear Hunter')).toEqual([expect.objectContaining({ duration: 'end-of-next-turn', name: 'Death Flash' })]);
    expect(dazed(s, 'Near Friend')).toHaveLength(1);
    expect(dazed(s, 'Far Friend')).toHaveLength(0);
  });
  it('controls: declined, or a creature without the power, nobody is Dazed', () => {
    for (const [victim, use] of [
      ['Flasher', false],
      ['Dull Shade', true],
    ] as const) {
      const { s } = spear(victim, use);
      expect(dazed(s, 'Spear Hunter')).toHaveLength(0);
      expect(dazed(s, 'Near Friend')).toHaveLength(0);
    }
  });
});
