/**
 * Wounds waiting for the Scarab of Invulnerability's question: its carrier is about to receive them
 * (from an attack, a fall, a power, a glyph or a terrain), and its player may use it first.
 * Rulebook: heroscape-master-game-guide — "Temporary Treasure Glyphs" (used at a time of your
 * choosing, once, then out of the game); the Scarab's published effect ("whenever it receives one or
 * more wounds", d20 1–15 ignores one of them, 16 or more all): `treasure-defense.ts`, `treasure-list.ts`.
 * Pushed by `woundFigure` (`wounds.ts`), the one rule that gives wounds.
 */
import type { StepHandler } from '../../../core/index.js';
import type { HsEvents, HsQueries } from './events.js';
import type { StepOf } from './steps.js';
import { figureById, figureName, type HsState } from './state.js';
import { KEEP_TREASURE, USE_TREASURE, useScarab } from './treasure-defense.js';
import { giveWounds, woundsWait } from './wounds.js';

export const woundStep: StepHandler<HsState, StepOf<'wound'>, HsQueries, HsEvents> = {
  run(ctx, step) {
    const s = ctx.state;
    const f = figureById(s, step.figure);
    if (f.destroyed) return;
    if (!woundsWait(s, f.id)) return giveWounds(ctx, f.id, step.wounds, step.cause, step.by ?? null);
    return ctx.ask(
      step.player,
      'glyph',
      `${figureName(s, f)} is about to receive ${step.wounds} wound(s) (${step.cause}): use the Scarab of Invulnerability?`,
      [
        { id: USE_TREASURE, label: 'Use the Scarab of Invulnerability (d20: 1–15 ignores one wound, 16 or more all of them)' },
        { id: KEEP_TREASURE, label: 'Keep the Scarab' },
      ],
    );
  },
  choose(ctx, step, option) {
    const wounds = option.id === USE_TREASURE ? useScarab(ctx, step.figure, step.wounds) : step.wounds;
    giveWounds(ctx, step.figure, wounds, step.cause, step.by ?? null);
  },
};
