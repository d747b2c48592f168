// Loyal Protector ("Use after an enemy makes an attack against a champion ally: Make a {b} attack
// against that enemy as an immediate action"), read from an invented row and played through the
// engine with forced dice (ddm-battle-rules-2011, "Activated Powers", "Immediate Actions"; "Champion
// Powers": a champion has a champion rating). The raider attacks the warden's champion ally: after
// the attack (hit or miss) the warden may make its basic attack against the raider; declined, or when
// the ally attacked is no champion, or for a card without the power, nothing. Fails if the champion
// condition or the effect is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const fist = { type: 'ATTACK' as const, text: 'Fist: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Clay Warden',
    powers: [
      fist,
      {
        type: 'SPECIAL',
        text: 'Loyal Protector: Use after an enemy makes an attack against a champion ally: Make a {b} attack against that enemy as an immediate action.',
      },
    ],
  }),
  entry({ name: 'Warlord', championRating: 2, hp: 100, powers: [fist] }),
  entry({ name: 'Squire', hp: 100, powers: [fist] }),
  entry({ name: 'Raider', hp: 100, powers: [fist] }),
];
const cards = importedCards(rows, 'loyal-protector.json');
afterAll(addTestCards(cards));

/** The raider (1,2) attacks `ally` (1,3) rolling `roll`; the warden (2,2) beside both; its power used when offered if `use`. */
function raid(ally: string, roll: number, use: boolean, warden = 'Clay Warden'): { offered: boolean; raiderHp: number } {
  const s = turnOf(
    [warden, ally],
    ['Raider'],
    [
      [2, 2],
      [1, 3],
      [1, 2],
    ],
    'Raider',
  );
  let offered = false;
  const rolls = use ? [roll, 15] : [roll];
  act(s, 'attack:0', rolls, (d) => {
    if (d.kind === 'choose-target') return d.options.find((o) => o.label.includes(ally))?.id ?? null;
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id.startsWith('power:Loyal Protector'))) return null;
    offered = true;
    return use ? 'power:Loyal Protector' : 'no';
  });
  return { offered, raiderHp: byLabel(s, 'Raider').hp };
}

describe('Loyal Protector: after an enemy attacks a champion ally, a basic attack against that enemy', () => {
  it('reads the printing as AfterAttack (an enemy against a champion ally) × a basic attack against it, an immediate action', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      activated: true,
      action: 'immediate',
      trigger: { event: 'AfterAttack', conditions: expect.arrayContaining([{ kind: 'champion', of: 'target' }]) },
      effect: { kind: 'basic-attack-vs-other', melee: false },
    });
  });

  it('the raider hits or misses the warlord: offered, and used the warden hits the raider for 10', () => {
    expect(raid('Warlord', 15, true)).toEqual({ offered: true, raiderHp: 90 });
    expect(raid('Warlord', 2, true)).toEqual({ offered: true, raiderHp: 90 });
  });

  it('controls: declined; the squire (no champion) attacked; a warden without the power — the raider untouched', () => {
    expect(raid('Warlord', 15, false)).toEqual({ offered: true, raiderHp: 100 });
    expect(raid('Squire', 15, false)).toEqual({ offered: false, raiderHp: 100 });
    expect(raid('Warlord', 15, false, 'Squire')).toEqual({ offered: false, raiderHp: 100 });
  });
});
