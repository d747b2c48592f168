// "Make N basic attacks" printed among the attacks in further wordings — a number word ("Make two melee
// basic attacks"), "basic melee" / "basic {m}", and ", each against the same target" / "vs. a single target"
// — read as the action power "make N basic attacks" (import/language-powers.ts readAttackPower) and played
// through the engine with forced dice (ddm-battle-rules-2011, "Making an Attack": several attack rolls in
// one attack action; guidelines "Multiple Targets"). Fails if the count, the melee-only reading or the
// same-target reading is dropped: fewer rolls, the ranged basic attack offered, or the second brute hit.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +10 vs. AC; 10 damage.' };
const spit = { type: 'ATTACK' as const, text: 'Spit: (range 5) +10 vs. Reflex; 5 damage.' };
const rows = [
  entry({ name: 'Carnage Fiend', powers: [claw, spit, { type: 'ATTACK', text: 'Carnage: Make two melee basic attacks.' }] }),
  entry({ name: 'Pincer Beast', powers: [claw, { type: 'ATTACK', text: 'Double Pinch: Make 2 {b} attacks, each against the same target.' }] }),
  entry({ name: 'Four Arms', powers: [claw, { type: 'ATTACK', text: 'Flurry: Make 4 basic melee attacks vs. a single target.' }] }),
  entry({ name: 'Straw Brute', hp: 200, powers: [claw] }),
  entry({ name: 'Hay Brute', hp: 200, powers: [claw] }),
];
const cards = importedCards(rows, 'basic-attacks-wordings.json');
afterAll(addTestCards(cards));
const powerOf = (name: string) => cards.find((c) => c.name === name)?.powers[0];

/** `who` at (5,5), the brutes at (5,6) and (6,6); the power used, every target question answered with `pick`. */
function use(who: string, power: string, dice: number[], pick = 'Straw Brute') {
  const s = turnOf(
    [who],
    ['Straw Brute', 'Hay Brute'],
    [
      [5, 5],
      [5, 6],
      [6, 6],
    ],
    who,
  );
  const asked: string[] = []; // every option label offered
  act(s, `power:${power}`, dice, (d) => {
    asked.push(...d.options.map((o) => o.label ?? o.id));
    if (d.kind === 'choose-target') return String(byLabel(s, pick).id);
    if (d.kind === 'choose-attack') return d.options.find((o) => o.id !== 'stop')?.id ?? null;
    return null;
  });
  return { s, asked };
}

describe('make N basic attacks: further wordings', () => {
  it('reads the count, the melee-only wording and the same-target wording', () => {
    expect(powerOf('Carnage Fiend')).toMatchObject({ kind: 'action', action: 'attack', effect: { kind: 'basic-attacks', count: 2, melee: true } });
    expect(powerOf('Pincer Beast')).toMatchObject({ effect: { kind: 'basic-attacks', count: 2, sameTarget: true } });
    expect(powerOf('Four Arms')).toMatchObject({ effect: { kind: 'basic-attacks', count: 4, melee: true, sameTarget: true } });
  });

  it('"Make two melee basic attacks": two claws (20 damage); the ranged basic attack is never offered', () => {
    const { s, asked } = use('Carnage Fiend', 'Carnage', [15, 15]);
    expect(byLabel(s, 'Straw Brute').hp).toBe(180);
    expect(asked.some((l) => l.includes('Spit'))).toBe(false);
  });

  it('", each against the same target": both attacks at the brute chosen first, none at the other', () => {
    const { s } = use('Pincer Beast', 'Double Pinch', [15, 15]);
    expect(byLabel(s, 'Straw Brute').hp).toBe(180);
    expect(byLabel(s, 'Hay Brute').hp).toBe(200);
  });

  it('"Make 4 basic melee attacks vs. a single target": four hits on the one brute (40 damage)', () => {
    const { s } = use('Four Arms', 'Flurry', [15, 15, 15, 15], 'Hay Brute');
    expect(byLabel(s, 'Hay Brute').hp).toBe(160);
    expect(byLabel(s, 'Straw Brute').hp).toBe(200);
  });
});
