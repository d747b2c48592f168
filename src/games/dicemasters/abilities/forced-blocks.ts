// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" (the defender assigns each blocker to
// one attacker; several blockers may block one attacker) with "FUNDAMENTAL RULES" (card text supersedes
// the rules; "can only" is a "can't") and "LEXICON" (adventurer): the blocks card text forces or forbids,
// each "if able" —
// - a die that must block (`must-block`) may not decline while it has an attacker to block;
// - a die made to block a die of one title (a `MUST_BLOCK_TITLE` effect: abilities/ops/force-block.ts;
//   every opposing adventurer while an attacker with `adventurers-must-block` attacks) may block only
//   those attackers, and may not decline, while it can block one of them;
// - an attacker that can only be blocked by two or more characters (`blocked-by-two-or-more`) may not
//   be left with a single blocker: nobody may start blocking it unless a blocker still to be asked could
//   join, and the last one able to join its lone blocker must;
// - an attacker that at least one adventurer must block (`blocked-by-adventurer`): the last adventurer
//   able to block it, while no adventurer does, must.
// Blockers are asked one at a time in die order (game.ts), so "still to be asked" is every candidate
// with a higher id. rules/attack.ts `blockOptions` passes its choices through `forcedBlocks`.
import type { EffectInstance } from '../../../core/index.js';
import { perCardSet } from '../cards/per-card-set.js';
import type { CardDef } from '../cards/types.js';
import { abilityOf, namedAs } from '../rules/copy.js';
import { cardDefs, cardOf, fieldChars, hasAbility } from '../rules/dice.js';
import { ask } from '../rules/statuses.js';
import type { DieState, DmState } from '../types.js';
import { isAdventurer } from './lost-card-text.js';

/** The core effect handler of "this character must block a die of `title` (of player `owner`)" this turn. */
export const MUST_BLOCK_TITLE = 'must-block-title';

const KINDS = ['must-block', 'blocked-by-two-or-more', 'blocked-by-adventurer', 'adventurers-must-block'] as const;

/** Whether any card of the game forces or forbids blocks (gear included: Equip passes its text to its carrier). */
const anyText = perCardSet((defs: readonly CardDef[]): boolean => defs.some((c) => c.abilities.some((a) => (KINDS as readonly string[]).includes(a.kind))));

const adventurer = (s: DmState, d: DieState): boolean => isAdventurer(s, cardDefs(s), d);

function titleOrder(e: EffectInstance, b: DieState): { title: string; owner: number } | null {
  if (e.handler !== MUST_BLOCK_TITLE || e.params.die !== b.id) return null;
  return typeof e.params.title === 'string' ? { title: e.params.title, owner: e.owner } : null;
}

/** Whether attacker `a` can only be blocked by two or more characters (its own text, or gear it carries). */
export function needsTwoBlockers(s: DmState, a: DieState): boolean {
  if (abilityOf(s, a, 'blocked-by-two-or-more')?.to === 'self') return true;
  for (const g of s.dice) {
    if (g.attachedTo !== a.id || (g.zone !== 'field' && g.zone !== 'attack')) continue;
    if (hasAbility(cardOf(s, g), 'blocked-by-two-or-more')?.to === 'equipped') return true;
  }
  return false;
}

/**
 * The attackers blocker `b` may block now and whether it may decline, given `targets` (the attackers the
 * rules and the attackers' text let it block) and `targetsOf` (the same for another candidate blocker).
 */
export function forcedBlocks(
  s: DmState,
  b: DieState,
  targets: readonly DieState[],
  targetsOf: (q: DieState) => readonly DieState[],
): { targets: readonly DieState[]; mayDecline: boolean } {
  const free = { targets, mayDecline: true };
  const ordered = s.core.effects.some((e) => titleOrder(e, b) !== null);
  if (targets.length === 0 || (!ordered && !anyText(cardDefs(s)))) return free;
  const later = fieldChars(s, b.owner).filter((q) => q.zone === 'field' && q.id > b.id && ask(s, 'canBlock', true, { die: q.id }));
  const laterCan = (a: DieState, only: (q: DieState) => boolean): boolean => later.some((q) => only(q) && targetsOf(q).includes(a));
  // Two or more: nobody starts a block that nobody could join.
  const list = targets.filter((a) => !(needsTwoBlockers(s, a) && a.engaged.length === 0 && !laterCan(a, () => true)));
  // The last one able to join a lone blocker of a "two or more" attacker must.
  const lone = list.find((a) => needsTwoBlockers(s, a) && a.engaged.length === 1 && !laterCan(a, () => true));
  if (lone) return { targets: [lone], mayDecline: false };
  // At least one adventurer must block it: the last adventurer able to, while none does.
  if (adventurer(s, b)) {
    const wanting = list.find(
      (a) =>
        abilityOf(s, a, 'blocked-by-adventurer') !== undefined &&
        !a.engaged.some((id) => adventurer(s, s.dice[id] as DieState)) &&
        !laterCan(a, (q) => adventurer(s, q)),
    );
    if (wanting) return { targets: [wanting], mayDecline: false };
    // Every opposing adventurer must block an attacker whose card says so.
    const drawing = list.filter((a) => abilityOf(s, a, 'adventurers-must-block') !== undefined);
    if (drawing.length) return { targets: drawing, mayDecline: false };
  }
  // Made to block a die of one title.
  for (const e of s.core.effects) {
    const o = titleOrder(e, b);
    if (!o) continue;
    const named = list.filter((a) => a.owner === o.owner && namedAs(s, a, o.title));
    if (named.length) return { targets: named, mayDecline: false };
  }
  return { targets: list, mayDecline: list.length === 0 || !abilityOf(s, b, 'must-block') };
}
