// Implements: dice-masters-battle-for-faerun — "★ PREVENTING AND REDIRECTING" and "USING GLOBAL
// ABILITIES": a global ability that reacts to damage about to be dealt to one of your characters, to you,
// or either — prevent it or redirect it (its effect op: `prevent-damage` or `redirect-damage`). Used when
// the damage is about to be dealt, outside the priority procedure: offered to the target's controller when
// a hit is announced (`BeforeDamage`, rules/redirect.ts) in the core reaction window, one option per
// payment and new target (rules/reactions.ts). Nothing answers it: the window closes on it.
import { z } from 'zod';
import { applyDamageReaction, chosenReaction, hitTarget, reactionOptions } from '../rules/reactions.js';
import type { DamageVictim } from '../cards/types.js';
import { effectSchema, opText } from './ops/index.js';
import { energyTypeSchema } from './params.js';
import type { AbilityModule } from './ability.js';

const VICTIM_TEXT: Record<DamageVictim, string> = {
  character: 'one of your characters',
  player: 'you',
  either: 'you or one of your characters',
};

export const damageReaction: AbilityModule<'damage-reaction'> = {
  kind: 'damage-reaction',
  section: 'PREVENTING AND REDIRECTING',
  params: z.object({ cost: energyTypeSchema, effect: effectSchema, on: z.enum(['character', 'player', 'either']).optional() }),
  text: (a) => `Global reaction (pay 1 ${a.cost}): when damage is about to be dealt to ${VICTIM_TEXT[a.on ?? 'character']} — ${opText(a.effect)}`,
  steps: {},
  reactions: {
    BeforeDamage: {
      closes: true,
      offers(ctx, e, hit, player) {
        const s = ctx.state;
        const victim = hitTarget(s, hit);
        if (('die' in victim ? victim.die.owner : victim.player) !== player) return [];
        return reactionOptions(s, Number(e.params.slot), Number(e.params.ability), victim, hit.amount);
      },
      resolve(ctx, e, hit, optionId) {
        const s = ctx.state;
        const chosen = chosenReaction(s, Number(e.params.slot), Number(e.params.ability), hitTarget(s, hit), hit.amount, optionId);
        if (!chosen) throw new Error(`damage-reaction: "${optionId}" is not a reaction offered against this damage`);
        const outcome = applyDamageReaction(ctx, hit, chosen);
        return outcome ? { ...hit, outcome } : undefined;
      },
    },
  },
};
