/**
 * The Glyph of Nilrend (Negation, temporary): when one of your figures stops on it you may choose
 * an opponent's Unique Army Card and roll the d20: 1–4 nothing; 5 or more, the card's special powers
 * are negated for the rest of the game (the Gold Negation Marker). Facts: the published glyph list
 * (`glyph-list.ts`). Uncommon cards count as Unique ("Uncommon figures are considered Unique for all
 * special powers and Glyphs", "Treasure Glyphs").
 * Rulebook: heroscape-master-game-guide — "Temporary Glyphs".
 *
 * Negated: the card's powers leave play (their effects are removed, `abilitiesOf` finds none, its
 * figures lose Flying) — the card's marker is `NEGATED` among its tokens.
 */
import type { Option } from '../../../core/index.js';
import { abilitiesOf } from '../abilities/index.js';
import { rollD20 } from './d20.js';
import type { HsCtx } from './events.js';
import { cardAlive, friendly, NEGATED, type HsState } from './state.js';

/** The lowest d20 roll that negates the chosen card. */
export const NILREND_NEGATES_AT_LEAST = 5;

/** The opponents' Unique (or Uncommon) cards in play not yet negated, and a pass. */
export function nilrendOptions(s: HsState, player: number): Option[] {
  const out: Option[] = [];
  s.cards.forEach((c, i) => {
    if (friendly(s, c.owner, player) || c.card.rarity === 'common' || c.tokens.includes(NEGATED) || !cardAlive(s, i)) return;
    out.push({ id: `negate:${i}`, label: `Try to negate ${c.card.name}'s special powers (d20 ${NILREND_NEGATES_AT_LEAST}+)`, payload: { card: i } });
  });
  if (out.length > 0) out.push({ id: 'pass', label: 'Choose no card' });
  return out;
}

/** Negates a card's special powers for the rest of the battle. */
export function negateCard(ctx: HsCtx, card: number): void {
  const c = ctx.state.cards[card]!;
  const names = new Set(abilitiesOf(ctx.state, card).map((a) => `${a.key}:${card}`));
  c.tokens.push(NEGATED);
  ctx.removeEffects((e) => names.has(e.name));
}

/** The roll for the chosen card. */
export function nilrend(ctx: HsCtx, player: number, figure: string, card: number): void {
  const c = ctx.state.cards[card];
  if (!c || !nilrendOptions(ctx.state, player).some((o) => o.id === `negate:${card}`))
    throw new Error(`glyph: card ${card} cannot be chosen for the Glyph of Nilrend`);
  const d20 = rollD20(ctx, player);
  const negated = d20 >= NILREND_NEGATES_AT_LEAST;
  if (negated) negateCard(ctx, card);
  ctx.emit('GlyphRoll', {
    glyph: 'Nilrend',
    figure,
    d20,
    note: negated ? `${c.card.name}'s special powers are negated for the rest of the game` : 'nothing happens',
  });
}
