/**
 * The scenario's trap on its symbol-side treasure glyphs (set-up option `treasureTrap`).
 * Rulebook: heroscape-master-game-guide — "Traps" (a figure trying a symbol-side treasure glyph
 * "might be caught by the scenario-specific trap"; roll the d20), with the published standard roll
 * (the wiki's Treasure Glyph list as recorded in Dissolutio/hexoscape src/game/glyphs.ts,
 * docs/heroscape.md, "Glyphs": 1–5 sets it off and the glyph stays symbol-side up; 6 or more, it is
 * revealed and taken; the trap "can be anything … as long as you set it up before the game").
 *
 * Since the guide leaves the trap to each scenario, the set-up names one of a small closed set of
 * effects: `wounds` (the figure receives that many wounds, through `woundFigure`, so a carried
 * Scarab of Invulnerability is asked), `destroyed` (destroyed without wounds, as by molten lava: no
 * Scarab), `end-turn` (its turn ends at once: no more moving or attacking with its card). The roll
 * that springs it is 1–5 unless the scenario sets another highest roll (`springsAtMost`). Without the
 * option a sprung trap only keeps the glyph symbol-side up, as before.
 */
import { z } from 'zod';
import type { HsCtx } from './events.js';
import { figureName, type FigureState, type HsState, type TreasureTrap } from './state.js';
import { endTurnNow } from './turn-loss.js';
import { destroyFigure, woundFigure } from './wounds.js';

/** A d20 roll of this or less springs the trap ("Traps"; the published standard). */
export const TRAP_SPRUNG_AT_MOST = 5;

export const treasureTrapSchema = z
  .object({
    /** What befalls the figure that springs the trap. */
    effect: z.enum(['wounds', 'destroyed', 'end-turn']),
    /** With `wounds`: how many (required there, refused otherwise). */
    wounds: z.number().int().min(1).max(20).optional(),
    /** The highest d20 roll that springs it (5 by default, the published 1–5). */
    springsAtMost: z.number().int().min(1).max(19).optional(),
  })
  .strict();

export type TreasureTrapOption = z.infer<typeof treasureTrapSchema>;

/** The trap as the state keeps it, or the error naming the field (`where` is the option's JSON path). */
export function resolveTrap(o: TreasureTrapOption, treasures: number, where: string): TreasureTrap | string {
  if (treasures === 0) return `${where}: the map has no treasure glyph for the trap to guard`;
  const springsAtMost = o.springsAtMost ?? TRAP_SPRUNG_AT_MOST;
  if (o.effect === 'wounds') {
    if (o.wounds === undefined) return `${where}.wounds: a "wounds" trap needs the number of wounds it gives`;
    return { effect: 'wounds', wounds: o.wounds, springsAtMost };
  }
  if (o.wounds !== undefined) return `${where}.wounds: only a "wounds" trap gives wounds (this one is "${o.effect}")`;
  return { effect: o.effect, springsAtMost };
}

/** The highest d20 roll that springs the trap. */
export function springsAtMost(s: HsState): number {
  return s.treasureTrap?.springsAtMost ?? TRAP_SPRUNG_AT_MOST;
}

/** A few words for the log: what the scenario's trap does (nothing without one). */
export function trapNote(s: HsState, f: FigureState): string {
  const t = s.treasureTrap;
  if (!t) return '';
  const who = figureName(s, f);
  if (t.effect === 'wounds') return `: ${who} receives ${t.wounds} wound(s)`;
  return t.effect === 'destroyed' ? `: ${who} is destroyed` : `: ${who}'s turn ends`;
}

/** The scenario's trap takes effect on the figure that sprang it. */
export function springTrap(ctx: HsCtx, f: FigureState): void {
  const t = ctx.state.treasureTrap;
  if (!t) return;
  if (t.effect === 'wounds') woundFigure(ctx, f.id, t.wounds, 'a trap');
  else if (t.effect === 'destroyed') destroyFigure(ctx, f.id, 'a trap');
  else endTurnNow(ctx.state);
}
