// Tests for ddm-battle-rules-2011 "Close Attacks" (Blast X, Burst X, Line X, Origin Square, Targets
// Enemies and Allies, Multiple Targets) and guidelines "Close Attacks" (Line [X]: the target square
// within X, seen by the attacker; a line that only touches a corner does not affect that square).
// No starter creature has a line attack (the real card data has lines only on creatures we do not
// ship), so the line tests give a test card a "Line 4" attack.
import { describe, expect, it } from 'vitest';
import { attackSchema, type Attack } from '../cards/schema.js';
import { geo } from '../geo.js';
import { battle, byLabel, ctxFor, openMap, play, turnOf, withCard } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { areaChoices } from './tactics.js';

const LINE: Attack = attackSchema.parse({
  name: 'Test Line',
  range: { kind: 'close', shape: 'line', size: 4 },
  bonus: 10,
  vs: 'Ref',
  damage: [{ amount: 10, type: 'acid' }],
});

/** Gives the Merchant Guard a second attack (the test card). */
function withAttack(s: DdmState, a: Attack): void {
  const card = s.cards['Merchant Guard'];
  if (!card) throw new Error('no card');
  withCard(s, 'Merchant Guard', { ...card, attacks: [card.attacks[0]!, a] });
}

const labels = (s: DdmState, ids: readonly number[]) => ids.map((id) => s.creatures[id]?.label).sort();
const rollsAndDamage = (events: { type: string; data: Record<string, unknown> }[]) =>
  events.filter((e) => e.type === 'attack-roll' || e.type === 'damage').map((e) => `${e.type}:${String(e.data['targetLabel'] ?? e.data['label'])}`);

describe('Line X (Close Attacks)', () => {
  it('affects the creatures whose space the line enters, not one it merely passes by', () => {
    // Guard at (2,5); gnolls at (4,5) and (6,5) in its row, a wolf diagonally off the row at (4,4).
    const s = battle(
      ['Merchant Guard'],
      ['Gnoll Marauder', 'Gnoll Marauder', 'Dire Wolf'],
      [
        [2, 5],
        [4, 5],
        [6, 5],
        [4, 4],
      ],
    );
    withAttack(s, LINE);
    const guard = byLabel(s, 'Merchant Guard');
    const choices = areaChoices(ctxFor(s), geo(s), guard, LINE);
    const sets = choices.map((c) => labels(s, c.targets).join('+'));
    // Along the row: both gnolls — the line from the guard's north-east corner (3,5) to the far corner (7,6) of the
    // far gnoll's square stays in the row, so the wolf at (4,4) is not in it.
    const row = choices.find((c) => c.id.startsWith('line:6,5:'));
    expect(row && labels(s, row.targets)).toEqual(['Gnoll Marauder #1', 'Gnoll Marauder #2']);
    expect(row && [...row.area].sort((a, b) => a - b)).toEqual([5003, 5004, 5005, 5006]);
    expect(row?.line).toEqual({ from: { x: 3, y: 5 }, to: { x: 7, y: 6 } });
    // The far gnoll is never affected without the near one in between (the line enters (4,5) first).
    expect(sets).not.toContain('Gnoll Marauder #2');
    expect(sets).toContain('Dire Wolf+Gnoll Marauder #1');
  });

  it('only squares within X of the attacker, and only through line of effect', () => {
    // A gnoll 5 squares away is out of a Line 4's reach; a wall column at x=4 shields the one behind it.
    const s = battle(
      ['Merchant Guard'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [2, 5],
        [7, 5],
        [2, 9],
      ],
    );
    withAttack(s, LINE);
    const guard = byLabel(s, 'Merchant Guard');
    let all = areaChoices(ctxFor(s), geo(s), guard, LINE).flatMap((c) => labels(s, c.targets));
    expect(all).not.toContain('Gnoll Marauder #1');
    expect(all).toContain('Gnoll Marauder #2');
    const walled = battle(
      ['Merchant Guard'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [2, 5],
        [5, 5],
        [2, 7],
      ],
      openMap(
        12,
        12,
        Array.from({ length: 12 }, (_, y) => [4, y] as [number, number]),
      ),
    );
    withAttack(walled, LINE);
    all = areaChoices(ctxFor(walled), geo(walled), byLabel(walled, 'Merchant Guard'), LINE).flatMap((c) => labels(walled, c.targets));
    expect(all).not.toContain('Gnoll Marauder #1');
    expect(all).toContain('Gnoll Marauder #2');
  });

  it('is offered as an area choice with its squares; every creature on it is rolled against, then damage follows', () => {
    const s = turnOf(
      ['Merchant Guard'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [2, 5],
        [4, 5],
        [6, 5],
      ],
      'Merchant Guard',
      { prepare: (t) => withAttack(t, LINE) },
    );
    // The line (attack 1), aimed at (6,5); both gnolls hit with 15s.
    const r = play(s, ['attack:1', (a) => a.options.find((o) => o.id.startsWith('line:6,5:'))?.id ?? 'none'], [15, 15]);
    const ask = r.asked.find((a) => a.kind === 'choose-area');
    const payload = ask?.options.find((o) => o.id.startsWith('line:6,5:'))?.payload as { squares: [number, number][]; targets: number[]; line: unknown };
    expect(payload.squares).toEqual([
      [3, 5],
      [4, 5],
      [5, 5],
      [6, 5],
    ]);
    expect(payload.line).toEqual({ from: { x: 3, y: 5 }, to: { x: 7, y: 6 } });
    expect(rollsAndDamage(r.events)).toEqual([
      'attack-roll:Gnoll Marauder #1',
      'attack-roll:Gnoll Marauder #2',
      'damage:Gnoll Marauder #1',
      'damage:Gnoll Marauder #2',
    ]);
  });
});

describe('Blast X and Burst X (Close Attacks)', () => {
  it("a blast (the Treant's Grasping Roots, blast 3) affects every creature in the area, allies included, rolls first, then damage and effects", () => {
    // Treant (3×3 at (0,0)-(2,2)); two gnolls and an allied guard east of it, all inside one 3×3 blast at (3,0).
    const s = turnOf(
      ['Treant', 'Merchant Guard'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [0, 0],
        [4, 1],
        [3, 0],
        [5, 2],
      ],
      'Treant',
    );
    // Grasping Roots (attack 1) on the blast holding all three; every roll a 15.
    const allThree = (a: Decision): string => {
      const o = a.options.find((x) => (x.payload as { targets: number[] }).targets.length === 3);
      if (!o) throw new Error('no blast holding all three');
      return o.id;
    };
    const r = play(s, ['attack:1', allThree], [15, 15, 15]);
    const rolled = r.events.filter((e) => e.type === 'attack-roll').map((e) => e.data['targetLabel']);
    expect(rolled).toHaveLength(3);
    expect(rolled).toContain('Merchant Guard');
    // All three rolls come before the first damage ("Multiple Targets").
    const kinds = r.events.filter((e) => e.type === 'attack-roll' || e.type === 'damage').map((e) => e.type);
    expect(kinds).toEqual(['attack-roll', 'attack-roll', 'attack-roll', 'damage', 'damage', 'damage']);
    // Slowed (save ends) on each creature hit.
    expect(byLabel(s, 'Gnoll Marauder #1').conds.some((c) => c.kind === 'Slowed')).toBe(true);
    expect(byLabel(s, 'Merchant Guard').conds.some((c) => c.kind === 'Slowed')).toBe(true);
  });

  it('a burst affects every creature within X of the attacker it has line of effect to, never the attacker', () => {
    const s = battle(
      ['Merchant Guard', 'Merchant Guard'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [5, 5],
        [6, 6],
        [3, 5],
        [8, 5],
      ],
    );
    const burst = attackSchema.parse({
      name: 'Test Burst',
      range: { kind: 'close', shape: 'burst', size: 2 },
      bonus: 10,
      vs: 'Ref',
      damage: [{ amount: 5, type: 'fire' }],
    });
    withAttack(s, burst);
    const guard = byLabel(s, 'Merchant Guard #1');
    const choices = areaChoices(ctxFor(s), geo(s), guard, burst);
    expect(choices).toHaveLength(1);
    // The ally at distance 1 and the gnoll at distance 2 are in; the gnoll 3 squares away is not.
    expect(labels(s, choices[0]!.targets)).toEqual(['Gnoll Marauder #1', 'Merchant Guard #2']);
  });
});
