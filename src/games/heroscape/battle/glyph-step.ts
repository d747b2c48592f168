/**
 * The decisions glyphs ask for: the Glyph of Erland's summoning (which figure, onto which space next
 * to the glyph) and, after a move, trying a treasure glyph under the figure or dropping one it
 * carries; the placing, attack and end of the figure Revenant's Tome returns (`treasure-tome.ts`).
 * Rulebook: heroscape-master-game-guide — "Temporary Glyphs" (the glyph's own rules: `glyph-list.ts`),
 * "Treasure Glyphs", "Traps", "Dropping Treasure Glyphs".
 *
 * Erland's figure is placed, not moved (no leaving-engagement attack, no glyph under it is
 * triggered); a double-space figure is placed with its leading half on a space next to the glyph and
 * its other half on a free space of the same level next to that one ("placed on an adjacent space":
 * the figure is next to the glyph, as a double-space figure is next to what either half is next to).
 */
import type { Option, StepHandler } from '../../../core/index.js';
import { spacesAround, standable, occupiedSpaces } from '../abilities/spaces.js';
import type { HsEvents, HsQueries } from './events.js';
import type { StepOf } from './steps.js';
import { boardOf, cardOf, figureById, figureName, living, whereIs, type HsState } from './state.js';
import { fixedInPlace } from './hive.js';
import { droppable, dropTreasure, offerTreasure, tryable, tryTreasure } from './treasure-glyphs.js';
import { TREASURES } from './treasure-list.js';
import { revive, sturlaOptions } from './glyphs-sturla.js';
import { nilrend, nilrendOptions } from './glyphs-nilrend.js';
import { endRevenant, placeRevenant, revenantAttack, tomeAttackOptions, tomePlaceOptions } from './treasure-tome.js';
import { wannokRoll, wannokWound, wannokWoundOptions } from './glyphs-wannok.js';

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
        // The Marro Hive is never moved by a glyph ("Marro Hive Rules").
        if (fixedInPlace(x)) continue;
        // The figure's own spaces are free for it.
        const free = new Set([...taken].filter((sp) => sp !== x.head && sp !== x.tail));
        for (const sp of spacesAround(board, step.space)) {
          if ((c.spaces === 1 && sp === x.head) || !standable(board, sp, c.height, free)) continue;
          const at = whereIs(board, sp);
          const label = `Summon ${figureName(s, x)} to (${at.q}, ${at.r}) level ${at.level}`;
          if (c.spaces === 1) {
            options.push({ id: `place:${x.id}:${sp}`, label, payload: { figure: x.id, q: at.q, r: at.r } });
            continue;
          }
          for (let k = board.adjStart[sp]!; k < board.adjStart[sp + 1]!; k++) {
            const t = board.adjTo[k]!;
            if (t === step.space || board.spLevel[t] !== board.spLevel[sp] || !standable(board, t, c.height, free)) continue;
            if (sp === x.head && t === x.tail) continue;
            const tail = whereIs(board, t);
            options.push({
              id: `place:${x.id}:${sp}:${t}`,
              label: `${label}, its other half at (${tail.q}, ${tail.r})`,
              payload: { figure: x.id, q: at.q, r: at.r, tq: tail.q, tr: tail.r },
            });
          }
        }
      }
      if (options.length === 0) return;
      return ctx.ask(step.player, 'glyph', 'Glyph of Erland: which figure is summoned next to the glyph, and where?', options);
    }
    if (step.action === 'sturla') {
      const options = sturlaOptions(s, step.figure);
      if (options.length === 0) return;
      return ctx.ask(step.player, 'glyph', `Glyph of Sturla: where on a starting zone does ${step.figure} return?`, options);
    }
    if (step.action === 'nilrend') {
      const options = nilrendOptions(s, step.player);
      if (options.length === 0) return;
      return ctx.ask(step.player, 'glyph', "Glyph of Nilrend: which opponent's Unique Army Card do you try to negate?", options);
    }
    if (step.action === 'tome') {
      const options = tomePlaceOptions(s, step.figure);
      // Offered only with a place; should none be left, the Tome's effect ends with the figure still destroyed.
      if (options.length === 0) return endRevenant(ctx, step.figure);
      return ctx.ask(step.player, 'glyph', `Revenant's Tome: where does ${step.figure} return?`, options);
    }
    if (step.action === 'tome-attack') {
      const options = tomeAttackOptions(ctx, step.figure);
      // "Immediately make a Normal Attack": with no legal target there is none, and it is destroyed at once.
      if (options.length === 0) return endRevenant(ctx, step.figure);
      return ctx.ask(step.player, 'glyph', `Revenant's Tome: ${step.figure} makes its normal attack`, options);
    }
    if (step.action === 'tome-end') return endRevenant(ctx, step.figure);
    if (step.action === 'wannok') {
      wannokRoll(ctx, step.player, step.figure);
      return;
    }
    if (step.action === 'wannok-wound') {
      const options = wannokWoundOptions(s, step.player);
      if (options.length === 0) return;
      return ctx.ask(step.player, 'glyph', 'Glyph of Wannok: which of your figures takes the wound?', options);
    }
    const f = figureById(s, step.figure);
    const list = s.treasures ?? [];
    if (step.action === 'drop') {
      // During the move ("That figure may now continue its movement"): drop one here, or go on.
      const drops: Option[] = droppable(s, f).map((i) => ({ id: `drop:${i}`, label: `Drop ${TREASURES[list[i]!.id]?.name ?? list[i]!.id} here and move on` }));
      if (drops.length === 0) return;
      drops.push({ id: PASS, label: 'Move on carrying them' });
      return ctx.ask(step.player, 'glyph', `${figureName(s, f)} is moving: drop a treasure glyph here?`, drops);
    }
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
    if (step.action === 'sturla') return revive(ctx, step.figure, option.id);
    if (step.action === 'nilrend') return nilrend(ctx, step.player, step.figure, Number(option.id.slice('negate:'.length)));
    if (step.action === 'wannok-wound') return wannokWound(ctx, step.player, option.id);
    if (step.action === 'tome') return placeRevenant(ctx, step.figure, option.id);
    if (step.action === 'tome-attack') return revenantAttack(ctx, step.figure, option.id);
    if (step.action === 'erland') {
      if (what !== 'place' || a === undefined || b === undefined) throw new Error(`glyph: ${option.id} is not a summoning`);
      const x = figureById(s, a);
      const tail = option.id.split(':')[3];
      x.head = Number(b);
      x.tail = tail === undefined ? -1 : Number(tail);
      const at = whereIs(boardOf(s), x.head);
      ctx.emit('Summoned', { figure: x.id, q: at.q, r: at.r, level: at.level });
      return;
    }
    const f = figureById(s, step.figure);
    if (step.action === 'drop') {
      if (what !== 'drop') throw new Error(`glyph: ${option.id} is not a treasure glyph to drop`);
      dropTreasure(ctx, f, Number(a));
      return;
    }
    if (what === 'try') {
      // A scenario's trap sprung: its effect (wounds, destruction, the turn's end) decides what follows.
      if (!tryTreasure(ctx, f, Number(a))) return;
    } else if (what === 'drop') dropTreasure(ctx, f, Number(a));
    else throw new Error(`glyph: ${option.id} is not a treasure choice`);
    // A drop or a failed try may leave another choice (another glyph to drop).
    offerTreasure(ctx, f);
  },
};
