// Tests for dice-masters-battle-for-faerun — "ROLL AND REROLL STEP" (one reroll of any group of the
// rolled dice) and "REROLLING DICE" (partially spent dice cannot be rerolled): the reroll decision
// offers every group up to equivalence (dice of the same card showing the same face are
// interchangeable), as one decision, or class by class when the prep area holds many different dice.
import { describe, expect, it } from 'vitest';
import type { Option } from '../../../core/index.js';
import { firstGameConfig } from '../setup.js';
import { game, pending, place } from '../test-helpers.js';
import type { DmState } from '../types.js';
import { MAX_GROUP_OPTIONS, rerollClasses, rerollOptions } from './roll-and-reroll.js';
import { moveDie } from './zones.js';

const dice = (o: Option): number[] => (o.payload as { dice: number[] }).dice;

/** The class-count vector of a group: how many dice of each class it rerolls. */
function countsOf(s: DmState, group: readonly number[]): string {
  return rerollClasses(s)
    .map((cls) => cls.filter((d) => group.includes(d.id)).length)
    .join(',');
}

/** Every subset of the rerollable dice, as class-count vectors (brute force). */
function allGroups(s: DmState): Set<string> {
  const ids = rerollClasses(s)
    .flat()
    .map((d) => d.id);
  const out = new Set<string>();
  for (let mask = 0; mask < 1 << ids.length; mask++)
    out.add(
      countsOf(
        s,
        ids.filter((_, i) => mask & (1 << i)),
      ),
    );
  return out;
}

/** A First Game at player 1's reroll decision with `faces` (NPC face indices) and extra dice in the prep area. */
function atReroll(npcFaces: number[], extra: [string, number][] = []): DmState {
  const r = game.setup(firstGameConfig(), 3);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  for (const d of s.dice) if (d.zone === 'prep') moveDie(s, d, 'bag');
  const taken = new Set<number>();
  for (const f of npcFaces) place(s, 'npc', 0, 'prep', f, taken);
  for (const [key, f] of extra) place(s, key, 0, 'prep', f, taken);
  // The position was arranged after the question was asked: ask it again, as the reroll step would.
  const p = pending(s);
  s.core.pending = { ...p, options: rerollOptions(s) };
  return s;
}

describe('ROLL AND REROLL STEP: the reroll group', () => {
  it('offers every group of dice once, up to equivalence (identical dice are interchangeable)', () => {
    const s = atReroll([0, 0, 3, 5]); // two NPCs showing the same face, two others
    const opts = rerollOptions(s);
    expect(rerollClasses(s).map((c) => c.length)).toEqual([2, 1, 1]);
    expect(opts.length).toBe(3 * 2 * 2);
    const offered = opts.map((o) => countsOf(s, dice(o)));
    expect(new Set(offered).size).toBe(offered.length);
    expect(new Set(offered)).toEqual(allGroups(s));
    expect(opts[0]?.id).toBe('reroll');
    expect(dice(opts[0] as Option)).toEqual([]);
  });

  it('rerolls exactly the chosen group, once, and moves every rolled die to the reserve pool', () => {
    const s = atReroll([0, 1, 2, 3]);
    const group = pending(s).options.find((o) => dice(o).length === 2) as Option;
    const kept = s.dice.filter((d) => d.zone === 'prep' && !dice(group).includes(d.id)).map((d) => [d.id, d.face]);
    const r = game.apply(s, pending(s).rqid, group.id);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.find((e) => e.type === 'rerolled')?.data.count).toBe(2);
    for (const [id, face] of kept) expect(s.dice[id as number]?.face).toBe(face);
    expect(s.dice.filter((d) => d.zone === 'prep' && d.owner === 0)).toEqual([]);
    expect(pending(s).kind).not.toBe('reroll');
  });

  it('past MAX_GROUP_OPTIONS groups, asks class by class, and every group stays reachable', () => {
    // Six NPC faces and a Halfling Thief: seven classes, 2^7 = 128 groups.
    const s = atReroll([0, 1, 2, 3, 4, 5], [['halfling-thief/minion-harper', 0]]);
    expect(rerollClasses(s).length).toBe(7);
    expect(2 ** 7).toBeGreaterThan(MAX_GROUP_OPTIONS);
    expect(pending(s).options.map((o) => o.id)).toEqual(['reroll', 'count:0', 'count:1']);
    // Walk the whole decision tree on copies: the groups rerolled are exactly all the groups.
    const reached = new Set<string>();
    const walk = (st: DmState): void => {
      const p = pending(st);
      if (p.kind !== 'reroll') return;
      for (const o of p.options) {
        const c = game.clone(st);
        const before = c.dice.map((d) => d.face);
        const events = game.apply(c, p.rqid, o.id);
        if (!events.ok) throw new Error(events.error.message);
        if (pending(c).kind === 'reroll') walk(c);
        else {
          // The dice rolled again are the group; report it by class counts of the position before.
          const rolled = events.value.find((e) => e.type === 'rerolled')?.data.count ?? 0;
          expect(dice(o).length).toBe(rolled);
          expect(before.length).toBe(c.dice.length);
          reached.add(countsOf(s, dice(o)));
        }
      }
    };
    walk(s);
    expect(reached).toEqual(allGroups(s));
  });

  it('never offers a partially spent die (July 2014 rule 2)', () => {
    const s = atReroll([0, 1]);
    const [a, b] = s.dice.filter((d) => d.zone === 'prep');
    if (!a || !b) throw new Error('no dice');
    a.partial = true;
    const opts = rerollOptions(s);
    expect(opts.some((o) => dice(o).includes(a.id))).toBe(false);
    expect(opts.some((o) => dice(o).includes(b.id))).toBe(true);
  });
});
