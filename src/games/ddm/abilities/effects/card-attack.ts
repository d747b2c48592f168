// Effect "card-attack": this creature makes the card's attack of that name, an attack printed with the
// power and made only by it (its `requires: 'power'`) — Death Burst's "(burst 1) Immediate when
// destroyed; +N vs. D; …" (ddm-battle-rules-2011, "Immediate Action", "Making an Attack"; used on the
// trigger `self-destroyed` while the creature is still in play, "Hit Points"). Its use is the power's
// (checked off when the power is used: the attack is declared without spending one). Offered only
// when the attack has a target (a close burst: an enemy in it).
import { attackUsable } from '../../rules/attack-options.js';
import { cardOf, onMap } from '../../rules/common.js';
import { geo } from '../../geo.js';
import { step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffect } from '../../cards/schema.js';
import type { PowerEffectModule } from '../language.js';

type CardAttack = Extract<PowerEffect, { kind: 'card-attack' }>;

/** The attack's index on the card (a card that lacks it is a bad card, refused loudly). */
function indexOf(ctx: DdmCtx, c: CreatureState, e: CardAttack): number {
  const k = cardOf(ctx.state, c).attacks.findIndex((a) => a.name === e.attack);
  if (k < 0) throw new Error(`card-attack of ${c.label}: its card has no attack named "${e.attack}"`);
  return k;
}

export const cardAttack: PowerEffectModule<'card-attack'> = {
  kind: 'card-attack',
  text: (e) => `this creature makes its ${e.attack} attack`,
  grantsAction: true,
  possible: ({ ctx, subject }, e) => onMap(subject) && attackUsable(ctx, geo(ctx.state), subject, indexOf(ctx, subject, e), true),
  resolve({ ctx, subject }, e) {
    ctx.push(step('attack', { attacker: subject.id, attackIndex: indexOf(ctx, subject, e), target: -1, mode: 'immediate', declared: true }));
  },
};
