// Continuous "conceal-extra-die" (Scent: "Use when rolling for Conceal: Roll an extra 1d20 and use the
// higher result."; "Use when attacking an adjacent enemy with Conceal. Roll an extra 1d20 against the
// enemy's Conceal and use the higher result." — `adjacent`) — ddm-battle-rules-2011, "Conceal" (a hit
// on a target with Conceal N stands only if a d20 rolls N or higher; critical hits ignore it). Our
// reading: the power is always used — an extra die, no limit, can only help its attacker — so it is
// asked where the Conceal roll is made (rules/attack.ts, the answer `concealExtraDie`), not an effect in play.
import type { ContinuousModule } from './module.js';

export const concealExtraDie: ContinuousModule<'conceal-extra-die'> = {
  kind: 'conceal-extra-die',
  text: (e) => `${e.adjacent ? 'against an adjacent enemy, ' : ''}its rolls for Conceal roll an extra d20 and use the higher result`,
  answers: (e) => ({ concealExtraDie: e.adjacent ? 'adjacent' : 'any' }),
};
