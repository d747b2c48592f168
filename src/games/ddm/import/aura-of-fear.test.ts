// Aura of Fear ("Adjacent enemies have -2 Attack", "Enemies adjacent to this creature have -2
// Attack", "Enemies within 5 squares have -2 attack", the file's "enenmies" too), read from invented
// rows and played through the engine with forced dice (ddm-battle-rules-2011, "Continuous Powers",
// Aura; "Bonuses and Penalties"): an enemy's roll of 8 + 10 = 18 against AC 18 hits the control but,
// -2 beside the dread knight, misses it; an ally of the knight beside it keeps its full bonus (only
// enemies), as does an enemy 2 squares away from the adjacent-only aura, while the radius-5 aura
// reaches it. Fails if the power is ignored or given to allies.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 10 damage.' };
const spear = { type: 'ATTACK' as const, text: 'Spear: (reach 2) +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Dread Knight', hp: 60, ac: 18, powers: [club, { type: 'SPECIAL', text: 'Aura of Fear: Adjacent enenmies have -2 Attack.' }] }),
  entry({ name: 'Grim Knight', hp: 60, ac: 18, powers: [club, { type: 'SPECIAL', text: 'Aura of Fear: Enemies adjacent to this creature have -2 Attack.' }] }),
  entry({ name: 'Dread Lord', hp: 60, ac: 18, powers: [club, { type: 'SPECIAL', text: 'Aura of Fear: Enemies within 5 squares have -2 attack.' }] }),
  entry({ name: 'Plain Knight', hp: 60, ac: 18, powers: [club] }),
  entry({ name: 'Pikeman', powers: [spear] }),
  entry({ name: 'Squire', powers: [club] }),
];
const cards = importedCards(rows, 'aura-of-fear.json');
afterAll(addTestCards(cards));

/** `attacker` (at `ax`,2) attacks `target` at (3,2) with a d20 of 8: the target's HP after. */
function hpAfter(attacker: string, target: string, ax = 2): number {
  const s = turnOf(
    [attacker],
    [target],
    [
      [ax, 2],
      [3, 2],
    ],
    attacker,
  );
  act(s, 'attack:0', [8]);
  return byLabel(s, target).hp;
}

describe('Aura of Fear', () => {
  it('reads the wordings as an aura of -N Attack on enemies only', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'continuous',
      name: 'Aura of Fear',
      effect: { kind: 'aura-attack-penalty', amount: 2, radius: 1, living: false, enemies: true },
    });
    expect(cards[2]?.powers[0]).toMatchObject({ effect: { radius: 5, enemies: true } });
  });
  it('an adjacent enemy rolling 8 (+10 = 18) misses the knights (-2), hits the control', () => {
    expect(hpAfter('Squire', 'Dread Knight')).toBe(60);
    expect(hpAfter('Squire', 'Grim Knight')).toBe(60);
    expect(hpAfter('Squire', 'Plain Knight')).toBe(50);
  });
  it('an enemy 2 squares away is outside the adjacent aura, inside the radius-5 one', () => {
    expect(hpAfter('Pikeman', 'Dread Knight', 1)).toBe(50);
    expect(hpAfter('Pikeman', 'Dread Lord', 1)).toBe(60);
  });
  it("the knight's allies keep their bonus", () => {
    const s = turnOf(
      ['Squire', 'Dread Knight'],
      ['Plain Knight'],
      [
        [2, 2],
        [2, 3],
        [3, 2],
      ],
      'Squire',
    );
    act(s, 'attack:0', [8]);
    expect(byLabel(s, 'Plain Knight').hp).toBe(50);
  });
});
