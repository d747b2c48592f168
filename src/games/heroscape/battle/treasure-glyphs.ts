/**
 * Treasure Glyphs: lying on the battlefield (usually symbol-side up), tried by a Unique Hero that ends
 * its move on one (the trap roll first when it is symbol-side up), carried on its Army Card, dropped
 * during a move, lost where the carrier is destroyed; the carried permanent powers (`treasure-list.ts`).
 * Rulebook: heroscape-master-game-guide — "Treasure Glyphs" (rules 1–7: only Unique Heroes, Uncommon
 * counting as Unique; no forced stop; the trap roll only for a symbol-side glyph; a carried glyph
 * affects only its carrier; no trading; any number carried; one attempt per turn, in its own turn),
 * "Traps", "Dropping Treasure Glyphs", "Permanent Treasure Glyphs",
 * "Ancient Artifact Treasure Glyphs" (never two copies of one artifact in an army).
 *
 * The trap's effect is the scenario's (set-up option `treasureTrap`, `treasure-trap.ts`); its roll is
 * the published standard unless the scenario says otherwise (1–5 springs it: the glyph stays
 * symbol-side up; 6 or more: reveal it and the figure takes it). With no scenario trap, a sprung trap
 * does nothing more. A drop is offered at each point of a carrier's move (the walk asks before
 * going on from each space but the last) and where it ends its move.
 */
import type { Board } from '../board.js';
import { rollD20 } from './d20.js';
import type { HsCtx } from './events.js';
import { TREASURES, treasureIdOf } from './treasure-list.js';
import { springsAtMost, springTrap, trapNote } from './treasure-trap.js';
import { cardOf, figureById, figureName, type FigureState, type GlyphSide, type HsState, type TreasureInPlay } from './state.js';

export { TRAP_SPRUNG_AT_MOST } from './treasure-trap.js';

/** The treasure glyphs of the compiled battlefield, all with `side` up. */
export function treasuresOf(board: Board, side: GlyphSide): TreasureInPlay[] {
  const out: TreasureInPlay[] = [];
  board.spGlyph.forEach((g, space) => {
    if (g && g.treasure) out.push({ id: treasureIdOf(g.name) ?? g.name, space, side, carrier: null });
  });
  return out;
}

/** Whether the figure carries a treasure glyph of this id. */
export function carries(s: HsState, figure: string, id: string): boolean {
  return (s.treasures ?? []).some((t) => t.carrier === figure && t.id === id);
}

/** "Only Unique Hero figures can attempt to pick up or activate Treasure Glyphs" (Uncommon counts as Unique). */
export function isUniqueHero(s: HsState, f: FigureState): boolean {
  const c = cardOf(s, f).card;
  return c.kind === 'hero' && c.rarity !== 'common';
}

/** Whether a glyph or treasure glyph lies on the space (nothing may be dropped there). */
export function glyphOnSpace(s: HsState, space: number): boolean {
  return s.glyphs.some((g) => g.space === space) || (s.treasures ?? []).some((t) => t.carrier === null && t.space === space);
}

const tryKey = (s: HsState, f: FigureState): string => `${s.round}:${s.turn?.marker ?? '-'}:${f.id}`;

/** The treasure glyphs under the figure that it may try now (its own turn, once per turn). */
export function tryable(s: HsState, f: FigureState): number[] {
  if (!s.treasures || !s.turn || s.turn.card !== f.card || !isUniqueHero(s, f)) return [];
  if ((s.treasureTries ?? []).includes(tryKey(s, f))) return [];
  const out: number[] = [];
  s.treasures.forEach((t, i) => {
    if (t.carrier === null && t.space >= 0 && (t.space === f.head || t.space === f.tail)) out.push(i);
  });
  return out;
}

/** The treasure glyphs the figure carries and may drop where it stands (none when a glyph lies there). */
export function droppable(s: HsState, f: FigureState): number[] {
  if (!s.treasures || f.head < 0 || glyphOnSpace(s, f.head)) return [];
  const out: number[] = [];
  s.treasures.forEach((t, i) => {
    if (t.carrier === f.id) out.push(i);
  });
  return out;
}

/**
 * Whether a carrier passing this point of its move may drop a treasure glyph: it carries one and no
 * glyph lies where it stands, nor another figure it is only passing through (not a space it occupies).
 */
export function mayDropHere(s: HsState, f: FigureState): boolean {
  if (droppable(s, f).length === 0) return false;
  return !s.figures.some((o) => o.id !== f.id && !o.destroyed && (o.head === f.head || o.tail === f.head));
}

/** After a move: offers the figure's treasure decision when it has one. */
export function offerTreasure(ctx: HsCtx, f: FigureState): void {
  const s = ctx.state;
  if (tryable(s, f).length > 0 || droppable(s, f).length > 0) ctx.push({ kind: 'glyph', action: 'treasure', player: f.owner, figure: f.id, space: f.head });
}

/** The treasure glyph's published name (its id when it names none of the list). */
export const nameOf = (t: TreasureInPlay): string => TREASURES[t.id]?.name ?? t.id;

/**
 * An attempt on the treasure glyph `index` (rolls for the trap first when it is symbol-side up).
 * Returns false when a scenario's trap was sprung (its effect then decides what comes next).
 */
export function tryTreasure(ctx: HsCtx, f: FigureState, index: number): boolean {
  const s = ctx.state;
  const t = s.treasures?.[index];
  if (!t) throw new Error(`no treasure glyph ${index}`);
  (s.treasureTries as string[]).push(tryKey(s, f));
  if (t.side === 'symbol') {
    const d20 = ctx.query('trapRoll', rollD20(ctx, f.owner), { figure: f.id });
    if (d20 <= springsAtMost(s)) {
      ctx.emit('TreasureTrap', {
        figure: f.id,
        d20,
        note: `${figureName(s, f)} springs the trap (d20 ${d20}); the treasure glyph stays symbol-side up${trapNote(s, f)}`,
      });
      // The scenario's trap (treasure-trap.ts); none: nothing more happens.
      springTrap(ctx, f);
      return s.treasureTrap === undefined;
    }
    t.side = 'power';
    ctx.emit('TreasureRevealed', { figure: f.id, d20, treasure: nameOf(t) });
  }
  const artifact = TREASURES[t.id]?.kind === 'ancient-artifact';
  if (artifact && (s.treasures ?? []).some((x) => x !== t && x.id === t.id && x.carrier !== null && figureById(s, x.carrier).owner === f.owner)) {
    // An army never controls two copies of one Ancient Artifact: this one stays where it lies.
    ctx.emit('TreasureTaken', { figure: f.id, treasure: nameOf(t), taken: false, note: 'the army already controls a copy of this Ancient Artifact' });
    return true;
  }
  t.carrier = f.id;
  t.space = -1;
  ctx.emit('TreasureTaken', { figure: f.id, treasure: nameOf(t), taken: true, note: `${figureName(s, f)} carries ${nameOf(t)}` });
  return true;
}

/** "Dropping Treasure Glyphs": power-side up on a space the figure occupies. */
export function dropTreasure(ctx: HsCtx, f: FigureState, index: number): void {
  const s = ctx.state;
  const t = s.treasures?.[index];
  if (!t || t.carrier !== f.id) throw new Error(`${f.id} does not carry treasure glyph ${index}`);
  t.carrier = null;
  t.space = f.head;
  t.side = 'power';
  // Dropped to be taken by another figure later ("cannot be traded"): not again by this one this turn.
  const key = tryKey(s, f);
  if (!(s.treasureTries ?? []).includes(key)) (s.treasureTries as string[]).push(key);
  ctx.emit('TreasureDropped', { figure: f.id, treasure: nameOf(t) });
}

const sizeOf = (s: HsState, figure: string): string => cardOf(s, figureById(s, figure)).card.size;
const big = (size: string): boolean => size === 'large' || size === 'huge';

/** Extra attack dice from the attacker's carried treasure glyphs (normal attacks only: the query is asked for those). */
export function treasureAttackDice(s: HsState, attacker: string, defender: string): number {
  let n = 0;
  if (carries(s, attacker, 'heroic-rune')) n += 1;
  if (carries(s, attacker, 'holy-symbol-of-pelor')) {
    const d = cardOf(s, figureById(s, defender)).card;
    if (/undead/i.test(d.species) || /undead/i.test(d.class)) n += 2;
  }
  if (carries(s, attacker, 'giant-hunter-stone') && big(sizeOf(s, defender))) n += 1;
  return n;
}

/** Extra defense dice from the defender's carried treasure glyphs. */
export function treasureDefenseDice(s: HsState, attacker: string, defender: string): number {
  let n = 0;
  if (carries(s, defender, 'talisman-of-defense')) n += 1;
  if (carries(s, defender, 'giant-hunter-stone') && big(sizeOf(s, attacker))) n += 1;
  return n;
}
