// Custom power "aura-of-thorns" (Warbound Impaler: Aura 1 — an enemy entering a square in the aura, or
// starting its turn in it, takes 10 damage) — ddm-battle-rules-2011, "Continuous Powers" (Aura: N squares
// around the creature, off while it is inactive — Stunned, Helpless, off the map), "Movement" (entering a
// square), "Start of Turn Phase", "Damage" (no attack roll: Immune, Resist and Vulnerable apply; this
// creature credited — the power-damage step, abilities/power-damage.ts). Each square entered in the aura
// counts, as the card says "whenever"; a creature already inside that moves within it enters new squares.
import { spaceDistance } from '../../geometry/index.js';
import { geo, spaceOf } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import { inactive } from '../../rules/conditions.js';
import { step } from '../../steps.js';
import type { DdmCtx } from '../../ctx.js';
import type { CreatureState } from '../../state.js';
import type { CustomPower } from './module.js';

const ID = 'aura-of-thorns';
const RADIUS = 1;
const DAMAGE = 10;

/** `o` takes the thorns' damage if it is an enemy of the active `me`, within the aura. */
function thorns(ctx: DdmCtx, me: CreatureState, o: CreatureState | undefined, name: string): void {
  const s = ctx.state;
  if (!o || !onMap(o) || !onMap(me) || inactive(me) || !enemies(s, me, o)) return;
  if (spaceDistance(geo(s).board, spaceOf(me), spaceOf(o)) > RADIUS) return;
  ctx.push(step('power-damage', { creature: o.id, amount: DAMAGE, type: 'untyped', by: me.id, why: name }));
}

export const auraOfThorns: CustomPower = {
  id: ID,
  section: 'ddm-battle-rules-2011, "Continuous Powers" (Aura), "Movement", "Start of Turn Phase", "Damage"',
  text: `(Aura ${RADIUS}) enemies that enter a square in the aura or start a turn in it take ${DAMAGE} damage`,
  on: {
    EnterSquare({ ctx, subject, name }, p) {
      thorns(ctx, subject, ctx.state.creatures[p.creature], name);
    },
    StartOfTurn({ ctx, subject, name }, p) {
      thorns(ctx, subject, ctx.state.creatures[p.creature], name);
    },
  },
};
