/**
 * A figure's defense against an attack roll, as a step of the attack: the attack roll is seen, then
 * the defender may use the Ring of Protection, rolls its defense dice, and the wounds left are given
 * (`wounds.ts`; the Scarab of Invulnerability is asked there, as for any wounds).
 * Rulebook: heroscape-master-game-guide — "ATTACKING" ("After you roll, the Defender rolls the number
 * of defense dice …"; every skull not blocked by a shield is a wound), "Special Attacks" → "Multiple
 * Targets" (each affected figure defends separately, in the order the attacker gives), "Temporary
 * Treasure Glyphs" (`treasure-defense.ts`).
 *
 * Every attack defends through this step (`attack.ts` `defenseOf`, one per defending figure), so the
 * questions the treasure glyphs add come at their moment without a second copy of the attack.
 */
import { CANCEL, type StepHandler } from '../../../core/index.js';
import { defenseDiceFor } from './attack.js';
import { rollCombatDice, shieldsIn } from './dice.js';
import { tell, type HsCtx, type HsEvents, type HsQueries } from './events.js';
import type { DefendStep, StepOf } from './steps.js';
import { figureById, figureName, type HsState } from './state.js';
import { carriedIndex } from './treasure-carried.js';
import { KEEP_TREASURE, RING_DICE, USE_TREASURE, useRing } from './treasure-defense.js';
import { woundFigure } from './wounds.js';

export { KEEP_TREASURE, USE_TREASURE } from './treasure-defense.js';

/** The defense roll (with `extra` dice from the Ring), then the wounds or the Scarab's question. */
function rollDefense(ctx: HsCtx, step: DefendStep, extra: number): void {
  const s = ctx.state;
  const attacker = figureById(s, step.attacker);
  const defender = figureById(s, step.defender);
  const dice = (step.dice ?? defenseDiceFor(ctx, attacker, defender, step.special)) + extra;
  const faces = rollCombatDice(ctx, dice);
  // A plain literal, not a spread of the ids: the spread showed in the profiles of random battles.
  const payload = { attacker: attacker.id, defender: defender.id, special: step.special, faces, shields: shieldsIn(faces), skulls: step.skulls };
  const defended = tell(ctx, 'DefenseRolled', payload, attacker.owner);
  if (defended === CANCEL) return;
  const hit = Math.max(0, step.skulls - defended.shields);
  if (defended.heldBy !== undefined && hit > 0) {
    // A power asks first (its step gives the wounds, or ignores them): Exoskeleton.
    const data = { attacker: attacker.id, defender: defender.id, wounds: hit + step.venom, cause: step.cause };
    ctx.push({ kind: 'power', power: defended.heldBy, card: defender.card, player: defender.owner, data });
    return;
  }
  // The wounds (and the Scarab's question, when carried) go through the one wound-giving rule.
  woundFigure(ctx, defender.id, hit > 0 ? hit + step.venom : 0, step.cause, attacker.id);
}

export const defend: StepHandler<HsState, StepOf<'defend'>, HsQueries, HsEvents> = {
  run(ctx, step) {
    const s = ctx.state;
    const d = figureById(s, step.defender);
    if (d.destroyed) return;
    // Powers that act before the defense (Vanish): announced only; cancelled, the figure does not defend.
    if (
      step.skulls > 0 &&
      ctx.hears('Defending') &&
      ctx.announce('Defending', { attacker: step.attacker, defender: d.id, special: step.special, skulls: step.skulls }, null) === CANCEL
    )
      return;
    const name = figureName(s, d);
    if (step.skulls > 0 && carriedIndex(s, d.id, 'ring-of-protection') >= 0)
      return ctx.ask(d.owner, 'glyph', `${step.skulls} skull(s) rolled against ${name}: use the Ring of Protection?`, [
        { id: USE_TREASURE, label: `Use the Ring of Protection (+${RING_DICE} defense dice)` },
        { id: KEEP_TREASURE, label: 'Keep the Ring' },
      ]);
    rollDefense(ctx, step, 0);
  },
  choose(ctx, step, option) {
    rollDefense(ctx, step, option.id === USE_TREASURE ? useRing(ctx, step.defender) : 0);
  },
};
