// Five more printed situations of "+A Attack and +D Damage <situation>" (ddm-battle-rules-2011, "Bonuses
// and Penalties"; "Champion Powers": a champion is a creature with a champion rating; "Building a
// Warband"), read from invented rows and played through the engine with forced dice: Champion Bolstered
// ("+ 2 Attack while an allied champion is within 5 squares": any champion ally, no keyword), Death Rage
// ("Whenever this creature makes an attack while it is bloodied: +2 Attack and +5 Damage on that
// attack"), Evil Undead Foe ("+2 Attack against Evil Undead targets": alignment and keyword both),
// Bluster ("+2 {m} Attack and +5 {m} Damage until an ally is destroyed") and Dirty Pool ("+5 {m} Damage
// while in a warband with an Aquatic champion": the champion counts destroyed or not, our reading of
// "in a warband with"). Each has its control — the situation not holding — and fails if the bonus is
// ignored or given outside it.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const special = (text: string) => ({ type: 'SPECIAL' as const, text });
const rows = [
  entry({ name: 'Bolstered Imp', powers: [bite, special('Champion Bolstered: + 2 Attack while an allied champion is within 5 squares.')] }),
  entry({
    name: 'Raging Fishman',
    powers: [bite, special('Death Rage: Whenever this creature makes an attack while it is bloodied: +2 Attack and +5 Damage on that attack.')],
  }),
  entry({ name: 'Grave Sentry', powers: [bite, special('Evil Undead Foe: +2 Attack against Evil Undead targets.')] }),
  entry({ name: 'Loud Guard', powers: [bite, special('Bluster: +2 {m} Attack and +5 {m} Damage until an ally is destroyed.')] }),
  entry({ name: 'Pool Thug', powers: [bite, special('Dirty Pool: +5 {m} Damage while in a warband with an Aquatic champion.')] }),
  entry({ name: 'Any Chief', keywords: ['Human'], championRating: 1, powers: [bite] }),
  entry({ name: 'Tide Chief', keywords: ['Aquatic'], championRating: 2, powers: [bite] }),
  entry({ name: 'Tide Grunt', keywords: ['Aquatic'], powers: [bite] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [bite] }),
  entry({ name: 'Evil Bones', hp: 80, alignment: 'EVIL', keywords: ['Undead'], powers: [bite] }),
  entry({ name: 'Good Bones', hp: 80, alignment: 'GOOD', keywords: ['Undead'], powers: [bite] }),
  entry({ name: 'Evil Brute', hp: 80, alignment: 'EVIL', keywords: ['Orc'], powers: [bite] }),
];
const cards = importedCards(rows, 'situational-warband.json');
afterAll(addTestCards(cards));

/** `me` at (2,2) attacks `target` at (3,2) (d20 15); `friend` at `at` on its side; `prepare` runs before the turn. */
function strike(me: string, opts: { target?: string; friend?: string; at?: [number, number]; prepare?: (s: DdmState) => void } = {}) {
  const target = opts.target ?? 'Straw Dummy';
  const p1 = [me, ...(opts.friend ? [opts.friend] : [])];
  const pos: [number, number][] = [[2, 2], ...(opts.friend ? [opts.at ?? [1, 2]] : []), [3, 2]];
  const s = turnOf(p1, [target], pos, me, opts.prepare ? { prepare: opts.prepare } : {});
  const t = byLabel(s, target);
  const before = t.hp;
  const r = act(s, 'attack:0', [15]);
  return { bonus: r.events.find((e: GameEvent) => e.type === 'attack-roll')?.data['bonus'], lost: before - t.hp };
}
/** `label` destroyed before the turn: off the map, still in its warband. */
const destroy = (label: string) => (s: DdmState) => {
  const c = byLabel(s, label);
  c.destroyed = true;
  c.hp = 0;
  c.pos = null;
};

describe('situations of the warband: champion allies, destroyed allies, alignment and keyword', () => {
  it('reads the printings as their situations', () => {
    expect(cards.slice(0, 5).map((c) => c.powers[0])).toMatchObject([
      { effect: { kind: 'situational-bonus', attack: 2, damage: 0, when: 'near-champion-ally-keyword', within: 5 } },
      { effect: { attack: 2, damage: 5, melee: false, when: 'self-bloodied' } },
      { effect: { attack: 2, when: 'target-keyword', keyword: 'Undead', alignment: 'Evil' } },
      { effect: { attack: 2, damage: 5, melee: true, when: 'no-ally-destroyed' } },
      { effect: { damage: 5, melee: true, when: 'warband-champion-keyword', keyword: 'Aquatic' } },
    ]);
    expect(cards[0]?.powers[0]).not.toHaveProperty('effect.keyword');
  });
  it('Champion Bolstered: +2 with a champion ally 4 squares away, none 7 squares away or with no champion', () => {
    expect(strike('Bolstered Imp', { friend: 'Any Chief', at: [2, 6] }).bonus).toBe(12);
    expect(strike('Bolstered Imp', { friend: 'Any Chief', at: [2, 9] }).bonus).toBe(10);
    expect(strike('Bolstered Imp', { friend: 'Tide Grunt', at: [2, 6] }).bonus).toBe(10);
  });
  it('Death Rage: +2 / +5 while bloodied, none while not', () => {
    expect(strike('Raging Fishman', { prepare: (s) => void (byLabel(s, 'Raging Fishman').hp = 15) })).toEqual({ bonus: 12, lost: 15 });
    expect(strike('Raging Fishman')).toEqual({ bonus: 10, lost: 10 });
  });
  it('Evil Undead Foe: +2 against an Evil Undead target, none against a Good Undead or an Evil Orc', () => {
    expect(strike('Grave Sentry', { target: 'Evil Bones' }).bonus).toBe(12);
    expect(strike('Grave Sentry', { target: 'Good Bones' }).bonus).toBe(10);
    expect(strike('Grave Sentry', { target: 'Evil Brute' }).bonus).toBe(10);
  });
  it('Bluster: +2 / +5 while no ally has been destroyed, none once one has', () => {
    expect(strike('Loud Guard', { friend: 'Tide Grunt', at: [2, 6] })).toEqual({ bonus: 12, lost: 15 });
    expect(strike('Loud Guard', { friend: 'Tide Grunt', at: [2, 6], prepare: destroy('Tide Grunt') })).toEqual({ bonus: 10, lost: 10 });
  });
  it('Dirty Pool: +5 with an Aquatic champion in the warband (also once destroyed), none with an Aquatic that is no champion', () => {
    expect(strike('Pool Thug', { friend: 'Tide Chief', at: [2, 9] }).lost).toBe(15);
    expect(strike('Pool Thug', { friend: 'Tide Chief', at: [2, 9], prepare: destroy('Tide Chief') }).lost).toBe(15);
    expect(strike('Pool Thug', { friend: 'Tide Grunt', at: [2, 9] }).lost).toBe(10);
    expect(strike('Pool Thug').lost).toBe(10);
  });
});
