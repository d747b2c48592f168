// Stunning Critical and Resounding Blow ("Whenever this creature scores a critical, target of that
// attack is also Stunned", "Whenever this creature scores a critical with a {m} attack, the target of
// that attack is also Stunned", "On a critical hit, target is also Stunned (save ends)"), read from
// invented rows and played through the engine with forced dice (ddm-battle-rules-2011, "Automatic
// Powers", "Attack Roll": a natural 20 is a critical hit; "Conditions", Duration). The monk's natural
// 20 leaves the ox Stunned (until the end of its next turn, or save ends as printed); a 15 that hits
// does not, nor the same 20 from a monk without the power (the control), nor the {m} printing's
// ranged critical. Fails if the power is ignored or widened to plain hits.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const WORDINGS = [
  'Stunning Critical: Whenever this creature scores a critical, target of that attack is also Stunned.',
  'Resounding Blow: Whenever this creature scores a critical with a {m} attack, the target of that attack is also Stunned.',
  'Stunning Critical: On a critical hit, target is also Stunned (save ends).',
];
const attacks = [
  { type: 'ATTACK' as const, text: 'Fist: +10 vs. AC; 10 damage.' },
  { type: 'ATTACK' as const, text: 'Dart: (range 6) +10 vs. AC; 10 damage.' },
];
const rows = [
  ...WORDINGS.map((text, i) => entry({ name: `Monk ${i}`, powers: [...attacks, { type: 'SPECIAL' as const, text }] })),
  entry({ name: 'Plain Monk', powers: attacks }),
  entry({ name: 'Ox', hp: 100, powers: [{ type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'stunning-critical.json');
afterAll(addTestCards(cards));

/** `monk` (at (4,4)) attacks the ox (at (5,4)) with attack `k` rolling `d20`. Returns the ox's Stunned condition's duration, or null. */
function strike(monk: string, k: number, d20: number): string | null {
  const s = turnOf(
    [monk],
    ['Ox'],
    [
      [4, 4],
      [5, 4],
    ],
    monk,
  );
  act(s, `attack:${k}`, [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return byLabel(s, 'Ox').conds.find((c) => c.kind === 'Stunned')?.duration ?? null;
}

describe('Stunning Critical / Resounding Blow: a critical hit also stuns the target', () => {
  it('reads an automatic AfterAttack trigger (this creature, a critical hit) × the condition on the target', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Stunning Critical',
      trigger: {
        event: 'AfterAttack',
        conditions: [{ kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, { kind: 'hit' }, { kind: 'critical-hit' }],
      },
      activated: false,
      action: 'none',
      effect: { kind: 'attack-effects-on-target', effects: [{ kind: 'condition', condition: 'Stunned', duration: 'end-of-next-turn' }] },
    });
    expect(cards[1]?.powers[0]).toMatchObject({ trigger: { conditions: expect.arrayContaining([{ kind: 'attack-kind', kinds: ['melee'] }]) } });
  });

  it('a natural 20 stuns the ox, for the duration printed', () => {
    expect(strike('Monk 0', 0, 20)).toBe('end-of-next-turn');
    expect(strike('Monk 1', 0, 20)).toBe('end-of-next-turn');
    expect(strike('Monk 2', 0, 20)).toBe('save-ends');
    expect(strike('Monk 0', 1, 20)).toBe('end-of-next-turn');
  });

  it('a 15 that hits does not; the control monk’s 20 does not; the {m} printing’s ranged critical does not', () => {
    expect(strike('Monk 0', 0, 15)).toBeNull();
    expect(strike('Plain Monk', 0, 20)).toBeNull();
    expect(strike('Monk 1', 1, 20)).toBeNull();
  });
});
