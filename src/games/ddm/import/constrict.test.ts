// Constrict as the Grasping Vine ("Minor action: An adjacent Immobilized enemy takes 5 damage.") and the
// Yuan-Ti Learned One ("Move action: …  takes 10 damage.") print it — import/adjacent-enemy-damage.ts:
// the minor (move) action power × damage-one-adjacent with `enemy` (abilities/damage-one-adjacent.ts):
// one adjacent Immobilized enemy, its player's pick, takes the damage with no attack roll —
// ddm-battle-rules-2011, "Damage", IMMOBILIZED, "Take Actions Phase". Through the engine: beside an
// Immobilized enemy ox and an Immobilized allied goat the ox takes the damage with no question (the
// ally is never a choice, unlike Eviscerating Talons' "creature"); with only the ally Immobilized
// (control) or no one (control) it is not offered; two Immobilized enemies: its player picks.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import { act, byLabel, decision, testCondition, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const horns = { type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' } as const;
const rows = [
  entry({
    name: 'Grasping Vine',
    hp: 40,
    keywords: ['Spell', 'Plant'],
    powers: [
      { type: 'ATTACK', text: 'Entwine: +14 vs. Fort; 10 damage AND Immobilized.' },
      { type: 'SPECIAL', text: 'Constrict: Minor action: An adjacent Immobilized enemy takes 5 damage.' },
    ],
  }),
  entry({
    name: 'Yuan-Ti Learned One',
    hp: 90,
    keywords: ['Yuan-Ti', 'Martial'],
    powers: [
      { type: 'ATTACK', text: 'Blade and Coils: +17 vs. AC; 20 damage.' },
      { type: 'SPECIAL', text: 'Constrict: Move action: An adjacent immobilized enemy takes 10 damage.' },
    ],
  }),
  entry({ name: 'Ox', hp: 60, powers: [horns] }),
  entry({ name: 'Goat', hp: 60, powers: [horns] }),
  entry({ name: 'Yak', hp: 60, powers: [horns] }),
];
const cards = importedCards(rows, 'constrict.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

/** `who` (4,4) with its ally the goat (3,4) against the ox (5,4) and the yak (4,5); `held`: who is Immobilized. */
const field = (who: string, held: readonly string[]): DdmState =>
  turnOf(
    [who, 'Goat'],
    ['Ox', 'Yak'],
    [
      [4, 4],
      [3, 4],
      [5, 4],
      [4, 5],
    ],
    who,
    { prepare: (st) => held.forEach((l) => addCond(st, byLabel(st, l), testCondition('Immobilized'))) },
  );

const use = (s: DdmState, pick: string): string[][] => {
  const asked: string[][] = [];
  act(s, 'power:Constrict', [], (d) => {
    if (d.kind !== 'choose-target') return null;
    asked.push(d.options.map((o) => o.id));
    return String(byLabel(s, pick).id);
  });
  return asked;
};

describe('Constrict: minor (move) action, an adjacent Immobilized enemy takes N damage', () => {
  it('reads both printings', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'action',
      name: 'Constrict',
      action: 'minor',
      effect: { kind: 'damage-one-adjacent', amount: 5, type: 'untyped', vs: 'Immobilized', enemy: true },
    });
    expect(cards[1]?.powers[0]).toEqual({
      kind: 'action',
      name: 'Constrict',
      action: 'move',
      effect: { kind: 'damage-one-adjacent', amount: 10, type: 'untyped', vs: 'Immobilized', enemy: true },
    });
  });

  it('the Immobilized enemy ox takes 5, the Immobilized allied goat is never a choice', () => {
    const s = field('Grasping Vine', ['Ox', 'Goat']);
    expect(ids(s)).toContain('power:Constrict');
    expect(use(s, 'Goat')).toEqual([]);
    expect(byLabel(s, 'Ox').hp).toBe(55);
    expect(byLabel(s, 'Goat').hp).toBe(60);
  });

  it('the move-action printing deals its 10', () => {
    const s = field('Yuan-Ti Learned One', ['Ox']);
    expect(use(s, 'Ox')).toEqual([]);
    expect(byLabel(s, 'Ox').hp).toBe(50);
  });

  it('two Immobilized enemies beside it: its player picks', () => {
    const s = field('Grasping Vine', ['Ox', 'Yak']);
    expect(use(s, 'Yak')).toEqual([[String(byLabel(s, 'Ox').id), String(byLabel(s, 'Yak').id)].sort()]);
    expect(byLabel(s, 'Yak').hp).toBe(55);
    expect(byLabel(s, 'Ox').hp).toBe(60);
  });

  it('only the ally Immobilized (control), or no one (control): not offered', () => {
    expect(ids(field('Grasping Vine', ['Goat']))).not.toContain('power:Constrict');
    expect(ids(field('Grasping Vine', []))).not.toContain('power:Constrict');
  });
});
