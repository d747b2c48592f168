// The Dice Masters ability modules (issue 16), one per ability kind of cards/types.ts: the registry is a
// mapped type over every kind, so a kind without a module does not compile, and the rules text of an
// ability (cards/render.ts) is one lookup here. game.ts adds the modules' steps to the step table. The
// answers of the modules, effect ops and custom cards to the named queries are registered here
// (abilities/queries.ts), and the custom cards' handlers join the effect table under `custom:<card>`.
import type { EffectTable } from '../../../core/index.js';
import type { Ability } from '../cards/types.js';
import type { DmState } from '../types.js';
import type { DmCtx, DmEvents, DmQueries } from '../rules/context.js';
import { abilityHandler } from '../rules/card-effects.js';
import type { DmStepTable } from '../steps.js';
import type { AbilityModule, AbilityOfKind } from './ability.js';
import { actionLine } from './action-line.js';
import { answerQueries } from './queries.js';
import { OP_MODULES } from './ops/index.js';
import { CUSTOM_CARDS } from '../cards/custom/index.js';
import { customAbility } from './custom.js';
import { blockManyNpcs } from './block-many-npcs.js';
import { breathWeapon } from './breath-weapon.js';
import { captureKnockedOut } from './capture-knocked-out.js';
import { damageReaction } from './damage-reaction.js';
import { effectReaction } from './effect-reaction.js';
import { effectRedirect } from './effect-redirect.js';
import { energyDrainAbility } from './energy-drain.js';
import { equipAbility, equippedBonusAbility } from './equip.js';
import { experienceAbility } from './experience.js';
import { firstAttackingDamageGain } from './first-attacking-damage-gain.js';
import { globalAbility } from './global-ability.js';
import { onActionCantBlock } from './on-action-cant-block.js';
import { onRegenerateKoEngaged } from './on-regenerate-ko-engaged.js';
import { overcrushAbility } from './overcrush.js';
import { regenerateAbility } from './regenerate.js';
import { swarmAbility } from './swarm.js';
import { whenAttacking } from './when-attacking.js';
import { whenFielded } from './when-fielded.js';
import { blockedOnlyBy } from './blocked-only-by.js';
import { onActionEffect } from './on-action-effect.js';
import { statBonus } from './stat-bonus.js';
import { unblockableAlone } from './unblockable-alone.js';
import { costChange } from './cost-change.js';
import { whenBlocking } from './when-blocking.js';
import { whenBlocked } from './when-blocked.js';
import { atTurnStart } from './at-turn-start.js';
import { onOwnFielded } from './on-own-fielded.js';
import { onRegenerate } from './on-regenerate.js';
import { regenerateInAttack } from './regenerate-in-attack.js';
import { fieldRestriction } from './field-restriction.js';
import { damageReduction } from './damage-reduction.js';
import { mustAttack } from './must-attack.js';
import { mustBlock } from './must-block.js';
import { blockedByTwoOrMore } from './blocked-by-two-or-more.js';
import { blockedByAdventurer } from './blocked-by-adventurer.js';
import { adventurersMustBlock } from './adventurers-must-block.js';
import { swarmBoost } from './swarm-boost.js';
import { onOpponentFielded } from './on-opponent-fielded.js';
import { afterBlocks } from './after-blocks.js';
import { attackerKoDrain } from './attacker-ko-drain.js';
import { costPerActive } from './cost-per-active.js';
import { breathRider } from './breath-rider.js';
import { breathLifeCost } from './breath-life-cost.js';
import { discountedPurchase } from './discounted-purchase.js';
import { fieldFreeIfOpposing } from './field-free-if-opposing.js';
import { endOfAttackKo } from './end-of-attack-ko.js';
import { playerDamageImmunity } from './player-damage-immunity.js';
import { unaffectedBy } from './unaffected-by.js';
import { paidAbility } from './paid-ability.js';
import { onBasicAction } from './on-basic-action.js';

type Kind = Ability['kind'];
/** A module as the registry holds it: whatever steps it adds. */
type Module<K extends Kind> = Omit<AbilityModule<K>, 'steps'> & { readonly steps: Partial<DmStepTable> };

export const ABILITIES: { readonly [K in Kind]: Module<K> } = {
  action: actionLine,
  custom: customAbility,
  'block-many-npcs': blockManyNpcs,
  'breath-weapon': breathWeapon,
  'capture-knocked-out': captureKnockedOut,
  'damage-reaction': damageReaction,
  'effect-reaction': effectReaction,
  'effect-redirect': effectRedirect,
  'energy-drain': energyDrainAbility,
  equip: equipAbility,
  'equipped-bonus': equippedBonusAbility,
  experience: experienceAbility,
  'first-attacking-damage-gain': firstAttackingDamageGain,
  global: globalAbility,
  'on-action-cant-block': onActionCantBlock,
  'on-regenerate-ko-engaged': onRegenerateKoEngaged,
  overcrush: overcrushAbility,
  regenerate: regenerateAbility,
  swarm: swarmAbility,
  'when-attacking': whenAttacking,
  'when-fielded': whenFielded,
  // Battle for Faerûn set abilities (cards/bff/encodings.ts).
  'stat-bonus': statBonus,
  'blocked-only-by': blockedOnlyBy,
  'unblockable-alone': unblockableAlone,
  'on-action-effect': onActionEffect,
  'cost-change': costChange,
  'when-blocking': whenBlocking,
  'when-blocked': whenBlocked,
  'at-turn-start': atTurnStart,
  'on-own-fielded': onOwnFielded,
  'on-regenerate': onRegenerate,
  'regenerate-in-attack': regenerateInAttack,
  'field-restriction': fieldRestriction,
  'damage-reduction': damageReduction,
  'must-attack': mustAttack,
  'must-block': mustBlock,
  'blocked-by-two-or-more': blockedByTwoOrMore,
  'blocked-by-adventurer': blockedByAdventurer,
  'adventurers-must-block': adventurersMustBlock,
  'swarm-boost': swarmBoost,
  'on-opponent-fielded': onOpponentFielded,
  'after-blocks': afterBlocks,
  'attacker-ko-drain': attackerKoDrain,
  'cost-per-active': costPerActive,
  'breath-rider': breathRider,
  'breath-life-cost': breathLifeCost,
  'discounted-purchase': discountedPurchase,
  'field-free-if-opposing': fieldFreeIfOpposing,
  'end-of-attack-ko': endOfAttackKo,
  'player-damage-immunity': playerDamageImmunity,
  'unaffected-by': unaffectedBy,
  'paid-ability': paidAbility,
  'on-basic-action': onBasicAction,
};

export const ABILITY_MODULES = Object.values(ABILITIES);

/** Our rules text for `a`: its module's. Generic in the kind so the module found and `a` agree in type. */
export function abilityText<K extends Kind>(a: AbilityOfKind<K> & { readonly kind: K }): string {
  const m: Module<K> = ABILITIES[a.kind];
  return m.text(a);
}

/** Every ability module and custom card under the key its cards name it by (cards/ability-key.ts). */
const KEYED = [
  ...ABILITY_MODULES.map((m) => ({ key: m.kind as string, on: m.on, reactions: m.reactions, queries: m.queries })),
  ...[...CUSTOM_CARDS.values()].map((c) => ({ key: `custom:${c.card}`, on: c.on, reactions: c.reactions, queries: c.queries })),
];

/** Those with event or reaction handlers: the card abilities in play as effects (rules/card-effects.ts). */
const listening = KEYED.filter((m) => m.on !== undefined || m.reactions !== undefined);

/** The ability keys whose cards are effects in play. */
export const LISTENING_KINDS: ReadonlySet<string> = new Set(listening.map((m) => m.key));

/** The effect handlers of those modules, by handler name (game.ts adds them to the effect table). */
export const ABILITY_HANDLERS: EffectTable<DmState, DmQueries, DmCtx, DmEvents> = Object.fromEntries(
  listening.map((m) => [abilityHandler(m.key), { ...(m.on ? { on: m.on } : {}), ...(m.reactions ? { reactions: m.reactions } : {}) }]),
);

// The named queries' answers: the ability modules' and custom cards' by key, the effect ops' as `op:<op>`.
answerQueries([...KEYED, ...OP_MODULES.map((m) => ({ key: `op:${m.op}`, queries: m.queries }))]);

/** Every step the ability modules add, by step kind. */
export const ABILITY_STEPS = {
  ...breathWeapon.steps,
  ...breathRider.steps,
  ...endOfAttackKo.steps,
  ...captureKnockedOut.steps,
  ...firstAttackingDamageGain.steps,
  ...onActionCantBlock.steps,
  ...onRegenerateKoEngaged.steps,
};
