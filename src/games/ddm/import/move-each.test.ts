// Champion power "Use at start of round: Each Orc and Ogre ally moves up to its speed" (and "<Keyword>
// allies move up to their speed"), read from invented rows and played through the engine
// (ddm-battle-rules-2011, "Champion Powers", step 4 of "The Battle", "MOVE"): used at the start of
// round 2, the Orc ally and then the Ogre ally each choose where to move (staying is offered: "up to"),
// the Elf ally is not asked, and initiative follows. Declined, nobody moves. Fails if the power is
// ignored or moves creatures it does not name.
import { afterAll, describe, expect, it } from 'vitest';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { byLabel, decision, play, playOn, turnOf } from '../testkit.js';
import { readMoveEach } from './move-one.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'War Chief',
    championRating: 2,
    powers: [bite, { type: 'CHAMPION', text: 'Use at start of round. Each Orc and Ogre ally moves up to its speed.' }],
  }),
  entry({ name: 'Orc Runner', keywords: ['Orc'], powers: [bite] }),
  entry({ name: 'Ogre Lug', keywords: ['Ogre'], powers: [bite] }),
  entry({ name: 'Elf Scout', keywords: ['Elf'], powers: [bite] }),
  entry({ name: 'Straw Brute', powers: [bite] }),
];
const cards = importedCards(rows, 'move-each.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [1, 1],
  [3, 3],
  [5, 5],
  [7, 7],
  [11, 11],
];

/** Round 1 played with the power declined; at the start of round 2 the chief uses it (or not). */
function roundTwo(use: boolean): DdmState {
  const s = turnOf(['War Chief', 'Orc Runner', 'Ogre Lug', 'Elf Scout'], ['Straw Brute'], AT, 'Orc Runner');
  expect(playOn(s, (d) => d.kind === 'use-power' && d.options.some((o) => o.id === 'champion:0'))).not.toBeNull();
  expect(s.round).toBe(2);
  play(s, [use ? 'champion:0' : 'no']);
  return s;
}

describe('champion: use at start of round, each <keyword> ally moves up to its speed', () => {
  it('reads both wordings into trigger × target × move-each-up-to-speed, and renders it', () => {
    expect(readMoveEach('Use at start of round: Shapeshifter allies move up to their speed')).toEqual({
      trigger: 'start-of-round',
      effect: { kind: 'move-each-up-to-speed' },
      target: { kind: 'warband', keywords: ['Shapeshifter'], self: 'no' },
    });
    expect(readMoveEach('Use at start of round: Each enemy moves up to its speed')).toBeNull();
    expect(championPowerText(cards[0]!.championPowers[0]!)).toContain('each Orc or Ogre ally moves up to its speed');
  });

  it('used: the Orc, then the Ogre, choose where to move (staying offered); the Elf is not asked; then initiative', () => {
    const s = roundTwo(true);
    let d = decision(s);
    expect(d.kind).toBe('choose-destination');
    expect(d.prompt).toContain('Orc Runner');
    expect(d.options.map((o) => o.id)).toContain('3,3');
    play(s, ['3,8']);
    expect(byLabel(s, 'Orc Runner').pos).toEqual({ x: 3, y: 8 });
    d = decision(s);
    expect(d.kind).toBe('choose-destination');
    expect(d.prompt).toContain('Ogre Lug');
    play(s, ['5,5']);
    expect(byLabel(s, 'Ogre Lug').pos).toEqual({ x: 5, y: 5 });
    expect(decision(s).kind).toBe('initiative');
    expect(byLabel(s, 'Elf Scout').pos).toEqual({ x: 7, y: 7 });
  });

  it('declined (control): initiative comes at once and nobody has moved', () => {
    const s = roundTwo(false);
    expect(decision(s).kind).toBe('initiative');
    expect(byLabel(s, 'Orc Runner').pos).toEqual({ x: 3, y: 3 });
  });
});
