// Issue 16: the registry of Dice Masters effect op modules, by op. rules/effects-ops.ts, cards/render.ts
// and the classes of an ability use (rules/ability-use.ts) look an op up here; an op not yet moved into
// a module is still interpreted by their switches (docs/dicemasters.md lists which).
import type { Option } from '../../../../core/index.js';
import type { EffectClass } from '../../cards/types.js';
import type { DmState } from '../../types.js';
import type { EffectStep } from '../../steps.js';
import type { DmCtx } from '../../rules/context.js';
import type { EffectAnswer, EffectOpModule, Op, OpMap } from './op.js';
import { damageAllCharacters } from './damage-all-characters.js';
import { damageEachPlayer } from './damage-each-player.js';
import { drawToPrep } from './draw-to-prep.js';
import { preventNextEffect } from './prevent-next-effect.js';
import { bonusChosenOwn } from './bonus-chosen-own.js';
import { spinOwnDownToSpinUp } from './spin-own-down-to-spin-up.js';
import { damageDistinct } from './damage-distinct.js';
import { drawThenRollNpcs } from './draw-then-roll-npcs.js';
import { attachGearOp } from './attach-gear.js';
import { redirectDamage } from './redirect-damage.js';
import { preventDamage } from './prevent-damage.js';
import { spendBoltForExtraDamage } from './spend-bolt-for-extra-damage.js';
import { level1CantAttackOrBlock } from './level1-cant-attack-or-block.js';
import { bonusAllOwn } from './bonus-all-own.js';
import { protectOwnKindAndNpcs } from './protect-own-kind-and-npcs.js';
import { drawNpcToUsedElseRoll } from './draw-npc-to-used-else-roll.js';
import { rerollOpposingCharacters } from './reroll-opposing-characters.js';
import { unblockable } from './unblockable.js';
import { bonusBlockedAttacker } from './bonus-blocked-attacker.js';
import { rollFromUsed } from './roll-from-used.js';

type Registry = { readonly [O in Op]?: EffectOpModule<O> };

export const EFFECT_OPS: Registry = {
  'damage-all-characters': damageAllCharacters,
  'damage-each-player': damageEachPlayer,
  'draw-to-prep': drawToPrep,
  'prevent-next-effect': preventNextEffect,
  'bonus-chosen-own': bonusChosenOwn,
  'spin-own-down-to-spin-up': spinOwnDownToSpinUp,
  'damage-distinct': damageDistinct,
  'draw-then-roll-npcs': drawThenRollNpcs,
  'attach-gear': attachGearOp,
  'redirect-damage': redirectDamage,
  'prevent-damage': preventDamage,
  'spend-bolt-for-extra-damage': spendBoltForExtraDamage,
  'level1-cant-attack-or-block': level1CantAttackOrBlock,
  'bonus-all-own': bonusAllOwn,
  'protect-own-kind-and-npcs': protectOwnKindAndNpcs,
  'draw-npc-to-used-else-roll': drawNpcToUsedElseRoll,
  'reroll-opposing-characters': rerollOpposingCharacters,
  unblockable: unblockable,
  'bonus-blocked-attacker': bonusBlockedAttacker,
  'roll-from-used': rollFromUsed,
};

/** Every op module, for tests that check them all. */
export const OP_MODULES = [
  damageAllCharacters,
  damageEachPlayer,
  drawToPrep,
  preventNextEffect,
  level1CantAttackOrBlock,
  bonusAllOwn,
  protectOwnKindAndNpcs,
  drawNpcToUsedElseRoll,
  rerollOpposingCharacters,
  unblockable,
  bonusBlockedAttacker,
  rollFromUsed,
  bonusChosenOwn,
  spinOwnDownToSpinUp,
  damageDistinct,
  drawThenRollNpcs,
  attachGearOp,
  redirectDamage,
  preventDamage,
  spendBoltForExtraDamage,
] as const;

// Each lookup is generic in the op so that the module found and the effect passed agree in type; an
// op without a module gives undefined (the caller's switch still interprets it).
type E<O extends Op> = OpMap[O] & { readonly op: O };

/** The kinds of game effect `e` produces (PREVENTING AND REDIRECTING). */
export function opClasses<O extends Op>(e: E<O>): readonly EffectClass[] | undefined {
  const m: EffectOpModule<O> | undefined = EFFECT_OPS[e.op];
  return m?.classes;
}

/** Our rules text for `e`. */
export function opText<O extends Op>(e: E<O>): string | undefined {
  const m: EffectOpModule<O> | undefined = EFFECT_OPS[e.op];
  return m?.text(e);
}

/** Whether using `e` now would do anything. */
export function opUsable<O extends Op>(s: DmState, player: number, e: E<O>, source: number): boolean | undefined {
  const m: EffectOpModule<O> | undefined = EFFECT_OPS[e.op];
  return m?.usable(s, player, e, source);
}

/** Runs `e`'s effect step: its question, null when resolved, undefined when `e` has no module. */
export function opRun<O extends Op>(ctx: DmCtx, st: EffectStep, e: E<O>): Option[] | null | undefined {
  const m: EffectOpModule<O> | undefined = EFFECT_OPS[e.op];
  return m ? m.run(ctx, st, e) : undefined;
}

/** Applies an answer to `e`'s question; false when `e` has no module. */
export function opChoose<O extends Op>(ctx: DmCtx, st: EffectStep, e: E<O>, answer: EffectAnswer, reacted: boolean): boolean {
  const m: EffectOpModule<O> | undefined = EFFECT_OPS[e.op];
  if (!m) return false;
  m.choose(ctx, st, e, answer, reacted);
  return true;
}
