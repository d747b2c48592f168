// Implements ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD" (Powers) and "HOW TO READ AN
// ITEM STAT CARD", Actions ("treated as though having all powers listed here on its stat card, if it
// can use that item"): what a creature's powers tell the rules, asked by name. Each named query is a
// fold over the answers of the creature's powers — its card's, then its usable items', in printed
// order — and each power module (abilities/powers/*) declares its answers beside its schema and text.
// A rule asks `powerAnswers(s, c).reach` and never tests a power's kind or imports a power module.
//
// Cards never change during a battle, so the fold is worked out once per card (and once per card and
// item combination) and kept in WeakMaps: a query on the hot paths (sight, reach, attack options) is
// a map lookup and a field read, and allocates nothing.
//
// The answers are registered by abilities/powers/index.ts (`answerPowerQueries`), not imported here:
// the template modules (triggered, action, continuous) read the effect and trigger modules, which read
// the rules, while geo.ts and the rule files ask these queries — the registry keeps the graph acyclic.
import type { Json } from '../../../core/index.js';
import type { DamageType, Power } from '../cards/schema.js';
import type { TerrainType } from '../geometry/types.js';
import type { CreatureState, DdmState } from '../state.js';

type PowerOf<K extends Power['kind']> = Extract<Power, { kind: K }>;
export type TriggeredPower = PowerOf<'triggered'>;
export type ActionPower = PowerOf<'action'>;
export type MountPower = PowerOf<'mount'>;
export type ChargerPower = PowerOf<'charger'>;

/** "Resistance and Vulnerability", "IMMUNE DAMAGE", "INSUBSTANTIAL": what changes the damage a creature takes. */
export interface DamageTraits {
  readonly immune: readonly DamageType[];
  readonly resist: readonly { readonly amount: number; readonly type: DamageType | 'all' }[];
  readonly vulnerable: readonly { readonly amount: number; readonly type: DamageType | 'all' }[];
  readonly insubstantial: boolean;
}

/** "Line of Sight" and the guidelines' Invisible, Hide and Blindsight. */
export interface Sight {
  /** Seen by no one (without blindsight to it). */
  readonly invisible: boolean;
  /** Unseen by a viewer it has ranged cover against (without blindsight to it). */
  readonly hide: boolean;
  /** The range of its blindsight (-1: none). */
  readonly blindsight: number;
  /** The range of its blindsight toward creatures without Flight only (Tremorsense; -1: none). */
  readonly blindsightNotFlying: number;
  /** Marks (`hasMark`) that, while one is set on it, make it unseen by viewers not adjacent to it (a power's lasting state, e.g. Shadowmeld). */
  readonly unseenFromAfarWhile: readonly string[];
  /** Marks that, while one is NOT yet set on it, make it invisible (Disguise Self: invisible until its first attack is resolved). */
  readonly invisibleUntil: readonly string[];
  /** The same, to its enemies only (Disguise Self printed "invisible to enemies"). */
  readonly invisibleToEnemiesUntil: readonly string[];
  /** Terrain types in which it has Hide (Blend with the Trees: forest, market stalls counting as forest; geo.ts sees). */
  readonly hideIn: readonly TerrainType[];
  /** Terrain in which it is invisible — to its enemies only with `enemiesOnly` (Forest Ward, Forest Camouflage; geo.ts sees). */
  readonly invisibleIn: readonly { readonly terrain: readonly TerrainType[]; readonly enemiesOnly: boolean }[];
}

/** "Modes (Movement)" and "CORE RULES AND EXCEPTIONS" for movement. */
export interface MoveTraits {
  /** Phasing (or Incorporeal): ignores walls and non-pit terrain while moving. */
  readonly phasing: boolean;
  /** "Can move N squares while Immobilized" (0: none). */
  readonly whileImmobilized: number;
  /** Hop: "moves as if with Flight on its turn" — its own movement on its own turn is made with Flight. */
  readonly flightOnOwnTurn: boolean;
  /** Stable Footing: every move and shift ignores difficult terrain's extra cost, so spike stones do not hurt it ("SPIKE STONES"). */
  readonly ignoresDifficult: boolean;
}

/** "TYPE Healing N": each time an effect would deal it damage of `type`, it heals `amount` HP (the power's `name`). */
export interface TypeHealing {
  readonly name: string;
  readonly type: DamageType;
  readonly amount: number;
}

/** "Set-Up": where the creature starts. */
export interface SetupPlacement {
  /** Delayed Appearance: off the map until a power of its own places it. */
  readonly delayed: boolean;
  /** Wandering Monster: in a random victory area. */
  readonly wandering: boolean;
  /** Scout: may also start in an empty victory area. */
  readonly scout: boolean;
  /** May also start within this many squares of its start area (0: no). */
  readonly nearStart: number;
}

/** "Start of Turn Phase" 1 and "End of Turn Phase" 1: when the creature makes its saving throws. */
export type SaveTiming = 'end' | 'start' | 'both';

/** "Hit Points", Set-Up Effects: a change to maximum HP, maybe only with a champion of a keyword. */
export interface SetupHp {
  readonly amount: number;
  readonly ifChampionKeyword?: string | undefined;
}

/** A core effect a power is put into play as at set-up (rules/setup.ts adds `#<creature>` and the creature). */
export interface InPlay {
  readonly name: string;
  readonly handler: string;
  readonly params: Readonly<Record<string, Json>>;
}

/**
 * A per-creature mark: a power's state that lasts until the power's own file ends it (Shadowmeld's
 * "until this creature makes an attack"). Kept in the core counters, so clone, hash and replay carry
 * it; set with `ctx.counters.spend(markKey(c, mark))`, cleared with `ctx.counters.restore(…)`.
 */
export const markKey = (c: CreatureState, mark: string): string => `${c.id}:mark:${mark}`;
export const hasMark = (s: DdmState, c: CreatureState, mark: string): boolean => (s.core.counters.spent[markKey(c, mark)] ?? 0) > 0;

/** Every named query, folded over a creature's powers. */
export interface PowerAnswers {
  /** "Melee Attacks", Range: how far its melee attacks reach. Fold: the largest (1 without Reach). */
  readonly reach: number;
  /** "Attack Roll", Conceal: a hit against it misses on a d20 below this. Fold: the largest (0: none). */
  readonly concealment: number;
  /** Fold: the lists joined in order, insubstantial if any says so. */
  readonly damageTraits: DamageTraits;
  /** "Rounds and Turns" (Multi-Activation): turns it may take each round. Fold: the largest (1). */
  readonly turnsPerRound: number;
  /** "Mounts and Riders", MOUNT: who may ride it. Fold: the first (null: not a mount). */
  readonly mount: MountPower | null;
  /** "Mounts and Riders", Charger. Fold: the first (null: none). */
  readonly charger: ChargerPower | null;
  /** Fold: invisible or hide if any says so; blindsight the largest range; the marks joined. */
  readonly sight: Sight;
  /** Fold: phasing if any says so; the largest distance while Immobilized. */
  readonly moveTraits: MoveTraits;
  /** Fold: each if any says so. */
  readonly setupPlacement: SetupPlacement;
  /** Fold: the first power that moves the saves ('end': none does). */
  readonly saveTiming: SaveTiming;
  /** Fold: all, in order (the rule adds those whose condition holds). */
  readonly setupHp: readonly SetupHp[];
  /** The Wyvern's area rule (continuous `ignore-one-area-target`): may leave one target out of an area. Fold: any. */
  readonly ignoresOneAreaTarget: boolean;
  /** Sharpshooter (continuous `ignores-enemy-cover`): no creature gives cover against its ranged attacks. Fold: any. */
  readonly ignoresEnemyCover: boolean;
  /** Scent (continuous `conceal-extra-die`): its Conceal rolls use the higher of two d20 — 'any' target, or only an 'adjacent' one; null: none. Fold: any beats adjacent. */
  readonly concealExtraDie: 'any' | 'adjacent' | null;
  /** Blend with Shadows (continuous `conceal-beside-wall`): its Conceal while a wall touches its space. Fold: the largest (0: none). */
  readonly concealBesideWall: number;
  /** Terrain Mastery (continuous `occupies-adjacent-victory-area`): counts as occupying a victory area it is adjacent to. Fold: any. */
  readonly occupiesAdjacentArea: boolean;
  /** "Blind" (continuous `immune-attacks-named`): the words whose attacks do not affect it ("Gaze"). Fold: all. */
  readonly immuneToAttacksNamed: readonly string[];
  /** Immune Fear (continuous `immune-fear`): Fear effects do not affect it. Fold: any. */
  readonly immuneFear: boolean;
  /** Murderous (continuous `murderous`): null without it; 'own-turn' when it holds only on its turn. Fold: the first. */
  readonly murderous: 'always' | 'own-turn' | null;
  /** "TYPE Healing N" (continuous `type-healing`): the HP it heals each time an effect would deal it damage of a type. Fold: all. */
  readonly typeHealing: readonly TypeHealing[];
  /** Aquaphobe (continuous `river-entry-damage`): the damage it takes each time it enters river terrain. Fold: the largest (0: none). */
  readonly riverEntryDamage: number;
  /** The core effects it is put into play as ("Continuous Powers", Sneak Attack, custom files). Fold: all, in order. */
  readonly inPlay: readonly InPlay[];
  /** The power language's triggered powers. Fold: all, in order. */
  readonly triggered: readonly TriggeredPower[];
  /** The power language's action powers. Fold: all, in order. */
  readonly actions: readonly ActionPower[];
  /**
   * "CORE RULES AND EXCEPTIONS" for movement: some power of it answers the core `movement` query
   * (ctx.ts; move-through-enemies, terrain-walk). Fold: any. A move asks that query only of such a
   * creature (rules/move-powers.ts): every other creature moves by the rules alone.
   */
  readonly changesMovement: boolean;
  /** Defensive Mobility "while moving": its leaving a square by its own movement is noted (CreatureState `leaving`). Fold: any. */
  readonly marksLeaving: boolean;
  /** A power of it is used "when this creature first becomes bloodied": its becoming bloodied is counted (CreatureState `bloodiedTimes`). Fold: any. */
  readonly countsBloodied: boolean;
  /** Ghost Touch (continuous `ignores-insubstantial`): which of its attacks ignore Insubstantial — its melee attacks ('melee'), its melee basic attacks ('melee-basic'). Fold: the widest (null: none). */
  readonly meleeIgnoresInsubstantial: 'melee' | 'melee-basic' | null;
  /** Solid Footing (continuous `immune-forced-movement`): push, pull and slide effects of these creatures do not affect it ('enemies', 'all'; null: none). Fold: the widest. */
  readonly forcedImmunity: 'enemies' | 'all' | null;
}
export type QueryName = keyof PowerAnswers;

/** What one power answers: its part of each fold it takes part in. */
export interface PowerAnswer {
  readonly reach?: number;
  readonly concealment?: number;
  readonly damageTraits?: Partial<DamageTraits>;
  readonly turnsPerRound?: number;
  readonly mount?: MountPower;
  readonly charger?: ChargerPower;
  readonly sight?: Partial<Sight>;
  readonly moveTraits?: Partial<MoveTraits>;
  readonly setupPlacement?: Partial<SetupPlacement>;
  readonly saveTiming?: Exclude<SaveTiming, 'end'>;
  readonly setupHp?: SetupHp;
  readonly ignoresOneAreaTarget?: boolean;
  readonly ignoresEnemyCover?: boolean;
  readonly concealExtraDie?: 'any' | 'adjacent';
  readonly concealBesideWall?: number;
  readonly occupiesAdjacentArea?: boolean;
  readonly immuneToAttacksNamed?: string;
  readonly immuneFear?: boolean;
  readonly murderous?: 'always' | 'own-turn';
  readonly typeHealing?: TypeHealing;
  readonly riverEntryDamage?: number;
  readonly inPlay?: InPlay;
  readonly triggered?: TriggeredPower;
  readonly actions?: ActionPower;
  readonly changesMovement?: boolean;
  readonly marksLeaving?: boolean;
  readonly countsBloodied?: boolean;
  readonly meleeIgnoresInsubstantial?: 'melee' | 'melee-basic';
  readonly forcedImmunity?: 'enemies' | 'all';
}

/** A module's answers for one power of its kind (abilities/powers/module.ts `answers`). */
export type Answerer = (p: Power) => PowerAnswer | null;

export const NO_DAMAGE_TRAITS: DamageTraits = { immune: [], resist: [], vulnerable: [], insubstantial: false };

/** The answers of a creature with no powers. */
export const NO_POWERS: PowerAnswers = {
  reach: 1,
  concealment: 0,
  damageTraits: NO_DAMAGE_TRAITS,
  turnsPerRound: 1,
  mount: null,
  charger: null,
  sight: {
    invisible: false,
    hide: false,
    blindsight: -1,
    blindsightNotFlying: -1,
    unseenFromAfarWhile: [],
    invisibleUntil: [],
    invisibleToEnemiesUntil: [],
    hideIn: [],
    invisibleIn: [],
  },
  moveTraits: { phasing: false, whileImmobilized: 0, flightOnOwnTurn: false, ignoresDifficult: false },
  setupPlacement: { delayed: false, wandering: false, scout: false, nearStart: 0 },
  saveTiming: 'end',
  setupHp: [],
  ignoresOneAreaTarget: false,
  ignoresEnemyCover: false,
  concealExtraDie: null,
  concealBesideWall: 0,
  occupiesAdjacentArea: false,
  immuneToAttacksNamed: [],
  immuneFear: false,
  murderous: null,
  typeHealing: [],
  riverEntryDamage: 0,
  inPlay: [],
  triggered: [],
  actions: [],
  changesMovement: false,
  marksLeaving: false,
  countsBloodied: false,
  meleeIgnoresInsubstantial: null,
  forcedImmunity: null,
};

/** Answers being folded: the lists grow in place, the rest is replaced. */
type Acc = { -readonly [Q in QueryName]: PowerAnswers[Q] };

const REGISTERED = new Map<string, Answerer>();

/** Registers each power kind's answers (abilities/powers/index.ts does, for every module that answers). */
export function answerPowerQueries(byKind: Readonly<Record<string, Answerer | undefined>>): void {
  for (const [kind, a] of Object.entries(byKind)) if (a) REGISTERED.set(kind, a);
}

function add(acc: Acc, a: PowerAnswer): void {
  if (a.reach !== undefined) acc.reach = Math.max(acc.reach, a.reach);
  if (a.concealment !== undefined) acc.concealment = Math.max(acc.concealment, a.concealment);
  if (a.damageTraits) {
    const d = acc.damageTraits;
    acc.damageTraits = {
      immune: [...d.immune, ...(a.damageTraits.immune ?? [])],
      resist: [...d.resist, ...(a.damageTraits.resist ?? [])],
      vulnerable: [...d.vulnerable, ...(a.damageTraits.vulnerable ?? [])],
      insubstantial: d.insubstantial || a.damageTraits.insubstantial === true,
    };
  }
  if (a.turnsPerRound !== undefined) acc.turnsPerRound = Math.max(acc.turnsPerRound, a.turnsPerRound);
  if (a.mount && !acc.mount) acc.mount = a.mount;
  if (a.charger && !acc.charger) acc.charger = a.charger;
  if (a.sight) {
    const v = acc.sight;
    acc.sight = {
      invisible: v.invisible || a.sight.invisible === true,
      hide: v.hide || a.sight.hide === true,
      blindsight: Math.max(v.blindsight, a.sight.blindsight ?? -1),
      blindsightNotFlying: Math.max(v.blindsightNotFlying, a.sight.blindsightNotFlying ?? -1),
      unseenFromAfarWhile: [...v.unseenFromAfarWhile, ...(a.sight.unseenFromAfarWhile ?? [])],
      invisibleUntil: [...v.invisibleUntil, ...(a.sight.invisibleUntil ?? [])],
      invisibleToEnemiesUntil: [...v.invisibleToEnemiesUntil, ...(a.sight.invisibleToEnemiesUntil ?? [])],
      hideIn: [...v.hideIn, ...(a.sight.hideIn ?? [])],
      invisibleIn: [...v.invisibleIn, ...(a.sight.invisibleIn ?? [])],
    };
  }
  if (a.moveTraits) {
    const m = acc.moveTraits;
    acc.moveTraits = {
      phasing: m.phasing || a.moveTraits.phasing === true,
      whileImmobilized: Math.max(m.whileImmobilized, a.moveTraits.whileImmobilized ?? 0),
      flightOnOwnTurn: m.flightOnOwnTurn || a.moveTraits.flightOnOwnTurn === true,
      ignoresDifficult: m.ignoresDifficult || a.moveTraits.ignoresDifficult === true,
    };
  }
  if (a.setupPlacement) {
    const p = acc.setupPlacement;
    const q = a.setupPlacement;
    acc.setupPlacement = {
      delayed: p.delayed || q.delayed === true,
      wandering: p.wandering || q.wandering === true,
      scout: p.scout || q.scout === true,
      nearStart: Math.max(p.nearStart, q.nearStart ?? 0),
    };
  }
  if (a.saveTiming && acc.saveTiming === 'end') acc.saveTiming = a.saveTiming;
  if (a.setupHp) acc.setupHp = [...acc.setupHp, a.setupHp];
  if (a.ignoresOneAreaTarget) acc.ignoresOneAreaTarget = true;
  if (a.ignoresEnemyCover) acc.ignoresEnemyCover = true;
  if (a.concealExtraDie && acc.concealExtraDie !== 'any') acc.concealExtraDie = a.concealExtraDie;
  if (a.occupiesAdjacentArea) acc.occupiesAdjacentArea = true;
  if (a.concealBesideWall !== undefined) acc.concealBesideWall = Math.max(acc.concealBesideWall, a.concealBesideWall);
  if (a.immuneToAttacksNamed) acc.immuneToAttacksNamed = [...acc.immuneToAttacksNamed, a.immuneToAttacksNamed];
  if (a.immuneFear) acc.immuneFear = true;
  if (a.murderous && !acc.murderous) acc.murderous = a.murderous;
  if (a.typeHealing) acc.typeHealing = [...acc.typeHealing, a.typeHealing];
  if (a.riverEntryDamage !== undefined) acc.riverEntryDamage = Math.max(acc.riverEntryDamage, a.riverEntryDamage);
  if (a.inPlay) acc.inPlay = [...acc.inPlay, a.inPlay];
  if (a.triggered) acc.triggered = [...acc.triggered, a.triggered];
  if (a.actions) acc.actions = [...acc.actions, a.actions];
  if (a.changesMovement) acc.changesMovement = true;
  if (a.marksLeaving) acc.marksLeaving = true;
  if (a.countsBloodied) acc.countsBloodied = true;
  if (a.forcedImmunity && acc.forcedImmunity !== 'all') acc.forcedImmunity = a.forcedImmunity;
  if (a.meleeIgnoresInsubstantial && acc.meleeIgnoresInsubstantial !== 'melee') acc.meleeIgnoresInsubstantial = a.meleeIgnoresInsubstantial;
}

function fold(from: PowerAnswers, powers: readonly Power[]): PowerAnswers {
  if (REGISTERED.size === 0) throw new Error('DDM power queries asked before abilities/powers/index.ts registered the power modules’ answers');
  const acc: Acc = { ...from };
  for (const p of powers) {
    const a = REGISTERED.get(p.kind)?.(p);
    if (a) add(acc, a);
  }
  return acc;
}

/** A node of the cache: the answers of a card's powers followed by some items' powers, and the nodes one item further. */
interface Node {
  readonly answers: PowerAnswers;
  readonly next: WeakMap<readonly Power[], Node>;
}
const ROOTS = new WeakMap<readonly Power[], Node>();
const NONE: readonly Power[] = [];

function root(powers: readonly Power[]): Node {
  let n = ROOTS.get(powers);
  if (!n) ROOTS.set(powers, (n = { answers: fold(NO_POWERS, powers), next: new WeakMap() }));
  return n;
}

/** The answers of a list of powers (a card's or an item's). */
export const answersOf = (powers: readonly Power[]): PowerAnswers => root(powers).answers;

/** The answers of the creature's powers: its card's, then those of the items it can use. */
export function powerAnswers(s: DdmState, c: CreatureState): PowerAnswers {
  let n = root(s.cards[c.card]?.powers ?? NONE);
  for (const i of c.usableItems) {
    const item = s.items[i]?.powers ?? NONE;
    let m = n.next.get(item);
    if (!m) n.next.set(item, (m = { answers: fold(n.answers, item), next: new WeakMap() }));
    n = m;
  }
  return n.answers;
}
