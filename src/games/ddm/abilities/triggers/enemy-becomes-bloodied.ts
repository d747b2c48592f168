// Trigger "enemy-becomes-bloodied": an enemy becomes bloodied (ddm-battle-rules-2011, "Hit Points": a
// creature is bloodied while its hit points are at or below its Bloodied score; the rules announce
// Bloodied when it crosses that line; "Champion Powers", "Activated Powers"). The window opens on
// Bloodied for every creature with such a power; "that enemy" is the creature that became bloodied
// (not the one that bloodied it, the event's other party for "this creature becomes bloodied").
import type { DdmEvents } from '../../events.js';
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const enemyBecomesBloodied = named({
  trigger: 'enemy-becomes-bloodied',
  text: 'an enemy becomes bloodied',
  window: windowOn('Bloodied', { order: 1, who: 'all', other: (p: DdmEvents['Bloodied']) => p.creature }),
  conditions: [
    { kind: 'actor-is', who: 'enemy' },
    { kind: 'on-map', of: 'actor' },
  ],
});
