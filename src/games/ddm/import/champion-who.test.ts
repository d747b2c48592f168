// Who a start-of-round champion bonus names, beyond keywords ("Champion Powers", step 4 of "The
// Battle", "Bonuses and Penalties"; "HOW TO READ A STAT CARD": keywords, alignment, size, Unique):
// "Evil allies", "Small creatures in your warband", "Unique allies", "Goblins in your warband" and,
// of both sides, "Undead creatures". Invented rows in the ddmwi format, played through the engine:
// the champion uses the power at the start of round 2, and only the creatures the words name move
// farther (or, for the Undead enemy, hit with a roll that misses without it). Each test fails if the
// filter is ignored (the control ally moves farther too) or the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { CreatureCard } from '../cards/schema.js';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { currentSpeed } from '../rules/movement.js';
import { act, byLabel, ctxFor, nextTurnOf, play, playOn, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { readChampionBonus } from './champion-bonus.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const banner = (name: string, text: string, over: Partial<Parameters<typeof entry>[0]> = {}) =>
  entry({ name, championRating: 2, powers: [bite, { type: 'CHAMPION', text: `Use at start of round: ${text}` }], ...over });
const rows = [
  banner('Evil Banner', 'Evil allies have +2 Speed until end of round.', { alignment: 'EVIL' }),
  banner('Banner of the Small', 'Small creatures in your warband have +2 Speed until end of round.'),
  banner('Unique Banner', 'Unique allies have +2 Speed until end of round.'),
  banner('Goblin Banner', 'Goblins in your warband have +2 Speed this round.'),
  banner('Undead Banner', 'Undead creatures have +2 Speed and +4 Attack until end of round.', { keywords: ['Undead'] }),
  entry({ name: 'Evil Ally', alignment: 'EVIL', hp: 60, powers: [bite] }),
  entry({ name: 'Small Ally', hp: 60, powers: [bite] }),
  entry({ name: 'Unique Ally', keywords: ['Beast', 'Unique'], hp: 60, powers: [bite] }),
  entry({ name: 'Goblin Ally', keywords: ['Goblin'], hp: 60, powers: [bite] }),
  entry({ name: 'Plain Ally', alignment: 'GOOD', hp: 60, powers: [bite] }),
  entry({ name: 'Undead Foe', alignment: 'EVIL', keywords: ['Undead'], hp: 60, powers: [bite] }),
];
// The file gives no size: a name beginning with a size gives it (import/creature.ts), so the Small Ally is Small.
const cards: CreatureCard[] = importedCards(rows, 'champion-who.json');
afterAll(addTestCards(cards));

// The champion far away, the named ally, the control ally beside the enemy (who is adjacent to it only).
const AT: [number, number][] = [
  [1, 1],
  [9, 1],
  [5, 5],
  [5, 6],
];

/** Round 1 played with the power declined, then the champion uses it at the start of round 2. */
function usedAtRoundTwo(champion: string, ally: string, use = true): DdmState {
  const s = turnOf([champion, ally, 'Plain Ally'], ['Undead Foe'], AT, ally);
  const offered = playOn(s, (d) => d.kind === 'use-power' && d.options.some((o) => o.id === 'champion:0'));
  expect(offered).not.toBeNull();
  expect(s.round).toBe(2);
  play(s, [use ? 'champion:0' : 'no']);
  return s;
}

const speed = (s: DdmState, label: string) => currentSpeed(ctxFor(s), byLabel(s, label));

describe('champion: use at start of round, a bonus for allies named by alignment, size, Unique, a plural keyword, or creatures of both sides', () => {
  it('reads the printed wordings into the warband target', () => {
    const target = (text: string) => readChampionBonus(`Use at start of round: ${text} until end of round.`)?.target;
    expect(target('Evil allies have +5 {m} Damage')).toEqual({ kind: 'warband', keywords: [], alignments: ['Evil'], self: 'no' });
    expect(target('Non-Evil Fey and Gnome allies have +2 attack')).toEqual({
      kind: 'warband',
      keywords: ['Fey', 'Gnome'],
      alignments: ['Good', 'Unaligned'],
      self: 'no',
    });
    expect(target('Small Goblin creatures in your warband have +2 Attack')).toEqual({
      kind: 'warband',
      keywords: ['Goblin'],
      sizes: ['Small'],
      self: 'if-keyword',
    });
    expect(target('Medium and Small Stealth allies have +5 damage')).toEqual({
      kind: 'warband',
      keywords: ['Stealth'],
      sizes: ['Medium', 'Small'],
      self: 'no',
    });
    expect(target('Unique creatures in your warband have +2 attack')).toEqual({ kind: 'warband', keywords: [], unique: true, self: 'if-keyword' });
    expect(target('All Kobolds in your warband have +2 speed')).toEqual({ kind: 'warband', keywords: ['Kobold'], self: 'if-keyword' });
    expect(target('Beast and Magical Beast allies have +4 AC')).toEqual({ kind: 'warband', keywords: ['Beast', 'Magical Beast'], self: 'no' });
    expect(target('Each Evil Dragon ally has +2 Attack')).toEqual({ kind: 'warband', keywords: ['Dragon'], alignments: ['Evil'], self: 'no' });
    expect(target('All Humans (enemies and allies) have +2 {m} Attack')).toEqual({ kind: 'warband', keywords: ['Human'], self: 'if-keyword', enemies: true });
    expect(target('Gnome and Fey creatures have +2 attack')).toEqual({ kind: 'warband', keywords: ['Gnome', 'Fey'], self: 'if-keyword', enemies: true });
    expect(target('This creature and each Undead enemy and ally, each Githyanki enemy and ally, and each Dragon enemy and ally has +2 Attack')).toEqual({
      kind: 'warband',
      keywords: ['Undead', 'Githyanki', 'Dragon'],
      self: 'yes',
      enemies: true,
    });
    // A list mixing an alignment with keywords ("or"), a misprint, or a word that names no keyword: still gaps.
    expect(target('Selesnya and Good allies have +3 attack')).toBeUndefined();
    expect(target('Human and lf allies have +2 attack')).toBeUndefined();
    // "living" is read now (import/champion-penalty.test.ts); "bloodied" names no keyword.
    expect(target('Each bloodied ally has +2 AC')).toBeUndefined();
  });

  it('renders the filters in the power language', () => {
    const text = (name: string) => championPowerText(cards.find((c) => c.name === name)!.championPowers[0]!);
    expect(text('Evil Banner')).toContain('each Evil ally has +2 Speed');
    expect(text('Banner of the Small')).toContain('each Small creature in your warband');
    expect(text('Undead Banner')).toContain('each Undead creature (enemies and allies)');
  });

  for (const [champion, ally] of [
    ['Evil Banner', 'Evil Ally'],
    ['Banner of the Small', 'Small Ally'],
    ['Unique Banner', 'Unique Ally'],
    ['Goblin Banner', 'Goblin Ally'],
  ] as const) {
    it(`${champion}: the ${ally} moves 2 farther that round; the plain ally, the champion and the enemy do not`, () => {
      const s = usedAtRoundTwo(champion, ally);
      expect(speed(s, ally)).toBe(8);
      expect(speed(s, 'Plain Ally')).toBe(6);
      expect(speed(s, champion)).toBe(6);
      expect(speed(s, 'Undead Foe')).toBe(6);
    });
  }

  it('declined, nobody moves farther (control)', () => {
    const s = usedAtRoundTwo('Evil Banner', 'Evil Ally', false);
    expect(speed(s, 'Evil Ally')).toBe(6);
  });

  it('"Undead creatures": the Undead champion and the Undead enemy move farther, the other ally does not', () => {
    const s = usedAtRoundTwo('Undead Banner', 'Evil Ally');
    expect(speed(s, 'Undead Banner')).toBe(8);
    expect(speed(s, 'Undead Foe')).toBe(8);
    expect(speed(s, 'Evil Ally')).toBe(6);
    expect(speed(s, 'Plain Ally')).toBe(6);
  });

  it('"Undead creatures": the Undead enemy hits the plain ally with a 4 (4 + 10 + 4 = 18 against AC 18); without the power the 4 misses', () => {
    for (const use of [true, false]) {
      const s = usedAtRoundTwo('Undead Banner', 'Evil Ally', use);
      nextTurnOf(s, 'Undead Foe');
      act(s, 'attack:0', [4]);
      expect(byLabel(s, 'Plain Ally').hp).toBe(use ? 50 : 60);
    }
  });
});
