// Easy Prey as the Giant Scorpion prints it ("Minor action, once per turn: make a melee basic attack vs. an
// Immobilized target.") — its one wording, encoded for that creature (content/ddmwi-side-table.ts
// ONE_OFF_POWERS) as the minor action power (once per turn) × the effect basic-attacks with the new field
// `vs` (abilities/effects/basic-attacks.ts, the multi-attack step of powers/actions.ts: the target is
// asked only among creatures with the condition): ddm-battle-rules-2011, "Basic Attacks", "IMMOBILIZED",
// "Take Actions Phase" (the minor action). Through the engine with forced dice: beside an Immobilized ox
// and a free goat, the scorpion is offered the power and its pincer goes to the ox, the only choice (no
// question), hitting it for 15; used, it is not offered again that turn; with no Immobilized creature beside it (control)
// it is not offered.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import { act, byLabel, decision, testCondition, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Giant Scorpion',
    keywords: ['Vermin'],
    powers: [
      { type: 'ATTACK', text: 'Pincer: +16 vs. AC; 15 damage.' },
      { type: 'SPECIAL', text: 'Easy Prey: Minor action, once per turn: make a melee basic attack vs. an Immobilized target.' },
    ],
  }),
  entry({ name: 'Ox', hp: 60, powers: [{ type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' }] }),
  entry({ name: 'Goat', hp: 60, powers: [{ type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'easy-prey-minor.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

/** The scorpion (4,4) beside the ox (5,4) and the goat (3,4), the ox Immobilized when `held`. */
const field = (held: boolean): DdmState =>
  turnOf(
    ['Giant Scorpion'],
    ['Ox', 'Goat'],
    [
      [4, 4],
      [5, 4],
      [3, 4],
    ],
    'Giant Scorpion',
    {
      prepare: (st) => (held ? void addCond(st, byLabel(st, 'Ox'), testCondition('Immobilized')) : undefined),
    },
  );

describe('Easy Prey (minor action, once per turn): a melee basic attack against an Immobilized target', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'action',
      name: 'Easy Prey',
      action: 'minor',
      perTurn: 1,
      effect: { kind: 'basic-attacks', count: 1, melee: true, vs: 'Immobilized' },
    });
  });

  it('the pincer goes to the Immobilized ox, not the free goat; not offered again that turn', () => {
    const s = field(true);
    expect(ids(s)).toContain('power:Easy Prey');
    const targets: string[][] = [];
    act(s, 'power:Easy Prey', [15], (d) => {
      if (d.kind !== 'choose-target') return null;
      targets.push(d.options.map((o) => o.id));
      return String(byLabel(s, 'Ox').id);
    });
    // The ox is the only Immobilized creature in reach: no question (the free goat is never a choice).
    expect(targets).toEqual([]);
    expect(byLabel(s, 'Ox').hp).toBe(45);
    expect(byLabel(s, 'Goat').hp).toBe(60);
    expect(ids(s)).not.toContain('power:Easy Prey');
  });

  it('with no Immobilized creature beside it, not offered', () => {
    expect(ids(field(false))).not.toContain('power:Easy Prey');
  });
});
