// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" with "FUNDAMENTAL RULES" ("can't"
// beats "can"): two answers to the query whether a character may block an attacker under the attacker's
// card text (abilities/queries.ts `mayBlock`) — only the characters a `blocked-only-by` filter allows
// (seen from the attacker's player, the attacker as the source), and nobody when an `unblockable-alone`
// die is the only attacker. Copied abilities count (CAPTURING, CONTROLLING, AND COPYING: `abilityOf`).
import { abilityOf } from '../rules/copy.js';
import { passes } from './ops/char-filter.js';
import type { QueryAnswers } from './queries.js';

/** `blocked-only-by`: only a character its filter allows may block the attacker. */
export const onlyFilterMayBlock: QueryAnswers['mayBlock'] = (s, _defs, blocker, attacker) => {
  const only = abilityOf(s, attacker, 'blocked-only-by');
  return !only || passes(s, blocker, only.filter, attacker.owner, attacker.id);
};

/** `unblockable-alone`: nobody may block the attacker while it is the only one. */
export const aloneUnblockable: QueryAnswers['mayBlock'] = (s, _defs, _blocker, attacker) => {
  if (!abilityOf(s, attacker, 'unblockable-alone')) return true;
  // The attacking player's dice in the attack zone are the attackers (blockers there are the other player's).
  let attackers = 0;
  for (const d of s.dice) if (d.zone === 'attack' && d.owner === attacker.owner) attackers++;
  return attackers !== 1;
};
