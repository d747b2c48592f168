// "AND this creature has +2 AC until end of its next turn" (Iron Bulwark; "-4 AC" on Spiderbound
// Shield): the attack effect defense-attacker — after the hit the attacker's own defenses named change
// by N for the duration (ddm-battle-rules-2011, "Bonuses and Penalties"; "Applying Damage", Additional
// Effects). Played through the engine with forced dice: the soldier's hit leaves its AC 2 higher and its
// other defenses and the target's as printed; a miss (a natural 1) changes nothing; the "-4 AC"
// printing lowers it; the control attack without the clause changes nothing. Fails if the clause
// stays a gap, is applied to the target, or is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import type { Defense } from '../cards/schema-basics.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, ctxFor, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { hitOrGap } from './attack-effects.js';
import { entry, importedCards } from './fixtures.test-data.js';

const poke = { type: 'ATTACK' as const, text: 'Poke: +1 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Iron Soldier',
    ac: 15,
    fort: 14,
    ref: 13,
    will: 12,
    powers: [
      { type: 'ATTACK', text: 'Bulwark: +8 vs. AC; 5 Damage AND this creature has +2 AC until end of its next turn.' },
      { type: 'ATTACK', text: 'Reckless Shield: +8 vs. AC; 5 damage AND this creature has -4 AC until end of its next turn.' },
      { type: 'ATTACK', text: 'Plain Sword: +8 vs. AC; 5 damage.' },
    ],
  }),
  entry({ name: 'Target Ox', hp: 60, ac: 15, fort: 14, ref: 13, will: 12, powers: [poke] }),
];
const cards = importedCards(rows, 'defense-attacker.json');
afterAll(addTestCards(cards));

const printed: Record<Defense, number> = { AC: 15, Fort: 14, Ref: 13, Will: 12 };

/** The soldier at (4,5) attacks the ox at (5,5) with attack `k` and a forced d20; then both creatures' four defenses. */
function defensesAfter(k: number, d20: number): { soldier: number[]; ox: number[] } {
  const s: DdmState = turnOf(
    ['Iron Soldier'],
    ['Target Ox'],
    [
      [4, 5],
      [5, 5],
    ],
    'Iron Soldier',
  );
  act(s, `attack:${k}`, [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Target Ox').id) : null));
  expect(byLabel(s, 'Target Ox').hp).toBe(d20 === 1 ? 60 : 55);
  const of = (label: string) =>
    (['AC', 'Fort', 'Ref', 'Will'] as const).map((d) => ctxFor(s).query('defense', printed[d], { creature: byLabel(s, label).id, defense: d }));
  return { soldier: of('Iron Soldier'), ox: of('Target Ox') };
}

describe('attack hit clause: this creature has N AC until …', () => {
  it('reads the clause as defense-attacker; "against target\'s attacks" stays a gap', () => {
    expect(cards[0]?.attacks[0]?.effects).toEqual([{ kind: 'defense-attacker', amount: 2, duration: 'end-of-next-turn', defenses: ['AC'] }]);
    expect(cards[0]?.attacks[1]?.effects).toEqual([{ kind: 'defense-attacker', amount: -4, duration: 'end-of-next-turn', defenses: ['AC'] }]);
    const a = cards[0]?.attacks[0];
    if (a) expect(attackText(a)).toContain('this creature has +2 AC');
    expect('family' in hitOrGap("10 damage AND this creature has +2 AC against target's attacks until end of its next turn", 'hit')).toBe(true);
    const both = hitOrGap('10 damage AND this creature has +2 AC and +2 DEF until start of its next turn', 'hit');
    expect('effects' in both && both.effects).toEqual([{ kind: 'defense-attacker', amount: 2, duration: 'start-of-next-turn' }]);
  });

  it("a hit raises the soldier's AC by 2, nothing else; a miss (a natural 1) changes nothing", () => {
    expect(defensesAfter(0, 15)).toEqual({ soldier: [17, 14, 13, 12], ox: [15, 14, 13, 12] });
    expect(defensesAfter(0, 1)).toEqual({ soldier: [15, 14, 13, 12], ox: [15, 14, 13, 12] });
  });

  it('the "-4 AC" printing lowers it; the control attack without the clause changes nothing', () => {
    expect(defensesAfter(1, 15).soldier).toEqual([11, 14, 13, 12]);
    expect(defensesAfter(2, 15).soldier).toEqual([15, 14, 13, 12]);
  });
});
