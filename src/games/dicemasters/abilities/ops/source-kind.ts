// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" ("the source of the effect
// remains unchanged"), "USING A GLOBAL ABILITY", "PLAYING ACTIONS", "ACTIVE AND FIELDED" and "CARD TEXT
// DETAILS": what kind of source an effect step's effect is — a global ability (no source die), an action
// die's effect, a character's "when fielded" line or another ability of a character — so that card text
// naming a source ("damage from a character's ability", "your opponent's when fielded effects", "global
// abilities used by your opponent", "your opponent's action dice or character abilities") can read it
// from the hits (`DamageHit.kind`) and from the effect picking a character (`mayAffect`).
import type { DamageKind } from '../../cards/types.js';
import type { Option } from '../../../../core/index.js';
import { cardDefs, cardOf, inField } from '../../rules/dice.js';
import type { EffectStep } from '../../steps.js';
import type { DieState, DmState } from '../../types.js';
import { answering, mayAffectQuery, type AffectedBy } from '../queries.js';

/** The kind of source of an effect of `player` from die `source` (-1: a global ability). */
export function affectedBy(s: DmState, player: number, source: number): AffectedBy {
  if (source < 0) return { player, kind: 'global' };
  const d = s.dice[source];
  return { player, kind: d && cardOf(s, d).kind === 'action' ? 'action' : 'character' };
}

/** The kind of source the damage an effect step deals comes from. */
export function damageKind(s: DmState, st: EffectStep): DamageKind {
  if (st.use === 'fielded') return 'fielded';
  return affectedBy(s, st.player, st.source).kind;
}

/**
 * CARD TEXT DETAILS ("cannot be affected by …"): whether `player`'s effect from `source` may pick or
 * reach character `d` (the `mayAffect` answers of the cards in the game; a game with none pays one check).
 */
export function mayAffect(s: DmState, d: DieState, player: number, source: number): boolean {
  const defs = cardDefs(s);
  if (answering(defs).mayAffect.length === 0) return true;
  return mayAffectQuery(s, defs, d, affectedBy(s, player, source));
}

/**
 * CARD TEXT DETAILS ("cannot be affected by …"), once for every op that asks for a die (abilities/ops/
 * index.ts `opRun`): the options that would pick a character in the field — or a gear die attached to
 * one — that the effect may not affect are left out (control, capture, copy, "cannot attack next turn",
 * forced blocks, gear moved off its carrier …). Null when nothing is left to pick. A game whose cards
 * answer no `mayAffect` pays one check.
 */
export function affectableOptions(s: DmState, st: EffectStep, opts: Option[]): Option[] | null {
  if (answering(cardDefs(s)).mayAffect.length === 0) return opts;
  const out = opts.filter((o) => {
    const id = (o.payload as { die?: number } | undefined)?.die;
    const d = id === undefined ? undefined : s.dice[id];
    if (!d) return true;
    const carrier = d.attachedTo >= 0 ? s.dice[d.attachedTo] : undefined;
    const t = carrier && inField(carrier) ? carrier : d;
    return !inField(t) || mayAffect(s, t, st.player, st.source);
  });
  return out.length > 0 ? out : null;
}
