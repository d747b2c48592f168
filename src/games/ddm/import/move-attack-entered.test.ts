// "Move up to N squares and make 1 {b} attack against each enemy occupying squares entered during
// that move" (ddm-battle-rules-2011, "USE A POWER", "MOVE", "Modes (Movement)": Flight passes through
// non-flying enemies), read from an invented row and played through the engine with forced dice: the
// flying bat's move goes through the brute's square (the only way past two walls), then its basic
// attack hits the brute — and not the enemy whose squares it never entered. Fails if the power is
// ignored (the brute untouched) or attacks everyone (the post hit too).
import { afterAll, describe, expect, it } from 'vitest';
import { powerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Ember Bat',
    speed: 8,
    movementMode: 'FLIGHT',
    powers: [
      { type: 'ATTACK', text: 'Singe: +8 vs. Reflex; 10 fire damage.' },
      { type: 'ATTACK', text: 'Fiery Swoop: Move up to 4 squares and make 1 {b} attack against each enemy occupying squares entered during that move.' },
    ],
  }),
  entry({ name: 'Straw Brute', hp: 200, ref: 15, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
  entry({ name: 'Hay Post', hp: 200, ref: 15, powers: [{ type: 'ATTACK', text: 'Poke: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'move-attack-entered.json');
afterAll(addTestCards(cards));

describe('attacks: move up to N squares and make 1 {b} attack against each enemy occupying squares entered', () => {
  it('reads the action power (no attack line of its own)', () => {
    const bat = cards.find((c) => c.name === 'Ember Bat');
    expect(bat?.attacks.map((a) => a.name)).toEqual(['Singe']);
    expect(bat?.powers).toEqual([{ kind: 'action', name: 'Fiery Swoop', action: 'attack', effect: { kind: 'move-attack-entered', squares: 4, melee: false } }]);
    const p = bat?.powers[0];
    if (!p) throw new Error('no Fiery Swoop');
    expect(powerText(p)).toBe(
      'Fiery Swoop: Attack action: this creature moves up to 4 squares, then makes a basic attack against each enemy whose squares it entered.',
    );
  });

  it('flies through the brute and attacks it once the move ends; the post it never entered is not attacked', () => {
    // Walls at (2,0) and (2,2): a 4-square move from (1,1) to (5,1) enters (2,1), the brute's square.
    const s = turnOf(
      ['Ember Bat'],
      ['Straw Brute', 'Hay Post'],
      [
        [1, 1],
        [2, 1],
        [4, 4],
      ],
      'Ember Bat',
      {
        map: openMap(12, 12, [
          [2, 0],
          [2, 2],
        ]),
      },
    );
    // One roll: the Singe against the brute (a 15: +8 vs Ref 15). Opportunity attacks declined.
    const r = act(s, 'power:Fiery Swoop', [15], (d) => (d.kind === 'choose-destination' ? '5,1' : d.options.some((o) => o.id === 'no') ? 'no' : null));
    expect(byLabel(s, 'Ember Bat').pos).toEqual({ x: 5, y: 1 });
    expect(byLabel(s, 'Straw Brute').hp).toBe(190);
    expect(byLabel(s, 'Hay Post').hp).toBe(200);
    expect(r.events.filter((e) => e.type === 'attack-roll')).toHaveLength(1);
    // The far square (9,9) is out of its 4 squares: only the power's move.
    const where = r.asked.find((d) => d.kind === 'choose-destination');
    expect(where?.options.map((o) => o.id)).not.toContain('9,9');
  });
});
