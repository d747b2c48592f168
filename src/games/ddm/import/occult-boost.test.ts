// Occult Boost ("+2 attack and +2 speed while an Arcane or Demon ally is on the battle map.", Minotaur
// Skeleton - Mad Mage) — its one wording, encoded for that creature (content/ddmwi-side-table.ts
// ONE_OFF_POWERS) as the custom power cards/custom/occult-boost.ts (ddm-battle-rules-2011, "Bonuses and
// Penalties"). Through the engine with forced dice against the ox's AC 18, a +5 attack rolling 11: with
// an Arcane (or a Demon) ally on the map the skeleton hits (18) and moves 8 squares; with only a plain
// ally it misses (16) and moves 6; a skeleton without the power (control) misses beside the same wizard.
// Fails if the power is ignored or widened to any ally.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { ends } from './mire.test-data.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +5 vs. AC; 10 damage.' };
const BOOST = 'Occult Boost: +2 attack and +2 speed while an Arcane or Demon ally is on the battle map.';
const rows = [
  entry({ name: 'Minotaur Skeleton - Mad Mage', keywords: ['Undead'], powers: [claw, { type: 'SPECIAL', text: BOOST }] }),
  entry({ name: 'Plain Skeleton', keywords: ['Undead'], powers: [claw] }),
  entry({ name: 'Wizard', keywords: ['Arcane'], powers: [claw] }),
  entry({ name: 'Imp', keywords: ['Demon'], powers: [claw] }),
  entry({ name: 'Squire', keywords: ['Human'], powers: [claw] }),
  entry({ name: 'Ox', hp: 100, powers: [claw] }),
];
const cards = importedCards(rows, 'occult-boost.json');
afterAll(addTestCards(cards));

const MAGE = 'Minotaur Skeleton - Mad Mage';

/** `who` at (2,2) beside the ox (3,2), `ally` at (0,10): the ox's HP lost to a roll of 11. */
function hits(who: string, ally: string): number {
  const s = turnOf(
    [who, ally],
    ['Ox'],
    [
      [2, 2],
      [0, 10],
      [3, 2],
    ],
    who,
  );
  act(s, 'attack:0', [11], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return 100 - byLabel(s, 'Ox').hp;
}

/** The farthest square east `who` at (0,5) can move to, with `ally` at (0,10) and the ox far off. */
function reach(who: string, ally: string): number {
  const s = turnOf(
    [who, ally],
    ['Ox'],
    [
      [0, 5],
      [0, 10],
      [11, 0],
    ],
    who,
  );
  const e = ends(s, 'move');
  return Math.max(...[...e.keys()].filter((k) => k.endsWith(',5')).map((k) => Number(k.split(',')[0])));
}

describe('Occult Boost: +2 Attack and +2 Speed while an Arcane or Demon ally is on the map', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'custom', name: 'Occult Boost', custom: 'occult-boost' });
  });

  it('with an Arcane or a Demon ally its 11 (+7) hits AC 18; with a plain ally it misses', () => {
    expect(hits(MAGE, 'Wizard')).toBe(10);
    expect(hits(MAGE, 'Imp')).toBe(10);
    expect(hits(MAGE, 'Squire')).toBe(0);
  });

  it('with the wizard it moves 8 squares, with the squire 6', () => {
    expect(reach(MAGE, 'Wizard')).toBe(8);
    expect(reach(MAGE, 'Squire')).toBe(6);
  });

  it('control: a skeleton without the power misses beside the same wizard and moves 6', () => {
    expect(hits('Plain Skeleton', 'Wizard')).toBe(0);
    expect(reach('Plain Skeleton', 'Wizard')).toBe(6);
  });
});
