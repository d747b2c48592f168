/**
 * An army-card special power as one module: its key, its rules text in our own words, and its
 * handlers on the battle's events and queries (architecture, "Heroscape: how to add an army card").
 * Rulebook: heroscape-master-game-guide — "Special Powers".
 */
import type { EffectHandler } from '../../../core/index.js';
import type { HsCtx, HsEvents, HsQueries } from '../battle/events.js';
import type { HsState } from '../battle/state.js';

export interface Ability {
  /** The power's name as printed on the cards that have it. */
  readonly name: string;
  /** What the engine enforces, in our own words (rendered by `skirmish cards heroscape`). */
  readonly text: string;
  /** Its behaviour; the effect in play carries `params.card`, the index of the card it belongs to. */
  readonly handler: EffectHandler<HsState, HsQueries, HsCtx, HsEvents>;
}

/** The key of a power's module: its printed name in lower case, words joined by hyphens. */
export function abilityKey(powerName: string): string {
  return powerName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
