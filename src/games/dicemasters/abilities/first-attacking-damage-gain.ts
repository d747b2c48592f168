// Implements: dice-masters-battle-for-faerun — "ASSIGN DAMAGE" with a triggered ability on it: while
// active, the first time in a turn that an attacking die of this card damages a character, its
// controller gains life (and, with `drawToPrep`, draws a die into the prep area). A triggered ability
// with game effects, so it may be prevented ("PREVENTING AND REDIRECTING"): when a prevention could
// answer it, it waits behind a window and resolves after the attack (rules/held-use.ts). It answers the
// `CombatDamageDealt` event of rules/assign-damage.ts.
import { z } from 'zod';
import type { DieState } from '../types.js';
import type { DmCtx } from '../rules/context.js';
import { abilityOf } from '../rules/copy.js';
import { cardOf } from '../rules/dice.js';
import { gainLife } from '../rules/damage.js';
import { drawDie } from '../rules/bag.js';
import type { AbilityUse } from '../rules/prevent.js';
import { holdUse } from '../rules/held-use.js';
import type { AbilityModule } from './ability.js';

/**
 * After combat damage: for each attacking die of the active player that damaged a character (in die
 * order), the first time this turn for its card.
 */
function afterAttackDamage(ctx: DmCtx, dealtBy: readonly number[]): void {
  const s = ctx.state;
  for (const id of dealtBy) {
    const d = s.dice[id] as DieState;
    if (d.owner !== s.active) continue;
    const a = abilityOf(s, d, 'first-attacking-damage-gain');
    if (!a) continue;
    const once = `first-attacking-damage-gain:${d.card}`;
    if (!ctx.counters.canUseThisTurn(once)) continue;
    ctx.counters.markUsedThisTurn(once);
    const title = cardOf(s, d).title;
    const use: AbilityUse = { player: d.owner, kind: 'triggered', title, classes: a.drawToPrep ? ['life', 'draw'] : ['life'] };
    const held = holdUse(s, use, { what: 'first-damage-gain', player: d.owner, life: a.life, draw: a.drawToPrep, title });
    if (held) ctx.push(...held);
    else resolveFirstDamageGain(ctx, d.owner, a.life, a.drawToPrep, title);
  }
}

/** The trigger, not prevented: gain life (and draw a die into the prep area). */
export function resolveFirstDamageGain(ctx: DmCtx, player: number, life: number, draw: boolean, title: string): void {
  gainLife(ctx, player, life, title);
  if (draw) drawDie(ctx, player);
}

export const firstAttackingDamageGain: AbilityModule<'first-attacking-damage-gain'> = {
  kind: 'first-attacking-damage-gain',
  section: 'ASSIGN DAMAGE',
  params: z.object({ life: z.number().int().min(0), drawToPrep: z.boolean() }),
  text: (a) =>
    `The first time in a turn that one of these dice, attacking, damages a character: gain ${a.life} life${a.drawToPrep ? ', then draw a die into your prep area' : ''}.`,
  on: { CombatDamageDealt: { run: (ctx, _e, p) => afterAttackDamage(ctx, p.dealtBy) } },
  held: { 'first-damage-gain': (ctx, use) => resolveFirstDamageGain(ctx, use.player, use.life, use.draw, use.title) },
  steps: {},
};
