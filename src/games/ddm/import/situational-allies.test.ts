// Four more situations of "+A Attack and +D Damage <situation>" (ddm-battle-rules-2011, "Bonuses and
// Penalties"; "Champion Powers": a champion is a creature with a champion rating), read from invented
// rows and played through the engine with forced dice: Opportunistic Feast ("+10 {m} Damage against
// Immobilized, Stunned, or Helpless targets": any one of the conditions), Orc Bolstered ("+10 Damage
// while adjacent to an Orc champion ally"), Natural Soul ("+2 {m} attack and +5 {m} Damage whil an
// allied Primal champion is within 5 squares of this creature", the file's misspelling) and Slow and
// Heavy Maul ("+2 attack vs. targets that have already taken a turn this round"). Each has its control
// (another condition; an Orc ally that is no champion; the champion 7 squares away; a target that has
// not yet taken its turn) and fails if the bonus is ignored or given outside its situation.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { addCond } from '../rules/common.js';
import type { DdmState } from '../state.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const special = (text: string) => ({ type: 'SPECIAL' as const, text });
const rows = [
  entry({ name: 'Feast Ghoul', powers: [bite, special('Opportunistic Feast: +10 {m} Damage against Immobilized, Stunned, or Helpless targets.')] }),
  entry({ name: 'Bolstered Orc', powers: [bite, special('Orc Bolstered: +10 Damage while adjacent to an Orc champion ally.')] }),
  entry({
    name: 'Night Bat',
    powers: [bite, special('Natural Soul: +2 {m} attack and +5 {m} Damage whil an allied Primal champion is within 5 squares of this creature.')],
  }),
  entry({ name: 'Slow Mauler', powers: [bite, special('Slow and Heavy Maul: +2 attack vs. targets that have already taken a turn this round.')] }),
  entry({ name: 'Orc Chief', keywords: ['Orc'], championRating: 2, powers: [bite] }),
  entry({ name: 'Orc Grunt', keywords: ['Orc'], powers: [bite] }),
  entry({ name: 'Grove Warden', keywords: ['Primal'], championRating: 2, powers: [bite] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'situational-allies.json');
afterAll(addTestCards(cards));

/** `me` at (2,2) attacks the dummy at (3,2) (d20 15); `friend` at `at` beside it on its side; `prepare` runs before the turn. */
function strike(me: string, opts: { friend?: string; at?: [number, number]; prepare?: (s: DdmState) => void } = {}) {
  const p1 = [me, ...(opts.friend ? [opts.friend] : [])];
  const pos: [number, number][] = [[2, 2], ...(opts.friend ? [opts.at ?? [1, 2]] : []), [3, 2]];
  const s = turnOf(p1, ['Straw Dummy'], pos, me, opts.prepare ? { prepare: opts.prepare } : {});
  const t = byLabel(s, 'Straw Dummy');
  const before = t.hp;
  const r = act(s, 'attack:0', [15]);
  return { bonus: r.events.find((e: GameEvent) => e.type === 'attack-roll')?.data['bonus'], lost: before - t.hp };
}
const withCond = (kind: 'Stunned' | 'Immobilized' | 'Slowed') => (s: DdmState) => addCond(s, byLabel(s, 'Straw Dummy'), testCondition(kind, 0));

describe('four more situational bonuses', () => {
  it('reads the printings as their situations', () => {
    expect(cards.slice(0, 4).map((c) => c.powers[0])).toMatchObject([
      { effect: { kind: 'situational-bonus', damage: 10, melee: true, when: 'target-condition', keyword: 'Immobilized', or: ['Stunned', 'Helpless'] } },
      { effect: { damage: 10, when: 'adjacent-champion-ally-keyword', keyword: 'Orc' } },
      { effect: { attack: 2, damage: 5, melee: true, when: 'near-champion-ally-keyword', keyword: 'Primal', within: 5 } },
      { effect: { attack: 2, when: 'target-acted' } },
    ]);
  });
  it('Opportunistic Feast: +10 against a Stunned or an Immobilized target, none against a Slowed one', () => {
    expect(strike('Feast Ghoul', { prepare: withCond('Stunned') }).lost).toBe(20);
    expect(strike('Feast Ghoul', { prepare: withCond('Immobilized') }).lost).toBe(20);
    expect(strike('Feast Ghoul', { prepare: withCond('Slowed') }).lost).toBe(10);
  });
  it('Orc Bolstered: +10 beside an Orc champion ally, none beside an Orc that is no champion', () => {
    expect(strike('Bolstered Orc', { friend: 'Orc Chief' }).lost).toBe(20);
    expect(strike('Bolstered Orc', { friend: 'Orc Grunt' }).lost).toBe(10);
    expect(strike('Bolstered Orc', { friend: 'Orc Chief', at: [2, 6] }).lost).toBe(10);
  });
  it('Natural Soul: +2 / +5 with the Primal champion ally 4 squares away, none 7 squares away', () => {
    expect(strike('Night Bat', { friend: 'Grove Warden', at: [2, 6] })).toEqual({ bonus: 12, lost: 15 });
    expect(strike('Night Bat', { friend: 'Grove Warden', at: [2, 9] })).toEqual({ bonus: 10, lost: 10 });
  });
  it('Slow and Heavy Maul: +2 against a target that has taken a turn this round, none against one that has not', () => {
    expect(strike('Slow Mauler', { prepare: (s) => void (byLabel(s, 'Straw Dummy').activations = 1) }).bonus).toBe(12);
    expect(strike('Slow Mauler').bonus).toBe(10);
  });
});
