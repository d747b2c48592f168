// Wicked Dodge (Defiant Rake): when an enemy hits it with a melee attack whose natural roll is 1-9,
// that attack misses, then the Rake's player may have it rolled again against a different creature
// (ddm-battle-rules-2011, "Attack Roll", "Resolving Effects": a cancellation effect first; "Melee
// Attacks", Can't Target Allies — the power states otherwise). The trigger is self-hit-by-melee, the
// effect attack-misses; played through the game API with forced rolls, each with a control.
import { describe, expect, it } from 'vitest';
import type { Decision, GameEvent } from '../../../../core/index.js';
import { act, byLabel, turnOf } from '../../testkit.js';

const damageTo = (events: readonly GameEvent[], label: string) =>
  events.filter((e) => e.type === 'damage' && e.data['label'] === label).map((e) => Number(e.data['amount']));
const dodge = (id: string) => (d: Decision) => d.options.find((o) => o.id === id)?.id ?? null;

/** The gnoll's turn: the Rake at (5,5), the gnoll at (5,6), the gnoll's ally the Dire Wolf at (6,7), next to the gnoll only. */
const gnollTurn = () =>
  turnOf(
    ['Defiant Rake'],
    ['Gnoll Marauder', 'Dire Wolf'],
    [
      [5, 5],
      [5, 6],
      [6, 7],
    ],
    'Gnoll Marauder',
  );

describe('Wicked Dodge (self-hit-by-melee × attack-misses, natural 1-9, retarget)', () => {
  it('a natural 9 that hits misses instead: no damage to the Rake, the Rake’s one use spent', () => {
    const s = gnollTurn();
    const r = act(s, 'attack:0', [9], dodge('power:Wicked Dodge|miss'));
    expect(r.events.find((e) => e.type === 'attack-roll')?.data['hit']).toBe(true);
    expect(r.events.some((e) => e.type === 'attack-misses')).toBe(true);
    expect(damageTo(r.events, 'Defiant Rake')).toEqual([]);
    expect(byLabel(s, 'Defiant Rake').hp).toBe(40);
  });
  it('a natural 10 is not low enough: not offered, the Rake takes the hit', () => {
    const r = act(gnollTurn(), 'attack:0', [10], dodge('power:Wicked Dodge|miss'));
    expect(r.asked.some((d) => d.options.some((o) => o.id.startsWith('power:Wicked Dodge')))).toBe(false);
    expect(damageTo(r.events, 'Defiant Rake').length).toBe(1);
  });
  it('the attack may be rolled again against the gnoll’s own ally next to it, which takes the hit', () => {
    const s = gnollTurn();
    const wolf = byLabel(s, 'Dire Wolf');
    const r = act(s, 'attack:0', [9, 19], dodge(`power:Wicked Dodge|${wolf.id}`));
    const offered = r.asked.flatMap((d) => d.options.map((o) => o.id)).filter((id) => id.startsWith('power:Wicked Dodge'));
    expect(offered).toEqual(['power:Wicked Dodge|miss', `power:Wicked Dodge|${wolf.id}`]);
    const rolls = r.events.filter((e) => e.type === 'attack-roll');
    expect(rolls.map((e) => e.data['targetLabel'])).toEqual(['Defiant Rake', 'Dire Wolf']);
    expect(damageTo(r.events, 'Defiant Rake')).toEqual([]);
    expect(damageTo(r.events, 'Dire Wolf').length).toBe(1);
  });
});
