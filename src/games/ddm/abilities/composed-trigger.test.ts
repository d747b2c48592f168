// A power written only in data from the language's parts (abilities/triggers/compose.ts): a composed
// trigger — the announced Hit, with the conditions "the attack's target is an ally", "it has the
// keyword Dwarf", "it is within 3 squares of this creature", "it is a ranged attack" — × the target
// part "that attack's target" × the effect "+2 to all defenses" × the duration "until end of turn".
// Played through the game API with forced d20s (ddm-battle-rules-2011, "Activated Powers", "Bonuses
// and Penalties"); each control fails if a condition or the target part were ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { creatureText } from '../cards/render.js';
import { creatureCardSchema, type CreatureCardInput } from '../cards/schema.js';
import { addTestCards, PLAIN, PLAIN_SOLDIER } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';

const WARDEN: CreatureCardInput = {
  ...PLAIN,
  name: 'Test Stone Warden',
  powers: [
    {
      kind: 'triggered',
      name: 'Stone Shield',
      trigger: {
        event: 'Hit',
        conditions: [
          { kind: 'target-is', who: 'ally' },
          { kind: 'has-keyword', keyword: 'Dwarf', of: 'target' },
          { kind: 'within', squares: 3, of: 'target' },
          { kind: 'attack-kind', kinds: ['ranged'] },
        ],
      },
      activated: true,
      target: { kind: 'attack-target' },
      effect: { kind: 'defense-bonus-self', amount: 2 },
      duration: 'end-of-turn',
    },
  ],
};
const DWARF: CreatureCardInput = { ...PLAIN, name: 'Test Dwarf Defender', keywords: ['Dwarf', 'Martial'] };
const ARCHER: CreatureCardInput = {
  ...PLAIN,
  name: 'Test Archer',
  attacks: [
    { name: 'Bow', basic: true, range: { kind: 'ranged', range: 10 }, bonus: 10, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }] },
    { name: 'Dagger', basic: true, range: { kind: 'melee' }, bonus: 10, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }] },
  ],
};
afterAll(addTestCards([WARDEN, DWARF, ARCHER, PLAIN_SOLDIER]));

/** The Archer's turn: the Warden at (5,5), its ally `ally` at `at`, the Archer at `from`; it hits the ally with attack `attack` (a natural 15). */
function archerHits(ally: string, at: readonly [number, number], attack: number, from: readonly [number, number] = [at[0], at[1] + 4]) {
  const s = turnOf([WARDEN.name, ally], [ARCHER.name], [[5, 5], at, from], ARCHER.name);
  const target = String(byLabel(s, ally).id);
  const r = act(s, `attack:${attack}`, [15], (d: Decision) =>
    d.kind === 'choose-target' ? target : d.kind === 'use-power' ? (d.options.find((o) => o.id === 'power:Stone Shield')?.id ?? 'no') : null,
  );
  const offered = r.asked.filter((d) => d.kind === 'use-power' && d.options.some((o) => o.id === 'power:Stone Shield'));
  const shield = byLabel(s, ally).conds.filter((c) => c.kind === 'defense-bonus' && c.name === 'Stone Shield');
  const hit = r.events.some((e) => e.type === 'damage' && e.data['label'] === ally);
  return { offered: offered.length, shield: shield.map((c) => c.amount), hit };
}

describe('a composed trigger with a target part, written only in data', () => {
  it('a ranged hit on a Dwarf ally 3 squares away: offered once, and that ally (not the Warden) gains +2 to all defenses', () => {
    expect(archerHits(DWARF.name, [8, 5], 0)).toEqual({ offered: 1, shield: [2], hit: true });
  });
  it('the keyword condition: a ranged hit on an ally without the Dwarf keyword offers nothing', () => {
    expect(archerHits(PLAIN_SOLDIER.name, [8, 5], 0)).toEqual({ offered: 0, shield: [], hit: true });
  });
  it('the distance condition: a Dwarf ally 4 squares away is not answered', () => {
    expect(archerHits(DWARF.name, [9, 5], 0)).toEqual({ offered: 0, shield: [], hit: true });
  });
  it('the attack-kind condition: a melee hit on the Dwarf ally is not answered', () => {
    expect(archerHits(DWARF.name, [8, 5], 1, [8, 6])).toEqual({ offered: 0, shield: [], hit: true });
  });
  it('its rules text is rendered from the parts', () => {
    expect(creatureText(creatureCardSchema.parse(WARDEN))).toContain(
      "Stone Shield: Use when a Dwarf ally within 3 squares of this creature is hit by a ranged attack: that attack's target has +2 to all defenses until end of turn.",
    );
  });
});
