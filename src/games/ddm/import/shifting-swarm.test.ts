// Shifting Swarm ("Minor action, only while adjacent to a Rat ally; shift 3 squares, must end adjacent
// to that ally", Dire Rat; our invented row below uses the same wording) — import/language-powers.ts
// reads it as the minor action power × shift-next-to-enemy with the new field `allyKeyword`
// (abilities/effects/shift-next-to-enemy.ts): ddm-battle-rules-2011, "SHIFT" (up to N squares) with the
// power's own end condition, "Take Actions Phase" (the minor action), "Building a Warband" (an ally).
// Through the engine: beside a Rat ally the power is offered, its ends are within 3 squares and adjacent
// to that ally (one a plain shift could reach but 2 squares from the ally is not offered), and the move
// action is still there afterwards; controls: beside an ally without the keyword, beside an enemy Rat,
// or alone — not offered.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +7 vs. AC; 5 Damage' };
const SWARM = 'Shifting Swarm: Minor action, only while adjacent to a Rat ally; shift 3 squares, must end adjacent to that ally.';
const rows = [
  entry({ name: 'Swarming Rat', speed: 8, keywords: ['Beast', 'Rat'], powers: [bite, { type: 'SPECIAL', text: SWARM }] }),
  entry({ name: 'Pack Rat', keywords: ['Beast', 'Rat'], powers: [bite] }),
  entry({ name: 'Dog', keywords: ['Beast'], powers: [bite] }),
  entry({ name: 'Ox', powers: [bite] }),
];
const cards = importedCards(rows, 'shifting-swarm.json');
afterAll(addTestCards(cards));

const ids = (d: Decision): string[] => d.options.map((o) => o.id);

/** The swarming rat at (4,4), `friend` (its side) at `friendAt`, `foe` (the other side) at `foeAt`. */
const field = (friend: string, friendAt: [number, number], foe: string, foeAt: [number, number]) =>
  turnOf(['Swarming Rat', friend], [foe], [[4, 4], friendAt, foeAt], 'Swarming Rat');

describe('Shifting Swarm: minor action, only beside a Rat ally — shift 3, ending beside that ally', () => {
  it('reads the minor action power with the ally keyword', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'action',
      name: 'Shifting Swarm',
      action: 'minor',
      effect: { kind: 'shift-next-to-enemy', squares: 3, allyKeyword: 'Rat' },
    });
  });

  it('beside the pack rat: offered, its ends stay beside that rat, and the move action is left', () => {
    const s = field('Pack Rat', [5, 4], 'Ox', [10, 10]);
    expect(ids(decision(s))).toContain('power:Shifting Swarm');
    let offered: string[] = [];
    act(s, 'power:Shifting Swarm', [], (d) => {
      if (d.kind !== 'choose-destination') return null;
      offered = ids(d);
      return '6,5';
    });
    expect(offered).toContain('6,5');
    expect(offered).toContain('6,3');
    // 2 squares from the pack rat (a plain shift or move could reach them): not offered.
    expect(offered).not.toContain('3,4');
    expect(offered).not.toContain('4,6');
    expect(byLabel(s, 'Swarming Rat').pos).toEqual({ x: 6, y: 5 });
    // The minor action was spent, not the move action ("Take Actions Phase").
    expect(ids(decision(s))).toContain('move');
  });

  it('controls: beside an ally without the keyword, beside an enemy Rat, or alone — not offered', () => {
    expect(ids(decision(field('Dog', [5, 4], 'Ox', [10, 10])))).not.toContain('power:Shifting Swarm');
    expect(ids(decision(field('Dog', [1, 1], 'Pack Rat', [5, 4])))).not.toContain('power:Shifting Swarm');
    expect(ids(decision(field('Pack Rat', [1, 1], 'Ox', [10, 10])))).not.toContain('power:Shifting Swarm');
  });
});
