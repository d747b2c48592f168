import type { JsonObject } from './json.js';

/**
 * Effects (card powers, conditions, auras) are plain data in the state; their behaviour lives in a
 * handler table keyed by `handler`. Two kinds of behaviour:
 *  - queries: synchronous value-passing modifier chains (attack bonus, speed, "can shift?"),
 *    folded in an explicit precedence order;
 *  - events: react to a named game event (`announce.ts`) or answer it in a reaction window
 *    (`reaction-window.ts`).
 */
export interface EffectInstance {
  readonly id: number;
  /** Effects with the same name do not stack: only one of them applies (see `pickDuplicate`). */
  readonly name: string;
  readonly handler: string;
  readonly owner: number;
  readonly source?: string;
  readonly params: JsonObject;
  /** True for effects whose rules say they stack with themselves (e.g. separate ongoing damage types are different names instead). */
  readonly stacks?: boolean;
  /** A game-defined duration tag ("end-of-turn", "save-ends", "while-active", …). */
  readonly duration?: string;
}

/** Keeps one entry per non-stacking name: the earliest-created effect wins unless `pick` says otherwise. */
export function suppressDuplicates(
  effects: readonly EffectInstance[],
  pick: (a: EffectInstance, b: EffectInstance) => EffectInstance = (a, b) => (a.id <= b.id ? a : b),
): EffectInstance[] {
  const byName = new Map<string, EffectInstance>();
  const out: EffectInstance[] = [];
  for (const e of effects) {
    if (e.stacks) {
      out.push(e);
      continue;
    }
    const prev = byName.get(e.name);
    byName.set(e.name, prev ? pick(prev, e) : e);
  }
  for (const e of byName.values()) out.push(e);
  return out.sort((a, b) => a.id - b.id);
}
