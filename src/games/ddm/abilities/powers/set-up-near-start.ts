// Power "set-up-near-start": "During setup, you may place this creature within N squares of your start
// area" — an exception to ddm-battle-rules-2011, "Set-Up" (each creature entirely within the Start
// Area), as Scout is: its player may instead put it in a legal position within N squares of the start
// area (counted as "Counting Distance", walls counted around; rules/setup.ts, geo.ts nearStartPositions).
import { setUpNearStartPowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const setUpNearStart: PowerModule<'set-up-near-start'> = {
  kind: 'set-up-near-start',
  section: 'ddm-battle-rules-2011, "Set-Up" (an exception printed on the card)',
  schema: setUpNearStartPowerSchema,
  text: (p) => `During set-up, may be placed within ${p.squares} squares of its start area`,
  answers: (p) => ({ setupPlacement: { nearStart: p.squares } }),
};
