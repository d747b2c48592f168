// Implements: dice-masters-battle-for-faerun — "FUNDAMENTAL RULES" ("card text always supersedes basic
// rule text"; "can't" beats "can"), "BONUSES AND DAMAGE" (bonuses add together before they apply), "COSTS",
// "FIELD CHARACTERS", "DECLARE BLOCKERS" and "ASSIGN DAMAGE": the numbers and permissions a rule reads
// many times a decision and card text may change, asked by name. Each is a synchronous fold over the
// answers of the modules in play (an ability kind, an effect op or a custom card on the game's cards),
// worked out once per card-definition array: a game whose cards answer none pays one array-length check
// per question, and no call allocates.
//
// The answers are registered by abilities/index.ts (`answerQueries`), not imported here: an answer may
// read the rules (copied text, filters), and rules/dice.ts — the lowest rule file — asks these queries.
import { perCardSet } from '../cards/per-card-set.js';
import { abilityKey } from '../cards/ability-key.js';
import type { CardDef, CostKind, DamageKind } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';

/** Where a hit comes from: the player whose attack or effect deals it and, when known, the character die. */
export interface DamageFrom {
  readonly player: number;
  readonly die?: number | undefined;
  /** What kind of source it is (an attack, an action die, a global, a "when fielded" line, another character ability), when known. */
  readonly kind?: DamageKind | undefined;
}

/** Who uses an effect on a character and through what (CARD TEXT DETAILS: "cannot be affected by …"). */
export interface AffectedBy {
  readonly player: number;
  readonly kind: 'action' | 'global' | 'character';
}

/** Each named query: the question a module in play may answer, with the state and the card definitions. */
export interface QueryAnswers {
  /** BONUSES AND DAMAGE — what it adds to die `d`'s attack (`a`) or defense (`d`) now. Fold: the sum (rules/dice.ts floors the stat at 0). */
  stat(s: DmState, defs: readonly CardDef[], d: DieState, which: 'a' | 'd'): number;
  /** BONUSES AND DAMAGE with "card text always supersedes basic rule text" — the value die `d`'s attack or defense is treated as having, whatever its face and bonuses say ("treated as if they had 1A and 1D … regardless of bonuses"), or undefined. Applied after the sum (rules/dice.ts). Fold: the lowest answer. */
  statOverride(s: DmState, defs: readonly CardDef[], d: DieState, which: 'a' | 'd'): number | undefined;
  /** COSTS — the change to what `player` pays to purchase or field a die of card slot `card`. Fold: the sum (the rule floors it). */
  cost(s: DmState, defs: readonly CardDef[], player: number, card: number, of: CostKind): number;
  /** FIELD CHARACTERS — whether `player` may field die `d` as far as this text goes. Fold: every answer says yes. */
  mayField(s: DmState, defs: readonly CardDef[], player: number, d: DieState): boolean;
  /** DECLARE BLOCKERS — whether `blocker` may block `attacker` as far as this text goes. Fold: every answer says yes. */
  mayBlock(s: DmState, defs: readonly CardDef[], blocker: DieState, attacker: DieState): boolean;
  /** DECLARE BLOCKERS — whether `blocker`, already blocking the dice `already`, may block `attacker` too. Fold: some answer says yes (the rule: one attacker each). */
  blockAnother(s: DmState, defs: readonly CardDef[], blocker: DieState, attacker: DieState, already: readonly number[]): boolean;
  /** ASSIGN DAMAGE — whether the damage blocked attacker `d` has left over once its blockers took all they could goes to the defending player. Fold: some answer says yes (the rule: excess damage is wasted). */
  leftoverToPlayer(s: DmState, defs: readonly CardDef[], d: DieState): boolean;
  /** PREVENTING AND REDIRECTING, BONUSES AND DAMAGE — what is left of `amount` damage from `from` about to be marked on `d`. Fold: each answer takes what the one before left (never below 0). */
  damageTaken(s: DmState, defs: readonly CardDef[], d: DieState, amount: number, from: DamageFrom): number;
  /** PREVENTING AND REDIRECTING — what is left of `amount` damage from `from` about to be dealt to `player` (not in the attack step). Fold: as `damageTaken`. */
  playerDamageTaken(s: DmState, defs: readonly CardDef[], player: number, amount: number, from: DamageFrom): number;
  /** CARD TEXT DETAILS — whether an effect `by` uses may pick or reach character `d` as far as this text goes. Fold: every answer says yes. */
  mayAffect(s: DmState, defs: readonly CardDef[], d: DieState, by: AffectedBy): boolean;
  /** ASSIGN DAMAGE with card text that supersedes it — whether character `d`, being knocked out, goes to its owner's used pile instead of the prep area. Fold: some answer says yes (the rule: the prep area). */
  knockOutToUsed(s: DmState, defs: readonly CardDef[], d: DieState): boolean;
  /** PREVENTING AND REDIRECTING — whether card text other than the `damage-reaction` globals may now react to damage about to be dealt to `player` (the hit is then held open: rules/reactions.ts). Fold: some answer says yes. */
  reactsToPlayerDamage(s: DmState, defs: readonly CardDef[], player: number): boolean;
}
export type QueryName = keyof QueryAnswers;

/** A module's answers, under the key its cards name it by (`abilityKey`, or `op:<op>` for an effect op). */
export interface Answerer {
  readonly key: string;
  readonly queries?: Partial<QueryAnswers>;
}

type Answers = { readonly [N in QueryName]: readonly QueryAnswers[N][] };

const REGISTERED = new Map<string, Partial<QueryAnswers>>();

/** Registers the answers of these modules (abilities/index.ts does, for every ability, op and custom card). */
export function answerQueries(modules: readonly Answerer[]): void {
  for (const m of modules) if (m.queries) REGISTERED.set(m.key, m.queries);
  answers = perCardSet(build);
}

/** The keys a card's data names: its abilities' (custom cards by id) and every effect op inside them. */
function keysOf(v: unknown, out: Set<string>): void {
  if (Array.isArray(v)) for (const x of v) keysOf(x, out);
  else if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.op === 'string') out.add(`op:${o.op}`);
    for (const k of Object.keys(o)) keysOf(o[k], out);
  }
}

function build(defs: readonly CardDef[]): Answers {
  if (REGISTERED.size === 0) throw new Error('Dice Masters queries asked before abilities/index.ts registered their answers');
  const keys = new Set<string>();
  for (const c of defs) for (const a of c.abilities) keys.add(abilityKey(a));
  keysOf(
    defs.map((c) => c.abilities),
    keys,
  );
  const present = [...REGISTERED].filter(([k]) => keys.has(k)).map(([, q]) => q);
  const of = <N extends QueryName>(n: N): QueryAnswers[N][] => present.flatMap((q) => (q[n] ? [q[n]] : []));
  return {
    stat: of('stat'),
    statOverride: of('statOverride'),
    cost: of('cost'),
    mayField: of('mayField'),
    mayBlock: of('mayBlock'),
    blockAnother: of('blockAnother'),
    leftoverToPlayer: of('leftoverToPlayer'),
    damageTaken: of('damageTaken'),
    playerDamageTaken: of('playerDamageTaken'),
    mayAffect: of('mayAffect'),
    knockOutToUsed: of('knockOutToUsed'),
    reactsToPlayerDamage: of('reactsToPlayerDamage'),
  };
}

/** The answers of the current registration, per card-definition array. */
let answers = perCardSet(build);

/** The answering modules of a game's cards, by query (tests and the docs list them). */
export const answering = (defs: readonly CardDef[]): Answers => answers(defs);

// The folds, one per query: the rule files ask these by name.

export function statQuery(s: DmState, defs: readonly CardDef[], d: DieState, which: 'a' | 'd'): number {
  const list = answers(defs).stat;
  if (list.length === 0) return 0;
  let n = 0;
  for (const q of list) n += q(s, defs, d, which);
  return n;
}

/** The value a die's stat is treated as having, after the sum (undefined: its own). */
export function statOverrideQuery(s: DmState, defs: readonly CardDef[], d: DieState, which: 'a' | 'd'): number | undefined {
  const list = answers(defs).statOverride;
  if (list.length === 0) return undefined;
  let n: number | undefined;
  for (const q of list) {
    const v = q(s, defs, d, which);
    if (v !== undefined && (n === undefined || v < n)) n = v;
  }
  return n;
}

export function costQuery(s: DmState, defs: readonly CardDef[], player: number, card: number, of: CostKind): number {
  const list = answers(defs).cost;
  if (list.length === 0) return 0;
  let n = 0;
  for (const q of list) n += q(s, defs, player, card, of);
  return n;
}

export function mayFieldQuery(s: DmState, defs: readonly CardDef[], player: number, d: DieState): boolean {
  const list = answers(defs).mayField;
  if (list.length === 0) return true;
  for (const q of list) if (!q(s, defs, player, d)) return false;
  return true;
}

export function mayBlockQuery(s: DmState, defs: readonly CardDef[], blocker: DieState, attacker: DieState): boolean {
  const list = answers(defs).mayBlock;
  if (list.length === 0) return true;
  for (const q of list) if (!q(s, defs, blocker, attacker)) return false;
  return true;
}

export function blockAnotherQuery(s: DmState, defs: readonly CardDef[], blocker: DieState, attacker: DieState, already: readonly number[]): boolean {
  const list = answers(defs).blockAnother;
  if (list.length === 0) return false;
  for (const q of list) if (q(s, defs, blocker, attacker, already)) return true;
  return false;
}

export function leftoverToPlayerQuery(s: DmState, defs: readonly CardDef[], d: DieState): boolean {
  const list = answers(defs).leftoverToPlayer;
  if (list.length === 0) return false;
  for (const q of list) if (q(s, defs, d)) return true;
  return false;
}

/** Whether any card of the game changes the damage a character takes (a game with none pays one comparison per hit). */
export const changesDamageTaken = (defs: readonly CardDef[]): boolean => answers(defs).damageTaken.length > 0;

export function damageTakenQuery(s: DmState, defs: readonly CardDef[], d: DieState, amount: number, from: DamageFrom): number {
  const list = answers(defs).damageTaken;
  if (list.length === 0 || amount <= 0) return amount;
  let left = amount;
  for (const q of list) {
    left = q(s, defs, d, left, from);
    if (left <= 0) return 0;
  }
  return left;
}

export function playerDamageTakenQuery(s: DmState, defs: readonly CardDef[], player: number, amount: number, from: DamageFrom): number {
  const list = answers(defs).playerDamageTaken;
  if (list.length === 0 || amount <= 0) return amount;
  let left = amount;
  for (const q of list) {
    left = q(s, defs, player, left, from);
    if (left <= 0) return 0;
  }
  return left;
}

export function mayAffectQuery(s: DmState, defs: readonly CardDef[], d: DieState, by: AffectedBy): boolean {
  const list = answers(defs).mayAffect;
  if (list.length === 0) return true;
  for (const q of list) if (!q(s, defs, d, by)) return false;
  return true;
}

export function knockOutToUsedQuery(s: DmState, defs: readonly CardDef[], d: DieState): boolean {
  const list = answers(defs).knockOutToUsed;
  if (list.length === 0) return false;
  for (const q of list) if (q(s, defs, d)) return true;
  return false;
}

/** Whether some card of the game other than a `damage-reaction` global may react to damage to a player (a game with none pays one check). */
export const reactsToPlayerDamageInGame = (defs: readonly CardDef[]): boolean => answers(defs).reactsToPlayerDamage.length > 0;

export function reactsToPlayerDamageQuery(s: DmState, defs: readonly CardDef[], player: number): boolean {
  const list = answers(defs).reactsToPlayerDamage;
  if (list.length === 0) return false;
  for (const q of list) if (q(s, defs, player)) return true;
  return false;
}
