// Fire Aura / Necrotic Aura ("Whenever an enemy begins its turn adjacent to this creature, that enemy
// takes 5 fire Damage"; "Use when an enemy starts its turn adjacent to this creature: That enemy takes
// 5 necrotic damage"), read from invented rows and played through the engine (ddm-battle-rules-2011,
// "Start of Turn Phase", "Automatic Powers", "Activated Powers"; damage without an attack roll: Resist
// applies): when the hound's turn ends, the enemy beside it starts its turn and takes 5 (automatic),
// or the hound's player is asked and it takes 5 when the power is used. An enemy 3 squares away, or
// beside the control (no power), takes nothing; Resist 5 Fire stops it. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, play, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +5 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Ember Hound',
    powers: [bite, { type: 'SPECIAL', text: 'Fire Aura: Whenever an enemy begins its turn adjacent to this creature, that enemy takes 5 fire Damage.' }],
  }),
  entry({
    name: 'Grave Aspect',
    powers: [
      bite,
      { type: 'SPECIAL', text: 'Necrotic Aura: Use when an enemy starts its turn adjacent to this creature: That enemy takes 5 necrotic damage.' },
    ],
  }),
  entry({ name: 'Plain Hound', powers: [bite] }),
  entry({ name: 'Farm Hand', hp: 40, powers: [bite] }),
  entry({ name: 'Fire Salamander', hp: 40, powers: [bite, { type: 'SPECIAL', text: 'Resist 5 Fire' }] }),
];
const cards = importedCards(rows, 'type-aura.json');
afterAll(addTestCards(cards));

/** `who` at (2,2) ends its turn; `victim` (at (3,2), or (5,2) when `far`) starts its own. */
function endBeside(who: string, victim: string, far = false): DdmState {
  const s = turnOf([who], [victim], [[2, 2], far ? [5, 2] : [3, 2]], who);
  act(s, 'end');
  return s;
}

describe('TYPE Aura: an enemy starting its turn adjacent to this creature takes N damage of the type', () => {
  it('reads both wordings: automatic (Whenever) and activated (Use when)', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      activated: false,
      trigger: { event: 'StartOfTurn' },
      effect: { kind: 'damage-other', amount: 5, type: 'fire' },
    });
    expect(cards[1]?.powers[0]).toMatchObject({ kind: 'triggered', activated: true, effect: { kind: 'damage-other', amount: 5, type: 'necrotic' } });
  });
  it('automatic: the adjacent enemy takes 5 fire as its turn starts; not 3 squares away, not beside the control, not through Resist 5 Fire', () => {
    const s = endBeside('Ember Hound', 'Farm Hand');
    expect(s.turn?.creature).toBe(byLabel(s, 'Farm Hand').id);
    expect(byLabel(s, 'Farm Hand').hp).toBe(35);
    expect(byLabel(endBeside('Ember Hound', 'Farm Hand', true), 'Farm Hand').hp).toBe(40);
    expect(byLabel(endBeside('Plain Hound', 'Farm Hand'), 'Farm Hand').hp).toBe(40);
    expect(byLabel(endBeside('Ember Hound', 'Fire Salamander'), 'Fire Salamander').hp).toBe(40);
  });
  it("activated: the aspect's player is asked; used, the enemy takes 5; declined, nothing", () => {
    const s = endBeside('Grave Aspect', 'Farm Hand');
    expect(decision(s).kind).toBe('use-power');
    play(s, [(d) => d.options.find((o) => o.id !== 'no')?.id ?? 'no']);
    expect(byLabel(s, 'Farm Hand').hp).toBe(35);
    const n = endBeside('Grave Aspect', 'Farm Hand');
    play(n, ['no']);
    expect(byLabel(n, 'Farm Hand').hp).toBe(40);
  });
});
