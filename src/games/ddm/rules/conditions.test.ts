// Tests for ddm-battle-rules-2011 "Conditions", "Saving Throws", "ONGOING DAMAGE", "CONFUSED".
import { describe, expect, it } from 'vitest';
import type { Cond, CreatureState } from '../state.js';
import { confusedResult, conditionSpeed, endAtEndOfTurn, has, inactive, ongoingByType, rollSaves, saveOutcome } from './conditions.js';

let nextId = 1;
const cond = (kind: Cond['kind'], duration: Cond['duration'], extra: Partial<Cond> = {}): Cond => ({
  id: nextId++,
  kind,
  name: kind,
  amount: 0,
  dtype: 'untyped',
  defense: 'all',
  duration,
  source: -1,
  sourcePlayer: 1,
  ownTurn: false,
  ...extra,
});
const creature = (conds: Cond[]): CreatureState => ({
  id: 0,
  card: 'x',
  label: 'x',
  owner: 0,
  size: 1,
  pos: { x: 0, y: 0 },
  hp: 10,
  maxHp: 10,
  bloodied: 5,
  destroyed: false,
  activations: 0,
  items: [],
  usableItems: [],
  championUses: 0,
  conds,
  lastLegal: null,
});

describe('saving throws', () => {
  it('1-9 fail, 10-19 succeed, 20 ends all save-ends effects', () => {
    expect(saveOutcome(9)).toBe('fail');
    expect(saveOutcome(10)).toBe('success');
    expect(saveOutcome(19)).toBe('success');
    expect(saveOutcome(20)).toBe('all');
  });
  it('a save of 20 ends everything with a save-ends duration, and nothing else', () => {
    const c = creature([
      cond('Slowed', 'save-ends'),
      cond('ongoing', 'save-ends', { amount: 10, dtype: 'fire' }),
      cond('Weakened', 'save-ends'),
      cond('Dazed', 'end-of-next-turn'),
    ]);
    const rolls = [20];
    const res = rollSaves(c, () => rolls.shift() ?? 1);
    expect(res).toHaveLength(1);
    expect(res[0]?.ended.map((x) => x.kind).sort()).toEqual(['Slowed', 'Weakened', 'ongoing']);
    expect(c.conds.map((x) => x.kind)).toEqual(['Dazed']);
  });
  it('each save-ends effect gets its own roll; a failed roll keeps it', () => {
    const c = creature([cond('Slowed', 'save-ends'), cond('Weakened', 'save-ends')]);
    const rolls = [5, 12];
    const res = rollSaves(c, () => rolls.shift() ?? 1);
    expect(res.map((r) => r.roll)).toEqual([5, 12]);
    expect(c.conds.map((x) => x.kind)).toEqual(['Slowed']);
  });
  it('ongoing damage of one type: the highest applies and one save ends every instance of that type', () => {
    const c = creature([
      cond('ongoing', 'save-ends', { amount: 5, dtype: 'fire' }),
      cond('ongoing', 'save-ends', { amount: 10, dtype: 'fire' }),
      cond('ongoing', 'save-ends', { amount: 5, dtype: 'poison' }),
    ]);
    expect([...ongoingByType(c)]).toEqual([
      ['fire', 10],
      ['poison', 5],
    ]);
    const rolls = [15, 3];
    rollSaves(c, () => rolls.shift() ?? 1);
    expect([...ongoingByType(c)]).toEqual([['poison', 5]]);
  });
});

describe('durations', () => {
  it('the default lasts to the end of the next turn; applied on its own turn it survives this turn', () => {
    const a = cond('Dazed', 'end-of-next-turn', { ownTurn: true });
    const c = creature([a]);
    expect(endAtEndOfTurn(c)).toEqual([]);
    expect(endAtEndOfTurn(c).map((x) => x.kind)).toEqual(['Dazed']);
  });
  it('until end of its turn ends at the end of the current turn', () => {
    const c = creature([cond('Slowed', 'end-of-turn', { ownTurn: true })]);
    expect(endAtEndOfTurn(c)).toHaveLength(1);
  });
});

describe('condition effects', () => {
  it('Helpless is Stunned and Immobilized, and inactive', () => {
    const c = creature([cond('Helpless', 'save-ends')]);
    expect(has(c, 'Stunned') && has(c, 'Immobilized') && inactive(c)).toBe(true);
  });
  it('Immobilized speed is 0; Slowed is 2 but never raises a lower speed', () => {
    expect(conditionSpeed(creature([cond('Immobilized', 'save-ends')]), 6)).toBe(0);
    expect(conditionSpeed(creature([cond('Slowed', 'save-ends')]), 6)).toBe(2);
    expect(conditionSpeed(creature([cond('Slowed', 'save-ends')]), 1)).toBe(1);
  });
  it('Confused table: 1-5 dominated, 6-10 no actions, 11-20 normal', () => {
    expect([1, 5, 6, 10, 11, 20].map(confusedResult)).toEqual(['dominated', 'dominated', 'no-actions', 'no-actions', 'normal', 'normal']);
  });
});
