// The automatic triggered power "whenever an enemy misses this creature with a melee attack, that
// enemy takes -N to attack rolls until it hits" (trigger `enemy-misses-self-melee`, effect
// `attack-penalty-until-hit` in cards/schema.ts). ddm-battle-rules-2011, "HOW TO READ A STAT CARD",
// Powers: a triggered power without "activated" happens on its own whenever its trigger occurs.
import { addCond, cardOf, enemies, onMap } from '../rules/common.js';
import type { DdmCtx } from '../ctx.js';
import type { CreatureState } from '../state.js';

/** After `attacker` missed `target` with a melee attack: the target's penalty powers apply. */
export function afterMeleeMiss(ctx: DdmCtx, attacker: CreatureState, target: CreatureState): void {
  const s = ctx.state;
  if (!onMap(target)) return;
  for (const p of cardOf(s, target).powers) {
    if (p.kind !== 'triggered' || p.trigger !== 'enemy-misses-self-melee' || p.activated) continue;
    if (p.effect.kind !== 'attack-penalty-until-hit' || !enemies(s, attacker, target)) continue;
    addCond(s, attacker, {
      kind: 'attack-penalty',
      name: p.name,
      amount: p.effect.amount,
      dtype: 'untyped',
      defense: 'all',
      duration: 'until-hit',
      source: target.id,
      sourcePlayer: target.owner,
    });
    ctx.emit('power', { creature: target.id, label: target.label, power: p.name, target: attacker.id, targetLabel: attacker.label });
  }
}
