// Raider Recon ("Use at start of round: You may move 1 Raider in your warband up to its speed"), read
// from an invented row and played through the engine (ddm-battle-rules-2011, "Round Sequence": powers
// used at the start of a round; "MOVE"): at the start of the round its player may pick one Raider of
// the warband — the creature itself or a Raider ally, never a creature without the keyword — which
// then moves up to its speed before anyone's turn. Each test fails if the power is ignored (nothing
// moves) or its target part is not read (the wrong creatures offered).
import { afterAll, describe, expect, it } from 'vitest';
import { powerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { byLabel, decision, play, playOn, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +5 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Scout Goblin',
    keywords: ['Goblin', 'Raider'],
    speed: 6,
    powers: [blade, { type: 'SPECIAL', text: 'Raider Recon: Use at start of round: You may move 1 Raider in your warband up to its speed.' }],
  }),
  entry({ name: 'Raid Goblin', keywords: ['Goblin', 'Raider'], speed: 5, powers: [blade] }),
  entry({ name: 'Camp Cook', keywords: ['Goblin'], powers: [blade] }),
  entry({ name: 'Reed Brute', powers: [blade] }),
];
const cards = importedCards(rows, 'move-one.json');
afterAll(addTestCards(cards));

/** Round 1 played with nothing done; the battle waits at the round-2 question about Raider Recon (null if it never comes). */
function atRecon(): DdmState | null {
  const s = turnOf(
    ['Scout Goblin', 'Raid Goblin', 'Camp Cook'],
    ['Reed Brute'],
    [
      [2, 1],
      [5, 1],
      [8, 1],
      [5, 10],
    ],
    'Scout Goblin',
  );
  const reached = playOn(s, (d) => s.round === 2 && d.kind === 'use-power' && d.options.some((o) => o.id.startsWith('power:Raider Recon')));
  return reached ? s : null;
}

describe('Raider Recon: at the start of the round, one Raider of the warband moves up to its speed', () => {
  it('reads the printing as start-of-round × the Raiders of the warband × move up to its speed', () => {
    const p = cards[0]?.powers[0];
    expect(p).toEqual({
      kind: 'triggered',
      name: 'Raider Recon',
      trigger: 'start-of-round',
      target: { kind: 'warband', keywords: ['Raider'], self: 'if-keyword' },
      activated: true,
      action: 'none',
      effect: { kind: 'move-one-up-to-speed' },
    });
    if (!p) throw new Error('no Raider Recon');
    expect(powerText(p)).toContain('1 Raider creature in your warband moves up to its speed');
  });

  it('offers the two Raiders (itself too), not the cook; the Raider chosen moves up to its speed', () => {
    const s = atRecon();
    if (!s) throw new Error('Raider Recon was not offered at the start of round 2');
    const ids = decision(s).options.map((o) => o.id);
    const raid = byLabel(s, 'Raid Goblin');
    expect(ids).toContain(`power:Raider Recon|${byLabel(s, 'Scout Goblin').id}`);
    expect(ids).toContain(`power:Raider Recon|${raid.id}`);
    expect(ids).not.toContain(`power:Raider Recon|${byLabel(s, 'Camp Cook').id}`);
    const { asked } = play(s, [`power:Raider Recon|${raid.id}`, '5,6']);
    // Up to its speed (5): 5 squares down is offered, 6 is not.
    const where = asked[1];
    expect(where?.kind).toBe('choose-destination');
    expect(where?.options.map((o) => o.id)).not.toContain('5,7');
    expect(raid.pos).toEqual({ x: 5, y: 6 });
  });

  it('declined: nobody moves', () => {
    const s = atRecon();
    if (!s) throw new Error('Raider Recon was not offered at the start of round 2');
    play(s, ['no']);
    expect(byLabel(s, 'Raid Goblin').pos).toEqual({ x: 5, y: 1 });
    expect(byLabel(s, 'Scout Goblin').pos).toEqual({ x: 2, y: 1 });
  });
});
