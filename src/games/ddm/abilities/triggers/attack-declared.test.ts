// The triggers that answer a declared or a targeted attack, each paired with an existing effect in a
// test-only creature and played through the game API (ddm-battle-rules-2011, "Making an Attack" 1
// and 4, "Activated Powers"; guidelines "Declare target(s)" T2). Each test fails if the trigger is
// ignored: the power is offered on its moment and nowhere else.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision, GameEvent } from '../../../../core/index.js';
import type { CreatureCardInput, Duration, PowerEffect, Trigger } from '../../cards/schema.js';
import { addTestCards, PLAIN } from '../../powers/test-cards.js';
import type { DdmState } from '../../state.js';
import { act, byLabel, turnOf } from '../../testkit.js';

const card = (name: string, trigger: Trigger, effect: PowerEffect, duration?: Duration): CreatureCardInput => ({
  ...PLAIN,
  name,
  powers: [{ kind: 'triggered', name: 'Test Answer', trigger, activated: true, uses: 1, effect, ...(duration ? { duration } : {}) }],
});
const HEAL: PowerEffect = { kind: 'heal-self', amount: 10 };
const WARY = card('Test Wary Sentry', 'enemy-declares-attack', HEAL);
const BLAST_WARY = card('Test Blast-Wary Sentry', 'enemy-declares-close-or-area-attack', HEAL);
const EAGER = card('Test Eager Duelist', 'self-declares-attack', HEAL);
const GUARDED = card('Test Guarded Sentry', 'enemy-attacks-self', { kind: 'defense-bonus-self', amount: 4 }, 'end-of-turn');
const TARGETED = card('Test Targeted Sentry', 'self-targeted-by-attack', { kind: 'defense-bonus-self', amount: 4 }, 'end-of-turn');
const cleanup = addTestCards([WARY, BLAST_WARY, EAGER, GUARDED, TARGETED]);
afterAll(cleanup);

const offered = (asked: readonly Decision[]) => asked.some((d) => d.options.some((o) => o.id === 'power:Test Answer'));
const use = (d: Decision): string | null => (d.options.some((o) => o.id === 'power:Test Answer') ? 'power:Test Answer' : null);
const index = (events: readonly GameEvent[], type: string) => events.findIndex((e) => e.type === type);

/** The area option holding the creature `label` (first such). */
const areaWith = (s: DdmState, label: string) => (d: Decision) => {
  if (d.kind === 'choose-area') {
    const id = byLabel(s, label).id;
    return d.options.find((o) => (o.payload as { targets: number[] }).targets.includes(id))?.id ?? null;
  }
  return use(d);
};

/** `enemy`'s turn beside the test creature `label`, which starts at 20 of its 30 HP. */
const enemyTurn = (
  label: string,
  enemy = 'Gnoll Marauder',
  at: readonly (readonly [number, number])[] = [
    [5, 5],
    [5, 6],
  ],
) => turnOf([label], [enemy], at, enemy, { prepare: (s) => void (byLabel(s, label).hp = 20) });

describe('"an enemy declares an attack" (Making an Attack 1)', () => {
  it('is answered when the attack is declared, before the roll', () => {
    const r = act(enemyTurn(WARY.name), 'attack:0', [1], use);
    expect(index(r.events, 'heal')).toBeGreaterThanOrEqual(0);
    expect(index(r.events, 'heal')).toBeLessThan(index(r.events, 'attack-roll'));
  });
  it('not on its own attack', () => {
    const s = turnOf(
      [WARY.name],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [5, 6],
      ],
      WARY.name,
      { prepare: (x) => void (byLabel(x, WARY.name).hp = 20) },
    );
    expect(offered(act(s, 'attack:0', [1], use).asked)).toBe(false);
  });
});

describe('"an enemy declares a close or area attack"', () => {
  const wyvern = () =>
    enemyTurn(BLAST_WARY.name, 'Golden Wyvern Initiate', [
      [6, 7],
      [2, 2],
    ]);
  it('Fireblast (area) is answered; the quarterstaff (melee) is not', () => {
    const s = wyvern();
    const r = act(s, 'attack:2', [1], areaWith(s, BLAST_WARY.name));
    expect(offered(r.asked)).toBe(true);
    expect(index(r.events, 'heal')).toBeLessThan(index(r.events, 'attack-roll'));
    const t = enemyTurn(BLAST_WARY.name, 'Golden Wyvern Initiate', [
      [5, 5],
      [5, 6],
    ]);
    expect(offered(act(t, 'attack:0', [1], use).asked)).toBe(false);
  });
});

describe('"this creature declares an attack"', () => {
  it('is offered on its own attack, not on an enemy’s', () => {
    const s = turnOf(
      [EAGER.name],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [5, 6],
      ],
      EAGER.name,
      { prepare: (x) => void (byLabel(x, EAGER.name).hp = 20) },
    );
    const r = act(s, 'attack:0', [1], use);
    expect(index(r.events, 'heal')).toBeLessThan(index(r.events, 'attack-roll'));
    expect(offered(act(enemyTurn(EAGER.name), 'attack:0', [1], use).asked)).toBe(false);
  });
});

describe('"an enemy targets this creature with an attack" / "this creature is targeted by an attack" (T2)', () => {
  const defense = (label: string, answer: (d: Decision) => string | null) =>
    act(enemyTurn(label), 'attack:0', [1], answer).events.find((e) => e.type === 'attack-roll')?.data['defense'];
  it('+4 to all defenses, used once targeted, counts against that attack (AC 19 → 23)', () => {
    for (const c of [GUARDED, TARGETED]) {
      expect(defense(c.name, use)).toBe(23);
      expect(defense(c.name, () => null)).toBe(19);
    }
  });
  it('an attack against an ally is not this creature being targeted', () => {
    const s = turnOf(
      [GUARDED.name, 'Merchant Guard'],
      ['Gnoll Marauder'],
      [
        [3, 6],
        [5, 5],
        [5, 6],
      ],
      'Gnoll Marauder',
    );
    expect(offered(act(s, 'attack:0', [1], use).asked)).toBe(false);
  });
});
