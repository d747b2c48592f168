// Effect "move-then-attack": "This creature moves up to N squares (its speed, twice its speed), then
// attacks" — an action power (ddm-battle-rules-2011, "USE A POWER"; "Attack Actions": powers printed
// among the attacks replace the attack action). The move is a MOVE of at most N squares ("MOVE":
// it provokes opportunity attacks as any move does; guidelines "Opportunity Attacks due to Ranged or
// Area Attacks": movement granted by an attack provokes independently), ending at least `minimum`
// squares from where it began when printed "(minimum N squares)" (counted as "'Movement' Triggers"
// count; "up to" allows 0 squares otherwise); then the card's attack printed with the power ("Making
// an Attack": declared after the move, so a ranged or area one provokes then). Its use is checked off
// when the power is declared ("Limited Use Powers"): the power shares the attack's name, so the menu
// spends the attack's use and the attack does not spend it again. An attack left without a target
// after the move is lost. "with Flight" / "with Burrow" ("as though with Flight"): the move is made in
// that mode ("Modes (Movement)": through non-flying enemies, over difficult and pit terrain, provoking
// from non-flying enemies only on leaving its first square; Burrow: through enemies and walls, never
// provoking), the creature's own mode again once the move ends, before the attack ("Legal Position":
// the end must be legal).
import { attackUsable } from '../../rules/attack-options.js';
import { geo } from '../../geo.js';
import { cardOf, onMap } from '../../rules/common.js';
import { handler, step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffect } from '../../cards/schema.js';
import { canMoveFarEnough, powerMoveLengthText, powerMoveMinimumText, powerMoveSquares } from './power-move.js';
import type { PowerEffectModule } from '../language.js';

type MoveThenAttack = Extract<PowerEffect, { kind: 'move-then-attack' }>;

const squaresOf = (ctx: DdmCtx, c: CreatureState, e: MoveThenAttack): number => powerMoveSquares(ctx, c, e.squares);

/** The card's attack the power makes (printed with it), by index. */
function attackIndexOf(ctx: DdmCtx, c: CreatureState, e: MoveThenAttack): number {
  const k = cardOf(ctx.state, c).attacks.findIndex((a) => a.name === e.attack);
  if (k < 0) throw new Error(`move-then-attack of ${c.label}: its card has no attack named "${e.attack}"`);
  return k;
}

export const moveThenAttack: PowerEffectModule<'move-then-attack'> = {
  kind: 'move-then-attack',
  text(e) {
    const mode = e.mode === undefined ? '' : ` with ${e.mode === 'flight' ? 'Flight' : 'Burrow'}`;
    return `this creature moves up to ${powerMoveLengthText(e.squares)}${mode}${powerMoveMinimumText(e.minimum)}, then makes its ${e.attack} attack`;
  },
  grantsAction: true,
  action: {
    // Searched in the move's own mode: a view of the creature with that mode (nothing is changed).
    possible: (ctx, c, e) => onMap(c) && canMoveFarEnough(ctx, c, squaresOf(ctx, c, e), e.minimum, e.mode ? { ...c, moveMode: e.mode } : c),
    start: (ctx, c, e) =>
      step('move-attack', {
        creature: c.id,
        phase: 'move',
        squares: squaresOf(ctx, c, e),
        minimum: e.minimum ?? 0,
        attackIndex: attackIndexOf(ctx, c, e),
        ...(e.mode ? { mode: e.mode } : {}),
      }),
  },
};

/** The power's move, then its attack, if the creature is still on the map and has a target. */
export const moveAttackStep = handler<'move-attack'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    const a = cardOf(s, c).attacks[st.attackIndex];
    // The mode granted for the move lasts until the move is over (destroyed during it, too).
    if (st.phase === 'attack' && c.moveMode) delete c.moveMode;
    if (!onMap(c) || !a) return;
    if (st.phase === 'move') {
      if (st.mode) c.moveMode = st.mode;
      const move = step('move', {
        creature: c.id,
        mode: 'move',
        factor: 1,
        squares: st.squares,
        ...(st.minimum > 0 ? { minimum: st.minimum } : { stay: true }),
      });
      return void ctx.push(move, step('move-attack', { ...st, phase: 'attack' }));
    }
    if (!attackUsable(ctx, geo(s), c, st.attackIndex, true)) return void ctx.emit('attack-lost', { creature: c.id, label: c.label, attack: a.name });
    ctx.push(step('attack', { attacker: c.id, attackIndex: st.attackIndex, target: -1, mode: 'action', declared: true }));
  },
});
