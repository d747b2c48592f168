// Mobile Melee Attack's kin — a shift after this creature's own attack, narrowed to a hit ("Use after
// this creature hits with a {m} attack: This creature shifts as a free action"), to its basic attacks
// with a longer shift ("Use after resolving a {b} attack; shift 3 squares"), to any attack ("Use after
// making an attack; shift 1 square") or to its opportunity attacks ("Use after this creature hits with
// an opportunity attack: …") — read from invented rows and played through the engine with forced dice
// (ddm-battle-rules-2011, "SHIFT", "Basic Attacks", "Opportunity Attacks", "Activated Powers"). Each is
// offered only after the attacks it names, and the control (the same creature without the power) is
// offered nothing. Fails if a power or its limit is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 10 damage.' };
const sling = { type: 'ATTACK' as const, text: 'Sling: (range 6) +10 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Hit Rat',
    powers: [club, sling, { type: 'SPECIAL', text: 'Agility: Use after this creature hits with a {m} attack: This creature shifts as a free action.' }],
  }),
  entry({ name: 'Fade Ranger', powers: [club, sling, { type: 'SPECIAL', text: 'Strike and Fade: Use after resolving a {b} attack; shift 3 squares.' }] }),
  entry({ name: 'Feline Scout', powers: [club, sling, { type: 'SPECIAL', text: 'Light-Footed: Use after making an attack; shift 1 square.' }] }),
  entry({
    name: 'Jockey Guard',
    powers: [
      club,
      { type: 'SPECIAL', text: 'Jockey for Position: Use after this creature hits with an opportunity attack: This creature shifts as a free action.' },
    ],
  }),
  entry({ name: 'Plain Rat', powers: [club, sling] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [club] }),
];
const cards = importedCards(rows, 'shift-after-attack.json');
afterAll(addTestCards(cards));

/**
 * `who` at (4,4) attacks the dummy — at (5,4) with the club (`attack:0`), at (8,4) with the sling — rolling
 * `roll`; the power is used when offered and the shift goes to `to`. Whether it was offered, where `who` ends.
 */
function strike(who: string, roll: number, attack: 'attack:0' | 'attack:1', to = '3,4') {
  const s = turnOf([who], ['Straw Dummy'], [[4, 4], attack === 'attack:0' ? [5, 4] : [8, 4]], who);
  let offered = false;
  let dests: string[] = [];
  act(s, attack, [roll], (d: Decision) => {
    if (d.kind === 'use-power') {
      const use = d.options.find((o) => o.id !== 'no');
      offered ||= !!use;
      return use?.id ?? null;
    }
    if (d.kind === 'choose-destination') {
      dests = d.options.map((o) => o.id);
      return to;
    }
    return null;
  });
  const p = byLabel(s, who).pos;
  return { offered, dests, at: p ? `${p.x},${p.y}` : '' };
}

describe('a shift after its own attack, by the attacks it names', () => {
  it('reads the wordings as AfterAttack triggers with hit / basic-attack / opportunity-attack parts × shift (1 or up to N)', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      trigger: { event: 'AfterAttack', conditions: expect.arrayContaining([{ kind: 'hit' }, { kind: 'attack-kind', kinds: ['melee'] }]) },
      effect: { kind: 'shift' },
    });
    expect(cards[1]?.powers[0]).toMatchObject({
      trigger: { conditions: expect.arrayContaining([{ kind: 'basic-attack' }]) },
      effect: { kind: 'shift', squares: 3 },
    });
    expect(cards[2]?.powers[0]).toMatchObject({
      trigger: {
        conditions: [
          { kind: 'actor-is', who: 'self' },
          { kind: 'on-map', of: 'self' },
        ],
      },
      effect: { kind: 'shift' },
    });
    expect(cards[3]?.powers[0]).toMatchObject({ trigger: { conditions: expect.arrayContaining([{ kind: 'opportunity-attack' }, { kind: 'hit' }]) } });
  });
  it('"hits with a {m} attack": offered after a melee hit, not after a miss or a ranged hit', () => {
    expect(strike('Hit Rat', 15, 'attack:0')).toMatchObject({ offered: true, at: '3,4' });
    expect(strike('Hit Rat', 2, 'attack:0')).toMatchObject({ offered: false, at: '4,4' });
    expect(strike('Hit Rat', 15, 'attack:1')).toMatchObject({ offered: false, at: '4,4' });
  });
  it('"after resolving a {b} attack; shift 3 squares": after its basic attack, hit or miss, up to 3 squares; not after another attack', () => {
    const far = strike('Fade Ranger', 2, 'attack:0', '1,4');
    expect(far).toMatchObject({ offered: true, at: '1,4' });
    expect(far.dests).not.toContain('0,4');
    expect(strike('Fade Ranger', 15, 'attack:1')).toMatchObject({ offered: false, at: '4,4' });
  });
  it('"after making an attack": after a ranged attack too, 1 square only', () => {
    const r = strike('Feline Scout', 15, 'attack:1');
    expect(r).toMatchObject({ offered: true, at: '3,4' });
    expect(r.dests).not.toContain('2,4');
  });
  it('control: the same creature without the power is offered nothing', () => {
    expect(strike('Plain Rat', 15, 'attack:0')).toMatchObject({ offered: false, at: '4,4' });
  });
  it('"hits with an opportunity attack": after its opportunity attack hits the enemy moving away, it shifts; not after its own attack', () => {
    const s = turnOf(
      ['Jockey Guard'],
      ['Straw Dummy'],
      [
        [4, 4],
        [5, 4],
      ],
      'Straw Dummy',
    );
    const asked: string[] = [];
    act(s, 'move', [15], (d: Decision) => {
      asked.push(d.kind);
      if (d.kind === 'choose-destination') return d.options.some((o) => o.id === '8,4') ? '8,4' : '3,4';
      return d.options.find((o) => o.id !== 'no' && o.id !== 'pass')?.id ?? null;
    });
    expect(asked).toContain('use-power');
    expect(byLabel(s, 'Jockey Guard').pos).toEqual({ x: 3, y: 4 });
    expect(strike('Jockey Guard', 15, 'attack:0')).toMatchObject({ offered: false, at: '4,4' });
  });
});
