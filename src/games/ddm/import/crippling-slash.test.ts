// Crippling Slash ("Use when this creature hits a living enemy with a {m} attack: If the attack roll
// was a natural 17-20, target is also Immobilized and takes ongoing 10 damage (save ends both)"),
// read from an invented row and played through the engine with forced dice (ddm-battle-rules-2011,
// "Attack Roll", "Conditions", "Ongoing Damage", "Saving Throws", "Living Creatures"). A melee hit on
// a natural 17 offers it, and used the target is Immobilized with ongoing 10 damage, both save ends
// and ended by one save; a 16 that hits, a hit on an Undead enemy, a ranged hit or a declined power
// leave the target free. Fails if the natural range, "living", "{m}" or the effect is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, play, playOn, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const SLASH =
  'Crippling Slash: Use when this creature hits a living enemy with a {m} attack: If the attack roll was a natural 17-20, target is also Immobilized and takes ongoing 10 damage (save ends both).';
const sling = { type: 'ATTACK' as const, text: 'Sling: (range 10) +5 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Slash Troll',
    powers: [
      { type: 'ATTACK', text: 'Claws: +5 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Rock: (range 6) +5 vs. AC; 10 damage.' },
      { type: 'SPECIAL', text: SLASH },
    ],
  }),
  entry({ name: 'Straw Brute', hp: 200, ac: 10, keywords: ['Human'], powers: [sling] }),
  entry({ name: 'Bone Brute', hp: 200, ac: 10, keywords: ['Undead'], powers: [sling] }),
];
const cards = importedCards(rows, 'crippling-slash.json');
afterAll(addTestCards(cards));

/** The troll at (1,1) attacks `target` at (1,2) with attack `k` rolling `roll`, using its power when offered if `use`: whether it was offered. */
function slash(target: string, k: number, roll: number, use: boolean): { s: DdmState; offered: boolean } {
  const s = turnOf(
    ['Slash Troll'],
    [target],
    [
      [1, 1],
      [1, 2],
    ],
    'Slash Troll',
  );
  let offered = false;
  act(s, `attack:${k}`, [roll], (d) => {
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id.startsWith('power:Crippling Slash'))) return null;
    offered = true;
    return use ? 'power:Crippling Slash' : 'no';
  });
  return { s, offered };
}

const conds = (s: DdmState, label: string) =>
  byLabel(s, label)
    .conds.map((c) => `${c.kind}:${c.duration}${c.together ? ':both' : ''}:${c.name}`)
    .sort();

describe('Crippling Slash: a natural 17-20 melee hit on a living enemy immobilizes it with ongoing damage (save ends both)', () => {
  it('reads the printing as AfterAttack (own melee hit on a living enemy, natural 17-20) × the two effects', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      activated: true,
      trigger: {
        event: 'AfterAttack',
        conditions: expect.arrayContaining([
          { kind: 'living', of: 'target' },
          { kind: 'natural-roll', min: 17, max: 20 },
        ]),
      },
      effect: {
        kind: 'attack-effects-on-target',
        effects: [
          { kind: 'condition', condition: 'Immobilized', duration: 'save-ends', together: true },
          { kind: 'ongoing', amount: 10, type: 'untyped', together: true },
        ],
      },
    });
  });

  it('a natural 17 with its claws: used, the brute is Immobilized with ongoing 10 (both save ends); one save of 10+ ends both', () => {
    const { s, offered } = slash('Straw Brute', 0, 17, true);
    expect(offered).toBe(true);
    expect(conds(s, 'Straw Brute')).toEqual(['Immobilized:save-ends:both:Crippling Slash', 'ongoing:save-ends:both:Crippling Slash']);
    const brute = byLabel(s, 'Straw Brute');
    playOn(s, (d) => d.kind === 'choose-action' && s.turn?.creature === brute.id);
    // The ongoing damage at the start of its turn: 200 - 10 (claws) - 10.
    expect(brute.hp).toBe(180);
    const { events } = play(s, ['end'], [12], false);
    expect(conds(s, 'Straw Brute')).toEqual([]);
    expect(events.filter((e) => e.type === 'save').map((e) => (e.data['ended'] as unknown[]).length)).toEqual([2]);
  });

  it('controls: declined, a 16 that hits, an Undead enemy, a ranged hit — nothing', () => {
    const declined = slash('Straw Brute', 0, 17, false);
    expect(declined.offered).toBe(true);
    expect(conds(declined.s, 'Straw Brute')).toEqual([]);
    for (const [target, k, roll] of [
      ['Straw Brute', 0, 16],
      ['Bone Brute', 0, 17],
      ['Straw Brute', 1, 18],
    ] as const) {
      const r = slash(target, k, roll, true);
      expect(r.offered).toBe(false);
      expect(conds(r.s, target)).toEqual([]);
      expect(byLabel(r.s, target).hp).toBe(190);
    }
  });
});
