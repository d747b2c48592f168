// Attacks printed "This creature moves up to twice its Speed (minimum N squares), then attacks …"
// (ddm-battle-rules-2011, "USE A POWER", "MOVE", "Making an Attack"; "'Movement' Triggers" for the
// minimum) and "RECHARGE when no enemies can see this creature at start of its turn" ("Rechargeable
// Powers"), read from invented rows and played through the engine. The attack is made only by the
// card's power of the same name: a move of at most the power's squares, then the attack. Each test
// fails if the power is ignored (the far target could not be attacked; the spent use would not come
// back, or would come back while seen).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText, powerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, nextTurnOf, openMap, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { addCond } from '../rules/common.js';

const rows = [
  entry({
    name: 'Dune Lurker',
    speed: 6,
    powers: [
      { type: 'ATTACK', text: 'Claw: +5 vs. AC; 5 damage.' },
      {
        type: 'ATTACK',
        text: 'Sand Pounce: This creature moves up to twice its Speed (minimum 4 squares), then attacks an adjacent target; +10 vs. AC; 30 Damage. RECHARGE when no enemies can see this creature at start of its turn.',
        limit: 1,
      },
    ],
  }),
  entry({ name: 'Straw Brute', hp: 200, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
  entry({
    name: 'Sky Lancer',
    speed: 4,
    powers: [
      { type: 'ATTACK', text: 'Jab: +5 vs. AC; 5 damage.' },
      {
        type: 'ATTACK',
        text: 'Sky Lance: This creature moves up to twice its speed with Flight (minimum 2 squares), then attacks: +10 vs. AC; 30 damage.',
        limit: 1,
      },
    ],
  }),
  entry({
    name: 'Plain Lancer',
    speed: 4,
    powers: [
      { type: 'ATTACK', text: 'Jab: +5 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Lance: This creature moves up to twice its speed (minimum 2 squares), then attacks: +10 vs. AC; 30 damage.', limit: 1 },
    ],
  }),
  entry({
    name: 'Mole Knight',
    speed: 5,
    powers: [
      { type: 'ATTACK', text: 'Jab: +5 vs. AC; 5 damage.' },
      {
        type: 'ATTACK',
        text: "Tunnel Strike: Move up to 5 squares with Burrow, then make an attack: +10 vs. AC; 20 Damage. RECHARGE at start of this creature's turn if no enemy is within 5 squares of it.",
        limit: 1,
      },
    ],
  }),
  entry({ name: 'Hay Post', hp: 200, powers: [{ type: 'ATTACK', text: 'Poke: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'move-then-attack.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState) => decision(s).options.map((o) => o.id);
// A wall the brute cannot see through: column 3, rows 5 to 11.
const walled = () =>
  openMap(
    12,
    12,
    [5, 6, 7, 8, 9, 10, 11].map((y) => [3, y] as [number, number]),
  );

function lurkerTurn(): DdmState {
  return turnOf(
    ['Dune Lurker'],
    ['Straw Brute'],
    [
      [1, 1],
      [1, 10],
    ],
    'Dune Lurker',
    { map: walled() },
  );
}

/** The lurker pounces 8 squares onto (1,9), next to the brute, and hits (a 15: +10 vs AC 18). */
function pounce(s: DdmState): { asked: ReturnType<typeof act>['asked'] } {
  const r = act(s, 'power:Sand Pounce', [15], (d) => (d.kind === 'choose-destination' ? '1,9' : null));
  expect(byLabel(s, 'Dune Lurker').pos).toEqual({ x: 1, y: 9 });
  expect(byLabel(s, 'Straw Brute').hp).toBe(170);
  return r;
}

describe('attacks: this creature moves up to …, then attacks', () => {
  it('reads the attack (made only by its power) and the action power of the same name', () => {
    const lurker = cards.find((c) => c.name === 'Dune Lurker');
    const attack = lurker?.attacks.find((a) => a.name === 'Sand Pounce');
    expect(attack).toMatchObject({ basic: false, requires: 'power', uses: 1, bonus: 10, recharge: { kind: 'start-of-turn', if: 'unseen' } });
    const power = lurker?.powers[0];
    expect(lurker?.powers).toEqual([
      {
        kind: 'action',
        name: 'Sand Pounce',
        action: 'attack',
        uses: 1,
        effect: { kind: 'move-then-attack', squares: 'twice-speed', minimum: 4, attack: 'Sand Pounce' },
      },
    ]);
    if (!attack || !power) throw new Error('no Sand Pounce');
    expect(attackText(attack)).toContain('made only by its power of the same name');
    expect(attackText(attack)).toContain('recharges at the start of its turn when no enemy can see it');
    expect(powerText(power)).toBe(
      'Sand Pounce (1 use): Attack action: this creature moves up to twice its speed, ending at least 4 squares away, then makes its Sand Pounce attack.',
    );
  });

  it('moves (at least 4 squares away, no staying) and then attacks the far target; the use is spent once', () => {
    const s = lurkerTurn();
    // The attack is not offered on its own, the power is.
    expect(ids(s)).not.toContain('attack:1');
    expect(ids(s)).toContain('power:Sand Pounce');
    const { asked } = pounce(s);
    const where = asked.find((d) => d.kind === 'choose-destination');
    const squares = (where?.options ?? []).map((o) => o.id.split(',').map(Number));
    expect(squares.length).toBeGreaterThan(0);
    expect(squares.every(([x, y]) => Math.max(Math.abs((x ?? 0) - 1), Math.abs((y ?? 0) - 1)) >= 4)).toBe(true);
    // Twice its speed: 12 squares at most, so row 9 (8 squares) is offered, and it is the attack action.
    expect(squares.some(([x, y]) => x === 1 && y === 9)).toBe(true);
    expect(ids(s)).not.toContain('power:Sand Pounce');
    expect(ids(s)).not.toContain('attack:0');
    // Still seen next turn: no recharge, the use stays spent.
    nextTurnOf(s, 'Dune Lurker');
    expect(ids(s)).not.toContain('power:Sand Pounce');
  });

  it('recharges at the start of its turn when no enemy can see it', () => {
    const s = lurkerTurn();
    pounce(s);
    // The brute is blinded for the rest of the battle: no enemy can see the lurker any more.
    blind(s, 'Straw Brute');
    nextTurnOf(s, 'Dune Lurker');
    expect(ids(s)).toContain('power:Sand Pounce');
  });
});

// A wall down column 3 with one gap, (3,5), where an enemy stands: no walking past it.
const gapWall = () =>
  openMap(
    12,
    12,
    [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11].map((y) => [3, y] as [number, number]),
  );

/** `mover` at (1,5) (or `from`), the post in the gap at (3,5), the brute at (6,5) (or `brute`). */
function behindWall(mover: string, from: [number, number] = [1, 5], brute: [number, number] = [6, 5]): DdmState {
  return turnOf([mover], ['Hay Post', 'Straw Brute'], [from, [3, 5], brute], mover, { map: gapWall() });
}

const offered = (asked: ReturnType<typeof act>['asked']) => asked.find((d) => d.kind === 'choose-destination')?.options.map((o) => o.id) ?? [];

describe('attacks: … moves up to … with Flight / with Burrow, then attacks; RECHARGE if no enemy is within N squares', () => {
  it('reads the mode of the move, "Move up to N squares …, then make an attack", and the recharge', () => {
    const knight = cards.find((c) => c.name === 'Mole Knight');
    expect(knight?.powers[0]).toMatchObject({ effect: { kind: 'move-then-attack', squares: 5, mode: 'burrow', attack: 'Tunnel Strike' } });
    expect(knight?.attacks[1]).toMatchObject({ requires: 'power', recharge: { kind: 'start-of-turn', if: 'no-enemy-within', within: 5 } });
    const lancer = cards.find((c) => c.name === 'Sky Lancer');
    expect(lancer?.powers[0]).toMatchObject({ effect: { kind: 'move-then-attack', squares: 'twice-speed', minimum: 2, mode: 'flight' } });
    const p = lancer?.powers[0];
    if (!p || !knight?.attacks[1]) throw new Error('no Sky Lance');
    expect(powerText(p)).toContain('moves up to twice its speed with Flight, ending at least 2 squares away');
    expect(attackText(knight.attacks[1])).toContain('recharges at the start of its turn when no enemy is within 5 squares of it');
  });

  it('with Flight: flies through the non-flying enemy in the gap (no opportunity attack after its first square) and attacks; then walks again', () => {
    // Without Flight the gap is shut: the far side is not offered.
    const control = behindWall('Plain Lancer');
    const c = act(control, 'power:Lance', [], (d) => (d.kind === 'choose-destination' ? (d.options[0]?.id ?? null) : null));
    expect(offered(c.asked)).not.toContain('5,5');
    const s = behindWall('Sky Lancer');
    const r = act(s, 'power:Sky Lance', [15], (d) => (d.kind === 'choose-destination' ? '5,5' : null));
    expect(offered(r.asked)).toContain('5,5');
    expect(byLabel(s, 'Sky Lancer').pos).toEqual({ x: 5, y: 5 });
    expect(byLabel(s, 'Straw Brute').hp).toBe(170);
    expect(r.asked.map((d) => d.kind)).not.toContain('opportunity-attack');
    // The mode was the move's only.
    expect(byLabel(s, 'Sky Lancer').moveMode).toBeUndefined();
  });

  it('with Burrow: through the wall; recharges at the start of its turn only when no enemy is within 5 squares', () => {
    const control = behindWall('Plain Lancer', [1, 8], [6, 8]);
    const c = act(control, 'power:Lance', [], (d) => (d.kind === 'choose-destination' ? (d.options[0]?.id ?? null) : null));
    expect(offered(c.asked)).not.toContain('5,8');
    const s = behindWall('Mole Knight', [1, 8], [6, 8]);
    act(s, 'power:Tunnel Strike', [15], (d) => (d.kind === 'choose-destination' ? '5,8' : null));
    expect(byLabel(s, 'Mole Knight').pos).toEqual({ x: 5, y: 8 });
    expect(byLabel(s, 'Straw Brute').hp).toBe(180);
    // The brute is adjacent: no recharge.
    nextTurnOf(s, 'Mole Knight');
    expect(ids(s)).not.toContain('power:Tunnel Strike');
    // Both enemies 6 or more squares away at the start of its next turn: the use comes back.
    byLabel(s, 'Straw Brute').pos = { x: 11, y: 0 };
    byLabel(s, 'Hay Post').pos = { x: 11, y: 1 };
    nextTurnOf(s, 'Mole Knight');
    expect(ids(s)).toContain('power:Tunnel Strike');
  });
});

function cond(kind: 'Blinded') {
  return { kind, name: 'test', amount: 0, dtype: 'untyped', defense: 'all', duration: 'end-of-battle', source: -1, sourcePlayer: -1 } as const;
}

function blind(s: DdmState, label: string): void {
  addCond(s, byLabel(s, label), cond('Blinded'));
}
