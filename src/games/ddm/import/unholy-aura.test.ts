// Unholy Cold Aura ("Use when a Slowed or Immobilized enemy starts its turn adjacent to this creature:
// That enemy takes 10 cold damage"), read from an invented row and played through the engine
// (ddm-battle-rules-2011, "Start of Turn Phase", "Activated Powers", "Conditions"). The devil ends its
// turn beside the farm hand: Slowed or Immobilized, the hand takes 10 cold as its turn starts when the
// power is used, none when declined (control); without either condition, or 2 squares away, it is not
// offered. Fails if the power is ignored or its conditions (has-condition with `or`) are.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, play, turnOf } from '../testkit.js';
import type { ConditionName } from '../cards/schema.js';
import { addCond } from '../rules/common.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +5 vs. AC; 5 damage.' };
const AURA = 'Unholy Cold Aura: Use when a Slowed or Immobilized enemy starts its turn adjacent to this creature: That enemy takes 10 cold damage.';
const rows = [entry({ name: 'Ice Devil', hp: 100, powers: [bite, { type: 'SPECIAL', text: AURA }] }), entry({ name: 'Farm Hand', hp: 40, powers: [bite] })];
const cards = importedCards(rows, 'unholy-aura.json');
afterAll(addTestCards(cards));

/** The devil (2,2) ends its turn; the farm hand (at `at`, with `cond` until the end of its next turn) starts its own; used when offered if `use`. */
function start(cond: ConditionName | null, at: [number, number], use: boolean): { offered: boolean; hp: number } {
  const s = turnOf(['Ice Devil'], ['Farm Hand'], [[2, 2], at], 'Ice Devil', {
    prepare: (st) => {
      if (cond)
        addCond(st, byLabel(st, 'Farm Hand'), {
          kind: cond,
          name: 'test',
          amount: 0,
          dtype: 'untyped',
          defense: 'all',
          duration: 'save-ends',
          source: byLabel(st, 'Ice Devil').id,
          sourcePlayer: byLabel(st, 'Ice Devil').owner,
        });
    },
  });
  act(s, 'end');
  const d = decision(s);
  const offered = d.kind === 'use-power' && d.options.some((o) => o.id.startsWith('power:Unholy Cold Aura'));
  if (offered) play(s, [use ? 'power:Unholy Cold Aura' : 'no']);
  return { offered, hp: byLabel(s, 'Farm Hand').hp };
}

describe('Unholy Cold Aura: a Slowed or Immobilized enemy starting its turn adjacent takes N damage', () => {
  it('reads a composed StartOfTurn trigger with has-condition Slowed or Immobilized × damage-other', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      trigger: { event: 'StartOfTurn', conditions: expect.arrayContaining([{ kind: 'has-condition', condition: 'Slowed', or: ['Immobilized'], of: 'actor' }]) },
      effect: { kind: 'damage-other', amount: 10, type: 'cold' },
    });
  });

  it('Slowed or Immobilized beside it: 10 cold when used, none when declined (control)', () => {
    expect(start('Slowed', [3, 2], true)).toEqual({ offered: true, hp: 30 });
    expect(start('Immobilized', [3, 2], true)).toEqual({ offered: true, hp: 30 });
    expect(start('Slowed', [3, 2], false)).toEqual({ offered: true, hp: 40 });
  });

  it('not offered: neither condition; Dazed; 2 squares away', () => {
    expect(start(null, [3, 2], true)).toEqual({ offered: false, hp: 40 });
    expect(start('Dazed', [3, 2], true)).toEqual({ offered: false, hp: 40 });
    expect(start('Slowed', [4, 2], true)).toEqual({ offered: false, hp: 40 });
  });
});
