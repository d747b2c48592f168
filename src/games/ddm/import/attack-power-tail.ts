// The sentences after "Make N {b} attacks [against the same target]" that speak of the attacks as a
// whole (powers/attack-tally.ts): "If the first hits, +N Attack on the second" and "If both hit [the
// same target], (that) target is also <condition> [(save ends)]" — the condition read as an attack's
// AND effect (import/attack-effects.ts). Anything else after the attacks is left to the caller (a gap).
import type { AttackEffect } from '../cards/schema.js';
import { hitOrGap } from './attack-effects.js';
import { isGap } from './types.js';

export interface AfterAttacks {
  /** The text before the sentences read. */
  readonly core: string;
  readonly bothHit?: AttackEffect[];
  readonly firstHitBonus?: number;
}

const BOTH = /\s*[.;]\s*if both (?:attacks )?hit(?: the same target)?,\s*(?:that )?target is (?:also )?([^.;]+?)\s*\.?$/i;
const FIRST = /\s*[.;]\s*if the first (?:attack )?hits,\s*\+(\d+) attack (?:roll )?on the second(?: attack)?\s*\.?$/i;

/** Reads the sentences off the end of `text`; null when one is there but its effect is not only conditions the attack grammar knows. */
export function readAfterAttacks(text: string): AfterAttacks | null {
  let core = text;
  let bothHit: AttackEffect[] | undefined;
  const both = BOTH.exec(core);
  if (both) {
    const hit = hitOrGap(both[1] ?? '', 'hit');
    if (isGap(hit) || hit.damage.length > 0 || hit.effects.length === 0 || hit.effects.some((e) => e.kind !== 'condition')) return null;
    bothHit = hit.effects;
    core = core.slice(0, both.index);
  }
  const first = FIRST.exec(core);
  if (first) core = core.slice(0, first.index);
  return { core, ...(bothHit ? { bothHit } : {}), ...(first ? { firstHitBonus: Number(first[1]) } : {}) };
}
