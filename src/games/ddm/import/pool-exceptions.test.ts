// Powers that break a core rule ("CORE RULES AND EXCEPTIONS"), read from invented rows in the ddmwi
// format and played through the engine; each test fails if the power is ignored:
// - Defensive Advantage ("Combat Advantage": never grants it) and "Immune flanking" (not when flanked;
//   a condition that grants it still does);
// - "Immune <condition>" ("Conditions": never gains it, from an attack or from web terrain);
// - Awareness ("Opportunity Attacks": an adjacent enemy that shifts away provokes it).
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import type { DdmState } from '../state.js';
import { act, byLabel, openMap, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Wary Sentinel', hp: 80, powers: [bite, { type: 'SPECIAL', text: 'Defensive Advantage: Never grants combat advantage.' }] }),
  entry({ name: 'Round Shield', hp: 80, powers: [bite, { type: 'SPECIAL', text: 'Immune Flanking: Does not grant combat advantage for being flanked.' }] }),
  entry({ name: 'Calm Monk', hp: 80, powers: [bite, { type: 'SPECIAL', text: 'Immune Dazed.' }, { type: 'ABILITY', text: 'Immune lightning, immobilize' }] }),
  entry({ name: 'Dazing Imp', hp: 80, powers: [{ type: 'ATTACK', text: 'Slap: +10 vs. AC; 10 damage AND Dazed (save ends).' }] }),
  entry({
    name: 'Watchful Guard',
    hp: 80,
    powers: [bite, { type: 'SPECIAL', text: 'Awareness: Can make an opportunity attack against an adjacent enemy that shifts.' }],
  }),
  entry({ name: 'Straw Brute', hp: 80, powers: [bite] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'exceptions.json');
afterAll(addTestCards(cards));

const rollBonus = (events: readonly GameEvent[]) => events.find((e) => e.type === 'attack-roll')?.data['bonus'];
const daze = (s: DdmState, label: string) => addCond(s, byLabel(s, label), testCondition('Dazed'));

/** The brute bites `target` (a roll of 15), with an ally on the far side (flanking) or the target dazed; the roll's bonus. */
function biteBonus(target: string, how: 'alone' | 'flanked' | 'dazed'): unknown {
  const s = turnOf(['Straw Brute', 'Dazing Imp'], [target], [[4, 5], how === 'flanked' ? [6, 5] : [9, 9], [5, 5]], 'Straw Brute', {
    prepare: (x) => (how === 'dazed' ? void daze(x, target) : undefined),
  });
  return rollBonus(act(s, 'attack:0', [15]).events);
}

describe('combat advantage refused by a power', () => {
  it('control: a flanked or dazed target grants +2', () => {
    expect(biteBonus('Straw Dummy', 'alone')).toBe(10);
    expect(biteBonus('Straw Dummy', 'flanked')).toBe(12);
    expect(biteBonus('Straw Dummy', 'dazed')).toBe(12);
  });
  it('Defensive Advantage: never grants combat advantage, flanked or dazed', () => {
    expect(biteBonus('Wary Sentinel', 'flanked')).toBe(10);
    expect(biteBonus('Wary Sentinel', 'dazed')).toBe(10);
  });
  it('Immune flanking: not when flanked, but a dazed one still grants it', () => {
    expect(biteBonus('Round Shield', 'flanked')).toBe(10);
    expect(biteBonus('Round Shield', 'dazed')).toBe(12);
  });
});

describe('Immune <condition>: the condition is never gained', () => {
  const slapped = (target: string) => {
    const s = turnOf(
      ['Dazing Imp'],
      [target],
      [
        [4, 5],
        [5, 5],
      ],
      'Dazing Imp',
    );
    act(s, 'attack:0', [15]);
    const t = byLabel(s, target);
    return { hp: t.hp, conds: t.conds.map((c) => c.kind) };
  };
  it('an attack that dazes: the immune creature takes the damage but is not dazed', () => {
    expect(slapped('Straw Brute')).toEqual({ hp: 70, conds: ['Dazed'] });
    expect(slapped('Calm Monk')).toEqual({ hp: 70, conds: [] });
  });
  it('web terrain does not immobilize a creature immune to Immobilized', () => {
    // An enemy next to the web keeps the turn going after the move (no save is rolled yet).
    const webbed = (who: string) => {
      const map = { ...openMap(), terrain: [{ type: 'web' as const, squares: [[3, 2]] as [number, number][] }] };
      const s = turnOf(
        [who],
        ['Dazing Imp'],
        [
          [2, 2],
          [4, 2],
        ],
        who,
        { map },
      );
      act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? '3,2' : null));
      return byLabel(s, who).conds.map((c) => c.kind);
    };
    expect(webbed('Straw Brute')).toEqual(['Immobilized']);
    expect(webbed('Calm Monk')).toEqual([]);
  });
});

describe('Awareness: an opportunity attack against an adjacent enemy that shifts', () => {
  const shiftAway = (watcher: string, d20s: number[]) => {
    const s = turnOf(
      ['Straw Brute'],
      [watcher],
      [
        [4, 5],
        [5, 5],
      ],
      'Straw Brute',
    );
    const r = act(s, 'shift', d20s, (d) => (d.kind === 'choose-destination' ? '3,5' : d.kind === 'opportunity-attack' ? 'attack:0' : null));
    return { asked: r.asked.filter((a) => a.kind === 'opportunity-attack').length, hp: byLabel(s, 'Straw Brute').hp };
  };
  it('the watchful guard strikes the shifting brute; an ordinary creature does not', () => {
    expect(shiftAway('Watchful Guard', [15])).toEqual({ asked: 1, hp: 70 });
    expect(shiftAway('Calm Monk', [])).toEqual({ asked: 0, hp: 80 });
  });
});
