// The Dice Masters run context: the core Ctx over the game state, the queries its lasting effects modify
// (rules/statuses.ts registers the handlers) and the events its rules announce (events.ts). A file of
// its own so that every rule file can name the context without importing the effect handlers (which
// read copies: rules/copy.ts).
import type { Ctx, QuerySpec } from '../../../core/index.js';
import type { DmState } from '../types.js';
import type { DmEvents } from '../events.js';

export type { DmEvents };

export type DmQueries = {
  readonly canBlock: QuerySpec<boolean, { readonly die: number }>;
  readonly canAttack: QuerySpec<boolean, { readonly die: number }>;
  readonly canBeBlocked: QuerySpec<boolean, { readonly die: number }>;
  readonly takesDamage: QuerySpec<boolean, { readonly die: number }>;
};
export type DmCtx = Ctx<DmState, DmQueries, DmEvents>;
