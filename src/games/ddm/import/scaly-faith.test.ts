// Scaly Faith ("Use when a Kobold ally starts its turn within 5 squares of this creature: That ally
// heals 5 HP"), read from an invented row and played through the engine (ddm-battle-rules-2011, "Start
// of Turn Phase", "Activated Powers", "Healing"). The wounded Kobold starting its turn 4 squares from
// the priest heals 5 when the power is used, none when declined (control); a Kobold 6 squares away
// and a wounded Human ally are not offered it. Fails if the power is ignored or its keyword or range is.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, play, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const fist = { type: 'ATTACK' as const, text: 'Fist: +10 vs. AC; 10 damage.' };
const FAITH = 'Scaly Faith: Use when a Kobold ally starts its turn within 5 squares of this creature: That ally heals 5 HP.';
const rows = [
  entry({ name: 'Priest', hp: 50, powers: [fist, { type: 'SPECIAL', text: FAITH }] }),
  entry({ name: 'Kobold', hp: 50, keywords: ['Kobold'], powers: [fist] }),
  entry({ name: 'Human', hp: 50, keywords: ['Human'], powers: [fist] }),
  entry({ name: 'Ox', hp: 100, powers: [fist] }),
];
const cards = importedCards(rows, 'scaly-faith.json');
afterAll(addTestCards(cards));

/** The ox ends its turn; `ally` (wounded to 30 HP, at `at`) starts its own, the priest at (2,2); the power used when offered if `use`. */
function start(ally: string, at: [number, number], use: boolean): { offered: boolean; hp: number } {
  const s = turnOf(['Priest', ally], ['Ox'], [[2, 2], at, [9, 9]], 'Ox', {
    prepare: (st) => {
      byLabel(st, ally).hp = 30;
    },
  });
  act(s, 'end');
  let d = decision(s);
  if (d.kind === 'choose-creature') play(s, [String(byLabel(s, ally).id)]);
  d = decision(s);
  const offered = d.kind === 'use-power' && d.options.some((o) => o.id.startsWith('power:Scaly Faith'));
  if (offered) play(s, [use ? 'power:Scaly Faith' : 'no']);
  expect(s.turn?.creature).toBe(byLabel(s, ally).id);
  return { offered, hp: byLabel(s, ally).hp };
}

describe('Scaly Faith: a Kobold ally starting its turn within N squares heals', () => {
  it('reads a composed StartOfTurn trigger (a Kobold ally within 5) × heal-each for that ally', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      trigger: {
        event: 'StartOfTurn',
        conditions: expect.arrayContaining([
          { kind: 'has-keyword', keyword: 'Kobold', of: 'actor' },
          { kind: 'within', squares: 5, of: 'actor' },
        ]),
      },
      target: { kind: 'that-creature' },
      effect: { kind: 'heal-each', amount: 5 },
    });
  });

  it('the Kobold 4 squares away heals 5 when used, none when declined (control)', () => {
    expect(start('Kobold', [6, 2], true)).toEqual({ offered: true, hp: 35 });
    expect(start('Kobold', [6, 2], false)).toEqual({ offered: true, hp: 30 });
  });

  it('not offered: a Kobold 6 squares away; a Human ally', () => {
    expect(start('Kobold', [8, 2], true)).toEqual({ offered: false, hp: 30 });
    expect(start('Human', [6, 2], true)).toEqual({ offered: false, hp: 30 });
  });
});
