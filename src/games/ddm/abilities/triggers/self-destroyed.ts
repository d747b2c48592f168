// Trigger "self-destroyed": this creature is destroyed (ddm-battle-rules-2011, "Hit Points": destroyed
// when its hit points are 0 or lower; "'Destroyed by' Triggers"). A power used "when this creature is
// destroyed" (Death Strike: "make a basic attack before being destroyed") is used while the creature
// is still in play: the rules announce Destroying when its hit points fall to 0, before it is removed
// (rules/hit-points.ts), and the window on it is for this creature.
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const selfDestroyed = named({
  trigger: 'self-destroyed',
  text: 'this creature is destroyed',
  window: windowOn('Destroying', { order: 0, who: 'subject' }),
  conditions: [],
});
