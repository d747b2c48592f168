// The other printing of a move with a basic attack at any point of it: "Move up to its current speed
// and make 1 {b} (a {b}) attack at any time during that (the) move" (Mounted Attack, Flyby Attack;
// ddm-battle-rules-2011, "USE A POWER", "MOVE"), read as import/move-attack-during.ts reads "This
// creature moves up to its speed and makes a {b} attack at any time during its move", and played
// through the engine with forced dice: the rider walks to a square beside the brute, hits it, and
// walks on. The control (the same card without the power) has no attack on the brute 3 squares away (the
// printing with a RECHARGE: import/spring-attack.test.ts). Fails if the wording is not read.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const lance = { type: 'ATTACK' as const, text: 'Lance: +5 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Plains Rider',
    powers: [lance, { type: 'ATTACK', text: 'Mounted Attack: Move up to its current speed and make 1 {b} attack at any time during that move.' }],
  }),
  entry({
    name: 'Hill Rider',
    powers: [lance, { type: 'ATTACK', text: 'Flyby Attack: Move up to its current speed and make a {b}attack at any time during the move' }],
  }),
  entry({ name: 'Foot Rider', powers: [lance] }),
  entry({ name: 'Straw Brute', hp: 200, ac: 18, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'move-attack-during-wordings.json');
afterAll(addTestCards(cards));

describe('attacks: move up to its current speed and make 1 {b} attack at any time during that move', () => {
  it('reads both printings as the move-attack-during power', () => {
    for (const [c, name] of [
      [cards[0], 'Mounted Attack'],
      [cards[1], 'Flyby Attack'],
    ] as const) {
      expect(c?.attacks.map((a) => a.name)).toEqual(['Lance']);
      expect(c?.powers).toEqual([{ kind: 'action', name, action: 'attack', effect: { kind: 'move-attack-during', squares: 'speed', melee: false } }]);
    }
  });

  it('walks beside the brute, hits it and walks on; the control cannot reach it', () => {
    for (const [who, power] of [
      ['Plains Rider', 'Mounted Attack'],
      ['Hill Rider', 'Flyby Attack'],
    ] as const) {
      const s = turnOf(
        [who],
        ['Straw Brute'],
        [
          [1, 1],
          [1, 4],
        ],
        who,
      );
      let stops = 0;
      act(s, `power:${power}`, [15, 1], (d) => {
        if (d.kind === 'choose-destination') return stops++ === 0 ? '1,3' : '4,1';
        if (d.kind === 'opportunity-attack') return d.options.find((o) => o.id.startsWith('attack:'))?.id ?? null;
        return null;
      });
      expect(byLabel(s, 'Straw Brute').hp).toBe(190);
      expect(byLabel(s, who).pos).toEqual({ x: 4, y: 1 });
    }
    const control = turnOf(
      ['Foot Rider'],
      ['Straw Brute'],
      [
        [1, 1],
        [1, 4],
      ],
      'Foot Rider',
    );
    expect(decision(control).options.map((o) => o.id)).not.toContain('attack:0');
    expect(decision(control).options.some((o) => o.id.startsWith('power:'))).toBe(false);
  });
});
