/**
 * The Bolt of the Witherwood, an Ancient Artifact (`treasure-list.ts`; the published list: "After
 * moving and before attacking with this figure, you may choose any opponent's figure within 5 clear
 * sight spaces. Roll the 20-sided die. If you roll a 1-15, nothing happens. If you roll a 16 or
 * higher, the chosen figure is destroyed. You may attempt to use this power only once per game").
 * Rulebook: heroscape-master-game-guide — "Ancient Artifact Treasure Glyphs" (they follow every rule
 * of Treasure Glyphs), "Treasure Glyphs" (a carried glyph affects only its carrier).
 *
 * Offered at the attack question of the carrier's turn while the carrier has not attacked ("after
 * moving and before attacking"): each opponent's figure within Range 5 with a clear Line of Sight
 * (an invisible one has no visible Hit Zone). The one attempt spends it: the list counts it among the
 * glyphs used once, so it leaves the game whatever the roll.
 */
import type { Option } from '../../../core/index.js';
import { indexFigures, lineOfSight, rangeBetween } from '../sight.js';
import { rollD20 } from './d20.js';
import type { HsCtx } from './events.js';
import { spendTreasure } from './treasure-carried.js';
import { invisible } from './treasure-cloak.js';
import { boardOf, figureById, figureName, figuresOfCard, livingPlaced, placedOf } from './state.js';
import { destroyFigure } from './wounds.js';
import { hiddenFigures, noVisibleHitZone } from '../abilities/no-hit-zone.js';

const BOLT = 'bolt-of-the-witherwood';
const PREFIX = 'bolt:';
/** The Bolt's reach in clear-sight spaces. */
export const BOLT_RANGE = 5;
/** A d20 roll of this or more destroys the chosen figure. */
export const BOLT_DESTROYS_AT = 16;

/** The Bolt attempts the turn's card's carriers may make now (`attacked`: figures that have attacked this turn). */
export function boltOptions(ctx: HsCtx, card: number, attacked: readonly string[]): Option[] {
  const s = ctx.state;
  const list = s.treasures;
  if (!list || !s.turn || s.turn.card !== card) return [];
  const mine = figuresOfCard(s, card);
  const out: Option[] = [];
  list.forEach((t, i) => {
    if (t.id !== BOLT || t.carrier === null || attacked.includes(t.carrier)) return;
    const f = mine.find((x) => x.id === t.carrier);
    if (!f) return;
    const board = boardOf(s);
    const all = livingPlaced(s);
    const me = placedOf(s, f);
    const index = indexFigures(board, all);
    const hidden = hiddenFigures(s);
    for (const e of all) {
      if (e.side === me.side || rangeBetween(board, me, e, BOLT_RANGE + 1) > BOLT_RANGE) continue;
      if (invisible(s, e.id) || noVisibleHitZone(board, all, e, hidden) || !lineOfSight(board, index, me, e, { leanOver: true }).clear) continue;
      out.push({
        id: `${PREFIX}${i}>${e.id}`,
        label: `${figureName(s, f)} points the Bolt of the Witherwood at ${figureName(s, figureById(s, e.id))} (d20: ${BOLT_DESTROYS_AT} or more destroys it; once a game)`,
        payload: { attacker: f.id, defender: e.id },
      });
    }
  });
  return out;
}

/** Whether the option id is an attempt with the Bolt. */
export const isBoltUse = (id: string): boolean => id.startsWith(PREFIX);

/** The attempt an option names: the d20, the Bolt out of the game, the chosen figure destroyed on 16 or more. */
export function useBolt(ctx: HsCtx, card: number, attacked: readonly string[], id: string): void {
  const s = ctx.state;
  if (!boltOptions(ctx, card, attacked).some((o) => o.id === id)) throw new Error(`treasure: ${id} is not a Bolt of the Witherwood attempt offered now`);
  const [index, target] = id.slice(PREFIX.length).split('>') as [string, string];
  const f = figureById(s, s.treasures![Number(index)]!.carrier!);
  const victim = figureById(s, target);
  const d20 = rollD20(ctx, f.owner);
  const hit = d20 >= BOLT_DESTROYS_AT;
  spendTreasure(ctx, Number(index), f.id, `d20 ${d20}: ${figureName(s, victim)} ${hit ? 'is destroyed' : 'is unharmed'}`);
  if (hit) destroyFigure(ctx, victim.id, 'the Bolt of the Witherwood');
}
