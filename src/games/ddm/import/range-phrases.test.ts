// Attack-count, roll and Fear phrases read from an attack's parenthesis or its opening words — "(2 different
// targets)", "(make two attacks)", "(attack target twice)", "(roll 2d20 and use the higher)", "(range 10,
// Fear)", "Make 2 attacks:", "Make 3 attacks vs. different targets:", "Make 2 attacks vs. the same target:"
// — from invented rows, played through the engine with forced dice (ddm-battle-rules-2011, "Making an
// Attack": an attack action that grants several attacks rolls several times; 2008 guidelines, "Single Attacks
// that require multiple rolls"; "Immune Fear"). Each test fails if the phrase is ignored: one attack fewer,
// one die fewer, or the Fear-immune creature affected.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bash = { type: 'ATTACK' as const, text: 'Bash: +5 vs. AC; 5 damage.' };
const rows = [
  entry({ name: 'Twin Blade', powers: [bash, { type: 'ATTACK', text: 'Twin Cuts: (2 different targets) +10 vs. AC; 10 damage.' }] }),
  entry({ name: 'Pair Puncher', powers: [bash, { type: 'ATTACK', text: 'Double Jab: (make two attacks) +10 vs. AC; 10 damage.' }] }),
  entry({ name: 'Flail Gnoll', powers: [bash, { type: 'ATTACK', text: 'Flail: (attack target twice) +10 vs. AC; 10 damage.' }] }),
  entry({ name: 'Lucky Grabber', powers: [bash, { type: 'ATTACK', text: 'Grab: (roll 2d20 and use the higher) +10 vs. AC; 10 damage.' }] }),
  entry({ name: 'Dread Gazer', powers: [bash, { type: 'ATTACK', text: 'Dread Gaze: (range 10, Fear) +10 vs. Will; Immobilized.' }] }),
  entry({ name: 'Ray Caster', powers: [bash, { type: 'ATTACK', text: 'Twin Rays: Make 2 attacks: (range 6) +10 vs. Reflex; 10 damage.' }] }),
  entry({
    name: 'Storm Bird',
    powers: [bash, { type: 'ATTACK', text: 'Storm Eye: Make 3 attacks vs. different targets: (reach 3) +10 vs. Reflex; 10 damage.' }],
  }),
  entry({ name: 'Dagger Twin', powers: [bash, { type: 'ATTACK', text: 'Daggers: Make 2 attacks vs. the same target: +10 vs. AC; 10 damage.' }] }),
  entry({ name: 'Straw Brute', hp: 200, powers: [bash] }),
  entry({ name: 'Hay Brute', hp: 200, powers: [bash] }),
  entry({ name: 'Brave Brute', hp: 200, powers: [bash, { type: 'SPECIAL', text: 'Immune Fear' }] }),
];
const cards = importedCards(rows, 'range-phrases.json');
afterAll(addTestCards(cards));
const attackOf = (name: string) => cards.find((c) => c.name === name)?.attacks[1];

/** `who` at (5,5), the two brutes at (5,6) and (6,6); attack 1 made with `dice`, the target chosen by `pick` in turn. */
function swing(who: string, dice: number[], pick: readonly string[], foes: readonly string[] = ['Straw Brute', 'Hay Brute']) {
  const s = turnOf(
    [who],
    foes,
    [
      [5, 5],
      [5, 6],
      [6, 6],
    ],
    who,
  );
  let n = 0;
  const r = act(s, 'attack:1', dice, (d) => (d.kind === 'choose-target' ? String(byLabel(s, pick[n++] ?? pick[0] ?? '').id) : null));
  return { s, rolls: r.events.filter((e) => e.type === 'attack-roll').length };
}

describe('attack counts and rolls printed in the parenthesis or the opening words', () => {
  it('reads each phrase onto the attack', () => {
    expect(attackOf('Twin Blade')?.upTo).toEqual({ attacks: 2, different: true, all: true });
    expect(attackOf('Pair Puncher')?.upTo).toEqual({ attacks: 2, different: false, all: true });
    expect(attackOf('Flail Gnoll')?.multiRoll).toEqual({ rolls: 2, allHitBonus: [] });
    expect(attackOf('Lucky Grabber')?.bestOf).toBe(2);
    expect(attackOf('Dread Gazer')?.effects).toEqual([{ kind: 'condition', condition: 'Immobilized', duration: 'end-of-next-turn', fear: true }]);
    expect(attackOf('Ray Caster')).toMatchObject({ range: { kind: 'ranged', range: 6 }, upTo: { attacks: 2, different: false, all: true } });
    expect(attackOf('Storm Bird')).toMatchObject({ range: { kind: 'melee', reach: 3 }, upTo: { attacks: 3, different: true, all: true } });
    expect(attackOf('Dagger Twin')?.multiRoll).toEqual({ rolls: 2, allHitBonus: [] });
  });

  it('(2 different targets): one hit on each brute; the second choice does not offer the first brute again', () => {
    const { s } = swing('Twin Blade', [15, 15], ['Straw Brute', 'Hay Brute']);
    expect(byLabel(s, 'Straw Brute').hp).toBe(190);
    expect(byLabel(s, 'Hay Brute').hp).toBe(190);
  });

  it('(make two attacks) and "Make 2 attacks:": two rolls, the same brute allowed twice (20 damage)', () => {
    const a = swing('Pair Puncher', [15, 15], ['Straw Brute', 'Straw Brute']);
    expect(a.rolls).toBe(2);
    expect(byLabel(a.s, 'Straw Brute').hp).toBe(180);
    const b = swing('Ray Caster', [15, 15], ['Hay Brute', 'Hay Brute']);
    expect(byLabel(b.s, 'Hay Brute').hp).toBe(180);
  });

  it('"Make 3 attacks vs. different targets:" with two brutes in reach: one attack on each, the third has no new target', () => {
    const { s, rolls } = swing('Storm Bird', [15, 15], ['Straw Brute', 'Hay Brute']);
    expect(rolls).toBe(2);
    expect(byLabel(s, 'Straw Brute').hp).toBe(190);
    expect(byLabel(s, 'Hay Brute').hp).toBe(190);
  });

  it('(attack target twice) and "Make 2 attacks vs. the same target:": two rolls against the one brute chosen', () => {
    // Both forced dice are used (act fails on a die left over) and both hits count.
    const a = swing('Flail Gnoll', [15, 15], ['Straw Brute']);
    expect(byLabel(a.s, 'Straw Brute').hp).toBe(180);
    const b = swing('Dagger Twin', [15, 15], ['Hay Brute']);
    expect(byLabel(b.s, 'Hay Brute').hp).toBe(180);
  });

  it('(roll 2d20 and use the higher): a 2 and a 15 hit (the 15 is read); one die alone would miss', () => {
    const { s } = swing('Lucky Grabber', [2, 15], ['Straw Brute']);
    expect(byLabel(s, 'Straw Brute').hp).toBe(190);
  });

  it('(range 10, Fear): the Immune Fear brute is not immobilized, the other brute is', () => {
    const plain = swing('Dread Gazer', [15], ['Straw Brute']);
    expect(byLabel(plain.s, 'Straw Brute').conds.map((c) => c.kind)).toContain('Immobilized');
    const brave = swing('Dread Gazer', [15], ['Brave Brute'], ['Brave Brute', 'Hay Brute']);
    expect(byLabel(brave.s, 'Brave Brute').conds.map((c) => c.kind)).not.toContain('Immobilized');
  });
});
