import { suppressDuplicates, type EffectInstance } from './effect-instance.js';
import type { Listens, EventMap } from './announce.js';
import type { Reacts } from './reaction-window.js';

export { suppressDuplicates, type EffectInstance } from './effect-instance.js';

/**
 * Precedence tiers, applied in ascending order so later tiers have the last word. DDM's exceptions
 * order ("Core Rules and Exceptions": permissive card < restrictive rule < card that explicitly
 * breaks a rule < restrictive card) maps onto them directly; other games use BASE and CARD.
 */
export const Tier = {
  BASE: 0,
  PERMISSIVE_CARD: 10,
  RESTRICTIVE_RULE: 20,
  CARD_BREAKS_RULE: 30,
  RESTRICTIVE_CARD: 40,
} as const;

export interface QuerySpec<V, A> {
  readonly value: V;
  readonly args: A;
}
export type QueryMap = { readonly [name: string]: QuerySpec<unknown, unknown> };

export interface QueryModifier<S, V, A> {
  readonly tier: number;
  /** Within a tier, lower runs first. */
  readonly priority?: number;
  modify(value: V, args: A, state: S, effect: EffectInstance): V;
}

/** A modifier that belongs to the rules themselves rather than to an effect in play. */
export interface RuleModifier<S, V, A> extends QueryModifier<S, V, A> {
  readonly name: string;
}

/**
 * An effect's behaviour: query modifiers, event handlers (`on`, see `announce.ts`) and responses it
 * offers in reaction windows (`reactions`, see `reaction-window.ts`).
 */
export interface EffectHandler<S, Q extends QueryMap, C, E extends EventMap = EventMap> extends Listens<C, E>, Reacts<C, E> {
  readonly queries?: { readonly [K in keyof Q]?: QueryModifier<S, Q[K]['value'], Q[K]['args']> };
}

export type EffectTable<S, Q extends QueryMap, C, E extends EventMap = EventMap> = { readonly [handler: string]: EffectHandler<S, Q, C, E> };

interface Applicable<S, V, A> {
  readonly name: string;
  readonly tier: number;
  readonly priority: number;
  readonly order: number;
  readonly effect: EffectInstance | null;
  readonly mod: QueryModifier<S, V, A>;
}

/**
 * Folds a query through every applicable modifier: rule modifiers and the handlers of active,
 * de-duplicated effects, sorted by (tier, priority, creation order).
 *
 * The de-duplicated, sorted modifier list depends only on the query name, the rules, the tie-break
 * and WHICH effect objects are in play (their names, ids and handlers are read-only), so it is kept
 * per (effect table, query name) and reused while the same effect objects come in the same order —
 * checked element by element, which is far cheaper than de-duplicating and sorting again. A game
 * that filters its effects into a fresh array per query still hits the cache; a changed, added or
 * removed effect (or a deep-copied state's own effect objects) rebuilds it.
 */
export function runQuery<S, Q extends QueryMap, K extends keyof Q & string, C, E extends EventMap = EventMap>(
  state: S,
  name: K,
  base: Q[K]['value'],
  args: Q[K]['args'],
  effects: readonly EffectInstance[],
  table: EffectTable<S, Q, C, E>,
  rules: readonly RuleModifier<S, Q[K]['value'], Q[K]['args']>[] = NO_RULES,
  pick?: (a: EffectInstance, b: EffectInstance) => EffectInstance,
  /** The caller never changes an effects array once passed (`GameDefinition.fixedEffectArrays`): the same array is the same effects. */
  fixed = false,
): Q[K]['value'] {
  const list = applicable<S, Q, K, C, E>(name, effects, table, rules, pick, fixed);
  let value = base;
  for (const a of list) value = a.mod.modify(value, args, state, a.effect);
  return value;
}

/**
 * Whether `runQuery` with these arguments would run any modifier: when not, its answer is the base
 * value whatever the query's args, so a caller asking one query for many args (each target of an
 * attack) may ask this once and skip building the args. The same cached list `runQuery` reads.
 */
export function hasModifiers<S, Q extends QueryMap, K extends keyof Q & string, C, E extends EventMap = EventMap>(
  name: K,
  effects: readonly EffectInstance[],
  table: EffectTable<S, Q, C, E>,
  rules: readonly RuleModifier<S, Q[K]['value'], Q[K]['args']>[] = NO_RULES,
  pick?: (a: EffectInstance, b: EffectInstance) => EffectInstance,
  fixed = false,
): boolean {
  return applicable<S, Q, K, C, E>(name, effects, table, rules, pick, fixed).length > 0;
}

interface Folded<S, V, A> {
  readonly effect: EffectInstance;
  readonly mod: QueryModifier<S, V, A>;
}

interface CachedList {
  readonly effects: readonly EffectInstance[];
  /** The array the list was built from (not a copy): with `fixed`, the same array needs no comparison. */
  readonly source: readonly EffectInstance[];
  readonly rules: readonly unknown[];
  readonly pick: unknown;
  readonly list: readonly Folded<unknown, unknown, unknown>[];
}

const NO_RULES: readonly never[] = [];

/** The last modifier list built per effect table and query name (see `runQuery`). */
const listCache = new WeakMap<object, Map<string, CachedList>>();

/**
 * The last table asked and its lists, in front of the weak map: a process plays one game's table at
 * a time (thousands of queries in a row), so a query then costs one lookup (the name) instead of two.
 */
let lastTable: object | null = null;
let lastLists: Map<string, CachedList> | null = null;

function listsOf(table: object): Map<string, CachedList> {
  if (table === lastTable && lastLists !== null) return lastLists;
  let byName = listCache.get(table);
  if (!byName) listCache.set(table, (byName = new Map()));
  lastTable = table;
  lastLists = byName;
  return byName;
}

function sameEffects(a: readonly EffectInstance[], b: readonly EffectInstance[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function applicable<S, Q extends QueryMap, K extends keyof Q & string, C, E extends EventMap>(
  name: K,
  effects: readonly EffectInstance[],
  table: EffectTable<S, Q, C, E>,
  rules: readonly RuleModifier<S, Q[K]['value'], Q[K]['args']>[],
  pick: ((a: EffectInstance, b: EffectInstance) => EffectInstance) | undefined,
  fixed: boolean,
): readonly Folded<S, Q[K]['value'], Q[K]['args']>[] {
  const byName = listsOf(table);
  const hit = byName.get(name);
  const sameRules = hit !== undefined && (hit.rules === rules || (hit.rules.length === 0 && rules.length === 0));
  if (hit && sameRules && hit.pick === pick && ((fixed && hit.source === effects) || sameEffects(hit.effects, effects)))
    return hit.list as readonly Folded<S, Q[K]['value'], Q[K]['args']>[];
  const list: Applicable<S, Q[K]['value'], Q[K]['args']>[] = [];
  let order = 0;
  for (const r of rules) list.push({ name: r.name, tier: r.tier, priority: r.priority ?? 0, order: order++, effect: null, mod: r });
  for (const e of suppressDuplicates(effects, pick)) {
    const mod = table[e.handler]?.queries?.[name];
    if (mod) list.push({ name: e.name, tier: mod.tier, priority: mod.priority ?? 0, order: order++, effect: e, mod });
  }
  list.sort((a, b) => a.tier - b.tier || a.priority - b.priority || a.order - b.order);
  const folded = list.map((a) => ({ effect: a.effect ?? RULE_EFFECT(a.name), mod: a.mod }));
  byName.set(name, { effects: [...effects], source: effects, rules, pick, list: folded as readonly Folded<unknown, unknown, unknown>[] });
  return folded;
}

const RULE_EFFECT = (name: string): EffectInstance => ({ id: -1, name, handler: name, owner: -1, params: {} });
