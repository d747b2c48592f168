// Implements: dice-masters-battle-for-faerun — "DECLARE ATTACKERS" (any or all fielded characters may
// attack) with "FUNDAMENTAL RULES" (card text supersedes the rules) and "LEXICON" (adventurer): the
// attacks card text forces, each "if able" — a die that must attack (`must-attack`, maybe only while the
// opponent has an adventurer in the field) and "at least one character must attack" on a named turn (a
// `MUST_ATTACK_TURN` effect: abilities/ops/force-attack-next-turn.ts) — and forbids: a die that cannot
// attack on a named turn (a `CANT_ATTACK_TURN` effect: abilities/ops/cant-attack-next-turn-chosen.ts).
// rules/attack.ts `attackerOptions` leaves out barred dice and asks `mayStopDeclaring` before it offers
// to stop choosing attackers.
import type { EffectInstance } from '../../../core/index.js';
import { perCardSet } from '../cards/per-card-set.js';
import type { CardDef } from '../cards/types.js';
import { abilityOf } from '../rules/copy.js';
import { cardDefs, fieldChars, hasAbility, opponent } from '../rules/dice.js';
import type { DieState, DmState } from '../types.js';
import { isAdventurer } from './lost-card-text.js';

/** The core effect handler of "at least one character of `player` must attack on turn `turn`". */
export const MUST_ATTACK_TURN = 'must-attack-turn';

export function mustAttackTurn(e: EffectInstance): { player: number; turn: number } | null {
  if (e.handler !== MUST_ATTACK_TURN) return null;
  const { player, turn } = e.params;
  return typeof player === 'number' && typeof turn === 'number' ? { player, turn } : null;
}

/** The core effect handler of "die `die` cannot attack on turn `turn`". */
export const CANT_ATTACK_TURN = 'cant-attack-turn';

export function cantAttackTurn(e: EffectInstance): { die: number; turn: number } | null {
  if (e.handler !== CANT_ATTACK_TURN) return null;
  const { die, turn } = e.params;
  return typeof die === 'number' && typeof turn === 'number' ? { die, turn } : null;
}

/** Whether card text bars die `d` from attacking this turn. */
export function barredFromAttacking(s: DmState, d: DieState): boolean {
  if (s.core.effects.length === 0) return false;
  for (const e of s.core.effects) {
    const c = cantAttackTurn(e);
    if (c && c.die === d.id && c.turn === s.turn) return true;
  }
  return false;
}

const anyMustAttack = perCardSet((defs: readonly CardDef[]): boolean => defs.some((c) => hasAbility(c, 'must-attack') !== undefined));

/** Whether die `d` (offered as an attacker) must attack now. */
function mustAttack(s: DmState, d: DieState): boolean {
  const m = abilityOf(s, d, 'must-attack');
  if (!m) return false;
  if (!m.ifOpponentHasAdventurer) return true;
  return fieldChars(s, opponent(d.owner)).some((o) => isAdventurer(s, cardDefs(s), o));
}

/**
 * Whether the active player may stop declaring attackers, with `marked` chosen and `offered` the dice
 * still offered as attackers (the dice able to attack: "if able").
 */
export function mayStopDeclaring(s: DmState, defs: readonly CardDef[], marked: readonly number[], offered: readonly DieState[]): boolean {
  if (offered.length === 0) return true;
  if (marked.length === 0 && s.core.effects.some((e) => mustAttackTurn(e)?.player === s.active && mustAttackTurn(e)?.turn === s.turn)) return false;
  if (!anyMustAttack(defs)) return true;
  return !offered.some((d) => mustAttack(s, d));
}
