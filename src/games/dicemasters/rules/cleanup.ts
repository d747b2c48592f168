// Implements: dice-masters-battle-for-faerun — "CLEANUP" (blocked survivors back to the field,
// unblocked attackers to the used pile, damage cleared, effects end, actions to the used pile),
// "MAIN STEP" (unfielded characters go to the used pile at its end), "GAME STATES" (card effects end
// with the turn; `EndOfTurn` is announced for what it triggers: Experience, abilities/experience.ts) and
// "CAPTURING, CONTROLLING, AND COPYING" (control ends at the end of the turn).
import type { DieState, DmState } from '../types.js';
import { faceOf, inField } from './dice.js';
import type { DmCtx } from './context.js';
import { endControl, leftField } from './damage.js';
import { AREA, idsIn, moveDie } from './zones.js';

/** End of the main step: characters left in the reserve pool go to the used pile. */
export function endMainStep(s: DmState): void {
  for (const id of idsIn(s, s.active, AREA.reserve)) {
    const d = s.dice[id] as DieState;
    if (faceOf(s, d).t === 'char') moveDie(s, d, 'used');
  }
  s.float = 0;
  s.floatOwner = -1;
}

export function cleanup(ctx: DmCtx): void {
  const s = ctx.state;
  for (const d of s.dice) {
    if (d.zone === 'attack') {
      if (d.owner === s.active && !d.blocked) {
        if (d.control?.keepUnblocked)
          moveDie(s, d, 'field'); // the controlling card keeps it in the field
        else {
          moveDie(s, d, 'used');
          leftField(ctx, d); // a capturing die that leaves the field lets go; its gear stays, unattached
          if (d.control) endControl(ctx, d, 'prep'); // to the controller's used pile = its owner's prep area
        }
      } else moveDie(s, d, 'field');
    }
    d.damage = 0;
    d.bonusA = 0;
    d.bonusD = 0;
    if (d.engaged.length) d.engaged = []; // (most dice never fight: no new array for them)
    d.blocked = false;
    // Only energy dice can remain in the reserve pool.
    if (d.zone === 'reserve' && d.owner === s.active && faceOf(s, d).t !== 'energy' && faceOf(s, d).t !== 'wild' && faceOf(s, d).t !== 'generic')
      moveDie(s, d, 'used');
  }
  // What the end of the turn triggers (Experience: abilities/experience.ts), before this turn's
  // knock-outs are forgotten and control ends.
  ctx.announce('EndOfTurn', { player: s.active });
  for (const p of s.players) p.koMonster = false;
  // Control lasts until the end of the turn: the die returns to its owner, in the area it was taken from.
  for (const d of s.dice) if (d.control) endControl(ctx, d, inField(d) ? d.control.back : d.zone);
  if (s.core.effects.length) ctx.removeEffects((e) => e.duration === 'end-of-turn');
  s.float = 0;
  s.floatOwner = -1;
  s.knockedOut = [];
  ctx.emit('turn-end', { player: s.active });
  s.active = 1 - s.active;
}
