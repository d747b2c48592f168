// Claw Rake, "Immediate, when this creature hits with a {b} attack; +11 vs. AC against the same
// creature; 10 Damage" (2 uses), read from an invented row and played through the engine with forced
// dice (ddm-battle-rules-2011, "Immediate Action", "Making an Attack", "Basic Attacks"; guidelines 2008,
// "Claw Rake": an immediate, optional follow-up declared after the first attack is resolved). The
// spear's hit offers it and the rake hits the same brute (10 + 10), with a second brute beside it never
// asked about; declined, or after a miss, or after the non-basic javelin's hit (controls) the brute
// loses 10 or nothing. Fails if the power is ignored, offered after a miss or a non-basic attack, or
// aimed at another creature.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Reef Raider',
    powers: [
      { type: 'ATTACK', text: 'Spear: +10 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Javelin Lunge: +10 vs. AC; 10 damage.', limit: 1 },
      { type: 'SPECIAL', text: 'Claw Rake: Immediate, when this creature hits with a {b} attack; +11 vs. AC against the same creature; 10 Damage.', limit: 2 },
    ],
  }),
  entry({ name: 'Brute', hp: 80, ac: 18, powers: [{ type: 'ATTACK', text: 'Club: +1 vs. AC; 5 damage.' }] }),
  entry({ name: 'Other Brute', hp: 80, ac: 18, powers: [{ type: 'ATTACK', text: 'Club: +1 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'claw-rake.json');
afterAll(addTestCards(cards));

/** The raider at (2,2) makes `attack` against the brute at (3,2), the other brute at (2,3); `use`: answer the power. */
function strike(attack: string, rolls: number[], use: boolean) {
  const s = turnOf(
    ['Reef Raider'],
    ['Brute', 'Other Brute'],
    [
      [2, 2],
      [3, 2],
      [2, 3],
    ],
    'Reef Raider',
  );
  const asked: Decision[] = [];
  act(s, attack, rolls, (d) => {
    asked.push(d);
    if (d.kind === 'choose-target') return d.options.find((o) => o.label.startsWith('Brute'))?.id ?? null;
    if (d.kind === 'use-power') return use ? (d.options.find((o) => o.id !== 'no')?.id ?? null) : 'no';
    return null;
  });
  return {
    brute: 80 - byLabel(s, 'Brute').hp,
    other: 80 - byLabel(s, 'Other Brute').hp,
    offered: asked.filter((d) => d.kind === 'use-power').length,
    targetQuestions: asked.filter((d) => d.kind === 'choose-target').length,
  };
}

describe('Claw Rake: a follow-up attack against the creature its basic attack hit', () => {
  it('reads the rake as an attack made only by the power, and the power: a basic hit × that attack against the same creature', () => {
    const raider = cards[0];
    expect(raider?.attacks.find((a) => a.name === 'Claw Rake')).toMatchObject({ basic: false, requires: 'power', bonus: 11, vs: 'AC' });
    expect(raider?.powers).toEqual([
      expect.objectContaining({
        kind: 'triggered',
        name: 'Claw Rake',
        action: 'immediate',
        uses: 2,
        effect: { kind: 'card-attack', attack: 'Claw Rake', sameTarget: true },
      }),
    ]);
  });
  it('the spear hits: the rake is offered and hits the same brute, with no target question for it', () => {
    const r = strike('attack:0', [15, 15], true);
    expect(r).toMatchObject({ brute: 20, other: 0, offered: 1, targetQuestions: 1 });
  });
  it('controls: declined, after a miss, after the non-basic javelin hits', () => {
    expect(strike('attack:0', [15], false)).toMatchObject({ brute: 10, other: 0, offered: 1 });
    expect(strike('attack:0', [2], true)).toMatchObject({ brute: 0, offered: 0 });
    expect(strike('attack:1', [15], true)).toMatchObject({ brute: 10, offered: 0 });
  });
});
