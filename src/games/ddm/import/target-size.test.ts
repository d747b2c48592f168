// "(Medium or smaller target only)" and the other size limits printed in an attack's range, read from
// invented rows and played through the engine with forced dice (ddm-battle-rules-2011, "How to Choose
// Targets", "Creature Size"): the attack is offered against a creature of that size or smaller and
// hits it, and is not offered against a larger one standing in the same place. Fails if the limit is
// ignored (the larger post would be a target). On close and area attacks: area-target-limit.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import type { Size } from '../cards/schema.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

/** Attack wording, the largest size it may target, and the first size it may not. */
const WORDINGS: readonly [string, Size, Size][] = [
  ['Suffocate: (Medium or smaller target only) +7 vs. DEF(Fort); 10 Damage', 'Medium', 'Large'],
  ['Tongue: (reach 2, Medium or smaller targets only) +7 vs. Reflex; 10 damage.', 'Medium', 'Large'],
  ['Grab: (medium or smaller target only) +7 vs. Reflex; 10 damage.', 'Medium', 'Large'],
  ['Stomp: (Large or smaller target only) +7 vs. AC; 10 Damage', 'Large', 'Huge'],
  ['Snatch: (Small or smaller target only) +7 vs. Reflex; 10 damage.', 'Small', 'Medium'],
];
const SIZED: readonly Size[] = ['Small', 'Medium', 'Large', 'Huge'];
const rows = [
  ...WORDINGS.map(([text], i) => entry({ name: `Grabber ${i}`, hp: 40, powers: [{ type: 'ATTACK', text }] })),
  // "Medium Hay Post" and so on: the importer reads the size from the name's first word.
  ...SIZED.map((z) => entry({ name: `${z} Hay Post`, hp: 60, powers: [{ type: 'ATTACK', text: 'Poke: +1 vs. AC; 5 damage.' }] })),
];
const cards = importedCards(rows, 'target-size.json');
afterAll(addTestCards(cards));

/** `who` at (3,3), the post of `size` with its corner at (4,3): adjacent whatever its size. */
const setUp = (who: string, size: Size) =>
  turnOf(
    [who],
    [`${size} Hay Post`],
    [
      [3, 3],
      [4, 3],
    ],
    who,
  );
const attacks = (s: ReturnType<typeof turnOf>): string[] =>
  decision(s)
    .options.map((o) => o.id)
    .filter((id) => id.startsWith('attack:'));

describe('attack range: X or smaller target only', () => {
  it('reads the size limit onto the attack', () => {
    WORDINGS.forEach(([, most], i) => expect(cards[i]?.attacks[0]?.maxTargetSize).toBe(most));
  });

  it('hits a target of that size for 10, and is not offered against the next size up', () => {
    WORDINGS.forEach(([, most, tooBig], i) => {
      const who = `Grabber ${i}`;
      const ok = setUp(who, most);
      expect(attacks(ok)).toEqual(['attack:0']);
      act(ok, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(ok, `${most} Hay Post`).id) : null));
      expect(byLabel(ok, `${most} Hay Post`).hp).toBe(50);
      expect(attacks(setUp(who, tooBig))).toEqual([]);
    });
  });
});
