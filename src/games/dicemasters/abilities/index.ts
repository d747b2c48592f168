// The Dice Masters ability modules (issue 16): each card ability with its own timing and handlers, by
// its ability kind. game.ts adds their steps to the step table.
import type { StepHandler, Step } from '../../../core/index.js';
import type { DmState } from '../types.js';
import type { DmQueries } from '../rules/context.js';
import { firstAttackingDamageGain } from './first-attacking-damage-gain.js';
import { onActionCantBlock } from './on-action-cant-block.js';
import { onRegenerateKoEngaged } from './on-regenerate-ko-engaged.js';

export const ABILITY_MODULES = [firstAttackingDamageGain, onActionCantBlock, onRegenerateKoEngaged] as const;

/** Every step the ability modules add, by step kind. */
export const ABILITY_STEPS: { readonly [kind: string]: StepHandler<DmState, Step, DmQueries> } = Object.assign({}, ...ABILITY_MODULES.map((m) => m.steps));
