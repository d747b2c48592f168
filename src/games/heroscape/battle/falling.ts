/**
 * A fall's dice: combat dice for a fall or a major fall (a skull is a wound), the d20 for an extreme
 * fall (19 or 20 survives). Shared by a move's walk (battle/move.ts) and the powers that place a
 * figure lower (Knockback).
 * Rulebook: heroscape-master-game-guide — "Falling" (1 die; major fall 3 dice; extreme fall the
 * d20, 19–20 survives; a skull is a wound; no fall onto water); "Special Powers", Example 65: a
 * figure with the Super Strength symbol is not affected by Falling and Major Falling (no dice) but
 * is by Extreme Falling.
 */
import { CANCEL } from '../../../core/index.js';
import { rollCombatDice, skullsIn } from './dice.js';
import { rollD20 } from './d20.js';
import { tell, type HsCtx } from './events.js';
import { cardOf, type FigureState } from './state.js';
import { destroyFigure, woundFigure } from './wounds.js';

/** Rolls a fall of `drop` levels for `f`: `dice` combat dice, or the d20 when 0. */
export function fall(ctx: HsCtx, f: FigureState, dice: number, drop: number): void {
  if (dice === 0) {
    const d20 = rollD20(ctx, f.owner);
    tell(ctx, 'Fell', { figure: f.id, drop, dice: 'd20', skulls: 0, d20 });
    if (d20 <= 18) destroyFigure(ctx, f.id, 'an extreme fall');
    return;
  }
  if (cardOf(ctx.state, f).card.superStrength) {
    tell(ctx, 'Fell', { figure: f.id, drop, dice: 0, skulls: 0, d20: null });
    return;
  }
  const skulls = skullsIn(rollCombatDice(ctx, dice));
  const told = tell(ctx, 'Fell', { figure: f.id, drop, dice, skulls, d20: null });
  if (told !== CANCEL) woundFigure(ctx, f.id, told.skulls, 'a fall');
}
