// Skirmish N in its printings (abilities/continuous/skirmish.ts; ddm-battle-rules-2011, "'Movement'
// Triggers"): "+N [{m}|melee] Damage [this turn] if this creature [has] moved at least M squares from
// where it started its/this turn before attacking", "+N Damage on its turn after moving M or more
// squares away from its starting position", "Whenever this creature hits with a[ {m}] attack, if it is
// M or more squares from its starting position this turn: +N Damage on that attack", "While this
// creature is M or more squares from its starting position this turn: +N {m} damage". A number in the
// power's name must be the bonus; "{r}" is a ranged-only bonus. A basic-only ({b}) bonus stays a gap.
import type { PowerInput } from '../cards/schema.js';

interface Read {
  readonly amount: number;
  readonly squares: number;
  readonly only?: 'melee' | 'ranged';
}

/** "{m}" / "{M}" / "melee": melee only; "{r}": ranged only; nothing: any attack. */
const kindOf = (w: string | undefined): 'melee' | 'ranged' | undefined => (!w ? undefined : /\{r\}/i.test(w) ? 'ranged' : 'melee');

const SHAPES: readonly { readonly re: RegExp; readonly read: (m: RegExpExecArray) => Read }[] = [
  {
    re: /^\+ ?(\d+) (\{m\} |melee |\{r\} )?damage(?: this turn)? if this creature (?:has )?moved at least (\d+) squares from where it started (?:its|this) turn before attacking$/i,
    read: (m) => ({ amount: Number(m[1]), only: kindOf(m[2]), squares: Number(m[3]) }),
  },
  {
    re: /^\+(\d+) damage on its turn after moving (\d+) or more squares away from its starting position$/i,
    read: (m) => ({ amount: Number(m[1]), squares: Number(m[2]) }),
  },
  {
    re: /^whenever this creature hits with an? (\{m\} )?attack, if it is (\d+) or more squares from its starting position this turn: \+(\d+) damage on that attack$/i,
    read: (m) => ({ amount: Number(m[3]), only: kindOf(m[1]), squares: Number(m[2]) }),
  },
  {
    re: /^while this creature is (\d+) or more squares from its starting position this turn: \+(\d+) (\{m\} )?damage$/i,
    read: (m) => ({ amount: Number(m[2]), only: kindOf(m[3]), squares: Number(m[1]) }),
  },
];

/** The continuous skirmish power `body` (the text after the name) prints, or null. */
export function readSkirmish(body: string, name: string): PowerInput | null {
  for (const s of SHAPES) {
    const m = s.re.exec(body);
    if (!m) continue;
    const r = s.read(m);
    const named = /(\d+)\s*$/.exec(name);
    if (named && Number(named[1]) !== r.amount) return null;
    return { kind: 'continuous', name, effect: { kind: 'skirmish', amount: r.amount, squares: r.squares, ...(r.only ? { only: r.only } : {}) } };
  }
  return null;
}
