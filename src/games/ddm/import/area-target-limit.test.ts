// Target limits on close and area attacks, and the further single-target limits read by
// import/target-words.ts — invented rows in the ddmwi format, played through the engine with forced dice.
// ddm-battle-rules-2011, "How to Choose Targets" narrowed by the card ("CORE RULES AND EXCEPTIONS"); 2008
// guidelines, "Multiple Targets": an area attack that states its targets attacks only them; "Living
// Creatures"; "Creature Size"; "Bloodied" (rules/target-limit.ts, rules/tactics.ts). Each area test has
// a control: the same burst without the limit attacks the creature the limit spares; each single-target
// limit is offered against a creature that meets it and not against one in the same place that does not.
import { afterAll, describe, expect, it } from 'vitest';
import type { ConditionName } from '../cards/schema-basics.js';
import type { CreatureCard } from '../cards/schema.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const poke = { type: 'ATTACK' as const, text: 'Poke: +1 vs. AC; 5 damage.' };
const ring = (name: string, limit: string) =>
  entry({ name, hp: 60, powers: [poke, { type: 'ATTACK', text: `Ring: (burst 1${limit}) +10 vs. Fort; 10 thunder damage.` }] });
const rows = [
  ring('Plain Ringer', ''),
  ring('Life Ringer', ', living targets only'),
  ring('Fey Spared Ringer', ', Fey targets immune'),
  ring('Undead Ringer', ', Undead only'),
  ring('Size Ringer', ', Large or smaller targets only'),
  entry({
    name: 'Low Caller',
    hp: 60,
    powers: [poke, { type: 'ATTACK', text: 'Scare: (radius 1 within 10, level 4 or lower enemies only) +10 vs. Will; 10 psychic damage.' }],
  }),
  entry({ name: 'Finisher', powers: [poke, { type: 'ATTACK', text: 'Finish: (bloodied target only) +10 vs. AC; 30 damage.' }] }),
  entry({ name: 'Long Grabber', powers: [poke, { type: 'ATTACK', text: 'Squeeze: (reach 2, adjacent Immobilized enemy only) +10 vs. AC; 20 damage.' }] }),
  entry({ name: 'Charmer', powers: [poke, { type: 'ATTACK', text: 'Charm: Minor action, undamaged target only: (range 6) +10 vs. Will; Dazed.' }] }),
  entry({ name: 'Banisher', powers: [poke, { type: 'ATTACK', text: 'Banish: (range 5; Demon, Devil, or Planar target only) +10 vs. Will; 20 damage.' }] }),
  entry({
    name: 'Orator',
    powers: [poke, { type: 'ATTACK', text: 'Speech: (blast 3, non-Evil Human, Elf, or Dwarf targets only) +10 vs. Will; 10 psychic damage.' }],
  }),
  entry({ name: 'Giant Cutter', powers: [poke, { type: 'ATTACK', text: 'Cut Down: (Medium or larger target only) +10 vs. AC; 20 damage.' }] }),
  entry({ name: 'Living Ox', hp: 80, level: 4, powers: [poke] }),
  entry({ name: 'Bone Ox', hp: 80, level: 4, keywords: ['Undead'], powers: [poke] }),
  entry({ name: 'Fey Ox', hp: 80, level: 4, keywords: ['Fey'], powers: [poke] }),
  entry({ name: 'Old Ox', hp: 80, level: 5, powers: [poke] }),
  entry({ name: 'Devil Ox', hp: 80, keywords: ['Devil'], powers: [poke] }),
  entry({ name: 'Good Human', hp: 80, alignment: 'GOOD', keywords: ['Human'], powers: [poke] }),
  entry({ name: 'Evil Human', hp: 80, alignment: 'EVIL', keywords: ['Human'], powers: [poke] }),
  entry({ name: 'Big Ox', hp: 80, powers: [poke] }),
  entry({ name: 'Wee Ox', hp: 80, powers: [poke] }),
];
// The file gives no size; a Huge and a Small ox stand in for the side table's sizes.
const SIZED: Readonly<Record<string, CreatureCard['size']>> = { 'Big Ox': 'Huge', 'Wee Ox': 'Small' };
const cards = importedCards(rows, 'area-target-limit.json').map((c) => (SIZED[c.name] ? { ...c, size: SIZED[c.name] ?? c.size } : c));
afterAll(addTestCards(cards));
const limitOf = (name: string) => cards.find((c) => c.name === name)?.attacks[1];

const attackIds = (s: DdmState) =>
  decision(s)
    .options.map((o) => o.id)
    .filter((id) => id.startsWith('attack:'));
/** The creatures the burst's attack rolls were made against, by label. */
const rolledAt = (s: DdmState, events: { type: string; data: Record<string, unknown> }[]) =>
  events.filter((e) => e.type === 'attack-roll').map((e) => s.creatures[e.data['target'] as number]?.label);
const pickFirst = (d: { kind: string; options: readonly { id: string }[] }) =>
  d.kind === 'order-effects' || d.kind === 'choose-order' ? (d.options[0]?.id ?? null) : null;

/** The ringer at (5,5), the two oxen (enemies) adjacent above and below it. */
const ringAt = (ringer: string, a: string, b: string) =>
  turnOf(
    [ringer],
    [a, b],
    [
      [5, 5],
      [5, 4],
      [5, 6],
    ],
    ringer,
  );

describe('a target limit on a close attack: only the creatures in the area that meet it are attacked', () => {
  it('reads each limit onto the burst', () => {
    expect(limitOf('Life Ringer')?.targetLimit).toEqual({ living: true });
    expect(limitOf('Fey Spared Ringer')?.targetLimit).toEqual({ notKeywords: ['Fey'] });
    expect(limitOf('Undead Ringer')?.targetLimit).toEqual({ keywords: ['Undead'] });
    expect(limitOf('Size Ringer')?.maxTargetSize).toBe('Large');
    expect(limitOf('Low Caller')).toMatchObject({ targeting: 'enemies', targetLimit: { maxLevel: 4 } });
  });

  it('control: the plain burst attacks both oxen', () => {
    const s = ringAt('Plain Ringer', 'Living Ox', 'Bone Ox');
    const r = act(s, 'attack:1', [15, 15], pickFirst);
    expect(rolledAt(s, r.events).sort()).toEqual(['Bone Ox', 'Living Ox']);
  });

  it('(living targets only): the living ox is hit, the Undead ox beside it is not attacked', () => {
    const s = ringAt('Life Ringer', 'Living Ox', 'Bone Ox');
    const r = act(s, 'attack:1', [15], pickFirst);
    expect(rolledAt(s, r.events)).toEqual(['Living Ox']);
    expect(byLabel(s, 'Living Ox').hp).toBe(70);
    expect(byLabel(s, 'Bone Ox').hp).toBe(80);
  });

  it('(Fey targets immune): the Fey ox is not attacked', () => {
    const s = ringAt('Fey Spared Ringer', 'Living Ox', 'Fey Ox');
    const r = act(s, 'attack:1', [15], pickFirst);
    expect(rolledAt(s, r.events)).toEqual(['Living Ox']);
    expect(byLabel(s, 'Fey Ox').hp).toBe(80);
  });

  it('(Undead only): only the Undead ox is attacked; with no Undead in reach the burst is not offered', () => {
    const s = ringAt('Undead Ringer', 'Living Ox', 'Bone Ox');
    const r = act(s, 'attack:1', [15], pickFirst);
    expect(rolledAt(s, r.events)).toEqual(['Bone Ox']);
    expect(attackIds(ringAt('Undead Ringer', 'Living Ox', 'Fey Ox'))).toEqual(['attack:0']);
  });

  it('(Large or smaller targets only): the Huge ox beside it is not attacked', () => {
    const s = turnOf(
      ['Size Ringer'],
      ['Living Ox', 'Big Ox'],
      [
        [5, 5],
        [5, 4],
        [6, 5],
      ],
      'Size Ringer',
    );
    const r = act(s, 'attack:1', [15], pickFirst);
    expect(rolledAt(s, r.events)).toEqual(['Living Ox']);
    expect(byLabel(s, 'Big Ox').hp).toBe(80);
  });

  it('(radius 1 within 10, level 4 or lower enemies only): the level 4 enemy is hit; the level 4 ally and the level 5 enemy in the area are not attacked', () => {
    const s = turnOf(
      ['Low Caller', 'Fey Ox'],
      ['Living Ox', 'Old Ox'],
      [
        [2, 5],
        [8, 4],
        [8, 5],
        [8, 6],
      ],
      'Low Caller',
    );
    const r = act(s, 'attack:1', [15], (d) => (d.kind === 'choose-area' ? (d.options.find((o) => o.id === 'area:8,5')?.id ?? null) : pickFirst(d)));
    expect(rolledAt(s, r.events)).toEqual(['Living Ox']);
    expect(byLabel(s, 'Fey Ox').hp).toBe(80);
    expect(byLabel(s, 'Old Ox').hp).toBe(80);
  });
});

/** `who` at (4,5), the ox at `at` (adjacent by default), with the conditions given. */
const duel = (who: string, ox: string, conds: ConditionName[] = [], at: [number, number] = [5, 5], prepare?: (s: DdmState) => void) =>
  turnOf([who], [ox], [[4, 5], at], who, {
    prepare: (s) => {
      conds.forEach((k) => byLabel(s, ox).conds.push({ id: 80, ...testCondition(k, 0), ownTurn: false }));
      prepare?.(s);
    },
  });

describe('single-target limits read by target-words', () => {
  it('(bloodied target only): offered against the bloodied ox, which it hits for 30; not against the same ox unhurt', () => {
    const s = duel('Finisher', 'Living Ox', [], [5, 5], (st) => (byLabel(st, 'Living Ox').hp = 40));
    expect(attackIds(s)).toContain('attack:1');
    act(s, 'attack:1', [15]);
    expect(byLabel(s, 'Living Ox').hp).toBe(10);
    expect(attackIds(duel('Finisher', 'Living Ox'))).toEqual(['attack:0']);
  });

  it('(reach 2, adjacent Immobilized enemy only): offered against the Immobilized ox beside it; not 2 squares away, nor against it unimmobilized', () => {
    expect(limitOf('Long Grabber')?.targetLimit).toEqual({ conditions: ['Immobilized'], adjacent: true });
    const s = duel('Long Grabber', 'Living Ox', ['Immobilized']);
    expect(attackIds(s)).toContain('attack:1');
    act(s, 'attack:1', [15]);
    expect(byLabel(s, 'Living Ox').hp).toBe(60);
    expect(attackIds(duel('Long Grabber', 'Living Ox', ['Immobilized'], [6, 5]))).not.toContain('attack:1');
    expect(attackIds(duel('Long Grabber', 'Living Ox'))).not.toContain('attack:1');
  });

  it('Undamaged target only (before the range): the charm is offered against the unhurt ox and not once it is damaged', () => {
    expect(limitOf('Charmer')?.targetLimit).toEqual({ undamaged: true });
    expect(attackIds(duel('Charmer', 'Living Ox', [], [8, 5]))).toContain('attack:1');
    expect(attackIds(duel('Charmer', 'Living Ox', [], [8, 5], (st) => (byLabel(st, 'Living Ox').hp = 75)))).not.toContain('attack:1');
  });

  it('(range 5; Demon, Devil, or Planar target only): the Devil ox is hit for 20; the plain ox is no target', () => {
    expect(limitOf('Banisher')?.targetLimit).toEqual({ keywords: ['Demon', 'Devil', 'Planar'] });
    const s = duel('Banisher', 'Devil Ox', [], [8, 5]);
    act(s, 'attack:1', [15]);
    expect(byLabel(s, 'Devil Ox').hp).toBe(60);
    expect(attackIds(duel('Banisher', 'Living Ox', [], [8, 5]))).not.toContain('attack:1');
  });

  it('(blast 3, non-Evil Human, Elf, or Dwarf targets only): the Good Human is attacked, the Evil Human is not', () => {
    expect(limitOf('Orator')?.targetLimit).toEqual({ keywords: ['Human', 'Elf', 'Dwarf'], alignments: ['Good', 'Unaligned'] });
    const s = turnOf(
      ['Orator'],
      ['Good Human', 'Evil Human'],
      [
        [4, 5],
        [5, 5],
        [5, 6],
      ],
      'Orator',
    );
    const r = act(s, 'attack:1', [15], (d) =>
      d.kind === 'choose-area' ? (d.options.find((o) => /over \(5,4\)–\(7,6\)/.test(o.label ?? ''))?.id ?? null) : pickFirst(d),
    );
    expect(rolledAt(s, r.events)).toEqual(['Good Human']);
    expect(byLabel(s, 'Evil Human').hp).toBe(80);
  });

  it('(Medium or larger target only): offered against a Medium ox, not against a Small one', () => {
    expect(limitOf('Giant Cutter')?.targetLimit).toEqual({ minSize: 'Medium' });
    expect(attackIds(duel('Giant Cutter', 'Living Ox'))).toContain('attack:1');
    expect(attackIds(duel('Giant Cutter', 'Wee Ox'))).not.toContain('attack:1');
  });

  it('"non-Petrified" (a state the engine lacks) and "non-adjacent" stay gaps', () => {
    const odd = [
      entry({ name: 'Gazer', powers: [poke, { type: 'ATTACK', text: 'Gaze: (range 6, non-Petrified targets only) +9 vs. Will; Immobilized (save ends).' }] }),
      entry({ name: 'Windup', powers: [poke, { type: 'ATTACK', text: 'Windup: (non-adjacent target only) +15 vs. AC; 20 damage.' }] }),
      entry({ name: 'Mixed', powers: [poke, { type: 'ATTACK', text: 'Purge: (range 5; Undead, Shapeshifter, or Evil target only) +9 vs. Will; 10 damage.' }] }),
    ];
    const parsed = parseDdmwi(JSON.stringify(odd), 'target-limit-odd.json');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.creatures.map((c) => c.powers.find((p) => p.section === 'attack' && p.name !== 'Poke')?.enforced)).toEqual([false, false, false]);
  });
});
