// Implements: dice-masters-battle-for-faerun — "CUSTOMIZING YOUR PARTY" (the set-up file and the cards
// it carries, checked by setup.ts `configSchema`): a set-up object already checked is not checked again
// when the same object starts another game (a replay of a record made in this process, the simulator
// starting every game of a job from one config). Checking is a pure function of the set-up's JSON
// (carried cards are only ever added to the engine, never changed), so a set-up that is, value for
// value, the one that passed gives the same result. Any change to it since — or anything in it that
// is not plain JSON — makes it a different set-up, checked as any other; a set-up from a file, a
// request or a record is a new object and is always checked.

/** Whether `a` is plain JSON (plain objects, arrays, strings, finite numbers, booleans, null) equal to `b`, key for key. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === null || typeof a !== 'object') {
    if (typeof a === 'number') return Number.isFinite(a) && a === b;
    return (typeof a === 'string' || typeof a === 'boolean' || a === null) && a === b;
  }
  if (b === null || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!(i in a) || !sameJson(a[i], b[i])) return false;
    return true;
  }
  const proto: unknown = Object.getPrototypeOf(a);
  if ((proto !== Object.prototype && proto !== null) || Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length || Object.getOwnPropertySymbols(a).length > 0) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k) || !sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Remembers, per set-up object, what the check made of it, when that result is itself the same JSON as
 * the set-up (the check adds and drops nothing) and frozen. `recall` gives it again only while the
 * object is still the same JSON as that result: then the check of the object now is the check of the
 * object then, with the same result. No copy is kept: the frozen result is the record of what passed.
 */
export function checkedConfigs<R extends object>(): { recall(raw: unknown): R | undefined; remember(raw: unknown, result: R): void } {
  const passed = new WeakMap<object, R>();
  return {
    recall(raw) {
      if (typeof raw !== 'object' || raw === null) return undefined;
      const result = passed.get(raw);
      return result && sameJson(raw, result) ? result : undefined;
    },
    remember(raw, result) {
      if (typeof raw === 'object' && raw !== null && Object.isFrozen(result) && sameJson(raw, result)) passed.set(raw, result);
    },
  };
}
