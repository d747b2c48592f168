// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING": our wording of what an
// ability "would" do, for each kind of game effect a prevention names (cards/types.ts `EffectClass`).
import type { EffectClass } from './types.js';

/** What an ability "would" do, for the prevention texts (PREVENTING AND REDIRECTING). */
export const EFFECT_CLASS_TEXT: Record<EffectClass, string> = {
  draw: 'draw a die',
  move: 'move a die from one area to another',
  'knock-out': 'knock out a character',
  capture: 'capture a die',
  life: 'make a player gain or lose life',
  damage: 'deal damage',
  spin: "change a die's level",
  bonus: 'give a die a bonus',
  global: 'be a global ability',
  action: "be an action die's effect",
  any: 'have any effect',
};
