// Triggers on a creature ending its turn adjacent to this creature (ddm-battle-rules-2011, "End of Turn
// Phase"; "Activated Powers", "Automatic Powers"): "enemy-ends-turn-adjacent" (an enemy: Gnashing Horde)
// and "creature-ends-turn-adjacent" (any creature, enemy or ally: Cause Fear). The window opens on
// EndOfTurn for every creature with such a power (after the ending creature's own end-of-turn powers);
// "that enemy" / "that creature" is the one whose turn ends. Automatic powers hear the same event.
import type { DdmEvents } from '../../events.js';
import { windowOn } from '../language.js';
import { named } from './compose.js';

const endsTurnAdjacent = <T extends 'enemy-ends-turn-adjacent' | 'creature-ends-turn-adjacent'>(trigger: T, who: 'enemy' | 'any', text: string) =>
  named({
    trigger,
    text,
    window: windowOn('EndOfTurn', { order: 1, who: 'all', other: (p: DdmEvents['EndOfTurn']) => p.creature }),
    conditions: [
      { kind: 'actor-is', who },
      { kind: 'on-map', of: 'actor' },
      { kind: 'adjacent-to-self', of: 'actor' },
    ],
    heard: true,
  });

export const enemyEndsTurnAdjacent = endsTurnAdjacent('enemy-ends-turn-adjacent', 'enemy', 'an enemy ends its turn adjacent to this creature');
export const creatureEndsTurnAdjacent = endsTurnAdjacent('creature-ends-turn-adjacent', 'any', 'a creature ends its turn adjacent to this creature');
