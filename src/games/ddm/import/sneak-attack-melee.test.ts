// "Sneak Attack N: +N {m} Damage whenever this creature has combat advantage against target" (and
// "… hits a target granting it combat advantage with a {m} attack"): the melee-only Sneak Attack
// (ddm-battle-rules-2011, "Bonuses and Penalties", "Combat Advantage"), read from invented rows and
// played through the engine: +10 on its melee hit against a Dazed target (which grants combat
// advantage), nothing on its ranged hit against the same target. Fails if the limit is ignored (the
// ranged hit would gain the bonus) or the power is (the melee hit would not).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import { act, byLabel, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Knife Rogue',
    powers: [
      { type: 'ATTACK', text: 'Knife: +8 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Sling: (range 10) +8 vs. AC; 10 damage.' },
      { type: 'SPECIAL', text: 'Sneak Attack 10: +10 {m} Damage whenever this creature has combat advantage against target.' },
    ],
  }),
  entry({ name: 'Straw Brute', hp: 80, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'sneak-attack-melee.json');
afterAll(addTestCards(cards));

/** The rogue hits the Dazed brute (a roll of 15) from `at` with its attack `k`; the HP the brute lost. */
function hit(at: [number, number], k: number): number {
  const s = turnOf(['Knife Rogue'], ['Straw Brute'], [at, [5, 5]], 'Knife Rogue', {
    prepare: (st) => void addCond(st, byLabel(st, 'Straw Brute'), testCondition('Dazed')),
  });
  act(s, `attack:${k}`, [15]);
  return 80 - byLabel(s, 'Straw Brute').hp;
}

describe('Sneak Attack limited to melee attacks', () => {
  it('reads "+N {m} Damage" as the melee-only Sneak Attack', () => {
    expect(cards[0]?.powers).toEqual([{ kind: 'sneak-attack', amount: 10, melee: true }]);
  });
  it('adds +10 to the melee hit with combat advantage, nothing to the ranged one', () => {
    expect(hit([5, 4], 0)).toBe(20);
    expect(hit([5, 0], 1)).toBe(10);
  });
});
