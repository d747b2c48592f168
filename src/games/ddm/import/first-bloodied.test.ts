// Powers used "when this creature first becomes bloodied" — "Use when this creature first becomes
// bloodied: Make 1 {b} as a free action" (Furious Swipe) and "Immediate action, use when this creature
// is first bloodied: make up to three melee basic attacks" (Dendar's Blessing) — read from invented
// rows and played through the engine with forced dice (ddm-battle-rules-2011, "Hit Points", Bloodied;
// "Activated Powers"; "Serial Effects"). The hit that bloodies it offers the power (its basic attack hits
// the attacker); healed above its Bloodied score and bloodied again, it is not offered ("first");
// "up to three" may stop after any attack; the control (no power) is offered nothing. Fails if the
// power, "first" or "up to" is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf, untilTurnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Titan Pup',
    hp: 40,
    powers: [club, { type: 'SPECIAL', text: 'Furious Swipe: Use when this creature first becomes bloodied: Make 1 {b} as a free action.' }],
  }),
  entry({
    name: 'Blessed Dervish',
    hp: 40,
    powers: [
      club,
      { type: 'SPECIAL', text: "Snake's Gift: Immediate action, use when this creature is first bloodied: make up to three melee basic attacks.", limit: 1 },
    ],
  }),
  entry({ name: 'Plain Pup', hp: 40, powers: [club] }),
  entry({ name: 'Hitter', hp: 80, powers: [{ type: 'ATTACK', text: 'Maul: +10 vs. AC; 20 damage.' }] }),
];
const cards = importedCards(rows, 'first-bloodied.json');
afterAll(addTestCards(cards));

/** The hitter at (5,4) hits `who` at (4,4) for 20 (bloodied at 20); the power is used when offered; `attacks` basic attacks are made, then stop. */
function bloody(who: string, d20s: readonly number[], attacks = 9) {
  const s = turnOf(
    [who],
    ['Hitter'],
    [
      [4, 4],
      [5, 4],
    ],
    'Hitter',
  );
  const asked: Decision[] = [];
  let made = 0;
  const answer = (d: Decision): string | null => {
    asked.push(d);
    if (d.kind === 'use-power') return d.options.find((o) => o.id !== 'no')?.id ?? null;
    if (d.kind === 'choose-attack') return made++ < attacks ? (d.options.find((o) => o.id.startsWith('attack:'))?.id ?? null) : 'stop';
    return null;
  };
  act(s, 'attack:0', d20s, answer);
  return { s, asked, answer };
}

describe('powers used when this creature first becomes bloodied', () => {
  it('reads them as self-first-bloodied × a basic attack (free) / up to three melee basic attacks (immediate)', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ trigger: 'self-first-bloodied', action: 'free', effect: { kind: 'basic-attacks', count: 1 } });
    expect(cards[1]?.powers[0]).toMatchObject({
      trigger: 'self-first-bloodied',
      action: 'immediate',
      effect: { kind: 'basic-attacks', count: 3, melee: true, upTo: true },
    });
  });
  it('bloodied by a hit: its basic attack hits the attacker; healed and bloodied again: not offered', () => {
    const { s, asked, answer } = bloody('Titan Pup', [15, 15]);
    expect(asked.some((d) => d.kind === 'use-power')).toBe(true);
    expect(byLabel(s, 'Hitter').hp).toBe(70);
    byLabel(s, 'Titan Pup').hp = 40;
    untilTurnOf(s, 'Hitter');
    const again: Decision[] = [];
    act(s, 'attack:0', [15], (d) => (again.push(d), answer(d)));
    expect(byLabel(s, 'Titan Pup').hp).toBe(20);
    expect(again.some((d) => d.kind === 'use-power')).toBe(false);
    expect(byLabel(s, 'Hitter').hp).toBe(70);
  });
  it('"up to three": its player stops after two attacks', () => {
    const { s, asked } = bloody('Blessed Dervish', [15, 15, 15], 2);
    expect(asked.filter((d) => d.kind === 'choose-attack').every((d) => d.options.some((o) => o.id === 'stop'))).toBe(true);
    expect(byLabel(s, 'Hitter').hp).toBe(60);
  });
  it('control: the same creature without the power is offered nothing', () => {
    const { s, asked } = bloody('Plain Pup', [15]);
    expect(asked.some((d) => d.kind === 'use-power')).toBe(false);
    expect(byLabel(s, 'Hitter').hp).toBe(80);
  });
});
