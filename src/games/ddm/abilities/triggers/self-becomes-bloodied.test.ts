// The events the 2011 rules name, announced to what hears them (abilities/occurs.ts, announce.ts):
// an automatic power hears Bloodied ("Hit Points": a creature is bloodied at or below its Bloodied
// score) the moment it crosses the line, without a question; an activated power with the same trigger
// is declared in the window on Bloodied; and an event nothing listens for (LeaveSquare, Moved,
// AttackDeclared, Destroyed here) is not heard. Played through the game API with test-only cards.
import { afterAll, describe, expect, it } from 'vitest';
import { hears } from '../occurs.js';
import { addTestCards, PLAIN } from '../../powers/test-cards.js';
import { act, byLabel, turnOf } from '../../testkit.js';

const heal = (name: string, activated: boolean) => ({
  ...PLAIN,
  name,
  powers: [
    { kind: 'triggered' as const, name: 'Rally', trigger: 'self-becomes-bloodied' as const, activated, effect: { kind: 'heal-self' as const, amount: 5 } },
  ],
});
const STALWART = heal('Test Stalwart', false);
const RALLIER = heal('Test Rallier', true);
const cleanup = addTestCards([STALWART, RALLIER]);
afterAll(cleanup);

/** The gnoll's turn, next to `name` at full 30 HP (bloodied at 15): its spear's 20-damage hit bloodies it. */
const gnollTurn = (name: string) =>
  turnOf(
    [name],
    ['Gnoll Marauder'],
    [
      [5, 5],
      [5, 6],
    ],
    'Gnoll Marauder',
  );

describe('Bloodied, announced', () => {
  it('an automatic power hears it: the creature heals at once, with no question', () => {
    const s = gnollTurn(STALWART.name);
    expect(hears(s, 'Bloodied')).toBe(true);
    const before = byLabel(s, STALWART.name).hp;
    const r = act(s, 'attack:0', [19]);
    const hit = r.events.find((e) => e.type === 'damage' && e.data['creature'] === byLabel(s, STALWART.name).id);
    expect(hit).toBeDefined();
    expect(r.events.some((e) => e.type === 'bloodied')).toBe(true);
    expect(r.asked.filter((d) => d.kind === 'use-power')).toHaveLength(0);
    expect(r.events.find((e) => e.type === 'heal')?.data['why']).toBe('Rally');
    expect(byLabel(s, STALWART.name).hp).toBe(before - (hit?.data['amount'] as number) + 5);
  });

  it('a creature that is not bloodied by the damage hears nothing', () => {
    const s = gnollTurn(STALWART.name);
    // Bloodied at 5 HP: the hit leaves it at 10.
    byLabel(s, STALWART.name).bloodied = 5;
    const r = act(s, 'attack:0', [19]);
    expect(r.events.some((e) => e.type === 'heal')).toBe(false);
  });

  it('an activated power with the trigger is offered in the window on Bloodied, and resolves when used', () => {
    const s = gnollTurn(RALLIER.name);
    // Only automatic powers hear announcements; the activated one waits for its window.
    expect(hears(s, 'Bloodied')).toBe(false);
    const r = act(s, 'attack:0', [19], (d) => (d.kind === 'use-power' ? 'power:Rally' : null));
    const asked = r.asked.filter((d) => d.kind === 'use-power');
    expect(asked.map((d) => [d.player, d.options.map((o) => o.id)])).toEqual([[0, ['power:Rally', 'no']]]);
    expect(r.events.find((e) => e.type === 'heal')?.data['why']).toBe('Rally');
  });

  it('events no power listens for are not heard, so their payloads are never built', () => {
    const s = gnollTurn(STALWART.name);
    for (const event of ['LeaveSquare', 'Moved', 'AttackDeclared', 'Destroyed', 'Hit', 'Damage'] as const) expect(hears(s, event)).toBe(false);
  });
});
