// Tests for the powers the 2011 rules name ("Modes (Movement)": Flight, Burrow, Phasing; Reach;
// Conceal, Invisible, Blindsight, Hide ("Line of Sight", "COVER AGAINST RANGED ATTACKS");
// Incorporeal = Phasing + Insubstantial (guidelines)).
import { describe, expect, it } from 'vitest';
import type { CreatureCard, Power } from '../cards/schema.js';
import { geo, sees } from '../geo.js';
import { singleTargets } from '../rules/attack-options.js';
import { destinations, provokers } from '../rules/movement.js';
import type { DdmState } from '../state.js';
import { battle, byLabel, ctxFor, openMap, play, turnOf, withCard } from '../testkit.js';

function give(s: DdmState, card: string, powers: Power[], extra: Partial<CreatureCard> = {}): void {
  const c = s.cards[card] as CreatureCard;
  withCard(s, card, { ...c, ...extra, powers: [...c.powers, ...powers] });
}

describe('Reach', () => {
  it('Reach 2 lets a melee attack target an enemy two squares away', () => {
    const s = battle(
      ['Feral Troll'],
      ['Dire Wolf'],
      [
        [2, 2],
        [5, 2],
      ],
    );
    const troll = byLabel(s, 'Feral Troll');
    const claw = s.cards['Feral Troll']?.attacks[0];
    if (!claw) throw new Error('no claw');
    // The Large troll occupies (2..3, 2..3): the wolf at (5,2) is 2 squares from it.
    expect(singleTargets(ctxFor(s), geo(s), troll, claw).map((t) => t.label)).toEqual(['Dire Wolf']);
    byLabel(s, 'Dire Wolf').pos = { x: 6, y: 2 };
    expect(singleTargets(ctxFor(s), geo(s), troll, claw)).toEqual([]);
  });
});

describe('movement modes', () => {
  it('Flight: after leaving its start square a flyer provokes only from flying enemies', () => {
    const s = turnOf(
      ['Gold Dragon Hatchling'],
      ['Dire Wolf'],
      [
        [4, 4],
        [5, 5],
      ],
      'Gold Dragon Hatchling',
    );
    const drake = byLabel(s, 'Gold Dragon Hatchling');
    expect(provokers(ctxFor(s), geo(s), drake, true).map((c) => c.label)).toEqual(['Dire Wolf']);
    expect(provokers(ctxFor(s), geo(s), drake, false)).toEqual([]);
  });
  it('Burrow never provokes for leaving a square', () => {
    const s = turnOf(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [5, 5],
      ],
      'Merchant Guard',
      { prepare: (x) => give(x, 'Merchant Guard', [], { mode: 'burrow' }) },
    );
    const guard = byLabel(s, 'Merchant Guard');
    expect(provokers(ctxFor(s), geo(s), guard, true)).toEqual([]);
  });
  it('Phasing (and Incorporeal) moves through enemy-occupied squares', () => {
    // A corridor one square wide (walls above and below row 5), blocked by an enemy at (5,5).
    const walls: [number, number][] = [];
    for (let x = 0; x < 12; x++) walls.push([x, 4], [x, 6]);
    const s = turnOf(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 5],
        [5, 5],
      ],
      'Merchant Guard',
      { map: openMap(12, 12, walls) },
    );
    const guard = byLabel(s, 'Merchant Guard');
    const reach = () => destinations(ctxFor(s), geo(s), guard, 5).map((d) => `${d.at.x},${d.at.y}`);
    expect(reach()).not.toContain('6,5');
    give(s, 'Merchant Guard', [{ kind: 'incorporeal' }]);
    expect(reach()).toContain('6,5');
  });
});

/** The Eternal Blade's turn, next to a Gnoll Marauder that has `power` as well. */
function bladeNextTo(power: Power): DdmState {
  return turnOf(
    ['Eternal Blade'],
    ['Gnoll Marauder'],
    [
      [4, 4],
      [4, 5],
    ],
    'Eternal Blade',
    { prepare: (t) => give(t, 'Gnoll Marauder', [power]) },
  );
}

describe('Incorporeal', () => {
  it('takes half damage from attacks (not from critical hits)', () => {
    // The Eternal Blade's sword (attack 0) against an adjacent incorporeal gnoll, in a fresh battle each time.
    const swing = (d20s: number[]) => play(bladeNextTo({ kind: 'incorporeal' }), ['attack:0'], d20s);
    const hit = swing([15]);
    expect(hit.events.filter((e) => e.type === 'damage').map((e) => e.data['amount'])).toEqual([10]);
    const crit = swing([20]);
    expect(crit.events.filter((e) => e.type === 'damage').map((e) => e.data['amount'])).toEqual([40]);
  });
});

describe('Conceal, Invisible, Blindsight, Hide', () => {
  it('Conceal: a hit becomes a miss on a conceal roll below the value; a critical ignores it', () => {
    // The attack roll, then the conceal roll; a fresh battle for each swing.
    const swing = (d20s: number[]) => play(bladeNextTo({ kind: 'conceal', value: 6 }), ['attack:0'], d20s);
    const r = swing([15, 5]);
    expect(r.events.find((e) => e.type === 'attack-roll')?.data['hit']).toBe(false);
    const r2 = swing([15, 6]);
    expect(r2.events.find((e) => e.type === 'attack-roll')?.data['hit']).toBe(true);
    const r3 = swing([20]);
    expect(r3.events.some((e) => e.type === 'conceal')).toBe(false);
  });
  it('Invisible: no line of sight to it (so no ranged attack), melee against it has Conceal 11; Blindsight within range ignores both', () => {
    const s = battle(
      ['Defiant Rake'],
      ['Gnoll Marauder'],
      [
        [4, 4],
        [4, 8],
      ],
    );
    give(s, 'Gnoll Marauder', [{ kind: 'invisible' }]);
    const rake = byLabel(s, 'Defiant Rake');
    const gnoll = byLabel(s, 'Gnoll Marauder');
    const crossbow = s.cards['Defiant Rake']?.attacks[1];
    if (!crossbow) throw new Error('no crossbow');
    expect(sees(geo(s), rake, gnoll)).toBe(false);
    expect(singleTargets(ctxFor(s), geo(s), rake, crossbow)).toEqual([]);
    give(s, 'Defiant Rake', [{ kind: 'blindsight', range: 5 }]);
    expect(sees(geo(s), rake, gnoll)).toBe(true);
    gnoll.pos = { x: 4, y: 11 };
    expect(sees(geo(s), rake, gnoll)).toBe(false);
  });
  it('Hide: with ranged cover from terrain against the viewer it is invisible to it (creatures do not count)', () => {
    // A wall square at (6,5) between the rake at (5,2) and the hider at (6,8): sight, but with cover.
    const s = battle(
      ['Defiant Rake'],
      ['Gnoll Marauder', 'Dire Wolf'],
      [
        [5, 2],
        [6, 8],
        [9, 9],
      ],
      openMap(12, 12, [[6, 5]]),
    );
    const rake = byLabel(s, 'Defiant Rake');
    const gnoll = byLabel(s, 'Gnoll Marauder');
    const before = sees(geo(s), rake, gnoll);
    give(s, 'Gnoll Marauder', [{ kind: 'hide' }]);
    expect(before).toBe(true);
    expect(sees(geo(s), rake, gnoll)).toBe(false);
    // In the open with only a creature (the wolf) in between: creatures' cover does not hide it.
    gnoll.pos = { x: 9, y: 2 };
    byLabel(s, 'Dire Wolf').pos = { x: 7, y: 2 };
    expect(sees(geo(s), rake, gnoll)).toBe(true);
  });
});

describe('starter continuous powers', () => {
  const args = (attacker: number, target: number) => ({ attacker, target, melee: true, combatAdvantage: false, attackKey: 'x' });
  it('Aggressive 5 (Halfling Cleric) only while not bloodied; Stabbing Frenzy (Gnoll) only while bloodied', () => {
    const s = battle(
      ['Halfling Cleric of Melora'],
      ['Gnoll Marauder'],
      [
        [4, 4],
        [4, 5],
      ],
    );
    const [cleric, gnoll] = [byLabel(s, 'Halfling Cleric of Melora'), byLabel(s, 'Gnoll Marauder')];
    const q = (a: number, t: number) => ctxFor(s).query('damageBonus', 0, args(a, t));
    expect([q(cleric.id, gnoll.id), q(gnoll.id, cleric.id)]).toEqual([5, 0]);
    cleric.hp = 20;
    gnoll.hp = 30;
    expect([q(cleric.id, gnoll.id), q(gnoll.id, cleric.id)]).toEqual([0, 5]);
  });
  it('Gnaw (Dire Wolf): +10 damage against an Immobilized target', () => {
    const s = battle(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [4, 5],
      ],
    );
    const [guard, wolf] = [byLabel(s, 'Merchant Guard'), byLabel(s, 'Dire Wolf')];
    expect(ctxFor(s).query('damageBonus', 0, args(wolf.id, guard.id))).toBe(0);
    guard.conds.push({
      id: 99,
      kind: 'Immobilized',
      name: 't',
      amount: 0,
      dtype: 'untyped',
      defense: 'all',
      duration: 'save-ends',
      source: -1,
      sourcePlayer: 1,
      ownTurn: false,
    });
    expect(ctxFor(s).query('damageBonus', 0, args(wolf.id, guard.id))).toBe(10);
  });
  it('Bold (Merchant Guard): +4 Will within 6 squares of an allied champion', () => {
    const s = battle(
      ['Merchant Guard', 'Dwarf Battlemaster'],
      ['Dire Wolf'],
      [
        [4, 4],
        [4, 10],
        [0, 0],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    const will = () => ctxFor(s).query('defense', 15, { creature: guard.id, defense: 'Will' });
    expect(will()).toBe(19);
    byLabel(s, 'Dwarf Battlemaster').pos = { x: 4, y: 11 };
    expect(will()).toBe(15);
    expect(ctxFor(s).query('defense', 19, { creature: guard.id, defense: 'AC' })).toBe(19);
  });
});
