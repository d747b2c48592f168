// A continuous power's part of the DDM power language (ddm-battle-rules-2011, "Continuous Powers";
// "CORE RULES AND EXCEPTIONS": each handler folds at its level's core Tier): its rules text, and the
// core effect handler it is put into play as (`rules/setup.ts` adds one effect instance per
// creature and power, handler = the kind, params = the power's parameters and the creature).
import type { EffectHandler, EffectInstance } from '../../../../core/index.js';
import type { Continuous } from '../../cards/schema.js';
import type { DdmCtx, DdmQueries } from '../../ctx.js';
import type { DdmState } from '../../state.js';
import type { PowerAnswer } from '../queries.js';

export interface ContinuousModule<K extends Continuous['kind'] = Continuous['kind']> {
  readonly kind: K;
  text(e: Extract<Continuous, { kind: K }>): string;
  /** The handler of its effect in play; absent when a rule reads the power from the card instead (it is then not put into play). */
  readonly handler?: EffectHandler<DdmState, DdmQueries, DdmCtx>;
  /** Its answers to the named queries a rule asks (abilities/queries.ts), for a power a rule reads rather than an effect in play. */
  answers?(e: Extract<Continuous, { kind: K }>): PowerAnswer;
  /** "Aura": switched off while its creature is inactive (`powers/effects.ts` activeEffects). */
  readonly aura?: boolean;
}

export const num = (e: EffectInstance, k: string): number => (typeof e.params[k] === 'number' ? (e.params[k] as number) : 0);
/** The creature whose power it is. */
export const src = (e: EffectInstance): number => num(e, 'creature');
