// Prey on the Weak-Minded ("Use when a Confused enemy activates within Reach. Make a {m} attack against
// that enemy"), read from invented rows and played through the engine (ddm-battle-rules-2011, "Start of
// Turn Phase" 3: the other player declares new powers at the start of a creature's turn; "Melee
// Attacks", Range: Reach N). The fixtures use Dazed, a condition with no die of its own, so the forced
// roll is the attack's: when a Dazed enemy's turn starts within the hulk's reach (2 squares, Reach 2)
// the hulk may attack it (10 damage); an enemy without the condition, or out of reach, is not offered.
// Each test fails if the power is ignored, or its condition or its reach is not read.
import { afterAll, describe, expect, it } from 'vitest';
import { powerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import type { DdmState } from '../state.js';
import { byLabel, play, playOn, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claws = { type: 'ATTACK' as const, text: 'Claws: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Mind Hulk',
    powers: [
      claws,
      { type: 'SPECIAL', text: 'Prey on the Weak-Minded: Use when a Dazed enemy activates within Reach. Make a {m} attack against that enemy.' },
      { type: 'ABILITY', text: 'Reach 2' },
    ],
  }),
  entry({
    name: 'Gloom Hulk',
    powers: [
      claws,
      {
        type: 'SPECIAL',
        text: 'Prey on the Weak-Minded: Use when a Confused enemy starts its turn within Reach of this creature: This creature makes a {b} attack against that enemy as a free action.',
      },
    ],
  }),
  entry({
    name: 'Spit Hulk',
    powers: [
      // Its basic attack (the first one printed) is ranged.
      { type: 'ATTACK', text: 'Spit: (range 6) +10 vs. AC; 10 damage.' },
      claws,
      { type: 'SPECIAL', text: 'Prey on the Weak-Minded: Use when a Dazed enemy activates within reach: Make a {b} attack vs. that enemy.' },
    ],
  }),
  entry({ name: 'Reed Brute', hp: 60, powers: [claws] }),
];
const cards = importedCards(rows, 'prey.json');
afterAll(addTestCards(cards));

const PREY = 'power:Prey on the Weak-Minded';

/** `hulk`'s turn ends with the brute `squares` below it, dazed or not; played on to the brute's turn menu or the question about the power. */
function brutesTurn(squares: number, dazed: boolean, hulk = 'Mind Hulk'): { s: DdmState; offered: boolean } {
  const s = turnOf(
    [hulk],
    ['Reed Brute'],
    [
      [2, 2],
      [2, 2 + squares],
    ],
    hulk,
    { prepare: (x) => void (dazed && addCond(x, byLabel(x, 'Reed Brute'), testCondition('Dazed'))) },
  );
  const brute = byLabel(s, 'Reed Brute');
  let offered = false;
  playOn(s, (d) => {
    offered = d.kind === 'use-power' && d.options.some((o) => o.id === PREY);
    return offered || (d.kind === 'choose-action' && s.turn?.creature === brute.id);
  });
  return { s, offered };
}

describe('Prey on the Weak-Minded: an attack on an enemy with the condition whose turn starts within reach', () => {
  it('reads the printings: StartOfTurn × enemy with the condition within reach × a basic attack against it', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Prey on the Weak-Minded',
      trigger: {
        event: 'StartOfTurn',
        conditions: [
          { kind: 'actor-is', who: 'enemy' },
          { kind: 'on-map', of: 'actor' },
          { kind: 'has-condition', condition: 'Dazed', of: 'actor' },
          { kind: 'in-reach', of: 'actor' },
        ],
      },
      activated: true,
      action: 'none',
      effect: { kind: 'basic-attack-vs-other', melee: true },
    });
    expect(cards[1]?.powers[0]).toMatchObject({ action: 'free', effect: { kind: 'basic-attack-vs-other', melee: false } });
    const p = cards[0]?.powers[0];
    if (!p) throw new Error('no power');
    expect(powerText(p)).toContain("Dazed enemy within this creature's reach");
  });

  it('a dazed brute 2 squares away (Reach 2) starts its turn: the hulk hits it for 10', () => {
    const { s, offered } = brutesTurn(2, true);
    expect(offered).toBe(true);
    play(s, [PREY], [15]);
    expect(byLabel(s, 'Reed Brute').hp).toBe(50);
  });

  it('not offered when the brute is not dazed, or out of reach', () => {
    expect(brutesTurn(2, false).offered).toBe(false);
    expect(brutesTurn(4, true).offered).toBe(false);
  });

  it('within reach only, even when its ranged basic attack could hit: without Reach, 3 squares away is not offered, adjacent is', () => {
    expect(brutesTurn(3, true, 'Spit Hulk').offered).toBe(false);
    const { s, offered } = brutesTurn(1, true, 'Spit Hulk');
    expect(offered).toBe(true);
    play(s, [PREY], [15]);
    expect(byLabel(s, 'Reed Brute').hp).toBe(50);
  });
});
