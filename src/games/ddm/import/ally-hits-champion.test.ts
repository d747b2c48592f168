// Champion powers "Use when a[ Bloodied] ally hits [a Bloodied / Blinded enemy] [with a {m} / {r} / opportunity
// attack]: +N Damage on that attack" and "Use when an ally hits with a {m} attack. That ally heals N HP"
// (ddm-battle-rules-2011, "Champion Powers", "Bonuses and Penalties"), read from invented rows and
// played through the engine with forced dice: the archer (an ally of the champion) hits the raider;
// the champion's power is offered on that hit only when the printed qualifiers hold, and used it adds
// its damage to that attack or heals the archer. Fails if a qualifier is ignored (offered on the
// wrong hit) or the effect is (no extra damage, no healing).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import type { DdmState } from '../state.js';
import { act, byLabel, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const champion = (name: string, text: string) =>
  entry({
    name,
    championRating: 2,
    hp: 60,
    powers: [
      { type: 'CHAMPION', text },
      { type: 'ATTACK', text: 'Staff: +5 vs. AC; 5 damage.' },
    ],
  });
const rows = [
  champion('Bloodhound Captain', 'Use when an ally hits a Bloodied enemy: +10 Damage on that attack.'),
  champion('Bow Marshal', 'Use when an ally hits with a {r} attack: +5 Damage on that attack.'),
  champion('Dark Rider', 'Use when an ally hits a Blinded enemy with a {m} attack: +20 Damage on that attack.'),
  champion('Field Chaplain', 'Use when an ally hits with a {m} attack. That ally heals 10 HP.'),
  champion('Watch Sergeant', 'Use when an ally hits with an opportunity attack: +10 Damage on that attack.'),
  champion('Grim Hunter', 'Use when a Bloodied ally hits with an attack: +10 Damage to that attack.'),
  entry({
    name: 'Archer',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Sword: +10 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Bow: (range 6) +10 vs. AC; 10 damage.' },
    ],
  }),
  entry({ name: 'Raider', hp: 100, powers: [{ type: 'ATTACK', text: 'Club: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'ally-hits-champion.json');
afterAll(addTestCards(cards));

interface Run {
  readonly offered: boolean;
  readonly raiderHp: number;
  readonly archerHp: number;
}

/**
 * The archer (2,2) hits the raider (3,2) with attack `k` (d20 15), the champion at (2,5); the
 * champion power used when offered if `use`. `prepare` sets the raider's or archer's state first.
 */
function hit(leader: string, k: number, use: boolean, prepare: (s: DdmState) => void = () => {}): Run {
  const s = turnOf(
    [leader, 'Archer'],
    ['Raider'],
    [
      [2, 5],
      [2, 2],
      [3, 2],
    ],
    'Archer',
    { prepare },
  );
  let offered = false;
  act(s, `attack:${k}`, [15], (d) => {
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id === 'champion:0')) return null;
    offered = true;
    return use ? 'champion:0' : 'no';
  });
  return { offered, raiderHp: byLabel(s, 'Raider').hp, archerHp: byLabel(s, 'Archer').hp };
}
const bloodied = (s: DdmState) => {
  byLabel(s, 'Raider').hp = 50;
};
const blinded = (s: DdmState) => {
  addCond(s, byLabel(s, 'Raider'), testCondition('Blinded', 1));
};

describe("champion powers on an ally's hit, with the printed qualifiers", () => {
  it("reads each printing as a composed Hit trigger (an ally's hit, the qualifiers) × its effect; a target-dependent bonus stays a gap", () => {
    expect(cards[0]?.championPowers[0]).toEqual({
      trigger: {
        event: 'Hit',
        conditions: [{ kind: 'hit' }, { kind: 'actor-is', who: 'ally' }, { kind: 'target-is', who: 'enemy' }, { kind: 'bloodied', of: 'target' }],
      },
      effect: { kind: 'damage-bonus', amount: 10 },
    });
    expect(cards[4]?.championPowers[0]?.trigger).toEqual({
      event: 'Hit',
      conditions: [{ kind: 'hit' }, { kind: 'actor-is', who: 'ally' }, { kind: 'opportunity-attack' }],
    });
    expect(cards[3]?.championPowers[0]).toMatchObject({ effect: { kind: 'heal-each', amount: 10 }, target: { kind: 'that-creature' } });
    const gap = parseDdmwi(
      JSON.stringify([
        champion('Giant Foe', 'Use when an ally hits with a {m} attack: +10 Damage on that attack. +20 Damage on that attack instead against a Giant target.'),
      ]),
      'gap.json',
    );
    if (!gap.ok) throw new Error(gap.error);
    expect(gap.value.creatures[0]?.enforced).toBe(false);
  });

  it('a Bloodied enemy: offered on the bloodied raider, +10 (20 taken); not offered on an unbloodied one; declined: 10', () => {
    expect(hit('Bloodhound Captain', 0, true, bloodied)).toMatchObject({ offered: true, raiderHp: 30 });
    expect(hit('Bloodhound Captain', 0, false, bloodied)).toMatchObject({ offered: true, raiderHp: 40 });
    expect(hit('Bloodhound Captain', 0, true)).toMatchObject({ offered: false, raiderHp: 90 });
  });

  it('a {r} attack: offered on the bow hit, +5; not on the sword hit', () => {
    expect(hit('Bow Marshal', 1, true)).toMatchObject({ offered: true, raiderHp: 85 });
    expect(hit('Bow Marshal', 0, true)).toMatchObject({ offered: false, raiderHp: 90 });
  });

  it('a Blinded enemy with a {m} attack: the sword hit on the blinded raider +20; not on a seeing raider, nor with the bow', () => {
    expect(hit('Dark Rider', 0, true, blinded)).toMatchObject({ offered: true, raiderHp: 70 });
    expect(hit('Dark Rider', 0, true)).toMatchObject({ offered: false, raiderHp: 90 });
    expect(hit('Dark Rider', 1, true, blinded)).toMatchObject({ offered: false, raiderHp: 90 });
  });

  it('"That ally heals 10 HP": the wounded archer heals 10 on its sword hit; not offered unwounded (nothing to heal) nor on a bow hit', () => {
    const wounded = (s: DdmState) => {
      byLabel(s, 'Archer').hp = 40;
    };
    expect(hit('Field Chaplain', 0, true, wounded)).toMatchObject({ offered: true, archerHp: 50, raiderHp: 90 });
    expect(hit('Field Chaplain', 0, true)).toMatchObject({ offered: false, archerHp: 60 });
    expect(hit('Field Chaplain', 1, true, wounded)).toMatchObject({ offered: false, archerHp: 40 });
  });

  it('a Bloodied ally: offered when the bloodied archer hits, +10 (20 taken); not when it is unbloodied', () => {
    const hurt = (s: DdmState) => {
      byLabel(s, 'Archer').hp = 30;
    };
    expect(cards[5]?.championPowers[0]?.trigger).toEqual({
      event: 'Hit',
      conditions: [{ kind: 'hit' }, { kind: 'actor-is', who: 'ally' }, { kind: 'bloodied', of: 'actor' }],
    });
    expect(hit('Grim Hunter', 0, true, hurt)).toMatchObject({ offered: true, raiderHp: 80 });
    expect(hit('Grim Hunter', 0, true)).toMatchObject({ offered: false, raiderHp: 90 });
  });

  it("an opportunity attack: the raider walks away from the archer, whose opportunity hit is +10 (20 taken); not on the archer's own attack", () => {
    const walk = (use: boolean): Run => {
      const s = turnOf(
        ['Watch Sergeant', 'Archer'],
        ['Raider'],
        [
          [2, 8],
          [5, 6],
          [5, 5],
        ],
        'Raider',
      );
      let offered = false;
      act(s, 'move', [15], (d) => {
        if (d.kind === 'choose-destination') return '5,2';
        if (d.kind === 'opportunity-attack') return 'attack:0';
        if (d.kind !== 'use-power' || !d.options.some((o) => o.id === 'champion:0')) return null;
        offered = true;
        return use ? 'champion:0' : 'no';
      });
      return { offered, raiderHp: byLabel(s, 'Raider').hp, archerHp: byLabel(s, 'Archer').hp };
    };
    expect(walk(true)).toMatchObject({ offered: true, raiderHp: 80 });
    expect(walk(false)).toMatchObject({ offered: true, raiderHp: 90 });
    expect(hit('Watch Sergeant', 0, true)).toMatchObject({ offered: false, raiderHp: 90 });
  });
});
