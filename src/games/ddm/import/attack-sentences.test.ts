// Attack sentences and roll forms read from invented rows and played through the engine with forced dice
// (ddm-battle-rules-2011, "MAKING AN ATTACK", "Attack Roll", forced movement, "Rechargeable Powers"):
// "Hit or miss, push target up to 1 square" (the push on a hit and on a miss alike); "AND this creature
// makes a <this attack's name> attack" (the attack again: "repeat this attack"); "RECHARGE when this
// creature starts its turn with no other creatures adjacent to it" (allies count); "+9 vs. AC, +14 vs. AC
// instead if target is bloodied" (the higher bonus against a bloodied target); "Cannot score a critical
// hit:" (a natural 20 hits for the base damage, not doubled). Each test fails if the wording is ignored
// (the rows would not import: importedCards throws) or its effect is dropped (the controls).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const poke = { type: 'ATTACK' as const, text: 'Poke: +1 vs. AC; 5 damage.' };
const rows = [
  entry({ name: 'Flail Ogre', powers: [poke, { type: 'ATTACK', text: 'Sweep: +16 vs. AC; 25 damage. Hit or miss, push target up to 1 square' }] }),
  entry({ name: 'Plain Ogre', powers: [poke, { type: 'ATTACK', text: 'Sweep: +16 vs. AC; 25 damage.' }] }),
  entry({
    name: 'Whacker',
    powers: [poke, { type: 'ATTACK', text: '40 Whacks: Use only while not bloodied: +15 vs. AC; 10 damage AND this creature makes a 40 Whacks attack.' }],
  }),
  entry({
    name: 'Ember Imp',
    powers: [
      poke,
      {
        type: 'ATTACK',
        text: 'Fire Frenzy: +9 vs. DEF (Ref); 15 fire Damage. RECHARGE when this creature starts its turn with no other creatures adjacent to it.',
        limit: 1,
      },
    ],
  }),
  entry({
    name: 'Killer',
    powers: [poke, { type: 'ATTACK', text: 'Killstroke: Cannot score a critical hit: +9 vs. AC, or +14 vs. AC instead if target is bloodied; 30 damage.' }],
  }),
  entry({
    name: 'Sellsword',
    powers: [poke, { type: 'ATTACK', text: 'Killing Blow: +9 vs. AC, +14 vs. AC instead if target is bloodied; 30 damage.', limit: 1 }],
  }),
  entry({ name: 'Plain Killer', powers: [poke, { type: 'ATTACK', text: 'Killstroke: +9 vs. AC; 30 damage.' }] }),
  entry({ name: 'Helper Wolf', powers: [poke] }),
  entry({ name: 'Target Ox', hp: 100, ac: 20, powers: [poke] }),
];
const cards = importedCards(rows, 'attack-sentences.json');
afterAll(addTestCards(cards));

/** `who` at (4,5) and the ox at (5,5) (hp set when given), `who`'s turn. */
const duel = (who: string, hp?: number) =>
  turnOf(
    [who],
    ['Target Ox'],
    [
      [4, 5],
      [5, 5],
    ],
    who,
    hp === undefined ? {} : { prepare: (s: DdmState) => void (byLabel(s, 'Target Ox').hp = hp) },
  );
const oxAt = (s: DdmState) => byLabel(s, 'Target Ox').pos;

describe('attack sentence: Hit or miss, push target up to N squares', () => {
  it('reads the push onto the hit and the miss', () => {
    expect(cards[0]?.attacks[1]?.effects).toEqual([{ kind: 'push', squares: 1 }]);
    expect(cards[0]?.attacks[1]?.miss).toEqual({ damage: [], effects: [{ kind: 'push', squares: 1 }] });
  });
  it('a natural 1 misses and still pushes the ox a square away; the plain sweep leaves it', () => {
    const s = duel('Flail Ogre');
    act(s, 'attack:1', [1], (d) =>
      d.kind === 'push' || d.kind === 'forced-move' ? (d.options.find((o) => o.id !== 'stay' && o.id.includes('6'))?.id ?? null) : null,
    );
    expect(byLabel(s, 'Target Ox').hp).toBe(100);
    expect(oxAt(s)).not.toEqual({ x: 5, y: 5 });
    const c = duel('Plain Ogre');
    act(c, 'attack:1', [1]);
    expect(oxAt(c)).toEqual({ x: 5, y: 5 });
  });
});

describe('attack hit clause: this creature makes a <this attack> attack', () => {
  it('reads it as "repeat this attack" (any target)', () => {
    expect(cards[2]?.attacks[1]?.effects).toEqual([{ kind: 'repeat', target: 'any' }]);
  });
  it('15 hits, 15 hits again, 2 misses: 20 damage, three rolls', () => {
    const s = duel('Whacker');
    const r = act(s, 'attack:1', [15, 15, 2]);
    expect(byLabel(s, 'Target Ox').hp).toBe(80);
    expect(r.events.filter((e) => e.type === 'attack-roll')).toHaveLength(3);
  });
});

describe('RECHARGE when this creature starts its turn with no other creatures adjacent to it', () => {
  /** The imp at (4,5), the ox at (8,5), the wolf (an ally) at `wolf`: spent, does Fire Frenzy come back at its next turn? */
  function recharged(wolf: [number, number]): boolean {
    const s = turnOf(['Ember Imp', 'Helper Wolf'], ['Target Ox'], [[4, 5], wolf, [8, 5]], 'Ember Imp');
    const key = `${byLabel(s, 'Ember Imp').id}:Fire Frenzy`;
    ctxFor(s).counters.spend(key);
    nextTurnOf(s, 'Ember Imp');
    return ctxFor(s).counters.spentCount(key) === 0;
  }
  it('reads the start-of-turn recharge, allies counted', () => {
    const a = cards[3]?.attacks[1];
    expect(a?.recharge).toEqual({ kind: 'start-of-turn', if: 'no-adjacent-creature' });
    if (a) expect(attackText(a)).toContain('no other creature is adjacent to it');
  });
  it('alone: recharged; with the allied wolf adjacent (no enemy near): not', () => {
    expect(recharged([1, 1])).toBe(true);
    expect(recharged([3, 5])).toBe(false);
  });
});

describe('attack roll: +N vs. D, +M vs. D instead if target is bloodied; cannot score a critical hit', () => {
  it('reads the bloodied bonus (+5 over +9) and the no-critical prefix', () => {
    expect(cards[4]?.attacks[1]).toMatchObject({ bonus: 9, bloodiedTargetBonus: 5, noCritical: true });
    expect(cards[5]?.attacks[1]).toMatchObject({ bonus: 9, bloodiedTargetBonus: 5, uses: 1 });
    expect(cards[5]?.attacks[1]?.noCritical).toBeUndefined();
  });
  it('a 7 hits the bloodied ox (7 + 14 = 21 against AC 20) for 30; it misses the unbloodied one (7 + 9 = 16)', () => {
    const s = duel('Sellsword', 50);
    act(s, 'attack:1', [7]);
    expect(byLabel(s, 'Target Ox').hp).toBe(20);
    const whole = duel('Sellsword');
    act(whole, 'attack:1', [7]);
    expect(byLabel(whole, 'Target Ox').hp).toBe(100);
  });
  it('a natural 20 hits for 30, not a critical 60; the control without the prefix deals 60', () => {
    const s = duel('Killer');
    const r = act(s, 'attack:1', [20]);
    expect(byLabel(s, 'Target Ox').hp).toBe(70);
    expect(r.events.find((e) => e.type === 'attack-roll')?.data['crit']).toBe(false);
    const c = duel('Plain Killer');
    act(c, 'attack:1', [20]);
    expect(byLabel(c, 'Target Ox').hp).toBe(40);
  });
});
