// The durations of the DDM power language (`module.ts`), one module each; the registry is a mapped
// type over every duration a condition can carry, so a duration without a module does not compile.
import { endOfBattle } from './end-of-battle.js';
import { endOfNextTurn } from './end-of-next-turn.js';
import { endOfRound } from './end-of-round.js';
import { endOfTurn } from './end-of-turn.js';
import type { DurationEnd, DurationKind, DurationModule } from './module.js';
import type { PowerUse } from '../language.js';
import { saveEnds } from './save-ends.js';
import { startOfNextTurn } from './start-of-next-turn.js';
import { untilHit } from './until-hit.js';

export type { DurationEnd, DurationKind, DurationModule } from './module.js';

export const DURATION_MODULES: { readonly [K in DurationKind]: DurationModule<K> } = {
  'end-of-next-turn': endOfNextTurn,
  'start-of-next-turn': startOfNextTurn,
  'end-of-turn': endOfTurn,
  'end-of-round': endOfRound,
  'end-of-battle': endOfBattle,
  'save-ends': saveEnds,
  'until-hit': untilHit,
};

/** A duration's words ("end of next turn"). */
export const durationText = (d: DurationKind): string => DURATION_MODULES[d].text;

/** How long an effect lasting `d` lasts, in words: "until end of next turn", "for the rest of the battle". */
export const lastsText = (d: DurationKind): string => DURATION_MODULES[d].lasting ?? `until ${DURATION_MODULES[d].text}`;

/**
 * The duration a power gives its lasting effect (the power's `duration` part, which the card schema
 * requires exactly when the effect lasts); an error naming the power when the row has none.
 */
export function durationOfUse(use: PowerUse): DurationKind {
  if (use.duration === undefined) throw new Error(`power "${use.name}" has a lasting effect but names no duration`);
  return use.duration;
}

/** Whether a condition with duration `d` ends at `moment`. */
export const endsAt = (d: DurationKind, moment: DurationEnd): boolean => DURATION_MODULES[d].ends === moment;
