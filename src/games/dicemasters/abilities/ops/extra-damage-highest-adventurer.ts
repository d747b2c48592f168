// Implements: dice-masters-battle-for-faerun — "BURSTS" (a ** line of an action with a `damage` line): a
// character hit by the action takes extra damage equal to the level of the user's highest-level
// fielded adventurer (a character with Experience). It does nothing by itself: the `damage` op of the
// same action adds it (abilities/ops/damage.ts).
import { z } from 'zod';
import type { DmState } from '../../types.js';
import { cardDefs, fieldChars, level } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';
import { isAdventurer } from '../lost-card-text.js';

/** The level of `player`'s highest-level fielded adventurer (0: none). */
export function highestAdventurerLevel(s: DmState, player: number): number {
  let best = 0;
  for (const a of fieldChars(s, player)) if (isAdventurer(s, cardDefs(s), a)) best = Math.max(best, level(s, a));
  return best;
}

export const extraDamageHighestAdventurer: EffectOpModule<'extra-damage-highest-adventurer'> = {
  op: 'extra-damage-highest-adventurer',
  section: 'BURSTS',
  params: z.object({}),
  classes: ['damage'],
  text: () => 'A character hit by this takes extra damage equal to the level of your highest-level fielded adventurer.',
  usable: () => true,
  run: () => null,
  choose: () => undefined,
};
