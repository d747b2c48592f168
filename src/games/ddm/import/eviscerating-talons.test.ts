// Eviscerating Talons as the Abyssal Eviscerator prints it ("Minor action, once per turn, only while not
// Bloodied; 1 adjacent Immobilized creature takes 10 Damage.") — its one wording, encoded for that
// creature (content/ddmwi-side-table.ts ONE_OFF_POWERS) as the minor action power (once per turn,
// `requires` not-bloodied, powers/actions.ts) × the new effect damage-one-adjacent (cards/schema.ts;
// abilities/effects/damage-one-adjacent.ts and its step abilities/damage-one-adjacent.ts): one adjacent
// creature with the condition, its player's pick, takes the damage with no attack roll —
// ddm-battle-rules-2011, "Damage", IMMOBILIZED, "Hit Points" (Bloodied), "Take Actions Phase" (the
// minor action). Through the engine: beside an Immobilized ox and a free goat the power is offered and
// the ox takes 10 (no question: the goat is never a choice); not offered again that turn; with two
// Immobilized creatures beside it its player picks; while bloodied (control) or with no Immobilized
// creature beside it (control) it is not offered.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import { act, byLabel, decision, testCondition, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const TALONS = 'Eviscerating Talons: Minor action, once per turn, only while not Bloodied; 1 adjacent Immobilized creature takes 10 Damage.';
const rows = [
  entry({
    name: 'Abyssal Eviscerator',
    hp: 75,
    keywords: ['Demon'],
    powers: [
      { type: 'ATTACK', text: 'Claw: +11 vs. AC; 25 Damage' },
      { type: 'SPECIAL', text: TALONS },
    ],
  }),
  entry({ name: 'Ox', hp: 60, powers: [{ type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' }] }),
  entry({ name: 'Goat', hp: 60, powers: [{ type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'eviscerating-talons.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

/** The eviscerator (4,4) beside the ox (5,4) and the goat (3,4); `held`: who is Immobilized; `hurt`: its HP lost. */
const field = (held: readonly string[], hurt = 0): DdmState =>
  turnOf(
    ['Abyssal Eviscerator'],
    ['Ox', 'Goat'],
    [
      [4, 4],
      [5, 4],
      [3, 4],
    ],
    'Abyssal Eviscerator',
    {
      prepare: (st) => {
        for (const l of held) addCond(st, byLabel(st, l), testCondition('Immobilized'));
        byLabel(st, 'Abyssal Eviscerator').hp -= hurt;
      },
    },
  );

describe('Eviscerating Talons (minor action, once per turn, only while not bloodied): 1 adjacent Immobilized creature takes 10 damage', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'action',
      name: 'Eviscerating Talons',
      action: 'minor',
      perTurn: 1,
      requires: 'not-bloodied',
      effect: { kind: 'damage-one-adjacent', amount: 10, type: 'untyped', vs: 'Immobilized' },
    });
  });

  it('the Immobilized ox takes 10, the free goat nothing; not offered again that turn', () => {
    const s = field(['Ox']);
    expect(ids(s)).toContain('power:Eviscerating Talons');
    const asked: string[][] = [];
    act(s, 'power:Eviscerating Talons', [], (d) => {
      if (d.kind !== 'choose-target') return null;
      asked.push(d.options.map((o) => o.id));
      return String(byLabel(s, 'Goat').id);
    });
    expect(asked).toEqual([]);
    expect(byLabel(s, 'Ox').hp).toBe(50);
    expect(byLabel(s, 'Goat').hp).toBe(60);
    expect(ids(s)).not.toContain('power:Eviscerating Talons');
  });

  it('with two Immobilized creatures beside it, its player picks one', () => {
    const s = field(['Ox', 'Goat']);
    const asked: string[][] = [];
    act(s, 'power:Eviscerating Talons', [], (d) => {
      if (d.kind !== 'choose-target') return null;
      asked.push(d.options.map((o) => o.id));
      return String(byLabel(s, 'Goat').id);
    });
    expect(asked).toEqual([[String(byLabel(s, 'Ox').id), String(byLabel(s, 'Goat').id)].sort()]);
    expect(byLabel(s, 'Goat').hp).toBe(50);
    expect(byLabel(s, 'Ox').hp).toBe(60);
  });

  it('while bloodied (control), not offered', () => {
    expect(ids(field(['Ox'], 40))).not.toContain('power:Eviscerating Talons');
    expect(ids(field(['Ox'], 30))).toContain('power:Eviscerating Talons');
  });

  it('with no Immobilized creature beside it (control), not offered', () => {
    expect(ids(field([]))).not.toContain('power:Eviscerating Talons');
  });
});
