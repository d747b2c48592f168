// Attacks printed "This creature moves up to its speed[ (minimum 1 square)] and makes a {b} ({m})
// attack at any time during its move" (ddm-battle-rules-2011, "USE A POWER", "MOVE", "Modes
// (Movement)" for Flight, "Legal Position", "'Movement' Triggers" for the minimum), read from invented
// rows and played through the engine with forced dice: the creature walks to a square, attacks, and
// walks on with the squares left. Each test fails if the power is ignored (no move could both attack
// the brute and end away from it), if the move's rules are (the opportunity attack, Flight's
// exemption, the squares spent before the attack, occupied squares), or if bad input changed anything.
import { afterAll, describe, expect, it } from 'vitest';
import { powerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { game } from '../game.js';
import { act, byLabel, decision, play, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Trail Runner',
    speed: 6,
    powers: [
      { type: 'ATTACK', text: 'Spear: +5 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Running Jab: This creature moves up to its Speed (minimum 1 square), and makes a {m} attack at any time during its move.' },
    ],
  }),
  entry({
    name: 'Wind Rider',
    speed: 6,
    movementMode: 'FLIGHT',
    powers: [
      { type: 'ATTACK', text: 'Talon: +5 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Swoop: This creature moves up to its speed and makes a {b} attack any time during its move.', limit: 1 },
    ],
  }),
  entry({ name: 'Straw Brute', hp: 200, ac: 18, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
  entry({ name: 'Hay Post', powers: [{ type: 'ATTACK', text: 'Poke: +1 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'move-attack-during.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState) => decision(s).options.map((o) => o.id);
const at = (s: DdmState, label: string) => byLabel(s, label).pos;

/** `mover` at (1,1) with an ally of its own at (2,2), the brute at (1,4): three squares away. */
function turn(mover: string): DdmState {
  return turnOf(
    [mover, 'Hay Post'],
    ['Straw Brute'],
    [
      [1, 1],
      [2, 2],
      [1, 4],
    ],
    mover,
  );
}

/** Answers: the square to attack from, the brute as target, yes to opportunity attacks, then the end square. */
function answers(first: string, end: string) {
  let stops = 0;
  return (d: ReturnType<typeof decision>): string | null => {
    if (d.kind === 'choose-destination') return stops++ === 0 ? first : end;
    if (d.kind === 'choose-target') return String(d.options.find((o) => o.label.includes('Straw Brute') || o.id === '2')?.id ?? d.options[0]?.id);
    if (d.kind === 'opportunity-attack') return d.options.find((o) => o.id.startsWith('attack:'))?.id ?? null;
    return null;
  };
}

describe('attacks: this creature moves up to its speed and makes a {b} attack at any time during its move', () => {
  it('reads the power (no attack line of its own): {m} a melee basic attack, {b} any basic attack, the minimum, the use', () => {
    const runner = cards.find((c) => c.name === 'Trail Runner');
    const rider = cards.find((c) => c.name === 'Wind Rider');
    expect(runner?.attacks.map((a) => a.name)).toEqual(['Spear']);
    expect(runner?.powers).toEqual([
      { kind: 'action', name: 'Running Jab', action: 'attack', effect: { kind: 'move-attack-during', squares: 'speed', minimum: 1, melee: true } },
    ]);
    expect(rider?.powers).toEqual([
      { kind: 'action', name: 'Swoop', action: 'attack', uses: 1, effect: { kind: 'move-attack-during', squares: 'speed', melee: false } },
    ]);
    const p = runner?.powers[0];
    if (!p) throw new Error('no Running Jab');
    expect(powerText(p)).toBe(
      'Running Jab: Attack action: this creature moves up to its speed, ending at least 1 square away and makes a melee basic attack at any square of the move.',
    );
  });

  it('walks in, attacks the brute, and walks away with the squares left; leaving the brute provokes its opportunity attack', () => {
    const s = turn('Trail Runner');
    // Without the power the brute, 3 squares away, is out of the spear's reach.
    expect(ids(s)).not.toContain('attack:0');
    // Attack from (1,3) after 2 squares (a 15 hits: +5 vs AC 18), the brute's opportunity attack misses (a 1), end at (4,1).
    const r = act(s, 'power:Running Jab', [15, 1], answers('1,3', '4,1'));
    expect(byLabel(s, 'Straw Brute').hp).toBe(190);
    expect(at(s, 'Trail Runner')).toEqual({ x: 4, y: 1 });
    expect(r.asked.map((d) => d.kind)).toContain('opportunity-attack');
    // The second walk has the 4 squares left, not the whole speed: nothing farther than 4 from (1,3).
    const rest = r.asked.filter((d) => d.kind === 'choose-destination')[1];
    const far = (rest?.options ?? []).map((o) => o.payload as { x: number; y: number }).map((p) => Math.max(Math.abs(p.x - 1), Math.abs(p.y - 3)));
    expect(Math.max(...far)).toBe(4);
    // It is the attack action: no other attack this turn.
    expect(ids(s)).not.toContain('power:Running Jab');
  });

  it('a flying creature provokes only on leaving the square its move began on: attacking and flying on past the brute provokes nothing', () => {
    const s = turn('Wind Rider');
    const r = act(s, 'power:Swoop', [15], answers('1,3', '4,3'));
    expect(byLabel(s, 'Straw Brute').hp).toBe(190);
    expect(at(s, 'Wind Rider')).toEqual({ x: 4, y: 3 });
    expect(r.asked.map((d) => d.kind)).not.toContain('opportunity-attack');
  });

  it('the attack may come before any square (stay first); with "(minimum 1 square)" the end may not be the starting square', () => {
    const s = turnOf(
      ['Trail Runner'],
      ['Straw Brute'],
      [
        [1, 1],
        [1, 2],
      ],
      'Trail Runner',
    );
    const r = act(s, 'power:Running Jab', [15, 1], answers('1,1', '3,1'));
    const [first, rest] = r.asked.filter((d) => d.kind === 'choose-destination');
    expect(first?.options[0]?.label).toBe('stay (0 squares)');
    expect(rest?.options.map((o) => o.id)).not.toContain('1,1');
    expect(byLabel(s, 'Straw Brute').hp).toBe(190);
    expect(at(s, 'Trail Runner')).toEqual({ x: 3, y: 1 });
  });

  it('a square held by an ally or the enemy is no stop; a square not offered is refused and changes nothing', () => {
    const s = turn('Trail Runner');
    play(s, ['power:Running Jab'], [], false);
    expect(decision(s).kind).toBe('choose-destination');
    expect(ids(s)).not.toContain('2,2');
    expect(ids(s)).not.toContain('1,4');
    const before = JSON.stringify(s);
    for (const bad of ['2,2', '1,4', '1,9']) {
      const r = game.apply(s, decision(s).rqid, bad);
      expect(r.ok).toBe(false);
      expect(JSON.stringify(s)).toBe(before);
    }
  });
});
