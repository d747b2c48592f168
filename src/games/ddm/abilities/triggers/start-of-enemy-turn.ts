// Trigger "start-of-enemy-turn": the start of an enemy's turn (ddm-battle-rules-2011, "Start of Turn
// Phase" 3: after the acting creature's own start-of-turn effects, the other player declares any new
// powers). The window opens on StartOfTurn for every creature with such a power; "that enemy" is the
// creature whose turn starts.
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const startOfEnemyTurn = named({
  trigger: 'start-of-enemy-turn',
  text: "the start of an enemy's turn",
  window: windowOn('StartOfTurn', { order: 1, who: 'all' }),
  conditions: [
    { kind: 'actor-is', who: 'enemy' },
    { kind: 'on-map', of: 'actor' },
  ],
});
