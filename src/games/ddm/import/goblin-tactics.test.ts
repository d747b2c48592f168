// Goblin Tactics in its wordings ("Immediate, when a {m} attack misses this creature; shift 1 square",
// "Use after a {m} attack misses this creature: Shift as a free action", "… This creature shifts as a
// free action", "Use after an enemy misses this creature with a {m} attack: Shift as an immediate
// action"), read from invented rows and played through the engine with forced dice
// (ddm-battle-rules-2011, "SHIFT": 1 square, no opportunity attacks; "Activated Powers"): when the
// hunter's spear misses the goblin, its player may shift it 1 square. Fails if the power is ignored
// (no question, the goblin stays), and a hit offers nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const WORDINGS = [
  'Goblin Tactics: Immediate, when a {m} attack misses this creature; shift 1 square.',
  'Goblin Tactics: Use after a {m} attack misses this creature: Shift as a free action.',
  'Goblin Tactics: Use after a {m} attack misses this creature: This creature shifts as a free action.',
  'Goblin Tactics: Use after an enemy misses this creature with a {m} attack: Shift as an immediate action.',
];
const rows = [
  ...WORDINGS.map((text, i) =>
    entry({
      name: `Goblin ${i}`,
      hp: 40,
      powers: [
        { type: 'ATTACK', text: 'Stab: +5 vs. AC; 5 damage.' },
        { type: 'SPECIAL', text },
      ],
    }),
  ),
  entry({ name: 'Spear Hunter', hp: 60, powers: [{ type: 'ATTACK', text: 'Spear: +10 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'goblin-tactics.json');
afterAll(addTestCards(cards));

/** The hunter at (4,4) spears the goblin at (5,4) with the roll given; the goblin's power is used when offered, shifting to (6,4). */
function spear(goblin: string, roll: number) {
  const s = turnOf(
    ['Spear Hunter'],
    [goblin],
    [
      [4, 4],
      [5, 4],
    ],
    'Spear Hunter',
  );
  const r = act(s, 'attack:0', [roll], (d) =>
    d.kind === 'use-power' ? (d.options.find((o) => o.id !== 'no')?.id ?? null) : d.kind === 'choose-destination' ? '6,4' : null,
  );
  return { s, r };
}

describe('Goblin Tactics: when a melee attack misses this creature, it shifts 1 square', () => {
  it('reads every wording as trigger self-missed-by-melee × shift', () => {
    for (let i = 0; i < WORDINGS.length; i++)
      expect(cards[i]?.powers[0]).toMatchObject({ kind: 'triggered', trigger: 'self-missed-by-melee', activated: true, effect: { kind: 'shift' } });
  });

  it('a miss (a 2) lets the goblin shift away, 1 square only; a hit (a 15) offers nothing', () => {
    for (let i = 0; i < WORDINGS.length; i++) {
      const miss = spear(`Goblin ${i}`, 2);
      expect(miss.r.asked.map((d) => d.kind)).toContain('use-power');
      const where = miss.r.asked.find((d) => d.kind === 'choose-destination');
      expect(where?.options.map((o) => o.id)).not.toContain('7,4');
      expect(byLabel(miss.s, `Goblin ${i}`).pos).toEqual({ x: 6, y: 4 });
      const hit = spear(`Goblin ${i}`, 15);
      expect(hit.r.asked.map((d) => d.kind)).not.toContain('use-power');
      expect(byLabel(hit.s, `Goblin ${i}`).pos).toEqual({ x: 5, y: 4 });
    }
  });
});
