// Bones, its one wording (Skeletal Archer; ONE_OFF_POWERS in content/ddmwi-side-table.ts: one use, at the
// start of a round, placed in its start area or beside a non-Good Arcane or Divine ally — the
// start-of-round trigger × place-near-ally with `or`, `nonGood` and `orStartArea`; ddm-battle-rules-2011,
// "PLACE", "Set-Up" (Delayed Appearance: off the map until its own power places it)). Through the engine:
// the archer, off the map, is offered Bones at the start of round 2; beside an Unaligned Divine ally the
// spaces offered include the one next to that ally and start-area spaces, and it enters play where its
// player picks; with a Good Divine ally (control) only start-area spaces are offered, none beside the
// ally; an archer without the power (control) is offered nothing and stays off the map.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { Decision } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { byLabel, decision, play, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bow = { type: 'ATTACK' as const, text: 'Shortbow: (sight) +7 vs. AC; 10 damage.' };
const delayed = { type: 'ABILITY' as const, text: 'Delayed Appearance: This creature must start the battle off the battle map.' };
const rows = [
  entry({
    name: 'Skeletal Archer',
    keywords: ['Undead'],
    // Our paraphrase; the side table keys the encoding on the creature and power names.
    powers: [
      bow,
      { type: 'SPECIAL', text: 'Bones: Once, at the start of a round, into its start area or beside a non-Good Arcane or Divine ally.', limit: 1 },
      delayed,
    ],
  }),
  entry({ name: 'Plain Archer', keywords: ['Undead'], powers: [bow, delayed] }),
  entry({ name: 'Grave Priest', keywords: ['Human', 'Divine'], alignment: 'NEUTRAL', powers: [bow] }),
  entry({ name: 'Sun Priest', keywords: ['Human', 'Divine'], alignment: 'GOOD', powers: [bow] }),
  entry({ name: 'Bandit', keywords: ['Human'], powers: [bow] }),
];
const cards = importedCards(rows, 'bones.json');
afterAll(addTestCards(cards));

/** `archer` off the map and `ally` at (5,5) against the bandit (10,10); played on to the first power question of round 2 (null: none before its first turn). */
function roundTwo(archer: string, ally: string): { s: DdmState; offer: Decision | null } {
  const s = turnOf(
    [archer, ally],
    ['Bandit'],
    [
      [0, 0],
      [5, 5],
      [10, 10],
    ],
    'Bandit',
    {
      prepare: (st) => {
        const c = byLabel(st, archer);
        c.pos = null;
        c.lastLegal = null;
      },
    },
  );
  for (let guard = 0; guard < 60 && s.round <= 2; guard++) {
    const d = decision(s);
    if (d.kind === 'use-power' && s.round === 2) return { s, offer: d };
    if (s.round === 2 && d.kind === 'choose-action') break;
    play(s, [
      d.kind === 'choose-action'
        ? 'end'
        : d.kind === 'initiative'
          ? 'first'
          : d.options.some((o) => o.id === 'no')
            ? 'no'
            : (d.options[0] as { id: string }).id,
    ]);
  }
  return { s, offer: null };
}

/** The spaces offered after using Bones. */
function spacesOffered(s: DdmState): string[] {
  const r = play(s, ['power:Bones']);
  expect(r.asked).toHaveLength(1);
  return decision(s).options.map((o) => o.id);
}

describe('Bones: at the start of a round, placed in its start area or beside a non-Good Arcane or Divine ally', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers).toContainEqual(
      expect.objectContaining({
        trigger: 'start-of-round',
        uses: 1,
        effect: { kind: 'place-near-ally', within: 1, keyword: 'Arcane', or: ['Divine'], nonGood: true, orStartArea: true },
      }),
    );
  });

  it('beside an Unaligned Divine ally: that space and start-area spaces are offered; it enters play there', () => {
    const { s, offer } = roundTwo('Skeletal Archer', 'Grave Priest');
    expect(offer?.options.map((o) => o.id)).toContain('power:Bones');
    const where = spacesOffered(s);
    expect(where).toContain('6,5');
    expect(where).not.toContain('7,5');
    expect(where.length).toBeGreaterThan(8);
    play(s, ['6,5']);
    expect(byLabel(s, 'Skeletal Archer').pos).toEqual({ x: 6, y: 5 });
  });

  it('controls: a Good Divine ally — start-area spaces only; an archer without the power — nothing offered', () => {
    const good = roundTwo('Skeletal Archer', 'Sun Priest');
    const where = spacesOffered(good.s);
    expect(where.length).toBeGreaterThan(0);
    expect(where).not.toContain('6,5');
    expect(where).not.toContain('4,5');
    const plain = roundTwo('Plain Archer', 'Grave Priest');
    expect(plain.offer).toBeNull();
    expect(byLabel(plain.s, 'Plain Archer').pos).toBeNull();
  });
});
