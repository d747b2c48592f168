// Skullcleaver ("Use when this creature declares a {b} attack: That attack is a critical hit. RECHARGE
// when this creature first becomes bloodied", one use), read from an invented row and played through
// the engine (ddm-battle-rules-2011, "Making an Attack" 1, "Attack Roll": Critical Hit, base damage
// doubled; "Activated Powers"). Used as the goblin declares its basic axe against the armoured ox (AC
// 40, beyond any roll), the axe hits for 20 (10 doubled) and no die is rolled; declined (the control),
// the axe rolls and misses. Its other attack (not basic) does not offer it, and once used it is not
// offered again. Fails if the power is ignored or offered for any attack.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, nextTurnOf, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const SKULL = 'Skullcleaver: Use when this creature declares a {b} attack: That attack is a critical hit. RECHARGE when this creature first becomes bloodied.';
const rows = [
  entry({
    name: 'Goblin',
    hp: 40,
    powers: [
      { type: 'ATTACK', text: 'Axe: +5 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Wild Chop: +5 vs. AC; 10 damage.' },
      { type: 'SPECIAL', text: SKULL, limit: 1 },
    ],
  }),
  entry({ name: 'Ox', hp: 100, ac: 40, powers: [{ type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'skullcleaver.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [4, 4],
  [5, 4],
];
const OPTION = 'power:Skullcleaver';

/** The goblin attacks the ox with attack `k`, `d20s` forced; Skullcleaver answered `use` when offered. Returns [offered, ox's HP]. */
function chop(k: number, use: boolean, d20s: number[], s: DdmState = turnOf(['Goblin'], ['Ox'], AT, 'Goblin')): [boolean, number] {
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

describe('Skullcleaver: the declared basic attack is a critical hit', () => {
  it('reads self-declares-basic-attack × declared-attack-critical, one use, recharge first-bloodied', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Skullcleaver',
      trigger: 'self-declares-basic-attack',
      activated: true,
      action: 'none',
      uses: 1,
      recharge: 'first-bloodied',
      effect: { kind: 'declared-attack-critical' },
    });
  });

  it('used on the basic axe: a critical hit against AC 40, 10 doubled, no die rolled', () => {
    expect(chop(0, true, [])).toEqual([true, 80]);
  });

  it('control, declined: the axe rolls a 15 and misses AC 40', () => {
    expect(chop(0, false, [15])).toEqual([true, 100]);
  });

  it('not offered for its other attack (not basic); once used, not offered again', () => {
    expect(chop(1, true, [15])).toEqual([false, 100]);
    const s = turnOf(['Goblin'], ['Ox'], AT, 'Goblin');
    expect(chop(0, true, [], s)).toEqual([true, 80]);
    nextTurnOf(s, 'Goblin');
    expect(chop(0, true, [15], s)).toEqual([false, 80]);
  });
});
