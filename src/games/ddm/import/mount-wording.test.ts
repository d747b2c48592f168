// "<Keyword> Mount: Can have a Medium or smaller <Keyword> creature as a rider" (import/mount-wording.ts)
// and the Dungeons of Dread Dire Wolf's Bring Down Prey (content/ddmwi-side-table.ts ONE_OFF_POWERS, the
// starter Dire Wolf's custom power), read from invented rows and played through the engine
// (ddm-battle-rules-2011, "Mounts and Riders", MOUNT; "Conditions", Immobilized). The goblin beside the
// manticore is offered to mount it; an Orc and a Large goblin are not, nor anyone beside a creature
// without the power. The wolf's hit on a target beside its Wolf ally Immobilizes it; beside no Wolf
// ally, it does not. Fails if the mount power or Bring Down Prey is ignored or widened.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { menu } from '../rules/mount-testkit.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sting = { type: 'ATTACK' as const, text: 'Sting: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Goblin Carrier',
    keywords: ['Beast'],
    powers: [sting, { type: 'ABILITY', text: 'Goblin Mount: Can have a Medium or smaller Goblin creature as a rider.' }],
  }),
  entry({ name: 'Plain Beast', keywords: ['Beast'], powers: [sting] }),
  entry({ name: 'Goblin Rider', keywords: ['Goblin'], powers: [sting] }),
  entry({ name: 'Large Goblin Brute', keywords: ['Goblin'], powers: [sting] }),
  entry({ name: 'Orc Rider', keywords: ['Orc'], powers: [sting] }),
  entry({
    name: 'Dire Wolf (Dungeons Of Dread)',
    keywords: ['Wolf'],
    powers: [
      { type: 'ATTACK', text: 'Bite: +10 vs. AC; 15 damage.' },
      { type: 'SPECIAL', text: 'Bring Down Prey: Whenever this creature hits a target adjacent to a Wolf ally: That target is Immobilized.' },
    ],
  }),
  entry({ name: 'Pack Wolf', keywords: ['Wolf'], powers: [sting] }),
  entry({ name: 'Ox', hp: 100, powers: [sting] }),
];
const cards = importedCards(rows, 'mount-wording.json');
afterAll(addTestCards(cards));

/** `rider` at (2,2) beside `mount` at (3,2), the ox far off: whether mounting is on the rider's menu. */
function offered(rider: string, mount: string): boolean {
  const s = turnOf(
    [rider, mount],
    ['Ox'],
    [
      [2, 2],
      [3, 2],
      [12, 12],
    ],
    rider,
  );
  return menu(s, rider).includes(`mount:${byLabel(s, mount).id}`);
}

describe('<Keyword> Mount: a Medium or smaller rider of the keyword', () => {
  it('reads the ability as the mount power', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'mount', name: 'Goblin Mount', riders: 1, maxSize: 'Medium', keywords: ['Goblin'], nonMounted: false });
  });
  it('the goblin may mount it; an Orc, a Large goblin, or anyone beside a beast without the power may not', () => {
    expect(offered('Goblin Rider', 'Goblin Carrier')).toBe(true);
    expect(offered('Orc Rider', 'Goblin Carrier')).toBe(false);
    expect(offered('Large Goblin Brute', 'Goblin Carrier')).toBe(false);
    expect(offered('Goblin Rider', 'Plain Beast')).toBe(false);
  });
});

describe("Bring Down Prey (the Dungeons of Dread Dire Wolf): the starter's custom power", () => {
  it('is the per-creature encoding', () => {
    expect(cards[5]?.powers[0]).toEqual({ kind: 'custom', name: 'Bring Down Prey', custom: 'bring-down-prey' });
  });
  it('its hit on the ox beside its Wolf ally Immobilizes the ox; with the pack wolf away, it does not', () => {
    for (const [wolfAt, immobilized] of [
      [[5, 3], true],
      [[9, 9], false],
    ] as const) {
      const s = turnOf(
        ['Dire Wolf (Dungeons Of Dread)', 'Pack Wolf'],
        ['Ox'],
        [
          [4, 2],
          [wolfAt[0], wolfAt[1]],
          [5, 2],
        ],
        'Dire Wolf (Dungeons Of Dread)',
      );
      act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
      expect(byLabel(s, 'Ox').conds.some((c) => c.kind === 'Immobilized')).toBe(immobilized);
    }
  });
});
