// Death Burst printed as an attack on destruction ("(burst 1) Immediate when destroyed; +N vs. D;
// <damage>; N TYPE on miss", and ", N TYPE Damage only on miss"), read from invented rows in the
// ddmwi format and played through the engine (ddm-battle-rules-2011, "Hit Points": destroyed at 0 HP;
// "Immediate Action"; "Close Attacks": a burst attacks every creature in it, allies too): when the
// creature's hit points fall to 0 its player may use the power while it is still in play — the burst
// is rolled against each creature around it — and only then is it removed. The attack is never in
// the turn's menu. Each test fails if the power is ignored (no damage to the killer or the ally).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { actAnsweringPowers, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Bone Husk',
    hp: 40,
    powers: [
      { type: 'ATTACK', text: 'Claw: +6 vs. AC; 5 damage.' },
      { type: 'SPECIAL', text: 'Death Burst: (burst 1) Immediate when destroyed; +6 vs. DEF(Ref); 15 necrotic Damage; 5 necrotic on miss.' },
    ],
  }),
  entry({
    name: 'Frost Husk',
    hp: 40,
    powers: [
      { type: 'ATTACK', text: 'Claw: +6 vs. AC; 5 damage.' },
      {
        type: 'SPECIAL',
        text: 'Death Burst: (burst 1) Immediate, when destroyed: +6 vs. DEF(Fort); 20 cold Damage AND Slowed, 10 cold Damage only on miss.',
        limit: 1,
      },
    ],
  }),
  entry({ name: 'Grave Rat', hp: 60, ref: 15, powers: [{ type: 'ATTACK', text: 'Nip: +1 vs. AC; 5 damage.' }] }),
  entry({ name: 'Spear Hunter', hp: 60, ref: 15, fort: 15, powers: [{ type: 'ATTACK', text: 'Spear: +10 vs. AC; 20 damage.' }] }),
];
const cards = importedCards(rows, 'death-burst.json');
afterAll(addTestCards(cards));

/** The hunter at (4,4) spears `husk` at (5,4), at 10 HP, with its ally the rat at (6,4); `use`: the burst is used when offered. */
function spear(husk: string, use: boolean, rolls: number[]): { s: DdmState; offered: number } {
  const s = turnOf(
    ['Spear Hunter'],
    [husk, 'Grave Rat'],
    [
      [4, 4],
      [5, 4],
      [6, 4],
    ],
    'Spear Hunter',
    { prepare: (x) => void (byLabel(x, husk).hp = 10) },
  );
  return { s, offered: actAnsweringPowers(s, 'attack:0', rolls, use) };
}

describe('Death Burst: (burst 1) Immediate when destroyed; an attack before it is removed', () => {
  it('reads the burst as an attack made only by the power, and the power: self-destroyed × that attack, an immediate action', () => {
    const husk = cards.find((c) => c.name === 'Bone Husk');
    expect(husk?.attacks[1]).toMatchObject({
      name: 'Death Burst',
      basic: false,
      requires: 'power',
      range: { kind: 'close', shape: 'burst', size: 1 },
      bonus: 6,
      vs: 'Ref',
      damage: [{ amount: 15, type: 'necrotic' }],
      miss: { damage: [{ amount: 5, type: 'necrotic' }] },
    });
    expect(husk?.powers).toEqual([
      {
        kind: 'triggered',
        name: 'Death Burst',
        trigger: 'self-destroyed',
        activated: true,
        action: 'immediate',
        effect: { kind: 'card-attack', attack: 'Death Burst' },
      },
    ]);
    const frost = cards.find((c) => c.name === 'Frost Husk');
    expect(frost?.attacks[1]).toMatchObject({ vs: 'Fort', damage: [{ amount: 20, type: 'cold' }], miss: { damage: [{ amount: 10, type: 'cold' }] } });
    expect(JSON.stringify(frost?.attacks[1]?.effects)).toContain('"Slowed"');
    expect(frost?.powers[0]).toMatchObject({ uses: 1 });
  });

  it('is not in the turn menu', () => {
    const s = turnOf(
      ['Bone Husk'],
      ['Spear Hunter'],
      [
        [5, 4],
        [4, 4],
      ],
      'Bone Husk',
    );
    expect(decision(s).options.map((o) => o.id)).toContain('attack:0');
    expect(decision(s).options.map((o) => o.id)).not.toContain('attack:1');
  });

  it('used: the dying husk bursts — the hunter hit (15), its own ally the rat missed (5 on a miss) — then is removed', () => {
    // The spear (15: hits), then the burst's rolls: 10 (16 vs Ref 15: hit) and 1 (miss), in target order.
    const { s, offered } = spear('Bone Husk', true, [15, 10, 1]);
    expect(offered).toBe(1);
    const hurt = [byLabel(s, 'Spear Hunter').hp, byLabel(s, 'Grave Rat').hp].sort((a, b) => a - b);
    expect(hurt).toEqual([45, 55]);
    expect(byLabel(s, 'Bone Husk').destroyed).toBe(true);
    expect(byLabel(s, 'Bone Husk').pos).toBeNull();
  });

  it('declined: nobody is attacked, the husk is destroyed at once', () => {
    const { s, offered } = spear('Bone Husk', false, [15]);
    expect(offered).toBe(1);
    expect(byLabel(s, 'Spear Hunter').hp).toBe(60);
    expect(byLabel(s, 'Grave Rat').hp).toBe(60);
    expect(byLabel(s, 'Bone Husk').destroyed).toBe(true);
  });
});
