// Powers adding effects to the target of this creature's hit of one kind (import/hit-rider.ts), read
// from invented rows and played through the engine with forced dice (ddm-battle-rules-2011, "Activated
// Powers", "Automatic Powers", "CHARGE", "Opportunity Attacks", "Forced-Movement Effects",
// "Conditions", "Ongoing Damage"): Forceful Charge ("Use when this creature hits with a charge attack:
// Push target of that attack up to 1 square"), Impaling Charge ("… Push target 1 square and target is
// Immobilized"), Feral Charge ("Whenever this creature hits with a charge attack, the target of that
// attack is also pushed 2 squares", automatic), Battlefield Control ("Whenever this creature hits with
// an opportunity attack, the target is also Immobilized"), Hobbling Strike ("Use when this creature hits
// with an opportunity attack: Target is also Slowed (save ends)") and Hot Iron ("Use when this creature
// hits with a {m} attack: Target also takes ongoing 10 fire damage (save ends). RECHARGE when this
// creature first becomes bloodied"). Controls: the same hit made otherwise (not a charge, not an
// opportunity attack, a ranged attack), a miss, the power declined. Fails if a power is ignored or widened.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const dart = { type: 'ATTACK' as const, text: 'Dart: (range 6) +10 vs. AC; 10 damage.' };
const special = (text: string, limit?: number) => ({ type: 'SPECIAL' as const, text, ...(limit !== undefined ? { limit } : {}) });
const rows = [
  entry({
    name: 'Stone Charger',
    hp: 60,
    powers: [bite, special('Forceful Charge: Use when this creature hits with a charge attack: Push target of that attack up to 1 square.')],
  }),
  entry({
    name: 'Lance Centaur',
    hp: 60,
    powers: [bite, special('Impaling Charge: Use when this creature hits with charge attack: Push target 1 square and target is Immobilized.')],
  }),
  entry({
    name: 'Were Bear',
    hp: 60,
    powers: [bite, special('Feral Charge: Whenever this creature hits with a charge attack, the target of that attack is also pushed 2 squares.', 1)],
  }),
  entry({
    name: 'Bone Horse',
    hp: 60,
    powers: [bite, special('Battlefield Control: Whenever this creature hits with an opportunity attack, the target is also Immobilized.')],
  }),
  entry({
    name: 'Goblin Hamstringer',
    hp: 60,
    powers: [bite, special('Hobbling Strike: Use when this creature hits with an opportunity attack: Target is also Slowed (save ends).', 1)],
  }),
  entry({
    name: 'Forge Priest',
    hp: 60,
    powers: [
      bite,
      dart,
      special(
        'Hot Iron: Use when this creature hits with a {m} attack: Target also takes ongoing 10 fire damage (save ends). RECHARGE when this creature first becomes bloodied.',
        1,
      ),
    ],
  }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [bite] }),
  entry({ name: 'Caster', hp: 80, powers: [bite, dart] }),
];
const cards = importedCards(rows, 'hit-rider.json');
afterAll(addTestCards(cards));

/** Answers: the target the test names, the power used or declined, forced movement to `to`. */
const answers =
  (s: DdmState, power: string, use: boolean, to: string, seen: string[]) =>
  (d: Decision): string | null => {
    seen.push(d.kind);
    if (d.kind === 'choose-target') return String(byLabel(s, 'Straw Dummy').id);
    if (d.kind === 'use-power') return use && d.options.some((o) => o.id === `power:${power}`) ? `power:${power}` : 'no';
    if (d.kind === 'choose-destination') return d.options.some((o) => o.id === to) ? to : null;
    return null;
  };

/** `me` charges the dummy from (5,8) to (5,3) (or, `charge` false, bites it from (5,3)) rolling `roll`; the dummy's end square, conditions and questions. */
function charge(me: string, power: string, opts: { use?: boolean; to?: string; roll?: number; charge?: boolean } = {}) {
  const near = opts.charge === false;
  const s = turnOf(
    [me],
    ['Straw Dummy'],
    [
      [5, near ? 3 : 8],
      [5, 2],
    ],
    me,
  );
  const seen: string[] = [];
  const r = act(s, near ? 'attack:0' : 'charge', [opts.roll ?? 15], answers(s, power, opts.use ?? true, opts.to ?? '5,1', seen));
  const d = byLabel(s, 'Straw Dummy');
  // A charge ends the turn, and the dummy's turn may follow (ending what lasts to the end of it): the conditions given, from the events.
  const conds = r.events
    .filter((e) => e.type === 'condition' && e.data['creature'] === d.id)
    .map((e) => `${String(e.data['condition'])} ${String(e.data['duration'])}`);
  return { at: `${d.pos?.x},${d.pos?.y}`, conds, asked: seen.includes('use-power') };
}

/** The caster at (4,4) throws its dart at a dummy 4 squares off, provoking `me` at (5,4), whose bite rolls `oa`. */
function provoke(me: string, power: string, oa: number, use = true) {
  const s = turnOf(
    ['Caster'],
    [me, 'Straw Dummy'],
    [
      [4, 4],
      [5, 4],
      [4, 8],
    ],
    'Caster',
  );
  const seen: string[] = [];
  act(s, 'attack:1', [oa, 1], (d) => {
    seen.push(d.kind);
    if (d.kind === 'opportunity-attack') return 'attack:0';
    if (d.kind === 'choose-target') return String(byLabel(s, 'Straw Dummy').id);
    if (d.kind === 'use-power') return use && d.options.some((o) => o.id === `power:${power}`) ? `power:${power}` : 'no';
    return null;
  });
  return { conds: byLabel(s, 'Caster').conds.map((c) => `${c.kind} ${c.duration}`), asked: seen.includes('use-power') };
}

describe('hit riders: effects on the target of a charge, opportunity or melee hit', () => {
  it('reads the printings as AfterAttack (its own hit of the kind) × attack-effects-on-target', () => {
    expect(cards.slice(0, 6).map((c) => c.powers[0])).toMatchObject([
      { trigger: { conditions: [{}, {}, { kind: 'charge-attack' }, { kind: 'hit' }] }, activated: true, effect: { effects: [{ kind: 'push', squares: 1 }] } },
      {
        activated: true,
        effect: {
          effects: [
            { kind: 'push', squares: 1 },
            { kind: 'condition', condition: 'Immobilized', duration: 'end-of-next-turn' },
          ],
        },
      },
      { activated: false, uses: 1, effect: { effects: [{ kind: 'push', squares: 2 }] } },
      {
        trigger: { conditions: [{}, {}, { kind: 'opportunity-attack' }, { kind: 'hit' }] },
        activated: false,
        effect: { effects: [{ kind: 'condition', condition: 'Immobilized' }] },
      },
      { activated: true, uses: 1, effect: { effects: [{ kind: 'condition', condition: 'Slowed', duration: 'save-ends' }] } },
      {
        trigger: { conditions: [{}, {}, { kind: 'attack-kind', kinds: ['melee'] }, { kind: 'hit' }] },
        uses: 1,
        recharge: 'first-bloodied',
        effect: { effects: [{ kind: 'ongoing', amount: 10, type: 'fire' }] },
      },
    ]);
  });

  it('Forceful Charge: used after the charge hits, the dummy is pushed 1 square; declined, a plain bite, or a miss: it stays', () => {
    expect(charge('Stone Charger', 'Forceful Charge')).toMatchObject({ at: '5,1', asked: true });
    expect(charge('Stone Charger', 'Forceful Charge', { use: false })).toMatchObject({ at: '5,2', asked: true });
    expect(charge('Stone Charger', 'Forceful Charge', { charge: false })).toMatchObject({ at: '5,2', asked: false });
    expect(charge('Stone Charger', 'Forceful Charge', { roll: 2 })).toMatchObject({ at: '5,2', asked: false });
  });

  it('Impaling Charge: pushed 1 and Immobilized (end of its next turn); a plain bite does neither', () => {
    expect(charge('Lance Centaur', 'Impaling Charge')).toEqual({ at: '5,1', conds: ['Immobilized end-of-next-turn'], asked: true });
    expect(charge('Lance Centaur', 'Impaling Charge', { charge: false })).toEqual({ at: '5,2', conds: [], asked: false });
  });

  it('Feral Charge: automatic, the charge hit pushes 2 with no question; a plain bite does not', () => {
    expect(charge('Were Bear', 'Feral Charge', { to: '5,0' })).toMatchObject({ at: '5,0', asked: false });
    expect(charge('Were Bear', 'Feral Charge', { to: '5,0', charge: false })).toMatchObject({ at: '5,2' });
  });

  it('Battlefield Control: its opportunity attack that hits Immobilizes the caster; a miss does not, nor its own bite', () => {
    expect(provoke('Bone Horse', 'Battlefield Control', 15)).toEqual({ conds: ['Immobilized end-of-next-turn'], asked: false });
    expect(provoke('Bone Horse', 'Battlefield Control', 2)).toEqual({ conds: [], asked: false });
    expect(charge('Bone Horse', 'Battlefield Control', { charge: false }).conds).toEqual([]);
  });

  it('Hobbling Strike: used after its opportunity attack hits, the caster is Slowed (save ends); declined: not', () => {
    expect(provoke('Goblin Hamstringer', 'Hobbling Strike', 15)).toEqual({ conds: ['Slowed save-ends'], asked: true });
    expect(provoke('Goblin Hamstringer', 'Hobbling Strike', 15, false)).toEqual({ conds: [], asked: true });
  });

  it('Hot Iron: after its melee bite hits, ongoing 10 fire (save ends); not offered for the ranged dart', () => {
    const bitten = charge('Forge Priest', 'Hot Iron', { charge: false });
    expect(bitten.asked).toBe(true);
    const s = turnOf(
      ['Forge Priest'],
      ['Straw Dummy'],
      [
        [5, 3],
        [5, 2],
      ],
      'Forge Priest',
    );
    act(s, 'attack:0', [15], (d) => (d.kind === 'use-power' ? 'power:Hot Iron' : null));
    const ongoing = byLabel(s, 'Straw Dummy').conds.find((c) => c.kind === 'ongoing');
    expect(ongoing && `${ongoing.amount} ${ongoing.dtype} ${ongoing.duration}`).toBe('10 fire save-ends');
    const far = turnOf(
      ['Forge Priest'],
      ['Straw Dummy'],
      [
        [5, 6],
        [5, 2],
      ],
      'Forge Priest',
    );
    const seen: string[] = [];
    act(far, 'attack:1', [15], answers(far, 'Hot Iron', true, '', seen));
    expect(seen).not.toContain('use-power');
    expect(byLabel(far, 'Straw Dummy').conds).toEqual([]);
  });
});
