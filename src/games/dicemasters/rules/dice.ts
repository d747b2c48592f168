// Implements: dice-masters-battle-for-faerun — "MORE ABOUT DICE", "LEVELS AND SPINNING",
// "BONUSES AND DAMAGE" (stats with bonuses, never below zero; what card abilities add is their
// modules' answer to the stat query, abilities/queries.ts), "COSTS" and "ACTIVE AND FIELDED".
import { cardDef } from '../cards/catalogue.js';
import type { Ability, CardDef } from '../cards/types.js';
import type { DieState, DmState, Face } from '../types.js';
import { copiedStat } from './copy-state.js'; // CAPTURING, CONTROLLING, AND COPYING: "copy the stats"
import { AREA, diceIn as zoneDice, diceInZones, idsInEither } from './zones.js';
// BONUSES AND DAMAGE, COSTS: what card text adds to attack and defense and to a fielding cost is the
// fold of the stat and cost queries over the modules in play.
import { costQuery, statOverrideQuery, statQuery } from '../abilities/queries.js';

// The card definitions of a state's card slots, cached per slot array (the keys never change during a
// game; copies of a state share the array, see clone.ts). Keeps face lookups to two array reads.
// A one-entry memo in front of the WeakMap: a game loop (or a search on copies of one position) asks
// about the same slot array over and over, and an identity check is far cheaper than a WeakMap probe.
const defsCache = new WeakMap<readonly { key: string }[], CardDef[]>();
let lastSlots: readonly { key: string }[] | null = null;
let lastDefs: CardDef[] = [];

export function cardDefs(s: DmState): CardDef[] {
  const slots = s.cards;
  if (slots === lastSlots) return lastDefs;
  let defs = defsCache.get(slots);
  if (!defs) {
    defs = slots.map((c) => cardDef(c.key));
    defsCache.set(slots, defs);
  }
  lastSlots = slots;
  lastDefs = defs;
  return defs;
}

/** One ability of kind K on a card of the game: its card slot, its index on the card, and the ability. */
export interface AbilityRef<K extends Ability['kind']> {
  readonly slot: number;
  readonly ability: number;
  readonly r: Extract<Ability, { kind: K }>;
}

/**
 * A lookup of the abilities of one kind on the cards of a game (the reactions: damage, effect, redirect),
 * cached per card-slot array so the test "does any card in this game react?" stays cheap.
 */
export function abilitiesOfKind<K extends Ability['kind']>(kind: K): (s: DmState) => readonly AbilityRef<K>[] {
  const cache = new WeakMap<readonly object[], readonly AbilityRef<K>[]>();
  return (s) => {
    let list = cache.get(s.cards);
    if (!list) {
      const out: AbilityRef<K>[] = [];
      cardDefs(s).forEach((c, slot) =>
        c.abilities.forEach((a, ability) => (a.kind === kind ? out.push({ slot, ability, r: a as Extract<Ability, { kind: K }> }) : undefined)),
      );
      list = out;
      cache.set(s.cards, list);
    }
    return list;
  };
}

export function cardOf(s: DmState, d: DieState): CardDef {
  return cardDefs(s)[d.card] as CardDef;
}

export function faceOf(s: DmState, d: DieState): Face {
  return (cardDefs(s)[d.card] as CardDef).faces[d.face] as Face;
}

export function isNpc(s: DmState, d: DieState): boolean {
  return (s.cards[d.card] as { key: string }).key === 'npc';
}

export const inField = (d: DieState): boolean => d.zone === 'field' || d.zone === 'attack';

/** A rolled die in the field or reserve is whatever its face shows (MORE ABOUT DICE). */
export function showsCharacter(s: DmState, d: DieState): boolean {
  return faceOf(s, d).t === 'char';
}

export function level(s: DmState, d: DieState): number {
  const f = faceOf(s, d);
  return f.t === 'char' ? f.level : 0;
}

export function bursts(s: DmState, d: DieState): 0 | 1 | 2 {
  const f = faceOf(s, d);
  return f.t === 'char' || f.t === 'action' ? f.bursts : 0;
}

export function hasAbility<K extends Ability['kind']>(c: CardDef, kind: K): Extract<Ability, { kind: K }> | undefined {
  return c.abilities.find((a) => a.kind === kind) as Extract<Ability, { kind: K }> | undefined;
}

export const isGear = (s: DmState, d: DieState): boolean => cardOf(s, d).kind === 'gear';

/** What the abilities of the game's cards add to this die's stat now (the stat query). */
function abilityBonus(s: DmState, d: DieState, which: 'a' | 'd'): number {
  return statQuery(s, cardDefs(s), d, which);
}

/** Attack with bonuses; bonuses cannot reduce a number below zero. Card text that says what a stat is treated as ("regardless of bonuses") overrides the sum (the statOverride query). */
export function attack(s: DmState, d: DieState): number {
  const f = faceOf(s, d);
  return f.t === 'char' ? (statOverrideQuery(s, cardDefs(s), d, 'a') ?? Math.max(0, (copiedStat(s, d, 'a') ?? f.a) + d.bonusA + abilityBonus(s, d, 'a'))) : 0;
}

export function defense(s: DmState, d: DieState): number {
  const f = faceOf(s, d);
  return f.t === 'char' ? (statOverrideQuery(s, cardDefs(s), d, 'd') ?? Math.max(0, (copiedStat(s, d, 'd') ?? f.d) + d.bonusD + abilityBonus(s, d, 'd'))) : 0;
}

/** Fielding cost, floored at zero (COSTS). */
export function fieldingCost(s: DmState, d: DieState): number {
  const f = faceOf(s, d);
  return f.t === 'char' ? Math.max(0, f.cost + costQuery(s, cardDefs(s), d.owner, d.card, 'field')) : 0;
}

/** Index of the face at `lvl` on this die's card, or -1. */
export function faceForLevel(s: DmState, d: DieState, lvl: number): number {
  return cardOf(s, d).faces.findIndex((f) => f.t === 'char' && f.level === lvl);
}

export function maxLevel(s: DmState, d: DieState): number {
  let m = 0;
  for (const f of cardOf(s, d).faces) if (f.t === 'char' && f.level > m) m = f.level;
  return m;
}

/** Spin up one level; a character at its highest level cannot be spun up (returns false). */
export function spinUp(s: DmState, d: DieState): boolean {
  const lvl = level(s, d);
  if (lvl === 0 || lvl >= maxLevel(s, d)) return false;
  d.face = faceForLevel(s, d, lvl + 1);
  return true;
}

/** Spin down one level; level 1 cannot spin down to a non-character face (returns false). */
export function spinDown(s: DmState, d: DieState): boolean {
  const lvl = level(s, d);
  if (lvl <= 1) return false;
  d.face = faceForLevel(s, d, lvl - 1);
  return true;
}

/** "While active": one or more of this card's dice are in the field (applies once however many). */
export function cardActive(s: DmState, cardIndex: number): boolean {
  for (let owner = -1; owner <= 1; owner++)
    for (const id of idsInEither(s, owner, AREA.field, AREA.attack)) if ((s.dice[id] as DieState).card === cardIndex) return true;
  return false;
}

/** `player`'s dice in `zone`, in die order (read from the state's zone index, rules/zones.ts). */
export const diceIn = zoneDice;

export function fieldChars(s: DmState, player: number): DieState[] {
  const out: DieState[] = [];
  // Gear dice sit in the field too but are not characters.
  for (const id of idsInEither(s, player, AREA.field, AREA.attack)) {
    const d = s.dice[id] as DieState;
    if (faceOf(s, d).t === 'char') out.push(d);
  }
  return out;
}

const FIELD_AREAS = ['field', 'attack'] as const;

export function allFieldChars(s: DmState): DieState[] {
  const out: DieState[] = [];
  for (const d of diceInZones(s, FIELD_AREAS)) if (faceOf(s, d).t === 'char') out.push(d);
  return out;
}

/**
 * A die as players read it in options and the log: its owner, its card's name and its number, the
 * number the table shows on the die ("Player 1's <card title> die #12 (level 1, 1A/4D)").
 */
export function dieName(s: DmState, d: DieState): string {
  const c = cardOf(s, d);
  const f = faceOf(s, d);
  const who = `Player ${d.owner + 1}'s ${c.key === 'npc' ? 'NPC' : c.title} die #${d.id}`;
  // No commas inside: the log lists dice separated by commas ("attacks with A, B").
  if (f.t === 'char') return `${who} (level ${f.level} · ${attack(s, d)}A/${defense(s, d)}D${d.damage ? ` · ${d.damage} damage` : ''})`;
  return `${who} (${faceLabel(f)})`;
}

// Faces are immutable catalogue data: each label is built once (labels appear in options and events
// on every roll, so this is on the hot path).
const faceLabels = new WeakMap<Face, string>();

export function faceLabel(f: Face): string {
  let l = faceLabels.get(f);
  if (l === undefined) {
    l = buildFaceLabel(f);
    faceLabels.set(f, l);
  }
  return l;
}

function buildFaceLabel(f: Face): string {
  switch (f.t) {
    case 'energy':
      return f.n === 1 ? f.type : `${f.n} ${f.type}`;
    case 'wild':
      return 'wild ?';
    case 'generic':
      return `generic ${f.n}`;
    case 'char':
      return `level ${f.level} (${f.cost} to field, ${f.a}A ${f.d}D)${'*'.repeat(f.bursts)}`;
    case 'action':
      return `action${f.bursts ? ' ' + '*'.repeat(f.bursts) : ''}`;
  }
}

export function opponent(p: number): number {
  return 1 - p;
}
