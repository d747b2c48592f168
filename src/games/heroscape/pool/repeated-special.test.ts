/**
 * The single-target special attacks (most made again in the same turn), on every published card that has them, through
 * the real engine with forced dice: Rapid Fire (Deathwalker 8000) again after each attack that
 * wounds, not after one that does not; Quick Release (Kaemon Awa) once more, at the same target too;
 * Ice Shard Breath (Nilfheim) twice more, never at a figure already attacked; Arcane Bolt (Sharwin
 * Wildborn) again after each wound, only at a figure adjacent to that defender, beyond Range 5 too, never
 * the same figure twice. Control: the same card
 * without its powers is offered none of them.
 * Rulebook: heroscape-master-game-guide — "Special Attacks"; the powers' texts are on the cards
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;
const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];

/** a1 (the card) at (0, 0); Blue's squad of 3 (Life 3, Defense 0) at (3, 0), (3, 1)… in range of every one of these powers. */
function field(c: ArmyCard) {
  const s = battle(
    [...ROW, ...ROW, ...ROW],
    [[0, 0]],
    [
      [3, 0],
      [3, 1],
      [3, 2],
    ],
    [oneFigure(c, { life: 5 })],
    [card({ name: 'Blue', kind: 'squad', figures: 3, life: 3, defense: 0 })],
  );
  toAfterMove(s, 0, 1);
  return s;
}

const one = (name: string): ArmyCard => {
  const b = boundTo(cards, name);
  expect(b).toHaveLength(1);
  return b[0]!.card;
};

describe.skipIf(!HAVE_UNITS)('Special attacks made again in the turn, on the published cards', () => {
  it('Rapid Fire Special Attack (Deathwalker 8000): again after a wound, not after a miss; without the power none', () => {
    const c = one('rapid-fire-special-attack');
    expect(c.name).toBe('Deathwalker 8000');
    const s = field(c);
    game.forceChance(s, [skull, blank, blank]);
    choose(s, 'rapid-fire-special-attack:a1>b1', 'choose-attack');
    expect(figure(s, 'b1').wounds).toBe(1);
    expect(open(s).kind).toBe('use-power');
    expect(optionIds(s)).toEqual(expect.arrayContaining(['again:b1', 'again:b2', 'again:b3', 'skip']));
    game.forceChance(s, [skull, skull, blank]);
    choose(s, 'again:b1');
    expect(figure(s, 'b1').wounds).toBe(3);
    expect(open(s).kind).toBe('use-power');
    game.forceChance(s, [blank, blank, blank]);
    const events = choose(s, 'again:b2');
    expect(ofType(events, 'SpecialAttack')).toHaveLength(1);
    expect(open(s).kind).not.toBe('use-power');
    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith('rapid-fire'))).toBe(false);
  });

  it('Quick Release Special Attack (Kaemon Awa): exactly one more attack, the same target allowed, wound or not; without the power none', () => {
    const c = one('quick-release-special-attack');
    expect(c.name).toBe('Kaemon Awa');
    const s = field(c);
    game.forceChance(s, [blank, blank, blank, blank]);
    choose(s, 'quick-release-special-attack:a1>b1', 'choose-attack');
    expect(optionIds(s)).toEqual(expect.arrayContaining(['again:b1', 'again:b2', 'skip']));
    game.forceChance(s, [skull, skull, blank, blank]);
    choose(s, 'again:b1');
    expect(figure(s, 'b1').wounds).toBe(2);
    expect(open(s).kind).not.toBe('use-power');
    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith('quick-release'))).toBe(false);
  });

  it('Ice Shard Breath Special Attack (Nilfheim): two more attacks, each at a figure not yet attacked; without the power none', () => {
    const c = one('ice-shard-breath-special-attack');
    expect(c.name).toBe('Nilfheim');
    const s = field(c);
    game.forceChance(s, [blank, blank, blank, blank]);
    choose(s, 'ice-shard-breath-special-attack:a1>b1', 'choose-attack');
    expect(optionIds(s)).not.toContain('again:b1');
    game.forceChance(s, [blank, blank, blank, blank]);
    choose(s, 'again:b2');
    expect(optionIds(s).filter((id) => id !== 'skip')).toEqual(['again:b3']);
    game.forceChance(s, [skull, blank, blank, blank]);
    choose(s, 'again:b3');
    expect(figure(s, 'b3').wounds).toBe(1);
    expect(open(s).kind).not.toBe('use-power');
    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith('ice-shard'))).toBe(false);
  });

  it('Fledgling Ice Shards Special Attack (White Wyrmling): one more attack, at another figure; without the power none', () => {
    const c = one('fledgling-ice-shards-special-attack');
    expect(c.name).toBe('White Wyrmling');
    const s = field(c);
    game.forceChance(s, [blank, blank]);
    choose(s, 'fledgling-ice-shards-special-attack:a1>b1', 'choose-attack');
    expect(optionIds(s)).not.toContain('again:b1');
    game.forceChance(s, [skull, blank]);
    choose(s, 'again:b2');
    expect(figure(s, 'b2').wounds).toBe(1);
    expect(open(s).kind).not.toBe('use-power');
    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith('fledgling-ice'))).toBe(false);
  });

  it('Fledgling Fires Special Attack (Red Wyrmling): 3 dice once, a Common Squad figure rolls 2 fewer defense dice, a hero all; without the power none', () => {
    const c = one('fledgling-fires-special-attack');
    expect(c.name).toBe('Red Wyrmling');
    const blue = [card({ name: 'Squad', kind: 'squad', rarity: 'common', figures: 1, life: 5, defense: 3 }), card({ name: 'Hero', life: 5, defense: 3 })];
    const s = battle(
      ROW,
      [[0, 0]],
      [
        [3, 0],
        [5, 0],
      ],
      [oneFigure(c)],
      blue,
    );
    toAfterMove(s, 0, 1);
    game.forceChance(s, [skull, skull, skull, blank]);
    const first = choose(s, 'fledgling-fires-special-attack:a1>b1', 'choose-attack');
    expect(ofType(first, 'DefenseRolled')[0]?.data).toMatchObject({ defender: 'b1', faces: [expect.anything()] });
    expect(figure(s, 'b1').wounds).toBe(3);
    expect(open(s).kind).not.toBe('use-power');
    const hero = battle(ROW, [[0, 0]], [[3, 0]], [oneFigure(c)], [blue[1]!]);
    toAfterMove(hero, 0, 1);
    game.forceChance(hero, [skull, skull, skull, blank, blank, blank]);
    const second = choose(hero, 'fledgling-fires-special-attack:a1>b1', 'choose-attack');
    expect((ofType(second, 'DefenseRolled')[0]?.data['faces'] as unknown[]).length).toBe(3);
    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith('fledgling-fires'))).toBe(false);
  });

  it('Arcane Bolt Special Attack (Sharwin Wildborn): after a wound, again only at a figure adjacent to that defender, at any range; stops after a miss; without the power none', () => {
    const c = one('arcane-bolt-special-attack');
    expect(c.name).toBe('Sharwin Wildborn');
    // Sharwin at (0, 1); b1 (3, 0) in range, not adjacent to b3; b2 (6, 0) adjacent to b3, 6 spaces away; b3 (5, 1) in range 5.
    const bolt = () => {
      const s = battle(
        [...ROW, ...ROW, ...ROW],
        [[0, 1]],
        [
          [3, 0],
          [6, 0],
          [5, 1],
        ],
        [oneFigure(c, { life: 5 })],
        [card({ name: 'Blue', kind: 'squad', figures: 3, life: 3, defense: 0 })],
      );
      toAfterMove(s, 0, 1);
      return s;
    };
    const s = bolt();
    expect(optionIds(s)).not.toContain('arcane-bolt-special-attack:a1>b2');
    game.forceChance(s, [skull, blank, blank]);
    choose(s, 'arcane-bolt-special-attack:a1>b3', 'choose-attack');
    expect(figure(s, 'b3').wounds).toBe(1);
    expect(open(s).kind).toBe('use-power');
    // b1 is in range 5 but was not adjacent to b3; b3 was attacked already.
    expect(optionIds(s)).toEqual(['again:b2', 'skip']);
    game.forceChance(s, [blank, blank, blank]);
    choose(s, 'again:b2');
    expect(figure(s, 'b2').wounds).toBe(0);
    expect(open(s).kind).not.toBe('use-power');
    // A miss on the first target ends it.
    const miss = bolt();
    game.forceChance(miss, [blank, blank, blank]);
    choose(miss, 'arcane-bolt-special-attack:a1>b3', 'choose-attack');
    expect(open(miss).kind).not.toBe('use-power');
    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith('arcane-bolt'))).toBe(false);
  });

  it('Machine Pistol and Wrist Rocket Special Attacks (Major Q10): 4 and 2 attacks in the turn, the same target allowed; without the powers none', () => {
    const c = one('machine-pistol-special-attack');
    expect(c.name).toBe('Major Q10');
    expect(one('wrist-rocket-special-attack').name).toBe('Major Q10');
    const s = field(c);
    game.forceChance(s, [blank, blank]);
    choose(s, 'machine-pistol-special-attack:a1>b1', 'choose-attack');
    for (let i = 0; i < 3; i++) {
      expect(open(s).kind).toBe('use-power');
      expect(optionIds(s)).toEqual(expect.arrayContaining(['again:b1', 'again:b2', 'skip']));
      game.forceChance(s, [skull, blank]);
      choose(s, 'again:b1');
    }
    expect(figure(s, 'b1').destroyed).toBe(true); // 3 wounds on Life 3: the 2nd to 4th attacks each hit
    expect(open(s).kind).not.toBe('use-power'); // the 4th was the last
    const w = field(c);
    game.forceChance(w, [skull, blank, blank, blank]);
    choose(w, 'wrist-rocket-special-attack:a1>b1', 'choose-attack');
    expect(optionIds(w)).toEqual(expect.arrayContaining(['again:b1', 'skip']));
    game.forceChance(w, [skull, skull, blank, blank]);
    choose(w, 'again:b1');
    expect(figure(w, 'b1').destroyed).toBe(true);
    expect(open(w).kind).not.toBe('use-power');
    const control = optionIds(field(withoutPowers(c)));
    expect(control.some((id) => id.startsWith('machine-pistol') || id.startsWith('wrist-rocket'))).toBe(false);
  });

  it('Blood Hungry Special Attack (Brunak): again after an attack that destroys, not after one that only wounds; without the power none', () => {
    const c = one('blood-hungry-special-attack');
    expect(c.name).toBe('Brunak');
    // Brunak (as one single-space figure) at (1, 0) between b1 (0, 0) and b2 (2, 0); b3 far at (6, 0).
    const hungry = (life: number) => {
      const s = battle(
        ROW,
        [[1, 0]],
        [
          [0, 0],
          [2, 0],
          [6, 0],
        ],
        [oneFigure(c, { life: 9 })],
        [card({ name: 'Blue', kind: 'squad', figures: 3, life, defense: 0 })],
      );
      toAfterMove(s, 0, 1);
      return s;
    };
    const s = hungry(1);
    game.forceChance(s, [skull, blank, blank, blank]);
    choose(s, 'blood-hungry-special-attack:a1>b1', 'choose-attack');
    expect(figure(s, 'b1').destroyed).toBe(true);
    expect(open(s).kind).toBe('use-power');
    expect(optionIds(s)).toEqual(['again:b2', 'skip']); // engaged: only the figure it is engaged with
    game.forceChance(s, [blank, blank, blank, blank]);
    choose(s, 'again:b2');
    expect(figure(s, 'b2').destroyed).toBe(false);
    expect(open(s).kind).not.toBe('use-power');
    // A wound that does not destroy ends it.
    const w = hungry(2);
    game.forceChance(w, [skull, blank, blank, blank]);
    choose(w, 'blood-hungry-special-attack:a1>b1', 'choose-attack');
    expect(figure(w, 'b1').wounds).toBe(1);
    expect(open(w).kind).not.toBe('use-power');
    const control = battle(ROW, [[1, 0]], [[0, 0]], [oneFigure(withoutPowers(c))], [card({ name: 'Blue', life: 1, defense: 0 })]);
    toAfterMove(control, 0, 1);
    expect(optionIds(control).some((id) => id.startsWith('blood-hungry'))).toBe(false);
  });

  it('Mind Blast Special Attack (Tul-Bak-Ra): Range 3 through what blocks sight, not at 4 spaces; without the power none', () => {
    const c = one('mind-blast-special-attack');
    expect(c.name).toBe('Tul-Bak-Ra');
    // A 14-level column at (2, 0) hides b1 (3, 0) and b2 (4, 0) from a1 (0, 0).
    const wall = (x: ArmyCard) => {
      const s = battle(
        ['1 1 14 1 1 1'],
        [[0, 0]],
        [
          [3, 0],
          [4, 0],
        ],
        [oneFigure(x, { range: 5 })],
        [card({ name: 'Blue', kind: 'squad', figures: 2, life: 3, defense: 0 })],
      );
      toAfterMove(s, 0, 1);
      return s;
    };
    const s = wall(c);
    expect(optionIds(s).filter((id) => id.startsWith('mind-blast'))).toEqual(['mind-blast-special-attack:a1>b1']);
    expect(optionIds(s)).not.toContain('a1>b1'); // a normal attack needs the sight the column blocks
    game.forceChance(s, [skull, skull, blank]);
    choose(s, 'mind-blast-special-attack:a1>b1', 'choose-attack');
    expect(figure(s, 'b1').wounds).toBe(2);
    expect(open(s).kind).not.toBe('use-power');
    const control = wall(withoutPowers(c));
    expect(open(control).kind === 'choose-attack' && optionIds(control).some((id) => id.startsWith('mind-blast'))).toBe(false);
  });

  it.each([
    ['turn-undead-special-attack', 'Ana Karithon', { species: 'undead' }, { species: 'human' }],
    ['evisceraxe-special-attack', 'Warden 816', { size: 'medium' as const }, { size: 'small' as const }],
    ['pistol-fire-special-attack', 'Sgt. Drake Alexander (2)', { general: 'utgar' }, { general: 'jandar' }],
  ] as const)('%s (%s): offered at an allowed figure only, then a normal special attack; without the power none', (key, name, yes, no) => {
    const c = one(key);
    expect(c.name).toBe(name);
    // a1 at (1, 0); the allowed figure b1 at (0, 0) and the refused b2 at (2, 0), both adjacent (every one of these Ranges reaches).
    const limited = (x: ArmyCard) => {
      const s = battle(
        ROW,
        [[1, 0]],
        [
          [0, 0],
          [2, 0],
        ],
        [oneFigure(x, { life: 9 })],
        [card({ name: 'Yes', life: 5, defense: 0, ...yes }), card({ name: 'No', life: 5, defense: 0, ...no })],
      );
      toAfterMove(s, 0, 1);
      return s;
    };
    const s = limited(c);
    expect(optionIds(s).filter((id) => id.startsWith(key))).toEqual([`${key}:a1>b1`]);
    const dice = ({ 'turn-undead-special-attack': 4, 'evisceraxe-special-attack': 5, 'pistol-fire-special-attack': 3 } as const)[key];
    game.forceChance(s, [skull, skull, ...Array<typeof blank>(dice - 2).fill(blank)]);
    const events = choose(s, `${key}:a1>b1`, 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice, affected: ['b1'] });
    expect(figure(s, 'b1').wounds).toBe(2);
    expect(optionIds(limited(withoutPowers(c))).some((id) => id.startsWith(key))).toBe(false);
  });

  it('Shuriken Special Attack (Shiori): 3 dice at a small or medium figure, 2 at a large one, Range 5; without the power none', () => {
    const c = one('shuriken-special-attack');
    expect(c.name).toBe('Shiori');
    // Shiori a1 at (0, 0); b1 (medium) at (3, 0), b2 (large) at (5, 0), b3 (medium) 7 spaces away at (6, 1).
    const throwing = (x: ArmyCard) => {
      const s = battle(
        [...ROW, ...ROW],
        [[0, 0]],
        [
          [3, 0],
          [5, 0],
          [6, 1],
        ],
        [oneFigure(x, { life: 5 })],
        [
          card({ name: 'Mid', life: 5, defense: 0 }),
          card({ name: 'Big', size: 'large', height: 7, life: 5, defense: 0 }),
          card({ name: 'Far', life: 5, defense: 0 }),
        ],
      );
      toAfterMove(s, 0, 1);
      return s;
    };
    const s = throwing(c);
    expect(
      optionIds(s)
        .filter((id) => id.startsWith('shuriken'))
        .sort(),
    ).toEqual(['shuriken-special-attack:a1>b1', 'shuriken-special-attack:a1>b2']);
    game.forceChance(s, [skull, skull, skull]);
    expect(ofType(choose(s, 'shuriken-special-attack:a1>b1', 'choose-attack'), 'SpecialAttack')[0]?.data).toMatchObject({ dice: 3 });
    expect(figure(s, 'b1').wounds).toBe(3);
    const big = throwing(c);
    game.forceChance(big, [skull, skull]);
    expect(ofType(choose(big, 'shuriken-special-attack:a1>b2', 'choose-attack'), 'SpecialAttack')[0]?.data).toMatchObject({ dice: 2 });
    expect(figure(big, 'b2').wounds).toBe(2);
    expect(optionIds(throwing(withoutPowers(c))).some((id) => id.startsWith('shuriken'))).toBe(false);
  });
});

describe.skipIf(!HAVE_UNITS)('Ullar Enhanced Rifle Special Attack on the published card', () => {
  /** Dan a1 at (0, 0); b1 (medium, Defense 3) at (5, 0), b2 (medium) 11 spaces away at (11, 0), b3 (large) at (5, 1). `to`: where Dan moves first. */
  const rifle = (c: ArmyCard, to?: { q: number; r: number }) => {
    const s = battle(
      ['1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1'],
      [[0, 0]],
      [
        [5, 0],
        [11, 0],
        [5, 1],
      ],
      [oneFigure(c)],
      [card({ name: 'Medium', life: 5, defense: 3 }), card({ name: 'Far', life: 5 }), card({ name: 'Big', size: 'large', height: 7, life: 5 })],
    );
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    if (to) {
      choose(s, 'fig:a1', 'choose-mover');
      choose(s, optionWhere(s, to).id);
    }
    while (open(s).kind === 'choose-mover') choose(s, 'done', 'choose-mover');
    return s;
  };
  const rifles = (s: ReturnType<typeof rifle>) => optionIds(s).filter((id) => id.startsWith('ullar-enhanced-rifle-special-attack:'));

  it('Deadeye Dan: Range 10, 1 die, a small or medium figure only, no defense dice; not after moving; without the power none', () => {
    const c = one('ullar-enhanced-rifle-special-attack');
    expect(c.name).toBe('Deadeye Dan');
    const s = rifle(c);
    expect(rifles(s)).toEqual(['ullar-enhanced-rifle-special-attack:a1>b1']); // b2 beyond Range 10, b3 large
    game.forceChance(s, [skull]);
    const events = choose(s, 'ullar-enhanced-rifle-special-attack:a1>b1', 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 1 });
    expect(ofType(events, 'DefenseRolled')[0]?.data['faces']).toEqual([]);
    expect(figure(s, 'b1').wounds).toBe(1); // Defense 3 ignored: no defense roll to block the skull
    expect(rifles(rifle(c, { q: 1, r: 0 }))).toEqual([]); // moved one space: no rifle
    expect(rifles(rifle(withoutPowers(c)))).toEqual([]);
  });
});

describe.skipIf(!HAVE_UNITS)('Blind Rage Special Attack on the published card', () => {
  it('Sir Hawthorne: 3 dice at Range 1, again after 2 skulls (even all blocked), not after 1; without the power none', () => {
    const c = one('blind-rage-special-attack');
    expect(c.name).toBe('Sir Hawthorne');
    // Hawthorne at (0, 0), b1 (Life 10, Defense 3) beside him at (1, 0).
    const rage = (card0: ArmyCard) => {
      const s = battle(ROW, [[0, 0]], [[1, 0]], [oneFigure(card0)], [card({ name: 'Blue', life: 10, defense: 3 })]);
      toAfterMove(s, 0, 1);
      return s;
    };
    const s = rage(c);
    game.forceChance(s, [skull, skull, blank, FACE.shield, FACE.shield, blank]);
    choose(s, 'blind-rage-special-attack:a1>b1', 'choose-attack');
    expect(figure(s, 'b1').wounds).toBe(0); // both skulls blocked: still 2 rolled
    expect(optionIds(s)).toEqual(['again:b1', 'skip']);
    game.forceChance(s, [skull, skull, skull, blank, blank, blank]);
    choose(s, 'again:b1');
    expect(figure(s, 'b1').wounds).toBe(3);
    expect(optionIds(s)).toEqual(['again:b1', 'skip']);
    game.forceChance(s, [skull, blank, blank, blank, blank, blank]);
    choose(s, 'again:b1');
    expect(figure(s, 'b1').wounds).toBe(4);
    expect(open(s).kind).not.toBe('use-power'); // 1 skull: the rage ends
    expect(optionIds(rage(withoutPowers(c))).some((id) => id.startsWith('blind-rage'))).toBe(false);
  });
});
