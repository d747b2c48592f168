// Effect "move-one-up-to-speed": "you may move 1 Raider in your warband up to its speed" (Raider
// Recon) — one of the creatures the power's target part names (default: this creature), chosen when
// the power is declared, makes a MOVE of up to its speed (ddm-battle-rules-2011, "MOVE": it provokes
// opportunity attacks as any move does; "up to": the choice of where includes moving no farther than
// wanted). Only creatures that could move now are offered.
import type { PowerTarget } from '../../cards/schema.js';
import { moveOptionsAvailable } from '../../rules/movement.js';
import { onMap } from '../../rules/common.js';
import { step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import type { PowerEffectModule, PowerUse, Situation } from '../language.js';
import { targetsOf, targetText } from '../targets/index.js';

const SELF: PowerTarget = { kind: 'self' };

/** The creatures the power names that could move now. */
const movers = (x: Situation, use: PowerUse | undefined): CreatureState[] =>
  targetsOf(x, use?.target ?? SELF).filter((c) => onMap(c) && moveOptionsAvailable(x.ctx, c).move);

/** "each Raider creature in your warband" → "1 Raider creature in your warband". */
const oneOf = (t: PowerTarget): string => (t.kind === 'self' ? 'this creature' : targetText(t).replace(/^each /, '1 '));

export const moveOneUpToSpeed: PowerEffectModule<'move-one-up-to-speed'> = {
  kind: 'move-one-up-to-speed',
  text: (_e, _duration, target = SELF) => `${oneOf(target)} moves up to its speed`,
  possible: (x, _e, use) => movers(x, use).length > 0,
  // Which creature moves is declared with the power: one option per creature that could move.
  choices: (x, _e, base, use) => movers(x, use).map((c) => ({ id: `${base.id}|${c.id}`, label: `${base.label}: move ${c.label}` })),
  resolve(x, _e, _use, choice) {
    const c = x.ctx.state.creatures[Number(choice)];
    if (c && onMap(c)) x.ctx.push(step('move', { creature: c.id, mode: 'move', factor: 1 }));
  },
};
