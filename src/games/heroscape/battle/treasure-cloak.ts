/**
 * The Cloak of Invisibility (`treasure-list.ts`, facts from the published list): used at any point
 * of its carrier's turn; until the end of that round, or until the carrier attacks with a normal or
 * special attack, it has no visible Hit Zone and takes no leaving-engagement attack.
 * Rulebook: heroscape-master-game-guide — "Temporary Treasure Glyphs" (used once, then out of the
 * game), "Action 3. Attack …" (a target needs a clear Line of Sight, except a figure engaged with
 * or adjacent to the attacker: "A figure does not need Line of Sight to attack a figure that it is
 * engaged with or adjacent to").
 *
 * With no visible Hit Zone no Line of Sight reaches it, so only what needs none still reaches it:
 * an attack by a figure engaged with it, a lobbed grenade, a figure affected as the neighbour of
 * another target. Offered at the mover and the attack questions of the carrier's turn.
 */
import type { Option } from '../../../core/index.js';
import type { HsCtx } from './events.js';
import { addTreasureBoost, spendTreasure } from './treasure-carried.js';
import { figureById, figureName, figuresOfCard, type HsState } from './state.js';

const CLOAK = 'cloak-of-invisibility';
const PREFIX = 'cloak:';

const cloakKey = (s: HsState, figure: string): string => `${PREFIX}${s.round}:${figure}`;

/** Whether the figure is invisible now (the Cloak used this round, and it has not attacked since). */
export function invisible(s: HsState, figure: string): boolean {
  return s.treasureBoosts !== undefined && s.treasureBoosts.length > 0 && s.treasureBoosts.includes(cloakKey(s, figure));
}

/** The carrier attacks: it is seen again. */
export function revealAttacker(s: HsState, figure: string): void {
  const list = s.treasureBoosts;
  if (!list || list.length === 0) return;
  const i = list.indexOf(cloakKey(s, figure));
  if (i >= 0) list.splice(i, 1);
}

/** The Cloaks the turn's card's carriers may put on now. */
export function cloakOptions(s: HsState, card: number): Option[] {
  const list = s.treasures;
  if (!list || !s.turn || s.turn.card !== card) return [];
  const mine = figuresOfCard(s, card);
  const out: Option[] = [];
  list.forEach((t, i) => {
    if (t.id !== CLOAK || t.carrier === null) return;
    const f = mine.find((x) => x.id === t.carrier);
    if (f) out.push({ id: `${PREFIX}${i}`, label: `${figureName(s, f)} puts on the Cloak of Invisibility (unseen until it attacks or the round ends)` });
  });
  return out;
}

/** Whether the option id puts on a Cloak. */
export const isCloakUse = (id: string): boolean => id.startsWith(PREFIX);

/** Puts on the Cloak an option names; it leaves the game. */
export function useCloak(ctx: HsCtx, card: number, id: string): void {
  const s = ctx.state;
  if (!cloakOptions(s, card).some((o) => o.id === id)) throw new Error(`treasure: ${id} is not a Cloak of Invisibility offered now`);
  const index = Number(id.slice(PREFIX.length));
  const f = figureById(s, s.treasures![index]!.carrier!);
  addTreasureBoost(s, cloakKey(s, f.id));
  spendTreasure(ctx, index, f.id, `${figureName(s, f)} cannot be seen until it attacks or the round ends`);
}
