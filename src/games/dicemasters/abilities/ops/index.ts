// Issue 16: the registry of Dice Masters effect op modules, by op — every `Effect` op (cards/types.ts)
// has exactly one (the mapped type makes a missing one a type error). rules/effects-ops.ts,
// cards/render.ts and the classes of an ability use (rules/ability-use.ts) are lookups here, so a new
// op is one new file plus its line in this table.
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import type { Effect, EffectClass } from '../../cards/types.js';
import type { DmState } from '../../types.js';
import type { EffectStep } from '../../steps.js';
import type { DmCtx } from '../../rules/context.js';
import type { EffectAnswer, EffectOpModule, Op, OpMap } from './op.js';
import { affectableOptions } from './source-kind.js';
import { attachGearOp } from './attach-gear.js';
import { bonusAllOwn } from './bonus-all-own.js';
import { bonusBlockedAttacker } from './bonus-blocked-attacker.js';
import { bonusChosenOwn } from './bonus-chosen-own.js';
import { copy } from './copy.js';
import { damage } from './damage.js';
import { damageAllCharacters } from './damage-all-characters.js';
import { damageDistinct } from './damage-distinct.js';
import { damageEachPlayer } from './damage-each-player.js';
import { drawActionDiceToReserve } from './draw-action-dice-to-reserve.js';
import { drawNpcToUsedElseRoll } from './draw-npc-to-used-else-roll.js';
import { drawThenRollNpcs } from './draw-then-roll-npcs.js';
import { drawToPrep } from './draw-to-prep.js';
import { exchangeControl } from './exchange-control.js';
import { extraDamageHighestAdventurer } from './extra-damage-highest-adventurer.js';
import { level1CantAttackOrBlock } from './level1-cant-attack-or-block.js';
import { moveTo } from './move-to.js';
import { preventDamage } from './prevent-damage.js';
import { preventNextEffect } from './prevent-next-effect.js';
import { protectOwnKindAndNpcs } from './protect-own-kind-and-npcs.js';
import { redirectDamage } from './redirect-damage.js';
import { rerollOpposingCharacters } from './reroll-opposing-characters.js';
import { rollFromUsed } from './roll-from-used.js';
import { spendBoltForExtraDamage } from './spend-bolt-for-extra-damage.js';
import { spinOwnDownToSpinUp } from './spin-own-down-to-spin-up.js';
import { swapWithUsed } from './swap-with-used.js';
import { takeControlOp } from './take-control.js';
import { unblockable } from './unblockable.js';
// Battle for Faerûn set ops (cards/bff/encodings.ts).
import { bonusChosen } from './bonus-chosen.js';
import { bonusSelfPerOpposingNpc } from './bonus-self-per-opposing-npc.js';
import { captureChosen } from './capture-chosen.js';
import { cantBlockAll } from './cant-block-all.js';
import { cantBlockChosen } from './cant-block-chosen.js';
import { damageChosen } from './damage-chosen.js';
import { damageOpponent } from './damage-opponent.js';
import { equippedGearToPrep } from './equipped-gear-to-prep.js';
import { fieldFromBag } from './field-from-bag.js';
import { gainSupplyDieRoll } from './gain-supply-die-roll.js';
import { knockOutAll } from './knock-out-all.js';
import { knockOutChosen } from './knock-out-chosen.js';
import { knockOutThenDamageByLevel } from './knock-out-then-damage-by-level.js';
import { moveChosenToPrep } from './move-chosen-to-prep.js';
import { nameAndPull } from './name-and-pull.js';
import { opponentDrawsPlaced } from './opponent-draws-placed.js';
import { opponentUsedToBag } from './opponent-used-to-bag.js';
import { removeExperienceAdventurers } from './remove-experience-adventurers.js';
import { rerollAll } from './reroll-all.js';
import { spinAll } from './spin-all.js';
import { costChangeThisTurn } from './cost-change-this-turn.js';
import { usedActionToPrep } from './used-action-to-prep.js';
import { spinSelf } from './spin-self.js';
import { gainLifeOp } from './gain-life.js';
import { releaseBlocker } from './release-blocker.js';
import { captureLowerLevel } from './capture-lower-level.js';
import { damageAllFiltered } from './damage-all-filtered.js';
import { forbidFieldTypeNextTurn } from './forbid-field-type-next-turn.js';
import { shieldPlayer } from './shield-player.js';
import { forceAttackNextTurn } from './force-attack-next-turn.js';
import { forceBlock } from './force-block.js';
import { assignBlocker } from './assign-blocker.js';
import { damagePicked } from './damage-picked.js';
import { cantAttackNextTurnChosen } from './cant-attack-next-turn-chosen.js';
import { noDamageChosen } from './no-damage-chosen.js';
import { capPlayerDamage } from './cap-player-damage.js';
import { fieldCostNamedType } from './field-cost-named-type.js';
import { prepToUsed } from './prep-to-used.js';
import { equipGearToSource } from './equip-gear-to-source.js';
import { nextActionDiscountOp } from './next-action-discount.js';
import { purchaseDieOp } from './purchase-die.js';
import { reserveActionToPrepHeld } from './reserve-action-to-prep-held.js';
import { usedActionsAllToPrep } from './used-actions-all-to-prep.js';
import { npcsToUsedFreeBasic } from './npcs-to-used-free-basic.js';
import { bonusSelf } from './bonus-self.js';
import { forceBlockChosen } from './force-block-chosen.js';
import { useBasicActions } from './use-basic-actions.js';
import { treatStatsThisTurn } from './treat-stats-this-turn.js';
import { opponentCharactersLoseText } from './opponent-characters-lose-text.js';
import { knockOutAllThenDamage } from './knock-out-all-then-damage.js';
import { usedPileIfKnockedOut } from './used-pile-if-knocked-out.js';
import { npcForDrawRollEvil } from './npc-for-draw-roll-evil.js';
import { rollOpposingUsedActions } from './roll-opposing-used-actions.js';
import { secondCopyOfAction } from './second-copy-of-action.js';

type Registry = { readonly [O in Op]: EffectOpModule<O> };

export const EFFECT_OPS: Registry = {
  'attach-gear': attachGearOp,
  'bonus-all-own': bonusAllOwn,
  'bonus-blocked-attacker': bonusBlockedAttacker,
  'bonus-chosen-own': bonusChosenOwn,
  copy: copy,
  damage: damage,
  'damage-all-characters': damageAllCharacters,
  'damage-distinct': damageDistinct,
  'damage-each-player': damageEachPlayer,
  'draw-npc-to-used-else-roll': drawNpcToUsedElseRoll,
  'draw-then-roll-npcs': drawThenRollNpcs,
  'draw-to-prep': drawToPrep,
  'exchange-control': exchangeControl,
  'extra-damage-highest-adventurer': extraDamageHighestAdventurer,
  'level1-cant-attack-or-block': level1CantAttackOrBlock,
  'move-to': moveTo,
  'prevent-damage': preventDamage,
  'prevent-next-effect': preventNextEffect,
  'protect-own-kind-and-npcs': protectOwnKindAndNpcs,
  'redirect-damage': redirectDamage,
  'reroll-opposing-characters': rerollOpposingCharacters,
  'roll-from-used': rollFromUsed,
  'spend-bolt-for-extra-damage': spendBoltForExtraDamage,
  'spin-own-down-to-spin-up': spinOwnDownToSpinUp,
  'swap-with-used': swapWithUsed,
  'take-control': takeControlOp,
  unblockable: unblockable,
  'bonus-chosen': bonusChosen,
  'bonus-self-per-opposing-npc': bonusSelfPerOpposingNpc,
  'capture-chosen': captureChosen,
  'cant-block-all': cantBlockAll,
  'cant-block-chosen': cantBlockChosen,
  'damage-chosen': damageChosen,
  'damage-opponent': damageOpponent,
  'equipped-gear-to-prep': equippedGearToPrep,
  'field-from-bag': fieldFromBag,
  'gain-supply-die-roll': gainSupplyDieRoll,
  'knock-out-all': knockOutAll,
  'knock-out-chosen': knockOutChosen,
  'knock-out-then-damage-by-level': knockOutThenDamageByLevel,
  'move-chosen-to-prep': moveChosenToPrep,
  'name-and-pull': nameAndPull,
  'opponent-draws-placed': opponentDrawsPlaced,
  'opponent-used-to-bag': opponentUsedToBag,
  'draw-action-dice-to-reserve': drawActionDiceToReserve,
  'remove-experience-adventurers': removeExperienceAdventurers,
  'reroll-all': rerollAll,
  'spin-all': spinAll,
  'cost-change-this-turn': costChangeThisTurn,
  'used-action-to-prep': usedActionToPrep,
  'spin-self': spinSelf,
  'gain-life': gainLifeOp,
  'release-blocker': releaseBlocker,
  'capture-lower-level': captureLowerLevel,
  'damage-all-filtered': damageAllFiltered,
  'forbid-field-type-next-turn': forbidFieldTypeNextTurn,
  'shield-player': shieldPlayer,
  'force-attack-next-turn': forceAttackNextTurn,
  'force-block': forceBlock,
  'assign-blocker': assignBlocker,
  'damage-picked': damagePicked,
  'cant-attack-next-turn-chosen': cantAttackNextTurnChosen,
  'no-damage-chosen': noDamageChosen,
  'cap-player-damage': capPlayerDamage,
  'field-cost-named-type': fieldCostNamedType,
  'prep-to-used': prepToUsed,
  'equip-gear-to-source': equipGearToSource,
  'next-action-discount': nextActionDiscountOp,
  'purchase-die': purchaseDieOp,
  'reserve-action-to-prep-held': reserveActionToPrepHeld,
  'used-actions-all-to-prep': usedActionsAllToPrep,
  'npcs-to-used-free-basic': npcsToUsedFreeBasic,
  'bonus-self': bonusSelf,
  'force-block-chosen': forceBlockChosen,
  'use-basic-actions': useBasicActions,
  'treat-stats-this-turn': treatStatsThisTurn,
  'opponent-characters-lose-text': opponentCharactersLoseText,
  'knock-out-all-then-damage': knockOutAllThenDamage,
  'used-pile-if-knocked-out': usedPileIfKnockedOut,
  'npc-for-draw-roll-evil': npcForDrawRollEvil,
  'roll-opposing-used-actions': rollOpposingUsedActions,
  'second-copy-of-action': secondCopyOfAction,
};

/** An `Effect` in a card's data row: an op this registry has, with the parameters its module accepts. */
export const effectSchema: z.ZodType<Effect> = z.custom<Effect>((v) => {
  if (typeof v !== 'object' || v === null || !('op' in v) || typeof v.op !== 'string' || !Object.hasOwn(EFFECT_OPS, v.op)) return false;
  const { op, ...params } = v;
  return EFFECT_OPS[op as Op].params.safeParse(params).success;
}, 'an effect: an op of abilities/ops/ with its parameters');

/** Every op module, for tests that check them all. */
export const OP_MODULES = Object.values(EFFECT_OPS);

// Each lookup is generic in the op so that the module found and the effect passed agree in type.
type E<O extends Op> = OpMap[O] & { readonly op: O };

/** The kinds of game effect `e` produces (PREVENTING AND REDIRECTING). */
export function opClasses<O extends Op>(e: E<O>): readonly EffectClass[] {
  const m: EffectOpModule<O> = EFFECT_OPS[e.op];
  return m.classes;
}

/** Our rules text for `e`. */
export function opText<O extends Op>(e: E<O>): string {
  const m: EffectOpModule<O> = EFFECT_OPS[e.op];
  return m.text(e);
}

/** Whether using `e` now would do anything. */
export function opUsable<O extends Op>(s: DmState, player: number, e: E<O>, source: number): boolean {
  const m: EffectOpModule<O> = EFFECT_OPS[e.op];
  return m.usable(s, player, e, source);
}

/** Runs `e`'s effect step: its question, or null when it resolved. */
export function opRun<O extends Op>(ctx: DmCtx, st: EffectStep, e: E<O>): Option[] | null {
  const m: EffectOpModule<O> = EFFECT_OPS[e.op];
  const opts = m.run(ctx, st, e);
  // CARD TEXT DETAILS: a character the effect cannot affect is never offered (one check for every op).
  return opts && affectableOptions(ctx.state, st, opts);
}

/** Applies an answer to `e`'s question (the module may push the step again for more answers). */
export function opChoose<O extends Op>(ctx: DmCtx, st: EffectStep, e: E<O>, answer: EffectAnswer): void {
  const m: EffectOpModule<O> = EFFECT_OPS[e.op];
  m.choose(ctx, st, e, answer);
}

/** `e`'s effect on the character its `TargetChosen` window settled on. */
export function opOnTarget<O extends Op>(ctx: DmCtx, st: EffectStep, e: E<O>, die: number): void {
  const m: EffectOpModule<O> = EFFECT_OPS[e.op];
  if (!m.onTarget) throw new Error(`effect op ${e.op} has no effect on a redirected target`);
  m.onTarget(ctx, st, e, die);
}
