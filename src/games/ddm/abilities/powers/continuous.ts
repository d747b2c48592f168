// Power "continuous" (ddm-battle-rules-2011, "Continuous Powers"; the kinds are modules of abilities/continuous/).
import { continuousPowerSchema } from '../../cards/schema.js';
import { continuousModule } from '../continuous/index.js';
import type { PowerModule } from './module.js';

export const continuous: PowerModule<'continuous'> = {
  kind: 'continuous',
  section: 'ddm-battle-rules-2011, "Continuous Powers"',
  schema: continuousPowerSchema,
  text: (p) => `${p.name}: ${continuousModule(p.effect).text(p.effect)}.`,
  answers(p) {
    const m = continuousModule(p.effect);
    const own = m.answers?.(p.effect) ?? {};
    // A power a rule asks about (no handler) is not put into play.
    if (!m.handler) return own;
    const { kind, ...rest } = p.effect;
    // "Aura": marked so that activeEffects (powers/effects.ts) switches it off while the creature is inactive.
    return { ...own, inPlay: { name: p.name, handler: kind, params: m.aura ? { ...rest, aura: true } : rest } };
  },
};
