// Surrounding Spikes ("Whenever this creature makes a {m} attack against an enemy adjacent to 2 or more
// Kruthik enemies or allies: This creature has combat advantage on that attack.", Kruthik Adult) — read by
// import/combat-advantage-powers.ts as the continuous combat-advantage-keyword-adjacent
// (abilities/continuous/combat-advantage-keyword-adjacent.ts), asked by rules/attack-options.ts
// combatAdvantage (ddm-battle-rules-2011, "Combat Advantage": +2 Attack). Through the engine with forced
// dice against AC 14 and an attack of +2: a 10 hits only with combat advantage. Counted: Kruthik
// creatures of either side adjacent to the target, the attacker itself included (our reading), never
// flanking here (the second Kruthik is not opposite the attacker).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +2 vs. AC; 10 damage.' };
const spit = { type: 'ATTACK' as const, text: 'Spit: (range 6) +2 vs. AC; 10 damage.' };
const spikes = {
  type: 'SPECIAL' as const,
  text: 'Surrounding Spikes: Whenever this creature makes a {m} attack against an enemy adjacent to 2 or more Kruthik enemies or allies: This creature has combat advantage on that attack.',
};
const rows = [
  entry({ name: 'Spiker', keywords: ['Kruthik', 'Beast'], powers: [claw, spit, spikes] }),
  entry({ name: 'Plain Kruthik', keywords: ['Kruthik', 'Beast'], powers: [claw, spit] }),
  entry({ name: 'Crawler', keywords: ['Kruthik', 'Beast'], powers: [claw] }),
  entry({ name: 'Skitter', keywords: ['Kruthik', 'Beast'], powers: [claw] }),
  entry({ name: 'Ox', hp: 60, ac: 14, keywords: ['Beast'], powers: [claw] }),
];
const cards = importedCards(rows, 'surrounding-spikes.json');
afterAll(addTestCards(cards));

type At = [number, number];
const FAR: At = [9, 9];

/** `who` at `at` makes `attack` on the ox (3,2) with a 10, its ally Crawler at `mate`, the ox's ally Skitter at `foe`; the ox's HP after. */
function hpAfter(who: string, attack: string, at: At, mate: At, foe: At): number {
  const s = turnOf([who, 'Crawler'], ['Ox', 'Skitter'], [at, mate, [3, 2], foe], who);
  act(s, attack, [10], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return byLabel(s, 'Ox').hp;
}

describe('Surrounding Spikes: combat advantage against an enemy beside 2 or more Kruthik', () => {
  it('reads combat-advantage-keyword-adjacent (Kruthik, 2)', () => {
    expect(cards[0]?.powers.find((p) => p.kind === 'continuous')).toMatchObject({
      name: 'Surrounding Spikes',
      effect: { kind: 'combat-advantage-keyword-adjacent', keyword: 'Kruthik', count: 2 },
    });
  });

  it('its claw hits with a Kruthik ally beside the ox, misses alone (control)', () => {
    expect(hpAfter('Spiker', 'attack:0', [2, 2], [3, 3], FAR)).toBe(50);
    expect(hpAfter('Spiker', 'attack:0', [2, 2], [2, 8], FAR)).toBe(60);
  });

  it('a Kruthik enemy beside the ox counts too', () => {
    expect(hpAfter('Spiker', 'attack:0', [2, 2], [2, 8], [4, 3])).toBe(50);
  });

  it('a Kruthik without the power misses with the same ally (control)', () => {
    expect(hpAfter('Plain Kruthik', 'attack:0', [2, 2], [3, 3], FAR)).toBe(60);
  });

  it('not on a ranged attack: its spit misses with two Kruthik beside the ox', () => {
    expect(hpAfter('Spiker', 'attack:1', [3, 7], [3, 1], [4, 2])).toBe(60);
  });
});
