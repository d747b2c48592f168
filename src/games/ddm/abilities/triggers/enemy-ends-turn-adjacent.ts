// Trigger "enemy-ends-turn-adjacent": an enemy ends its turn adjacent to this creature (ddm-battle-
// rules-2011, "End of Turn Phase"; "Activated Powers", "Automatic Powers"; Gnashing Horde). The window
// opens on EndOfTurn for every creature with such a power (after the ending creature's own end-of-turn
// powers); "that enemy" is the creature whose turn ends. Its automatic powers hear the same event.
import type { DdmEvents } from '../../events.js';
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const enemyEndsTurnAdjacent = named({
  trigger: 'enemy-ends-turn-adjacent',
  text: 'an enemy ends its turn adjacent to this creature',
  window: windowOn('EndOfTurn', { order: 1, who: 'all', other: (p: DdmEvents['EndOfTurn']) => p.creature }),
  conditions: [
    { kind: 'actor-is', who: 'enemy' },
    { kind: 'on-map', of: 'actor' },
    { kind: 'adjacent-to-self', of: 'actor' },
  ],
  heard: true,
});
