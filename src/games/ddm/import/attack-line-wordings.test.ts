// Printings of known attack parts the grammar did not read (ddm-battle-rules-2011, "MAKING AN ATTACK";
// the 2008 guidelines' "Followup"), read from invented rows and played through the engine with forced
// dice: "+ 8 vs. AC" (a space after the plus), "AND Followup. Followup: +N vs. D; …" (a full stop
// between the words), "(only with combat advantage)", "(only with combat advantage against target)" and
// "(targets granting combat advantage only)" ("Combat Advantage", "Flanking"), and "-2 to Reflex,
// Foritude and Will until end of battle" (the file's misspelling; "Bonuses and Penalties"). Each test
// fails if the printing is ignored: the rows would not import (importedCards throws), the followup
// would not roll, the attack would be offered without the flank, or AC would be lowered too.
import { afterAll, describe, expect, it } from 'vitest';
import type { Defense } from '../cards/schema-basics.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const poke = { type: 'ATTACK' as const, text: 'Poke: +1 vs. AC; 5 damage.' };
const CA_WORDINGS = [
  'Throat Cut: (only with combat advantage) +8 vs. DEF(Fort); 10 Damage',
  'Skull Knock: (only with combat advantage against target); +8 vs. DEF(Fort); 10 Damage',
  'Head Bash: (targets granting combat advantage only) +8 vs. AC; 10 damage.',
];
const rows = [
  entry({
    name: 'Spaced Archer',
    powers: [
      { type: 'ATTACK', text: 'Long Bow: (sight) + 8 vs. AC; 10 Damage' },
      { type: 'ATTACK', text: 'Leg Shot: (range 10) + 8 vs. AC; 5 Damage and Slowed (save ends)' },
    ],
  }),
  entry({ name: 'Stop Griffin', powers: [{ type: 'ATTACK', text: 'Beak: +11 vs. AC; 15 Damage AND Followup. Followup: +11 vs. AC; 15 Damage' }] }),
  ...CA_WORDINGS.map((text, i) => entry({ name: `Sly Goblin ${i}`, powers: [poke, { type: 'ATTACK', text, limit: 1 }] })),
  entry({ name: 'Plain Goblin', powers: [poke, { type: 'ATTACK', text: 'Head Bash: +8 vs. AC; 10 damage.', limit: 1 }] }),
  entry({ name: 'Helper Wolf', powers: [poke] }),
  entry({
    name: 'Mind Sipper',
    powers: [{ type: 'ATTACK', text: 'Siphon: (range 6) +12 vs. Will; 15 psychic damage AND -2 to Reflex, Foritude and Will until end of battle.' }],
  }),
  entry({ name: 'Target Ox', hp: 80, ac: 18, fort: 14, ref: 13, will: 12, powers: [poke] }),
];
const cards = importedCards(rows, 'attack-line-wordings.json');
afterAll(addTestCards(cards));

const duel = (who: string, prepare?: (s: DdmState) => void) =>
  turnOf(
    [who],
    ['Target Ox'],
    [
      [4, 5],
      [5, 5],
    ],
    who,
    prepare ? { prepare } : {},
  );
const attackIds = (s: DdmState) =>
  decision(s)
    .options.map((o) => o.id)
    .filter((id) => id.startsWith('attack:'));

describe('attack roll: "+ N vs. D" with a space after the plus', () => {
  it('reads both attacks with their bonus; the slowing one keeps its lowercase "and Slowed (save ends)"', () => {
    expect(cards[0]?.attacks.map((a) => [a.name, a.bonus, a.vs])).toEqual([
      ['Long Bow', 8, 'AC'],
      ['Leg Shot', 8, 'AC'],
    ]);
    expect(cards[0]?.attacks[1]?.effects).toEqual([{ kind: 'condition', condition: 'Slowed', duration: 'save-ends' }]);
  });
  it('a 10 (+8 = 18) hits AC 18 for 10; a 9 misses', () => {
    const s = duel('Spaced Archer');
    act(s, 'attack:0', [10]);
    expect(byLabel(s, 'Target Ox').hp).toBe(70);
    const miss = duel('Spaced Archer');
    act(miss, 'attack:0', [9]);
    expect(byLabel(miss, 'Target Ox').hp).toBe(80);
  });
});

describe('AND Followup. Followup: a second roll after a hit', () => {
  it('reads the followup; a hit and a hit deal 15 + 15, a miss of the first roll no followup', () => {
    expect(cards[1]?.attacks[0]?.followup).toEqual({ bonus: 11, vs: 'AC', damage: [{ amount: 15, type: 'untyped' }], effects: [] });
    const s = duel('Stop Griffin');
    act(s, 'attack:0', [10, 10]);
    expect(byLabel(s, 'Target Ox').hp).toBe(50);
    const missed = duel('Stop Griffin');
    const r = act(missed, 'attack:0', [2]);
    expect(r.events.filter((e) => e.type === 'attack-roll')).toHaveLength(1);
    expect(byLabel(missed, 'Target Ox').hp).toBe(80);
  });
});

describe('attack range: only with combat advantage (three printings)', () => {
  const at = (flanked: boolean): [number, number][] => [[4, 5], flanked ? [6, 5] : [9, 9], [5, 5]];
  it('reads each as combatAdvantageOnly', () => {
    CA_WORDINGS.forEach((_, i) => expect(cards[2 + i]?.attacks[1]?.combatAdvantageOnly).toBe(true));
  });
  it('flanked by the wolf: offered, and an 8 hits (+2 combat advantage) for 10; alone beside it: not offered, the plain control is', () => {
    CA_WORDINGS.forEach((_, i) => {
      const who = `Sly Goblin ${i}`;
      const s = turnOf([who, 'Helper Wolf'], ['Target Ox'], at(true), who);
      expect(attackIds(s)).toContain('attack:1');
      act(s, 'attack:1', [8]);
      expect(byLabel(s, 'Target Ox').hp).toBe(70);
      expect(attackIds(turnOf([who, 'Helper Wolf'], ['Target Ox'], at(false), who))).toEqual(['attack:0']);
    });
    expect(attackIds(turnOf(['Plain Goblin', 'Helper Wolf'], ['Target Ox'], at(false), 'Plain Goblin'))).toContain('attack:1');
  });
});

describe('attack hit clause: -N to Reflex, Fortitude and Will until end of battle', () => {
  it('reads the penalty on the three defenses listed, "Foritude" as Fortitude', () => {
    expect(cards[7]?.attacks[0]?.effects).toEqual([{ kind: 'defense-penalty', amount: 2, duration: 'end-of-battle', defenses: ['Ref', 'Fort', 'Will'] }]);
  });
  it('a hit lowers Fortitude, Reflex and Will by 2 and leaves AC; a miss lowers none', () => {
    const defenses = (d20: number) => {
      const s = duel('Mind Sipper');
      act(s, 'attack:0', [d20]);
      const ox = byLabel(s, 'Target Ox');
      expect(ox.hp).toBe(d20 === 1 ? 80 : 65);
      const printed: Record<Defense, number> = { AC: 18, Fort: 14, Ref: 13, Will: 12 };
      return (['AC', 'Fort', 'Ref', 'Will'] as const).map((d) => ctxFor(s).query('defense', printed[d], { creature: ox.id, defense: d }));
    };
    expect(defenses(15)).toEqual([18, 12, 11, 10]);
    expect(defenses(1)).toEqual([18, 14, 13, 12]);
  });
});
