// Effect "custom": the action of a custom power file (cards/custom/<id>.ts `action`), used from the
// turn's action menu like any action power (ddm-battle-rules-2011, "USE A POWER"; "HOW TO READ A
// CREATURE STAT CARD", Powers: a card's own text). The file says when it can act and what it does;
// the slot, uses, per-turn limit, charge and Dazed rules stay those of powers/actions.ts.
import { customPower } from '../../cards/custom/index.js';
import type { PowerEffectModule } from '../language.js';

export const customAction: PowerEffectModule<'custom'> = {
  kind: 'custom',
  text: (e) => customPower(e.custom).text,
  grantsAction: true,
  action: {
    possible: (ctx, c, e, speed) => customPower(e.custom).action?.possible(ctx, c, speed) ?? false,
    start: (ctx, c, e) => customPower(e.custom).action?.start(ctx, c) ?? null,
  },
};
