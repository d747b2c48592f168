// Damage to every adjacent creature when this creature is destroyed (Death Burst without a roll, Last
// Laugh) and Deathstrike's "make an immediate {b} attack", read from invented rows and played through
// the engine with forced dice (ddm-battle-rules-2011, "'Destroyed by' Triggers", "Automatic Powers",
// "Activated Powers", "Damage": Resist applies to damage without an attack). The creature destroyed
// by the killer's hit deals the damage to the killer and to its adjacent ally (typed: the ally's
// Resist 5 Fire counts), not to the ally two squares away; the activated wording asks first; the
// control (the same creature without the power) hurts nobody. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Ember Imp',
    hp: 10,
    powers: [club, { type: 'SPECIAL', text: 'Cinder Burst: Each adjacent enemy and ally takes 10 fire damage when this creature is destroyed.' }],
  }),
  entry({
    name: 'Giggler',
    hp: 10,
    powers: [club, { type: 'SPECIAL', text: 'Last Joke: Use when this creature is destroyed: Each adjacent creature takes 10 damage.' }],
  }),
  entry({ name: 'Tusker', hp: 10, powers: [club, { type: 'SPECIAL', text: 'Gore Back: Use when this creature is destroyed; make an immediate {b} attack.' }] }),
  entry({ name: 'Plain Imp', hp: 10, powers: [club] }),
  entry({ name: 'Fire Pal', hp: 40, powers: [club, { type: 'SPECIAL', text: 'Resist 5 Fire' }] }),
  entry({ name: 'Far Pal', hp: 40, powers: [club] }),
  entry({ name: 'Killer', hp: 80, powers: [{ type: 'ATTACK', text: 'Maul: +10 vs. AC; 20 damage.' }] }),
];
const cards = importedCards(rows, 'destroyed-damage.json');
afterAll(addTestCards(cards));

/** The killer at (5,4) destroys `who` at (4,4) (the Fire Pal at (3,4), the Far Pal at (1,4)); powers used when offered. */
function kill(who: string, d20s: readonly number[] = [15]) {
  const s = turnOf(
    [who, 'Fire Pal', 'Far Pal'],
    ['Killer'],
    [
      [4, 4],
      [3, 4],
      [1, 4],
      [5, 4],
    ],
    'Killer',
  );
  const asked: string[] = [];
  act(s, 'attack:0', d20s, (d: Decision) => {
    asked.push(d.kind);
    if (d.kind === 'choose-target') return d.options.find((o) => o.label.startsWith('Killer'))?.id ?? null;
    return d.kind === 'use-power' ? (d.options.find((o) => o.id !== 'no')?.id ?? null) : null;
  });
  return { asked, killer: byLabel(s, 'Killer').hp, pal: byLabel(s, 'Fire Pal').hp, far: byLabel(s, 'Far Pal').hp, gone: byLabel(s, who).pos === null };
}

describe('damage to adjacent creatures, and a basic attack, when this creature is destroyed', () => {
  it('reads the wordings as self-destroyed × damage-adjacent (automatic / activated) and × basic-attacks (immediate)', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ trigger: 'self-destroyed', activated: false, effect: { kind: 'damage-adjacent', amount: 10, type: 'fire' } });
    expect(cards[1]?.powers[0]).toMatchObject({ trigger: 'self-destroyed', activated: true, effect: { kind: 'damage-adjacent', amount: 10, type: 'untyped' } });
    expect(cards[2]?.powers[0]).toMatchObject({ trigger: 'self-destroyed', action: 'immediate', effect: { kind: 'basic-attacks', count: 1 } });
  });
  it('automatic: the killer and the adjacent ally take the fire damage (Resist 5 Fire: 5), the ally 3 squares away none', () => {
    expect(kill('Ember Imp')).toMatchObject({ killer: 70, pal: 35, far: 40, gone: true });
  });
  it('activated: asked, then every adjacent creature takes 10', () => {
    const r = kill('Giggler');
    expect(r.asked).toContain('use-power');
    expect(r).toMatchObject({ killer: 70, pal: 30, far: 40, gone: true });
  });
  it('Deathstrike: a basic attack against the killer before it is removed', () => {
    expect(kill('Tusker', [15, 15])).toMatchObject({ killer: 70, pal: 40, gone: true });
  });
  it('control: the same creature without the power hurts nobody', () => {
    expect(kill('Plain Imp')).toMatchObject({ killer: 80, pal: 40, far: 40, gone: true });
  });
});
