// An attack's AND effect as a part of the DDM power language (ddm-battle-rules-2011, "Applying
// Damage", Additional Effects: applied after the base damage, in printed order): one module per
// kind, holding its parameter schema (from cards/schema.ts, the single source of the encoding), its
// rules text and what it does to the target, which the attack's damage step (rules/attack.ts) calls.
import type { z } from 'zod';
import type { Attack, AttackEffect } from '../../cards/schema.js';
import type { DdmCtx } from '../../ctx.js';
import type { CreatureState } from '../../state.js';

export type AttackEffectOf<K extends AttackEffect['kind']> = Extract<AttackEffect, { kind: K }>;

/** The attack an effect belongs to, as it is being resolved. */
export interface AttackEffectUse {
  readonly ctx: DdmCtx;
  readonly attacker: CreatureState;
  readonly target: CreatureState;
  readonly attack: Attack;
  /** How the attack is made ('normal', 'charge', 'immediate' …: a repeat keeps it). */
  readonly mode: string;
  /**
   * The stack height when the damage step began: an effect that acts after everything that step
   * started (a repeat, 'as if' dominated) is put there, so several run in printed order.
   */
  readonly mark: number;
}

export interface AttackEffectModule<K extends AttackEffect['kind'] = AttackEffect['kind']> {
  readonly kind: K;
  /** The rulebook section it implements (file and section). */
  readonly section: string;
  readonly schema: z.ZodType<AttackEffectOf<K>, z.input<z.ZodType>>;
  /** Its clause of the attack's rules text ("push 1", "Dazed (save ends)"). */
  text(e: AttackEffectOf<K>): string;
  /** It still acts when the target is gone (destroyed or off the map by then). */
  readonly withoutTarget?: (e: AttackEffectOf<K>) => boolean;
  /** Applies it for this hit (or miss). */
  apply(x: AttackEffectUse, e: AttackEffectOf<K>): void;
}

/** Puts `st` at the use's mark (see `AttackEffectUse.mark`), or on top when the mark is out of range. */
export function atMark(x: AttackEffectUse, st: Parameters<DdmCtx['push']>[0]): void {
  const stack = x.ctx.state.core.stack;
  if (x.mark >= 0 && x.mark <= stack.length) stack.splice(x.mark, 0, st);
  else x.ctx.push(st);
}
