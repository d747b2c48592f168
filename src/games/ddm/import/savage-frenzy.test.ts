// Savage Frenzy, both wordings ("Use when this creature hits with a {b} attack: This creature gains
// +20 HP", Quaggoth Slave; "Use when this creature hits with a {m} attack; this creature gains +20 HP.
// This can increase this creature's HP above its starting total, though it is considered Bloodied only
// at 10 HP or fewer", Orc Savage, Dark Talon Champion; our invented rows below use the same wordings) —
// import/savage-frenzy.ts: a composed trigger (Hit: this creature's basic / melee attack hits) × the
// new effect gain-hp-self (abilities/effects/gain-hp-self.ts; rules/hit-points.ts gainBonusHp) —
// ddm-battle-rules-2011, "Hit Points" (Bonus Hit Points: above the maximum, the Bloodied score
// unchanged, a creature damaged before still damaged), "Activated Powers". Through the engine with
// forced dice: the orc at full HP hits and goes to 40 of 20 HP (its Bloodied score still 10, not
// damaged), then 25 damage leaves it at 15, not bloodied; at 15 of 20 it goes to 35 and is still
// damaged; once used, not offered again (one use); controls: a miss offers nothing, a creature
// without the power gains nothing, and the {b} wording is not offered on a hit with a non-basic attack.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { takeDamage } from '../rules/hit-points.js';
import { isBloodied, isDamaged } from '../rules/common.js';
import { act, byLabel, ctxFor, nextTurnOf, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const MELEE =
  "Savage Frenzy 20: Use when this creature hits with a {m} attack; this creature gains +20 HP. This can increase this creature's HP above its starting total, though it is considered Bloodied only at 10 HP or fewer.";
const BASIC = 'Savage Frenzy: Use when this creature hits with a {b} attack: This creature gains +20 HP.';
const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 10 Damage' };
const maul = { type: 'ATTACK' as const, text: 'Maul: +10 vs. AC; 10 Damage' };
const rows = [
  entry({ name: 'Frenzied Orc', hp: 20, powers: [club, { type: 'SPECIAL', text: MELEE, limit: 1 }] }),
  entry({ name: 'Frenzied Slave', hp: 25, powers: [club, maul, { type: 'SPECIAL', text: BASIC, limit: 1 }] }),
  entry({ name: 'Calm Orc', hp: 20, powers: [club] }),
  entry({ name: 'Ox', hp: 100, powers: [club] }),
];
const cards = importedCards(rows, 'savage-frenzy.json');
afterAll(addTestCards(cards));

/** `me` at (4,4) attacks the ox at (5,4) with `option`, rolling `roll`; `lost`: its HP lost before; the power used when offered. */
function strike(me: string, roll: number, lost = 0, option = 'attack:0'): { s: DdmState; offered: number } {
  const s = turnOf(
    [me],
    ['Ox'],
    [
      [4, 4],
      [5, 4],
    ],
    me,
    {
      prepare: (st) => {
        byLabel(st, me).hp -= lost;
      },
    },
  );
  let offered = 0;
  act(s, option, [roll], (d) => {
    const o = d.options.find((x) => x.id.startsWith('power:Savage Frenzy'));
    if (d.kind === 'use-power' && o) {
      offered++;
      return o.id;
    }
    return null;
  });
  return { s, offered };
}

describe('Savage Frenzy: when this creature hits (a melee / basic attack), it gains +20 HP (bonus hit points)', () => {
  it('reads both wordings as Hit (its melee / basic attack hits) × gain-hp-self 20, one use', () => {
    const trigger = (kind: object) => ({
      event: 'Hit',
      conditions: [{ kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, kind, { kind: 'hit' }],
    });
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Savage Frenzy 20',
      trigger: trigger({ kind: 'attack-kind', kinds: ['melee'] }),
      activated: true,
      action: 'none',
      uses: 1,
      effect: { kind: 'gain-hp-self', amount: 20 },
    });
    expect(cards[1]?.powers[0]).toMatchObject({ trigger: trigger({ kind: 'basic-attack' }), effect: { kind: 'gain-hp-self', amount: 20 } });
  });

  it('at full HP it goes to 40 of 20, not damaged, bloodied still at 10: 25 damage leaves it at 15, not bloodied', () => {
    const { s, offered } = strike('Frenzied Orc', 15);
    const orc = byLabel(s, 'Frenzied Orc');
    expect(offered).toBe(1);
    expect(byLabel(s, 'Ox').hp).toBe(90);
    expect([orc.hp, orc.maxHp, orc.bloodied]).toEqual([40, 20, 10]);
    expect(isDamaged(orc)).toBe(false);
    takeDamage(ctxFor(s), orc, 25, byLabel(s, 'Ox').id, 'test');
    expect(orc.hp).toBe(15);
    expect(isBloodied(orc)).toBe(false);
    expect(isDamaged(orc)).toBe(true);
  });

  it('damaged before (15 of 20), it goes to 35 and is still considered damaged', () => {
    const orc = byLabel(strike('Frenzied Orc', 15, 5).s, 'Frenzied Orc');
    expect(orc.hp).toBe(35);
    expect(isDamaged(orc)).toBe(true);
  });

  it('one use: its hit on its next turn offers nothing', () => {
    const { s } = strike('Frenzied Orc', 15);
    nextTurnOf(s, 'Frenzied Orc');
    let offered = 0;
    act(s, 'attack:0', [15], (d) => {
      if (d.kind === 'use-power' && d.options.some((x) => x.id.startsWith('power:Savage Frenzy'))) offered++;
      return null;
    });
    expect(byLabel(s, 'Ox').hp).toBeLessThan(90);
    expect(offered).toBe(0);
    expect(byLabel(s, 'Frenzied Orc').hp).toBeLessThanOrEqual(40);
  });

  it('controls: a miss offers nothing; a creature without the power gains nothing; {b}: not on its non-basic attack', () => {
    const miss = strike('Frenzied Orc', 2);
    expect(miss.offered).toBe(0);
    expect(byLabel(miss.s, 'Frenzied Orc').hp).toBe(20);
    const calm = strike('Calm Orc', 15);
    expect([calm.offered, byLabel(calm.s, 'Calm Orc').hp]).toEqual([0, 20]);
    const basic = strike('Frenzied Slave', 15);
    expect([basic.offered, byLabel(basic.s, 'Frenzied Slave').hp]).toEqual([1, 45]);
    const other = strike('Frenzied Slave', 15, 0, 'attack:1');
    expect([other.offered, byLabel(other.s, 'Frenzied Slave').hp]).toEqual([0, 25]);
  });
});
