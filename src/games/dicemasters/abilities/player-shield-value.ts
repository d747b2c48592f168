// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" (damage prevented is not
// dealt) and "BONUSES AND DAMAGE" (damage from powers and abilities, as against the attack step's):
// what is left of damage from an ability or an action die to a player once the "prevent the next N
// damage you take" shields they raised this turn (abilities/ops/shield-player.ts) have absorbed what they
// can, oldest first. rules/damage.ts asks it for every hit a power deals to a player; it reads only the
// state's effects, so that file can import it without a loop.
import type { EffectInstance } from '../../../core/index.js';
import type { DmCtx } from '../rules/context.js';

/** The core effect handler name of a shield: `player` is spared the next `left` damage from abilities this turn. */
export const PLAYER_SHIELD = 'player-shield';

function shieldOf(e: EffectInstance): { player: number; left: number } | null {
  if (e.handler !== PLAYER_SHIELD) return null;
  const { player, left } = e.params;
  return typeof player === 'number' && typeof left === 'number' ? { player, left } : null;
}

/** The damage `player` still takes of `amount` from an ability; the shields used up shrink or go. */
export function afterShields(ctx: DmCtx, player: number, amount: number): number {
  const s = ctx.state;
  if (s.core.effects.length === 0 || amount <= 0) return amount;
  let rest = amount;
  for (const e of [...s.core.effects]) {
    const sh = shieldOf(e);
    if (!sh || sh.player !== player || rest === 0) continue;
    const used = Math.min(sh.left, rest);
    rest -= used;
    ctx.removeEffects((x) => x.id === e.id);
    if (sh.left > used)
      ctx.addEffect({ name: e.name, handler: PLAYER_SHIELD, owner: e.owner, params: { player, left: sh.left - used }, duration: 'end-of-turn' });
    ctx.emit('prevented', { player, amount: used, name: `Player ${player + 1}` });
  }
  return rest;
}
