// A fact about the cards of one game (which slots carry an ability, which queries they answer), worked
// out once per card-definition array: a game's cards never change during play. The last array asked
// about is checked first by identity, because a game loop (or a search on copies of one position)
// asks about the same array many times a turn and an identity check is far cheaper than a WeakMap probe.
import type { CardDef } from './types.js';

/** `build`, computed once per card-definition array and remembered. */
export function perCardSet<T>(build: (defs: readonly CardDef[]) => T): (defs: readonly CardDef[]) => T {
  const cache = new WeakMap<readonly CardDef[], T>();
  let lastDefs: readonly CardDef[] | null = null;
  let last: T | undefined;
  return (defs) => {
    if (defs === lastDefs) return last as T;
    let v: T;
    if (cache.has(defs)) v = cache.get(defs) as T;
    else {
      v = build(defs);
      cache.set(defs, v);
    }
    lastDefs = defs;
    last = v;
    return v;
  };
}
