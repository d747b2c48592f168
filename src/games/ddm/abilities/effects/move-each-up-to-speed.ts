// Effect "move-each-up-to-speed": "Each Orc and Ogre ally moves up to its speed", "Shapeshifter allies
// move up to their speed" (start-of-round champion powers) — every creature the power's target part
// names makes a MOVE of up to its speed (ddm-battle-rules-2011, "MOVE": it provokes opportunity
// attacks as any move does; "up to": it may also stay where it is). Our reading: they move one after
// another in creature order, each move finished (and its opportunity attacks resolved) before the
// next; a creature that cannot move when its turn comes is passed over.
import type { PowerTarget } from '../../cards/schema.js';
import { moveOptionsAvailable } from '../../rules/movement.js';
import { onMap } from '../../rules/common.js';
import { step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import type { PowerEffectModule, PowerUse, Situation } from '../language.js';
import { targetPlural, targetsOf, targetText } from '../targets/index.js';

const SELF: PowerTarget = { kind: 'self' };

/** The creatures the power names that could move now. */
const movers = (x: Situation, use: PowerUse | undefined): CreatureState[] =>
  targetsOf(x, use?.target ?? SELF).filter((c) => onMap(c) && moveOptionsAvailable(x.ctx, c).move);

export const moveEachUpToSpeed: PowerEffectModule<'move-each-up-to-speed'> = {
  kind: 'move-each-up-to-speed',
  text: (_e, _duration, target = SELF) => `${targetText(target)} ${targetPlural(target) ? 'move' : 'moves'} up to its speed, one after another`,
  possible: (x, _e, use) => movers(x, use).length > 0,
  resolve(x, _e, use) {
    x.ctx.push(...movers(x, use).map((c) => step('move', { creature: c.id, mode: 'move', factor: 1, stay: true })));
  },
};
