// Tests for announced DDM events (abilities/announce.ts, events.ts): an automatic power
// (ddm-battle-rules-2011 "Automatic Powers": it happens whenever its trigger occurs, without a
// decision) listens for the announced Miss through its trigger's module and resolves through its
// effect's module — here a test-only creature whose power combines the melee-miss trigger with a
// self-heal, a composition no card had, played through the game API.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards, PLAIN } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';

const DODGER = {
  ...PLAIN,
  name: 'Test Miss-Mending Duelist',
  powers: [
    {
      kind: 'triggered' as const,
      name: 'Second Wind on a Miss',
      trigger: 'enemy-misses-self-melee' as const,
      activated: false,
      effect: { kind: 'heal-self' as const, amount: 5 },
    },
  ],
};
const cleanup = addTestCards([DODGER]);
afterAll(cleanup);

const gnollTurn = () =>
  turnOf(
    [DODGER.name],
    ['Gnoll Marauder'],
    [
      [5, 5],
      [5, 6],
    ],
    'Gnoll Marauder',
    { prepare: (s) => void (byLabel(s, DODGER.name).hp = 20) },
  );

describe('Miss, announced to automatic powers', () => {
  it('an enemy melee miss heals the duelist at once, with no question asked', () => {
    const s = gnollTurn();
    const r = act(s, 'attack:0', [2]);
    expect(r.events.some((e) => e.type === 'attack-roll' && e.data['hit'] === false)).toBe(true);
    expect(r.asked.filter((d) => d.kind === 'use-power')).toHaveLength(0);
    expect(r.events.find((e) => e.type === 'heal')?.data['why']).toBe('Second Wind on a Miss');
    expect(byLabel(s, DODGER.name).hp).toBe(25);
  });

  it('a hit is no miss: the power does nothing', () => {
    const s = gnollTurn();
    const r = act(s, 'attack:0', [19]);
    expect(r.events.some((e) => e.type === 'heal')).toBe(false);
    expect(byLabel(s, DODGER.name).hp).toBeLessThan(20);
  });
});
