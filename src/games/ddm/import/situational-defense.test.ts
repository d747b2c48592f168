// "+A AC and +D DEF <situation>" (ddm-battle-rules-2011, "Bonuses and Penalties"; Appendix A: DEF is
// Fortitude, Reflex and Will), read from invented rows and played through the engine with forced dice:
// against ranged attacks (Tower Shield), against ranged attacks while not bloodied (Chitinous
// Plating), while adjacent to an ally of a keyword (Disciplined), while an allied champion of a keyword
// is within N squares (Resolute, a Will bonus), against enemies without Flight (Windborn). Each checks
// the defense the attack roll is made against, beside its control (a melee attack; bloodied; an ally
// of another keyword; the champion too far; a flying attacker); fails if the bonus is ignored or given
// outside its situation.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const special = (text: string) => ({ type: 'SPECIAL' as const, text });
const attacks = [
  bite,
  { type: 'ATTACK' as const, text: 'Arrow: (range 6) +10 vs. AC; 10 damage.' },
  { type: 'ATTACK' as const, text: 'Mind Spike: (range 6) +10 vs. Will; 10 damage.' },
];
const rows = [
  entry({ name: 'Shield Bearer', hp: 80, powers: [bite, special('Tower Shield: +2 AC and +2 DEF against {r} attacks.')] }),
  entry({ name: 'Chitin Scout', hp: 80, powers: [bite, special('Chitinous Plating: +4 AC against {r} attacks while not Bloodied.')] }),
  entry({ name: 'Drill Soldier', hp: 80, powers: [bite, special('Disciplined: +1 AC while adjacent to a martial ally.')] }),
  entry({ name: 'Elf Raider', hp: 80, powers: [bite, special('Resolute: +8 DEF(Will) while within 5 squares of an allied Elf champion.')] }),
  entry({ name: 'Wind Drake', hp: 80, powers: [bite, special('Windborn: +4 AC vs. enemies without Flight.')] }),
  entry({ name: 'Drill Sergeant', keywords: ['Martial'], powers: [bite] }),
  entry({ name: 'Farm Hand', keywords: ['Beast'], powers: [bite] }),
  entry({ name: 'Elf Lord', keywords: ['Elf'], championRating: 2, powers: [bite] }),
  entry({ name: 'Archer', powers: attacks }),
  entry({ name: 'Sky Archer', movementMode: 'FLIGHT', powers: attacks }),
];
const cards = importedCards(rows, 'situational-defense.json');
afterAll(addTestCards(cards));

/** `by` at (2,2) attacks `target` at (3,2) with `attack` (d20 15); `friend` of the target at `at`; the defense the roll is made against. */
function defense(
  target: string,
  attack: 'attack:0' | 'attack:1' | 'attack:2',
  opts: { by?: string; friend?: string; at?: [number, number]; prepare?: (s: DdmState) => void } = {},
) {
  const p1 = [target, ...(opts.friend ? [opts.friend] : [])];
  const pos: [number, number][] = [[3, 2], ...(opts.friend ? [opts.at ?? [4, 2]] : []), [2, 2]];
  const by = opts.by ?? 'Archer';
  const s = turnOf(p1, [by], pos, by, opts.prepare ? { prepare: opts.prepare } : {});
  const r = act(s, attack, [15], (d) => (d.kind === 'choose-target' ? (d.options.find((o) => o.label.startsWith(target))?.id ?? null) : null));
  return r.events.find((e: GameEvent) => e.type === 'attack-roll')?.data['defense'];
}

describe('situational defense bonuses', () => {
  it('reads the printings', () => {
    expect(cards.slice(0, 5).map((c) => c.powers[0])).toMatchObject([
      { effect: { kind: 'situational-defense', amounts: { AC: 2, Fort: 2, Ref: 2, Will: 2 }, against: ['ranged'] } },
      { effect: { amounts: { AC: 4 }, against: ['ranged'], when: 'self-not-bloodied' } },
      { effect: { amounts: { AC: 1 }, when: 'adjacent-ally-keyword', keyword: 'Martial' } },
      { effect: { amounts: { Will: 8 }, when: 'near-champion-ally-keyword', keyword: 'Elf', within: 5 } },
      { effect: { amounts: { AC: 4 }, when: 'attacker-not-flying' } },
    ]);
  });
  it('Tower Shield: +2 AC and +2 Will against a ranged attack, nothing against a melee one', () => {
    expect(defense('Shield Bearer', 'attack:1')).toBe(20);
    expect(defense('Shield Bearer', 'attack:2')).toBe(18);
    expect(defense('Shield Bearer', 'attack:0')).toBe(18);
  });
  it('Chitinous Plating: +4 AC against a ranged attack while not bloodied; none while bloodied', () => {
    expect(defense('Chitin Scout', 'attack:1')).toBe(22);
    expect(defense('Chitin Scout', 'attack:1', { prepare: (s) => void (byLabel(s, 'Chitin Scout').hp = 30) })).toBe(18);
  });
  it('Disciplined: +1 AC beside a Martial ally, none beside a Beast', () => {
    expect(defense('Drill Soldier', 'attack:0', { friend: 'Drill Sergeant' })).toBe(19);
    expect(defense('Drill Soldier', 'attack:0', { friend: 'Farm Hand' })).toBe(18);
  });
  it('Resolute: +8 Will with the Elf champion 4 squares away, none 7 squares away', () => {
    expect(defense('Elf Raider', 'attack:2', { friend: 'Elf Lord', at: [3, 6] })).toBe(24);
    expect(defense('Elf Raider', 'attack:2', { friend: 'Elf Lord', at: [3, 9] })).toBe(16);
  });
  it('Windborn: +4 AC against an attacker without Flight, none against a flying one', () => {
    expect(defense('Wind Drake', 'attack:0')).toBe(22);
    expect(defense('Wind Drake', 'attack:0', { by: 'Sky Archer' })).toBe(18);
  });
});
