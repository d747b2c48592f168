// Unavoidable Strike ("This creature's next {m} attack is a critical.", one use; Githzerai Monk) — its one
// wording, encoded for that creature (content/ddmwi-side-table.ts ONE_OFF_POWERS) as an activated power
// on a composed trigger (AttackDeclared: this creature's melee attack) × the effect
// declared-attack-critical: ddm-battle-rules-2011, "Making an Attack" 1, "Attack Roll" (Critical Hit:
// base damage doubled), "Activated Powers". Our reading of "next": its player uses it as it declares
// the melee attack it means. Through the engine against an ox of AC 40 (beyond any roll): used with the
// fist, it hits for 30 (15 doubled) with no die rolled; declined (control), the fist rolls and misses;
// the ranged shuriken does not offer it; once used it is not offered again.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, nextTurnOf, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Githzerai Monk',
    keywords: ['Githzerai'],
    powers: [
      { type: 'ATTACK', text: 'Ki Fist: +15 vs. AC; 15 Damage' },
      { type: 'ATTACK', text: 'Shuriken: (range 5) +10 vs. AC; 10 Damage' },
      { type: 'SPECIAL', text: "Unavoidable Strike: This creature's next {m} attack is a critical.", limit: 1 },
    ],
  }),
  entry({ name: 'Ox', hp: 100, ac: 40, powers: [{ type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'unavoidable-strike.json');
afterAll(addTestCards(cards));

const OPTION = 'power:Unavoidable Strike';

/** The monk (4,4) attacks the ox (5,4) with attack `k`, `d20s` forced; the power answered `use` when offered. Returns [offered, ox's HP]. */
function strike(
  k: number,
  use: boolean,
  d20s: number[],
  s: DdmState = turnOf(
    ['Githzerai Monk'],
    ['Ox'],
    [
      [4, 4],
      [5, 4],
    ],
    'Githzerai Monk',
  ),
): [boolean, number] {
  let offered = false;
  act(s, `attack:${k}`, d20s, (d) => {
    if (d.options.some((o) => o.id === OPTION)) {
      offered = true;
      return use ? OPTION : 'no';
    }
    return d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null;
  });
  return [offered, byLabel(s, 'Ox').hp];
}

describe("Unavoidable Strike: this creature's next melee attack is a critical hit", () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ kind: 'triggered', activated: true, uses: 1, effect: { kind: 'declared-attack-critical' } });
  });

  it('used with the fist: a critical hit for 30, no die rolled; declined: the fist misses', () => {
    expect(strike(0, true, [])).toEqual([true, 70]);
    expect(strike(0, false, [15])).toEqual([true, 100]);
  });

  it('not offered for the ranged shuriken, nor again once used', () => {
    expect(strike(1, true, [15])).toEqual([false, 100]);
    const s = turnOf(
      ['Githzerai Monk'],
      ['Ox'],
      [
        [4, 4],
        [5, 4],
      ],
      'Githzerai Monk',
    );
    strike(0, true, [], s);
    nextTurnOf(s, 'Githzerai Monk');
    expect(strike(0, true, [15], s)).toEqual([false, 70]);
  });
});
