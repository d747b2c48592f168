// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" with "FUNDAMENTAL RULES" ("can't"
// beats "can"): whether a character may block an attacker under the attacker's card text — only the
// characters a `blocked-only-by` filter allows (seen from the attacker's player, the attacker as the
// source), and nobody when an `unblockable-alone` die is the only attacker. Copied abilities count
// (CAPTURING, CONTROLLING, AND COPYING: `abilityOf`).
import { abilityOf } from '../rules/copy.js';
import { abilitiesOfKind } from '../rules/dice.js';
import type { DieState, DmState } from '../types.js';
import { passes } from './ops/char-filter.js';

const onlyBy = abilitiesOfKind('blocked-only-by');
const alone = abilitiesOfKind('unblockable-alone');

/** Whether any card of the game restricts its blockers (a copy can only take text from a card in the game). */
export const restrictsBlockers = (s: DmState): boolean => onlyBy(s).length > 0 || alone(s).length > 0;

/** Whether `blocker` may block `attacker` as far as the attacker's own text goes. */
export function mayBlockUnderText(s: DmState, blocker: DieState, attacker: DieState): boolean {
  if (!restrictsBlockers(s)) return true;
  const only = abilityOf(s, attacker, 'blocked-only-by');
  if (only && !passes(s, blocker, only.filter, attacker.owner, attacker.id)) return false;
  if (abilityOf(s, attacker, 'unblockable-alone')) {
    // The attacking player's dice in the attack zone are the attackers (blockers there are the other player's).
    let attackers = 0;
    for (const d of s.dice) if (d.zone === 'attack' && d.owner === attacker.owner) attackers++;
    if (attackers === 1) return false;
  }
  return true;
}
