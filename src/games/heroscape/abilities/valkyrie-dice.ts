/**
 * Valkyrie Dice (the Crest of the Valkyrie cards: Jandar's Dispatch, Leaf of the Home Tree Aura,
 * Autoload Special Attack, Heroic Defense Aura, Orc Battle Cry). The guide does not describe them; the
 * fact we play is that a Valkyrie Die is a combat die whose blank face shows its Valkyrie general's
 * symbol — 3 skulls, 2 shields and the symbol — as a community Heroscape online-table dice roller
 * counts them ("Roll Valkyrie dice": the blank faces are reported as symbols; found through the
 * search tool's code index, docs/heroscape.md "Valkyrie Dice"). Rolled as combat dice through the
 * seeded RNG, so tests force faces with `FACE` (battle/dice.ts: the blank face is the symbol).
 */
import { HEROSCAPE_COMBAT_DIE, type CombatFace } from '../../../core/index.js';
import { rollCombatDice } from '../battle/dice.js';
import type { HsCtx } from '../battle/events.js';

/** Whether a face of a Valkyrie Die shows the general's symbol (the combat die's blank face). */
export const isSymbol = (face: CombatFace): boolean => face === 'blank';

/** The symbols among rolled Valkyrie Dice. */
export const symbolsIn = (faces: readonly CombatFace[]): number => faces.filter(isSymbol).length;

/** Rolls `n` Valkyrie Dice; their faces (a symbol is the blank face). */
export const rollValkyrieDice = (ctx: HsCtx, n: number): CombatFace[] => rollCombatDice(ctx, n);

/** The symbols among a roll's faces as the battle events carry them (AttackRolled, DefenseRolled: the faces' names). */
export const symbolsInFaces = (faces: readonly string[]): number => symbolsIn(faces.filter(isCombatFace));

function isCombatFace(face: string): face is CombatFace {
  return (HEROSCAPE_COMBAT_DIE as readonly string[]).includes(face);
}
