// Bodyguard and its kin with a qualified ally or attack — "Immediate action, use when an enemy targets
// an adjacent <Keyword> ally with an attack: Redirect the attack to this creature", "Use when an
// adjacent <Keyword> or <Keyword> ally is targeted by an attack: …", "Use when an ally adjacent to
// this creature is targeted by a {m} attack: …" — read from invented rows and played through the
// engine with forced dice (guidelines "Declare target(s)" T3, redirect effects; ddm-battle-rules-2011
// "Activated Powers"). The attack aimed at the named ally hits the guard instead; an ally without the
// keyword, a ranged attack against the melee-only guard's ally and the control (the same guard
// without the power) are not offered it. Fails if the power or its qualifier is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 10 damage.' };
const sling = { type: 'ATTACK' as const, text: 'Sling: (range 6) +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Stone Warden',
    hp: 80,
    powers: [
      club,
      {
        type: 'SPECIAL',
        text: 'Shield Wall: Immediate action, use when an enemy targets an adjacent Golem ally with an attack: Redirect the attack to this creature.',
      },
    ],
  }),
  entry({
    name: 'Bone Warden',
    hp: 80,
    powers: [
      club,
      {
        type: 'SPECIAL',
        text: 'Grave Guard: Use when an adjacent Undead or Arcane ally is targeted by an attack: Redirect that attack to this creature.',
        limit: 1,
      },
    ],
  }),
  entry({
    name: 'Big Warden',
    hp: 80,
    powers: [
      club,
      { type: 'SPECIAL', text: 'Big Friend: Use when an ally adjacent to this creature is targeted by a {m} attack: Redirect that attack to this creature.' },
    ],
  }),
  entry({ name: 'Plain Warden', hp: 80, powers: [club] }),
  entry({ name: 'Clay Golem Pal', keywords: ['Golem'], powers: [club] }),
  entry({ name: 'Arcane Pal', keywords: ['Arcane', 'Human'], powers: [club] }),
  entry({ name: 'Beast Pal', keywords: ['Beast'], powers: [club] }),
  entry({ name: 'Raider', powers: [club, sling] }),
];
const cards = importedCards(rows, 'redirect.json');
afterAll(addTestCards(cards));

/**
 * The raider attacks `pal` (at (5,5), the warden at (4,5)) with `attack` from (5,6) (melee) or (5,9)
 * (ranged), rolling 15; the redirect is used when offered. Who took damage, and whether it was offered.
 */
function attackPal(warden: string, pal: string, attack: 'attack:0' | 'attack:1' = 'attack:0') {
  const s = turnOf([warden, pal], ['Raider'], [[4, 5], [5, 5], attack === 'attack:0' ? [5, 6] : [5, 9]], 'Raider');
  let offered = false;
  const r = act(s, attack, [15], (d: Decision) => {
    if (d.kind === 'choose-target') return d.options.find((o) => o.label.startsWith(pal))?.id ?? null;
    if (d.kind === 'use-power') {
      const use = d.options.find((o) => o.id !== 'no');
      offered ||= !!use;
      return use?.id ?? null;
    }
    return null;
  });
  return { offered, damaged: r.events.filter((e) => e.type === 'damage').map((e) => e.data['label']) };
}

describe('redirects for a qualified ally or attack', () => {
  it('reads the keyword, the keyword pair and the melee-only wordings as composed TargetsDeclared triggers × redirect-to-self', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      action: 'immediate',
      trigger: {
        event: 'TargetsDeclared',
        conditions: expect.arrayContaining([
          { kind: 'has-keyword', keyword: 'Golem', of: 'target' },
          { kind: 'actor-is', who: 'enemy' },
        ]),
      },
      effect: { kind: 'redirect-to-self' },
    });
    expect(cards[1]?.powers[0]).toMatchObject({
      action: 'none',
      uses: 1,
      trigger: {
        conditions: expect.arrayContaining([
          { kind: 'has-keyword', keyword: 'Undead', or: ['Arcane'], of: 'target' },
          { kind: 'actor-is', who: 'any' },
        ]),
      },
    });
    expect(cards[2]?.powers[0]).toMatchObject({ trigger: { conditions: expect.arrayContaining([{ kind: 'attack-kind', kinds: ['melee'] }]) } });
  });
  it('the attack on an adjacent ally of the keyword hits the warden instead', () => {
    expect(attackPal('Stone Warden', 'Clay Golem Pal')).toEqual({ offered: true, damaged: ['Stone Warden'] });
    expect(attackPal('Bone Warden', 'Arcane Pal')).toEqual({ offered: true, damaged: ['Bone Warden'] });
  });
  it('an ally without the keyword is not guarded', () => {
    expect(attackPal('Stone Warden', 'Beast Pal')).toEqual({ offered: false, damaged: ['Beast Pal'] });
    expect(attackPal('Bone Warden', 'Clay Golem Pal')).toEqual({ offered: false, damaged: ['Clay Golem Pal'] });
  });
  it('the melee-only wording guards against a melee attack, not a ranged one', () => {
    expect(attackPal('Big Warden', 'Beast Pal')).toEqual({ offered: true, damaged: ['Big Warden'] });
    expect(attackPal('Big Warden', 'Beast Pal', 'attack:1')).toEqual({ offered: false, damaged: ['Beast Pal'] });
  });
  it('control: the warden without the power guards nobody', () => {
    expect(attackPal('Plain Warden', 'Clay Golem Pal')).toEqual({ offered: false, damaged: ['Clay Golem Pal'] });
  });
});
