// Test helpers (imported by *.test.ts only): test cards put into the built-in catalog for one test
// file (removed again by the function `addTestCards` returns, run in the file's `afterAll`: test
// files share their worker's modules), and a battle whose creatures carry items. Test cards are
// plain stat lines with one power under test, so a test shows that power working through the engine.
import { creatureCardSchema, itemCardSchema, type CreatureCard, type CreatureCardInput, type ItemCard, type ItemCardInput } from '../cards/schema.js';
import { CATALOG } from '../content/catalog.js';
import type { DdmMap } from '../geometry/index.js';
import type { DdmState } from '../state.js';
import { battle, openMap } from '../testkit.js';

/** A plain level-3 soldier: the stat line the test cards share (a melee basic attack, nothing else). */
export const PLAIN: Omit<CreatureCardInput, 'name'> = {
  level: 3,
  keywords: ['Human', 'Martial'],
  ac: 19,
  fort: 15,
  ref: 15,
  will: 15,
  speed: 5,
  hp: 30,
  alignment: 'Unaligned',
  factions: ['Civilization'],
  cost: 8,
  attacks: [{ name: 'Sword', basic: true, range: { kind: 'melee' }, bonus: 10, vs: 'AC', damage: [{ amount: 10, type: 'untyped' }] }],
};

/**
 * A plain soldier whose automatic power pushes an enemy that misses it in melee 1 square, with no
 * attack roll: the forced movement that leaves a creature in a pit without a followup ("PIT").
 */
export const REPELLING_GUARD: CreatureCardInput = {
  ...PLAIN,
  name: 'Test Repelling Guard',
  powers: [{ kind: 'triggered', name: 'Repelling Stance', trigger: 'enemy-misses-self-melee', activated: false, effect: { kind: 'push-other', squares: 1 } }],
};

/**
 * A plain soldier whose immediate action pushes an adjacent enemy that makes a melee attack against
 * an ally 1 square: the push may put that enemy next to another Shoving Warden, which may then answer
 * the first one's response in the same window ("Immediate Action": a response to a response).
 */
export const SHOVING_WARDEN: CreatureCardInput = {
  ...PLAIN,
  name: 'Test Shoving Warden',
  powers: [
    {
      kind: 'triggered',
      name: 'Shove Back',
      trigger: 'adjacent-enemy-melee-attacks-ally',
      activated: true,
      action: 'immediate',
      effect: { kind: 'push-other', squares: 1 },
    },
  ],
};

/** The plain soldier with no power at all. */
export const PLAIN_SOLDIER: CreatureCardInput = { ...PLAIN, name: 'Test Plain Soldier' };

/** Adds the cards to the catalog; returns the function that takes them out again. */
export function addTestCards(creatures: readonly CreatureCardInput[], items: readonly ItemCardInput[] = []): () => void {
  // The catalog is read-only to the engine; its Maps are ordinary Maps underneath.
  const cs = CATALOG.creatures as Map<string, CreatureCard>;
  const is = CATALOG.items as Map<string, ItemCard>;
  for (const c of creatures) cs.set(c.name, creatureCardSchema.parse(c));
  for (const i of items) is.set(i.name, itemCardSchema.parse(i));
  return () => {
    for (const c of creatures) cs.delete(c.name);
    for (const i of items) is.delete(i.name);
  };
}

export interface Entry {
  readonly card: string;
  readonly items?: string[];
}

/** Like testkit's `battle`, with items: two sealed warbands set up, creatures at the given squares. */
export function battleWith(p1: readonly Entry[], p2: readonly Entry[], at: readonly (readonly [number, number])[], map: DdmMap = openMap()): DdmState {
  return battle(p1, p2, at, map);
}
