/**
 * Attack dice added for friendly figures of a kind near the attacker (Fire Strike, Rain of Flame:
 * "add 1 … for every additional Elf Wizard you control within 3 clear sight spaces of <him>, up to
 * a maximum of +3 dice").
 * Rulebook: heroscape-master-game-guide — "Clear Sight Spaces" (counted from either space, any part
 * of the figure seen), "Friendly and enemy figures" ("you control": the player's own figures, not a
 * teammate's); the powers' texts are on the cards.
 */
import type { HsCtx } from '../battle/events.js';
import { boardOf, cardOf, livingPlaced, placedOf, type FigureState } from '../battle/state.js';
import { clearSight, indexFigures } from '../sight.js';

export interface KinBonus {
  readonly species: string;
  readonly class: string;
  readonly within: number;
  readonly most: number;
}

export const ELF_WIZARDS: KinBonus = { species: 'elf', class: 'wizard', within: 3, most: 3 };

/** The dice added for `f`'s attack: one per other figure of the kind its player controls within the clear sight spaces, at most `most`. */
export function kinBonus(ctx: HsCtx, f: FigureState, kin: KinBonus): number {
  const s = ctx.state;
  const board = boardOf(s);
  const all = livingPlaced(s);
  const index = indexFigures(board, all);
  const me = placedOf(s, f);
  let n = 0;
  for (const o of s.figures) {
    if (o.id === f.id || o.destroyed || o.head < 0 || o.owner !== f.owner) continue;
    const c = cardOf(s, o).card;
    if (c.species.toLowerCase() !== kin.species || c.class.toLowerCase() !== kin.class) continue;
    if (clearSight(board, index, me, placedOf(s, o), kin.within, { leanOver: true }).clear) n++;
  }
  return Math.min(n, kin.most);
}
