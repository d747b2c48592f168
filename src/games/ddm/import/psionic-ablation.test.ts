// Psionic Ablation in its two printings, read from invented rows and played through the engine with
// forced dice (ddm-battle-rules-2011, "Activated Powers", "Bonuses and Penalties", "Conditions"):
// "Use when this creature is targeted by an enemy's attack; -10 Damage on that attack" — the raider's
// 20-damage hit deals 10, once (the file's use limit); and "Use when an enemy's attack hits this
// creature or an ally adjacent to this creature; -10 Damage on that attack AND this creature is
// Immobilized" — the hit on the psion or the ally beside it deals 10 and the psion is Immobilized; not
// offered for an ally farther away or on a miss. Declined, or without the power: 20. Each test fails
// if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { has } from '../rules/conditions.js';
import { act, byLabel, nextTurnOf, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +10 vs. AC; 20 damage.' };
const TARGETED = 'Psionic Ablation: Use when this creature is targeted by an enemy’s attack; -10 Damage on that attack.';
const HITS =
  'Psionic Ablation: Use when an enemy’s attack hits this creature or an ally adjacent to this creature; -10 Damage on that attack AND this creature is Immobilized.';
const rows = [
  entry({ name: 'Mind Warden', hp: 100, powers: [claw, { type: 'SPECIAL', text: TARGETED, limit: 1 }] }),
  entry({ name: 'Ablating Psion', hp: 100, powers: [claw, { type: 'SPECIAL', text: HITS, limit: 1 }] }),
  entry({ name: 'Plain Psion', hp: 100, powers: [claw] }),
  entry({ name: 'Near Ally', hp: 100, powers: [claw] }),
  entry({ name: 'Far Ally', hp: 100, powers: [claw] }),
  entry({ name: 'Raider', hp: 100, powers: [claw] }),
  entry({ name: 'Far Raider', hp: 100, powers: [claw] }),
];
const cards = importedCards(rows, 'psionic-ablation.json');
afterAll(addTestCards(cards));

// The psion (1,1) with the Near Ally (2,1) beside it and the Far Ally (6,1) away; the raider (2,2) is
// adjacent to the psion and the Near Ally, the Far Raider (7,1) beside the Far Ally.
const AT: [number, number][] = [
  [1, 1],
  [2, 1],
  [6, 1],
  [2, 2],
  [7, 1],
];

function battle(psion: string, raider = 'Raider'): DdmState {
  return turnOf([psion, 'Near Ally', 'Far Ally'], ['Raider', 'Far Raider'], AT, raider);
}

/** The acting raider attacks `target` with the roll; the power answered `use` when offered. Returns whether it was offered. */
function attack(s: DdmState, target: string, roll: number, use: boolean): boolean {
  let offered = false;
  act(s, 'attack:0', [roll], (d: Decision) => {
    if (d.kind === 'choose-target') return String(byLabel(s, target).id);
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id === 'power:Psionic Ablation')) return null;
    offered = true;
    return use ? 'power:Psionic Ablation' : 'no';
  });
  return offered;
}

describe('Psionic Ablation: "when this creature is targeted by an enemy\'s attack; -10 Damage on that attack"', () => {
  it('reads it as the named trigger enemy-attacks-self × damage-penalty 10, one use', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      trigger: 'enemy-attacks-self',
      activated: true,
      uses: 1,
      effect: { kind: 'damage-penalty', amount: 10 },
    });
  });

  it('used: the raider’s 20-damage hit deals 10; the power is spent, so its next hit deals 20', () => {
    const s = battle('Mind Warden');
    expect(attack(s, 'Mind Warden', 15, true)).toBe(true);
    expect(byLabel(s, 'Mind Warden').hp).toBe(90);
    nextTurnOf(s, 'Raider');
    expect(attack(s, 'Mind Warden', 15, true)).toBe(false);
    expect(byLabel(s, 'Mind Warden').hp).toBe(70);
  });

  it('controls: declined, 20; a creature without the power, 20', () => {
    const s = battle('Mind Warden');
    expect(attack(s, 'Mind Warden', 15, false)).toBe(true);
    expect(byLabel(s, 'Mind Warden').hp).toBe(80);
    const t = battle('Plain Psion');
    expect(attack(t, 'Plain Psion', 15, true)).toBe(false);
    expect(byLabel(t, 'Plain Psion').hp).toBe(80);
  });
});

describe('Psionic Ablation: "when an enemy\'s attack hits this creature or an adjacent ally; -10 Damage on that attack AND this creature is Immobilized"', () => {
  it('reads it as a composed Hit trigger (an enemy, the target this creature or an adjacent ally) × damage-penalty with Immobilized', () => {
    expect(cards[1]?.powers[0]).toMatchObject({
      kind: 'triggered',
      trigger: { event: 'Hit', conditions: expect.arrayContaining([{ kind: 'self-or-adjacent-ally', of: 'target' }]) },
      uses: 1,
      effect: { kind: 'damage-penalty', amount: 10, self: 'Immobilized' },
    });
  });

  it('a hit on the ally beside it: used, 10 damage and the psion is Immobilized', () => {
    const s = battle('Ablating Psion');
    expect(attack(s, 'Near Ally', 15, true)).toBe(true);
    expect(byLabel(s, 'Near Ally').hp).toBe(90);
    expect(has(byLabel(s, 'Ablating Psion'), 'Immobilized')).toBe(true);
  });

  it('a hit on the psion itself: used, 10 damage', () => {
    const s = battle('Ablating Psion');
    expect(attack(s, 'Ablating Psion', 15, true)).toBe(true);
    expect(byLabel(s, 'Ablating Psion').hp).toBe(90);
  });

  it('controls: a miss, or a hit on the ally away from it, is not offered; declined, 20 and not Immobilized', () => {
    const s = battle('Ablating Psion');
    expect(attack(s, 'Near Ally', 3, true)).toBe(false);
    const far = battle('Ablating Psion', 'Far Raider');
    expect(attack(far, 'Far Ally', 15, true)).toBe(false);
    expect(byLabel(far, 'Far Ally').hp).toBe(80);
    const no = battle('Ablating Psion');
    expect(attack(no, 'Near Ally', 15, false)).toBe(true);
    expect(byLabel(no, 'Near Ally').hp).toBe(80);
    expect(has(byLabel(no, 'Ablating Psion'), 'Immobilized')).toBe(false);
  });
});
