// Stoneskin ("Minor action: This creature has Resist 10 All until end of its next turn", one use),
// read from invented rows and played through the engine (ddm-battle-rules-2011, "USE A POWER";
// "Resist"; "Conditions", Duration: until end of its next turn): used on its turn, the enemy's hit of
// 15 on the following turn deals 5; the resist lasts through the creature's next turn and is gone
// after it. The control, the same creature not using it, takes 15. Fails if the power is ignored (15
// taken) or ends with the turn it was used in.
import { afterAll, describe, expect, it } from 'vitest';
import { powerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { defencesOf } from '../rules/common.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claws = { type: 'ATTACK' as const, text: 'Claws: +5 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Stone Brute',
    hp: 80,
    powers: [claws, { type: 'SPECIAL', text: 'Stoneskin: Minor action: This creature has Resist 10 All until end of its next turn.', limit: 1 }],
  }),
  entry({ name: 'Hammer', powers: [{ type: 'ATTACK', text: 'Maul: +10 vs. AC; 15 damage.' }] }),
];
const cards = importedCards(rows, 'resist-self.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState): string[] => decision(s).options.map((o) => o.id);
const resistAll = (s: DdmState): number =>
  Math.max(
    0,
    ...defencesOf(s, byLabel(s, 'Stone Brute'))
      .resist.filter((r) => r.type === 'all')
      .map((r) => r.amount),
  );

/** The brute's turn beside the hammer; `use`: it uses Stoneskin, then ends its turn. */
function brute(use: boolean): DdmState {
  const s = turnOf(
    ['Stone Brute'],
    ['Hammer'],
    [
      [2, 2],
      [2, 3],
    ],
    'Stone Brute',
  );
  if (use) act(s, 'power:Stoneskin');
  act(s, 'end');
  return s;
}
/** The hammer's turn that follows (it starts when the brute's ends): it hits the brute (d20 15); the brute's HP after. */
function hammerHits(s: DdmState): number {
  if (s.turn?.creature !== byLabel(s, 'Hammer').id) nextTurnOf(s, 'Hammer');
  expect(s.round).toBe(1);
  act(s, 'attack:0', [15]);
  return byLabel(s, 'Stone Brute').hp;
}

describe('Stoneskin: minor action, Resist 10 All until end of its next turn', () => {
  it('reads the printing as a limited minor-action power with its duration', () => {
    const p = cards[0]?.powers[0];
    expect(p).toEqual({
      kind: 'action',
      name: 'Stoneskin',
      action: 'minor',
      uses: 1,
      effect: { kind: 'resist-self', amount: 10 },
      duration: 'end-of-next-turn',
    });
    expect(powerText(p as NonNullable<typeof p>)).toMatch(/Resist 10 All until end of (its )?next turn/);
  });
  it("used: the hammer's 15 deals 5; not used (control): 15", () => {
    expect(hammerHits(brute(true))).toBe(75);
    expect(hammerHits(brute(false))).toBe(65);
  });
  it('offered once; lasts through its next turn and ends with it', () => {
    const s = turnOf(
      ['Stone Brute'],
      ['Hammer'],
      [
        [2, 2],
        [2, 3],
      ],
      'Stone Brute',
    );
    expect(ids(s)).toContain('power:Stoneskin');
    act(s, 'power:Stoneskin');
    expect(ids(s)).not.toContain('power:Stoneskin');
    act(s, 'end');
    expect(resistAll(s)).toBe(10);
    nextTurnOf(s, 'Stone Brute');
    expect(resistAll(s)).toBe(10);
    expect(ids(s)).not.toContain('power:Stoneskin');
    act(s, 'end');
    expect(resistAll(s)).toBe(0);
  });
});
