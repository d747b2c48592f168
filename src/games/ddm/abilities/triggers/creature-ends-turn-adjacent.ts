// Trigger "creature-ends-turn-adjacent": any creature, enemy or ally, ends its turn adjacent to this
// creature (ddm-battle-rules-2011, "End of Turn Phase"; "Activated Powers"; Cause Fear: "Use when a
// creature ends its turn adjacent to this creature"). The window opens on EndOfTurn, as for
// enemy-ends-turn-adjacent; "that creature" is the one whose turn ends.
import type { DdmEvents } from '../../events.js';
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const creatureEndsTurnAdjacent = named({
  trigger: 'creature-ends-turn-adjacent',
  text: 'a creature ends its turn adjacent to this creature',
  window: windowOn('EndOfTurn', { order: 1, who: 'all', other: (p: DdmEvents['EndOfTurn']) => p.creature }),
  conditions: [
    { kind: 'actor-is', who: 'any' },
    { kind: 'on-map', of: 'actor' },
    { kind: 'adjacent-to-self', of: 'actor' },
  ],
  heard: true,
});
