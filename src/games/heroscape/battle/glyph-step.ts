/**
 * The decisions glyphs ask for: the Glyph of Erland's summoning (which figure, onto which space next
 * to the glyph) and, after a move, trying a treasure glyph under the figure or dropping one it
 * carries.
 * Rulebook: heroscape-master-game-guide — "Temporary Glyphs" (the glyph's own rules: `glyph-list.ts`),
 * "Treasure Glyphs", "Traps", "Dropping Treasure Glyphs".
 *
 * Erland's figure is placed, not moved (no leaving-engagement attack, no glyph under it is
 * triggered); a double-space figure is not offered, its two halves having no rule for where they go.
 */
import type { Option, StepHandler } from '../../../core/index.js';
import { spacesAround, standable, occupiedSpaces } from '../abilities/spaces.js';
import type { HsEvents, HsQueries } from './events.js';
import type { StepOf } from './steps.js';
import { boardOf, cardOf, figureById, figureName, living, whereIs, type HsState } from './state.js';
import { droppable, dropTreasure, offerTreasure, tryable, tryTreasure } from './treasure-glyphs.js';
import { TREASURES } from './treasure-list.js';

export const PASS = 'pass';

export const glyphStep: StepHandler<HsState, StepOf<'glyph'>, HsQueries, HsEvents> = {
  run(ctx, step) {
    const s = ctx.state;
    const board = boardOf(s);
    if (step.action === 'erland') {
      const taken = occupiedSpaces(s);
      const options: Option[] = [];
      for (const x of living(s)) {
        const c = cardOf(s, x).card;
        if (c.spaces !== 1) continue;
        for (const sp of spacesAround(board, step.space)) {
          if (sp === x.head || !standable(board, sp, c.height, taken)) continue;
          const at = whereIs(board, sp);
          options.push({
            id: `place:${x.id}:${sp}`,
            label: `Summon ${figureName(s, x)} to (${at.q}, ${at.r}) level ${at.level}`,
            payload: { figure: x.id, q: at.q, r: at.r },
          });
        }
      }
      if (options.length === 0) return;
      return ctx.ask(step.player, 'glyph', 'Glyph of Erland: which figure is summoned next to the glyph, and where?', options);
    }
    const f = figureById(s, step.figure);
    const list = s.treasures ?? [];
    const options: Option[] = [
      ...tryable(s, f).map((i) => ({
        id: `try:${i}`,
        label:
          list[i]!.side === 'symbol'
            ? 'Try to pick up the symbol-side treasure glyph (roll for the trap)'
            : `Pick up ${TREASURES[list[i]!.id]?.name ?? list[i]!.id}`,
      })),
      ...droppable(s, f).map((i) => ({ id: `drop:${i}`, label: `Drop ${TREASURES[list[i]!.id]?.name ?? list[i]!.id} here` })),
    ];
    if (options.length === 0) return;
    options.push({ id: PASS, label: 'Leave the treasure glyphs as they are' });
    return ctx.ask(step.player, 'glyph', `${figureName(s, f)}: treasure glyphs`, options);
  },
  choose(ctx, step, option) {
    if (option.id === PASS) return;
    const s = ctx.state;
    const [what, a, b] = option.id.split(':');
    if (step.action === 'erland') {
      if (what !== 'place' || a === undefined || b === undefined) throw new Error(`glyph: ${option.id} is not a summoning`);
      const x = figureById(s, a);
      x.head = Number(b);
      x.tail = -1;
      const at = whereIs(boardOf(s), x.head);
      ctx.emit('Summoned', { figure: x.id, q: at.q, r: at.r, level: at.level });
      return;
    }
    const f = figureById(s, step.figure);
    if (what === 'try') tryTreasure(ctx, f, Number(a));
    else if (what === 'drop') dropTreasure(ctx, f, Number(a));
    else throw new Error(`glyph: ${option.id} is not a treasure choice`);
    // A drop or a failed try may leave another choice (another glyph to drop).
    offerTreasure(ctx, f);
  },
};
