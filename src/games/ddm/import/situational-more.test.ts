// Five more situations of "+A Attack and +D Damage <situation>" (ddm-battle-rules-2011, "Bonuses and
// Penalties"), read from invented rows and played through the engine with forced dice: Composure ("+4
// Attack while not bloodied"), Hunter N ("+10 Damage with {m} attacks while adjacent to only 1 enemy":
// exactly one enemy adjacent to it), Individualist / Loner ("+5 Attack while no allies are within 4
// squares of this creature": no ally within N squares, counted distance), Headstrong ("+2 Attack against
// higher-level enemies": the target's level above its own) and Aerial Cavalry ("+5 damage vs. flying
// enemies": a target whose card has Flight). Each check has its control — the situation not holding —
// and fails if the bonus is ignored or given outside it.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const special = (text: string) => ({ type: 'SPECIAL' as const, text });
const rows = [
  entry({ name: 'Calm Nomad', powers: [bite, special('Composure: +4 Attack while not bloodied.')] }),
  entry({ name: 'Lone Hunter', powers: [bite, special('Hunter 10: +10 Damage with {m} attacks while adjacent to only 1 enemy.')] }),
  entry({ name: 'Recluse', powers: [bite, special('Individualist: +5 Attack while no allies are within 4 squares of this creature.')] }),
  entry({ name: 'Proud Squire', level: 4, powers: [bite, special('Headstrong: +2 Attack against higher-level enemies.')] }),
  entry({ name: 'Sky Lancer', powers: [bite, special('Aerial Cavalry: +5 damage vs. flying enemies.')] }),
  entry({ name: 'Straw Dummy', hp: 80, level: 4, powers: [bite] }),
  entry({ name: 'High Dummy', hp: 80, level: 6, powers: [bite] }),
  entry({ name: 'Bird Dummy', hp: 80, movementMode: 'FLIGHT', powers: [bite] }),
  entry({ name: 'Field Hand', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'situational-more.json');
afterAll(addTestCards(cards));

/**
 * `me` at (2,2) attacks `target` at (3,2) (d20 15); `friend`: an ally of `me` at (2,5) (3 squares away);
 * `foe`: another enemy at (1,2), adjacent to `me`; `prepare` runs before the turn.
 */
function strike(me: string, target: string, opts: { friend?: boolean; foe?: boolean; prepare?: (s: DdmState) => void } = {}) {
  const p1 = [me, ...(opts.friend ? ['Field Hand'] : [])];
  const p2 = [target, ...(opts.foe ? ['Field Hand'] : [])];
  const at: [number, number][] = [
    [2, 2],
    ...(opts.friend ? ([[2, 5]] as [number, number][]) : []),
    [3, 2],
    ...(opts.foe ? ([[1, 2]] as [number, number][]) : []),
  ];
  const s = turnOf(p1, p2, at, me, opts.prepare ? { prepare: opts.prepare } : {});
  const t = byLabel(s, target);
  const before = t.hp;
  const r = act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? (d.options.find((o) => o.label.startsWith(target))?.id ?? null) : null));
  return { bonus: r.events.find((e: GameEvent) => e.type === 'attack-roll')?.data['bonus'], lost: before - t.hp };
}

describe('five more situational bonuses', () => {
  it('reads the printings as their situations', () => {
    const whens = cards.slice(0, 5).map((c) => c.powers[0]);
    expect(whens).toMatchObject([
      { effect: { kind: 'situational-bonus', attack: 4, when: 'self-not-bloodied' } },
      { effect: { damage: 10, melee: true, when: 'one-enemy-adjacent' } },
      { effect: { attack: 5, when: 'no-ally-within', within: 4 } },
      { effect: { attack: 2, when: 'target-higher-level' } },
      { effect: { damage: 5, when: 'target-flying' } },
    ]);
  });
  it('Composure: +4 while not bloodied, none while bloodied', () => {
    expect(strike('Calm Nomad', 'Straw Dummy').bonus).toBe(14);
    expect(strike('Calm Nomad', 'Straw Dummy', { prepare: (s) => void (byLabel(s, 'Calm Nomad').hp = 15) }).bonus).toBe(10);
  });
  it('Hunter 10: +10 with one enemy adjacent, none with two', () => {
    expect(strike('Lone Hunter', 'Straw Dummy').lost).toBe(20);
    expect(strike('Lone Hunter', 'Straw Dummy', { foe: true }).lost).toBe(10);
  });
  it('Individualist: +5 with no ally within 4 squares, none with an ally 3 squares away', () => {
    expect(strike('Recluse', 'Straw Dummy').bonus).toBe(15);
    expect(strike('Recluse', 'Straw Dummy', { friend: true }).bonus).toBe(10);
  });
  it('Headstrong: +2 against a higher-level target, none against one of its own level', () => {
    expect(strike('Proud Squire', 'High Dummy').bonus).toBe(12);
    expect(strike('Proud Squire', 'Straw Dummy').bonus).toBe(10);
  });
  it('Aerial Cavalry: +5 against a target with Flight, none against a walker', () => {
    expect(strike('Sky Lancer', 'Bird Dummy').lost).toBe(15);
    expect(strike('Sky Lancer', 'Straw Dummy').lost).toBe(10);
  });
});
