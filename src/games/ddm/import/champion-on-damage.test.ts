// Champion bonuses on a creature's own damage or destruction (ddm-battle-rules-2011, "Champion
// Powers", "Damage and Healing", "Hit Points"; "Bonuses and Penalties"): "Use when this creature
// damages an enemy with an attack: Each ally has +2 Attack and +5 Damage until end of round" (trigger
// self-damages-enemy) and "Use when this creature is destroyed: Each Dragon ally has +10 Damage until
// end of battle" (self-destroyed), read from invented rows and played through the engine with forced
// dice. Fails if the trigger is ignored (never offered, or offered on a miss) or the bonus is (the
// ally's roll that needs +2 misses, no +10 damage).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sword = { type: 'ATTACK' as const, text: 'Sword: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Blade Captain',
    championRating: 2,
    hp: 60,
    powers: [
      { type: 'CHAMPION', text: 'Use when this creature damages an enemy with an attack: Each ally has +2 Attack and +5 Damage until end of round.' },
      sword,
    ],
  }),
  entry({
    name: 'Totem Keeper',
    championRating: 2,
    hp: 10,
    powers: [{ type: 'CHAMPION', text: 'Use when this creature is destroyed: Each Dragon ally has +10 Damage until end of battle.' }, sword],
  }),
  entry({ name: 'Squire', hp: 60, keywords: ['Human'], powers: [sword] }),
  entry({ name: 'Drake', hp: 60, keywords: ['Dragon'], powers: [sword] }),
  entry({ name: 'Raider', hp: 100, ac: 18, powers: [sword] }),
];
const cards = importedCards(rows, 'champion-on-damage.json');
afterAll(addTestCards(cards));

/** The captain (2,2) attacks the raider (3,2) rolling `roll`; the squire at (3,3), also beside the raider. `use`: the champion power used when offered. */
function captainAttacks(roll: number, use: boolean): { s: DdmState; offered: boolean } {
  const s = turnOf(
    ['Blade Captain', 'Squire'],
    ['Raider'],
    [
      [2, 2],
      [3, 3],
      [3, 2],
    ],
    'Blade Captain',
  );
  let offered = false;
  act(s, 'attack:0', [roll], (d) => {
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id === 'champion:0')) return null;
    offered = true;
    return use ? 'champion:0' : 'no';
  });
  return { s, offered };
}

describe('"Use when this creature damages an enemy with an attack: Each ally has +2 Attack and +5 Damage until end of round"', () => {
  it('reads as trigger self-damages-enemy × stat-bonus for the allies until end of round', () => {
    expect(cards[0]?.championPowers[0]).toEqual({
      trigger: 'self-damages-enemy',
      effect: {
        kind: 'stat-bonus',
        bonuses: [
          { stat: 'attack', amount: 2, melee: false },
          { stat: 'damage', amount: 5, melee: false },
        ],
      },
      duration: 'end-of-round',
      target: { kind: 'warband', keywords: [], self: 'no' },
    });
  });

  it('offered when the captain damages the raider; used, the squire hits with a roll that needs +2 and deals 15', () => {
    const { s, offered } = captainAttacks(15, true);
    expect(offered).toBe(true);
    expect(byLabel(s, 'Raider').hp).toBe(90);
    nextTurnOf(s, 'Squire');
    // 6 + 10 + 2 = 18 against AC 18: a hit only with the bonus.
    act(s, 'attack:0', [6]);
    expect(byLabel(s, 'Raider').hp).toBe(90 - 15);
  });

  it('declined, the same roll misses; a miss by the captain offers nothing', () => {
    const { s, offered } = captainAttacks(15, false);
    expect(offered).toBe(true);
    nextTurnOf(s, 'Squire');
    act(s, 'attack:0', [6]);
    expect(byLabel(s, 'Raider').hp).toBe(90);
    expect(captainAttacks(2, true).offered).toBe(false);
  });
});

describe('"Use when this creature is destroyed: Each Dragon ally has +10 Damage until end of battle"', () => {
  /** The raider (3,2) destroys the keeper (2,2) rolling 15; the drake (3,3) and squire (4,3) beside the raider. */
  function keeperFalls(use: boolean): { s: DdmState; offered: boolean } {
    const s = turnOf(
      ['Totem Keeper', 'Drake', 'Squire'],
      ['Raider'],
      [
        [2, 2],
        [3, 3],
        [4, 3],
        [3, 2],
      ],
      'Raider',
    );
    let offered = false;
    act(s, 'attack:0', [15], (d) => {
      if (d.kind === 'choose-target') return d.options.find((o) => o.label.includes('Totem Keeper'))?.id ?? null;
      if (d.kind !== 'use-power' || !d.options.some((o) => o.id === 'champion:0')) return null;
      offered = true;
      return use ? 'champion:0' : 'no';
    });
    return { s, offered };
  }

  it('offered as the keeper is destroyed; used, the Dragon ally deals 20, the Human ally 10', () => {
    const { s, offered } = keeperFalls(true);
    expect(offered).toBe(true);
    expect(byLabel(s, 'Totem Keeper').pos).toBeNull();
    nextTurnOf(s, 'Drake');
    act(s, 'attack:0', [15]);
    expect(byLabel(s, 'Raider').hp).toBe(100 - 20);
    nextTurnOf(s, 'Squire');
    act(s, 'attack:0', [15]);
    expect(byLabel(s, 'Raider').hp).toBe(100 - 30);
  });

  it('declined, the Dragon ally deals 10', () => {
    const { s, offered } = keeperFalls(false);
    expect(offered).toBe(true);
    nextTurnOf(s, 'Drake');
    act(s, 'attack:0', [15]);
    expect(byLabel(s, 'Raider').hp).toBe(90);
  });
});
