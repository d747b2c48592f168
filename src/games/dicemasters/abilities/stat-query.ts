// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE" ("bonuses ... add together before
// they apply"): the shape of an ability module's answer to the stat query — how much an ability of kind
// `kind` on the game's cards adds to a die's attack or defense right now. A synchronous fold, not an
// event: rules/dice.ts sums the answers of the kinds present in a game (abilities/stat-queries.ts).
// Answers import nothing of the rules (they are handed the state and the card definitions), so the
// lowest rule file can ask them.
import type { Ability, CardDef } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';

export interface StatQuery {
  /** The ability kind that answers: only games with a card of this kind ask it. */
  readonly kind: Ability['kind'];
  /** What the ability adds to die `d`'s attack (`a`) or defense (`d`) now (negative: a penalty). */
  bonus(s: DmState, defs: readonly CardDef[], d: DieState, which: 'a' | 'd'): number;
}
