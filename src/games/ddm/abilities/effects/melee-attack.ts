// Effect "melee-attack": this creature makes one of its melee attacks — any of them, not only a basic
// one ("a {m} attack": APPENDIX A, the melee icon) — as the power's action (Ferocity: "Use when this
// creature is destroyed: This creature makes a {m} attack as an immediate action"). Its player picks
// the attack as it declares the power, among the melee attacks it could make now (a use left, its
// requirement met — an attack made only by its own power is not one — and a target in reach); the
// attack then asks its target and spends its use as any attack does ("Making an Attack"). Not offered
// while none can be made.
import { attackUsable } from '../../rules/attack-options.js';
import { cardOf, onMap } from '../../rules/common.js';
import { geo } from '../../geo.js';
import { step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffectModule } from '../language.js';

/** The indices of the melee attacks `c` could make now. */
function meleeAttacks(ctx: DdmCtx, c: CreatureState): number[] {
  if (!onMap(c)) return [];
  const g = geo(ctx.state);
  return cardOf(ctx.state, c)
    .attacks.map((a, k) => ({ a, k }))
    .filter(({ a, k }) => a.range.kind === 'melee' && attackUsable(ctx, g, c, k))
    .map(({ k }) => k);
}

export const meleeAttack: PowerEffectModule<'melee-attack'> = {
  kind: 'melee-attack',
  text: () => 'this creature makes a melee attack',
  grantsAction: true,
  possible: ({ ctx, subject }) => meleeAttacks(ctx, subject).length > 0,
  choices: ({ ctx, subject }, _e, base) =>
    meleeAttacks(ctx, subject).map((k) => ({ id: `${base.id}|${k}`, label: `${base.label}: ${cardOf(ctx.state, subject).attacks[k]?.name ?? k}` })),
  resolve({ ctx, subject }, _e, _use, choice) {
    const k = Number(choice);
    if (!meleeAttacks(ctx, subject).includes(k)) return;
    ctx.push(step('attack', { attacker: subject.id, attackIndex: k, target: -1, mode: 'immediate' }));
  },
};
