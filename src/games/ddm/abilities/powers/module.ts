// A creature's or item's power as a module of the DDM power language: the rulebook's named powers
// ("Reach", "Resist", "Sneak Attack" …) and the language's templates (triggered, action,
// continuous). One module per kind: its rulebook section, its parameter schema (the member schema
// from cards/schema.ts, the single source of the encoding), its rules text, and — for a power that
// is put into play as a core effect — that effect's handler (rules/setup.ts adds the effect) — and its
// answers to the named queries the rules ask (abilities/queries.ts).
import type { z } from 'zod';
import type { EffectHandler } from '../../../../core/index.js';
import type { Power } from '../../cards/schema.js';
import type { DdmCtx, DdmQueries } from '../../ctx.js';
import type { DdmState } from '../../state.js';
import type { PowerAnswer } from '../queries.js';

export type PowerOf<K extends Power['kind']> = Extract<Power, { kind: K }>;

export interface PowerModule<K extends Power['kind'] = Power['kind']> {
  readonly kind: K;
  /** The rulebook section it implements (file and section). */
  readonly section: string;
  readonly schema: z.ZodType<PowerOf<K>>;
  /** Its line of the stat card's rules text. */
  text(p: PowerOf<K>): string;
  /** Its answers to the named queries (abilities/queries.ts) — what it tells the rules it changes. */
  answers?(p: PowerOf<K>): PowerAnswer;
  /** The core effect it is put into play as, under the handler name of its kind. */
  readonly handler?: EffectHandler<DdmState, DdmQueries, DdmCtx>;
}

/** "Wandering Monster" from "wandering-monster": a keyword power's printed name. */
export const titleOf = (kind: string): string => kind.replace(/(^|-)(\w)/g, (_m, sep: string, ch: string) => (sep ? ' ' : '') + ch.toUpperCase());

/** "(2 uses)" after a limited power's name. */
export const usesText = (uses: number | undefined): string => (uses ? ` (${uses} use${uses > 1 ? 's' : ''})` : '');
