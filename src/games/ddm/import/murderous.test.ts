// Murderous, read from invented rows in the ddmwi format and played through the engine (a restrictive
// card, "CORE RULES AND EXCEPTIONS" level 4): while a bloodied enemy is adjacent to it, the creature
// is offered no move, shift or charge and may attack only bloodied targets; with no bloodied enemy
// adjacent it moves and attacks as usual. The printing without "on its turn" also holds on the
// enemy's turn (no opportunity attack against a creature that is not bloodied); the one with it does
// not. Each test fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, play, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claws = { type: 'ATTACK' as const, text: 'Claws: +10 vs. AC; 10 damage.' };
const spit = { type: 'ATTACK' as const, text: 'Spit: (range 6) +10 vs. Reflex; 5 damage.' };
const rows = [
  entry({
    name: 'Red Maw',
    hp: 60,
    powers: [
      claws,
      spit,
      { type: 'SPECIAL', text: 'Murderous: On its turn, this creature cannot move or attack a non-Bloodied target while adjacent to a Bloodied enemy.' },
    ],
  }),
  entry({
    name: 'Grim Maw',
    hp: 60,
    powers: [claws, { type: 'SPECIAL', text: 'Murderous: Cannot move or attack a nonbloodied target while adjacent to a bloodied enemy.' }],
  }),
  entry({
    name: 'Grick Maw',
    hp: 60,
    powers: [claws, spit, { type: 'SPECIAL', text: 'Bloodlust: Cannot move and cannot attack a non-bloodied enemy while adjacent to a bloodied enemy.' }],
  }),
  entry({ name: 'Calm Maw', hp: 60, powers: [claws, spit] }),
  entry({ name: 'Hurt Rat', hp: 40, powers: [claws] }),
  entry({ name: 'Whole Rat', hp: 40, powers: [claws] }),
];
const cards = importedCards(rows, 'murderous.json');
afterAll(addTestCards(cards));

/** `maw`'s turn beside the Hurt Rat (bloodied unless `hurtHp` says otherwise) and the Whole Rat; `far`: the Hurt Rat 4 squares away. */
function turn(maw: string, far = false, hurtHp = 15): DdmState {
  return turnOf([maw], ['Hurt Rat', 'Whole Rat'], [[4, 4], far ? [8, 4] : [5, 4], [4, 5]], maw, { prepare: (s) => void (byLabel(s, 'Hurt Rat').hp = hurtHp) });
}

const menu = (s: DdmState) => decision(s).options.map((o) => o.id);
/** The targets offered for attack `k` (the attack is declared; one legal target is attacked without a question). */
function targets(s: DdmState, k: number): string[] {
  const events = play(s, [`attack:${k}`], [], false).events;
  // A ranged attack provokes the adjacent enemies first: they decline.
  while (decision(s).kind !== 'choose-target' && !events.some((e) => e.type === 'attack-roll'))
    events.push(...play(s, [(d) => (d.options[d.options.length - 1] as { id: string }).id], [], false).events);
  const d = decision(s);
  if (d.kind === 'choose-target') return d.options.map((o) => o.label.split(' (')[0] ?? '');
  return events.filter((e) => e.type === 'attack-roll').map((e) => String(e.data['targetLabel']));
}

describe('Murderous: cannot move or attack a non-bloodied target while a bloodied enemy is adjacent', () => {
  it('reads every printing, with or without "on its turn"', () => {
    expect(cards[0]?.powers).toEqual([{ kind: 'continuous', name: 'Murderous', effect: { kind: 'murderous', ownTurn: true } }]);
    expect(cards[1]?.powers).toEqual([{ kind: 'continuous', name: 'Murderous', effect: { kind: 'murderous' } }]);
  });
  it('Bloodlust ("cannot move and cannot attack a non-bloodied enemy while adjacent to a bloodied enemy") is the same restriction, always', () => {
    expect(cards[2]?.powers).toEqual([{ kind: 'continuous', name: 'Bloodlust', effect: { kind: 'murderous' } }]);
    const s = turn('Grick Maw');
    expect(menu(s)).not.toContain('move');
    expect(menu(s)).not.toContain('charge');
    expect(targets(s, 0)).toEqual(['Hurt Rat']);
    expect(targets(turn('Grick Maw'), 1)).toEqual(['Hurt Rat']);
    // Control: no bloodied enemy adjacent, it moves and attacks either.
    expect(menu(turn('Grick Maw', false, 40))).toContain('move');
    expect(targets(turn('Grick Maw', false, 40), 0)).toEqual(['Hurt Rat', 'Whole Rat']);
  });
  it('beside a bloodied enemy: no move, shift or charge, and only the bloodied enemy is a target (melee and ranged)', () => {
    const s = turn('Red Maw');
    expect(menu(s)).not.toContain('move');
    expect(menu(s)).not.toContain('shift');
    expect(menu(s)).not.toContain('charge');
    expect(targets(s, 0)).toEqual(['Hurt Rat']);
    expect(targets(turn('Red Maw'), 1)).toEqual(['Hurt Rat']);
  });
  it('the same creature without the power, or with no bloodied enemy adjacent, moves and attacks either', () => {
    for (const s of [turn('Calm Maw'), turn('Red Maw', true), turn('Red Maw', false, 40)]) {
      expect(menu(s)).toContain('move');
      expect(menu(s)).toContain('shift');
    }
    expect(targets(turn('Calm Maw'), 0)).toEqual(['Hurt Rat', 'Whole Rat']);
    expect(targets(turn('Red Maw', false, 40), 0)).toEqual(['Hurt Rat', 'Whole Rat']);
    expect(targets(turn('Red Maw', true), 1)).toEqual(['Hurt Rat', 'Whole Rat']);
  });
  it('the attack hits the bloodied enemy it is allowed to target', () => {
    const s = turn('Red Maw');
    act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? (d.options[0]?.id ?? null) : null));
    expect(byLabel(s, 'Hurt Rat').hp).toBe(5);
  });
  it('printed without "on its turn", it also holds on the enemy turn: no opportunity attack on the whole enemy leaving', () => {
    const oaOffered = (maw: string): boolean => {
      const s = turnOf(
        ['Hurt Rat', 'Whole Rat'],
        [maw],
        [
          [5, 4],
          [4, 5],
          [4, 4],
        ],
        'Whole Rat',
        { prepare: (x) => void (byLabel(x, 'Hurt Rat').hp = 15) },
      );
      const { asked } = act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? (d.options.find((o) => o.id === '4,9')?.id ?? null) : null));
      return asked.some((d) => /opportunity/i.test(d.prompt) || d.options.some((o) => /opportunity/i.test(o.label)));
    };
    expect(oaOffered('Red Maw')).toBe(true);
    expect(oaOffered('Grim Maw')).toBe(false);
  });
});
