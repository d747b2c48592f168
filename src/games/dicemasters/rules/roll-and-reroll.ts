// Implements: dice-masters-battle-for-faerun — "ROLL AND REROLL STEP" (roll drawn and prep dice; one
// group reroll), "REROLLING DICE" (partially spent dice can't be rerolled; a die rerolled outside
// the roll step stays in its area unless its face can't be there) and "BURST SYMBOLS"
// (bursts are read from the face when the die is used; they are never optional); a die card text keeps
// on its face through its owner's next roll step is neither rolled nor rerolled ("CARD TEXT DETAILS").
import type { OfferedOption, Option } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import type { CardDef } from '../cards/types.js';
import { cardDefs, faceLabel, faceOf, cardOf, inField } from './dice.js';
import { checkLethal, leaveField } from './damage.js';
import type { DmCtx } from './context.js';
import { AREA, idsIn, moveAll } from './zones.js';

export function rollDie(ctx: DmCtx, d: DieState): void {
  d.face = ctx.rng.faceIndex(cardOf(ctx.state, d).faces.length);
}

/**
 * REROLLING DICE outside the roll step: the die stays in its area unless the card text says where the
 * new face goes (`energyTo` for an energy face) or the face cannot be there (energy in the field),
 * in which case it goes to the reserve pool. A partially spent die cannot be rerolled (returns false).
 */
export function rerollInPlace(ctx: DmCtx, d: DieState, energyTo: 'used' | 'prep' | null, by: number): boolean {
  if (d.partial) return false;
  const s = ctx.state;
  rollDie(ctx, d);
  const f = faceOf(s, d);
  const energy = f.t === 'energy' || f.t === 'wild' || f.t === 'generic';
  if (ctx.eventsWanted) ctx.emit('rerolled-die', { die: d.id, face: faceLabel(f), name: cardOf(s, d).key === 'npc' ? 'NPC' : cardOf(s, d).title });
  if (inField(d)) {
    // A field die may show a character face (or, for gear, its gear face); anything else must move.
    const fits = f.t === 'char' || (f.t === 'action' && cardOf(s, d).kind === 'gear');
    if (!fits) leaveField(ctx, d, energy && energyTo ? energyTo : 'reserve');
    else checkLethal(ctx, d, by);
  }
  return true;
}

/**
 * CARD TEXT DETAILS (card text supersedes the rules): "do not roll it next turn" — a core effect naming a
 * die put in its owner's prep area with its face kept: their next roll step neither rolls nor rerolls it
 * (it goes to the reserve on that face); the mark ends with that roll step, wherever the die is then.
 */
export const HELD_FACE = 'held-face';

/** Marks die `d` as kept on its face through its owner's next roll step. */
export function holdFace(ctx: DmCtx, d: DieState): void {
  ctx.addEffect({ name: `${HELD_FACE}#${ctx.state.core.nextEffectId}`, handler: HELD_FACE, owner: d.owner, params: { die: d.id }, duration: 'next-roll' });
}

/** Whether die `id` keeps its face through its owner's next roll step. */
export function heldFace(s: DmState, id: number): boolean {
  const fx = s.core.effects;
  if (fx.length === 0) return false;
  for (const e of fx) if (e.handler === HELD_FACE && e.params.die === id) return true;
  return false;
}

/** Rolls every die in the active player's prep area (the four drawn plus those already there), but those that keep their face. */
export function rollPrep(ctx: DmCtx): void {
  const s = ctx.state;
  let rolled = idsIn(s, s.active, AREA.prep);
  if (s.core.effects.length > 0) rolled = rolled.filter((id) => !heldFace(s, id));
  for (const id of rolled) rollDie(ctx, s.dice[id] as DieState);
  // The faces are worded only for a reader of the events (`Ctx.eventsWanted`).
  if (ctx.eventsWanted) ctx.emit('rolled', { player: s.active, faces: prepFaces(s) });
  // What rolling (not rerolling) triggers (custom cards that answer `Rolled`).
  ctx.announce('Rolled', { player: s.active, dice: rolled }, s.active);
}

// "<card title>: level 2 (…)" for each card and face, built once per card (rolls happen every turn).
const rolledNames = new WeakMap<CardDef, string[]>();
function rolledName(c: CardDef, face: number): string {
  let names = rolledNames.get(c);
  if (!names) {
    names = c.faces.map((f) => `${c.key === 'npc' ? 'NPC' : c.title}: ${faceLabel(f)}`);
    rolledNames.set(c, names);
  }
  return names[face] as string;
}

function prepFaces(s: DmState): string[] {
  const out: string[] = [];
  const defs = cardDefs(s);
  for (const id of idsIn(s, s.active, AREA.prep)) {
    const d = s.dice[id] as DieState;
    out.push(rolledName(defs[d.card] as CardDef, d.face));
  }
  return out;
}

/**
 * The dice the active player may reroll, in classes of interchangeable dice (same card, same face:
 * rerolling one or the other gives the same game up to die names). Partially spent dice are left out
 * (July 2014 rule 2). Classes are ordered by their first die, so the list is stable while the
 * decision is open.
 */
export function rerollClasses(s: DmState): DieState[][] {
  const classes: DieState[][] = [];
  const keys: number[] = [];
  for (const id of idsIn(s, s.active, AREA.prep)) {
    const d = s.dice[id] as DieState;
    if (d.partial || heldFace(s, id)) continue;
    const key = d.card * 64 + d.face;
    const i = keys.indexOf(key);
    if (i >= 0) (classes[i] as DieState[]).push(d);
    else {
      keys.push(key);
      classes.push([d]);
    }
  }
  return classes;
}

/**
 * Up to this many distinct groups, the reroll is one decision listing every group (up to
 * equivalence); past it (many dice in the prep area), the player says class by class how many to
 * reroll, so that a human is never shown hundreds of options.
 */
export const MAX_GROUP_OPTIONS = 32;

function groupCount(classes: readonly DieState[][]): number {
  let n = 1;
  for (const c of classes) n *= c.length + 1;
  return n;
}

// "NPC showing fist" for each card and face, built once per card.
const classNames = new WeakMap<CardDef, string[]>();
function className(s: DmState, d: DieState): string {
  const c = cardOf(s, d);
  let names = classNames.get(c);
  if (!names) {
    names = c.faces.map((f) => `${c.key === 'npc' ? 'NPC' : c.title} showing ${faceLabel(f)}`);
    classNames.set(c, names);
  }
  return names[d.face] as string;
}

const KEEP_ALL = 'Keep every die as rolled';

/**
 * The label of a one-decision-mode option from its dice alone (the game words these lazily, see
 * `describe` in game.ts): the dice are listed class by class, so runs of one class give the counts.
 * Equal to the label `rerollOptions` builds with `labels` on (random-games.test.ts checks it).
 */
export function describeRerollGroup(s: DmState, dice: readonly number[]): string {
  if (dice.length === 0) return KEEP_ALL;
  let label = 'Reroll ';
  for (let i = 0; i < dice.length;) {
    const d = s.dice[dice[i] as number] as DieState;
    const key = d.card * 64 + d.face;
    let k = 1;
    while (i + k < dice.length) {
      const e = s.dice[dice[i + k] as number] as DieState;
      if (e.card * 64 + e.face !== key) break;
      k++;
    }
    if (i > 0) label += ', ';
    const name = className(s, d);
    label += k === 1 ? name : `${k} × ${name}`;
    i += k;
  }
  return label;
}

/**
 * The reroll question: "reroll" (id) rerolls the dice chosen so far and keeps the rest — with
 * nothing chosen, it keeps every die as rolled. In one-decision mode every other option is a whole
 * group (`group:<ids>`); in class-by-class mode `count:<k>` rerolls k dice of the class asked about.
 * Returns [] when no die can be rerolled. With `labels` false, one-decision-mode options come without
 * labels (`describeRerollGroup` words them when shown); class-by-class mode (rare) is always labelled.
 */
export function rerollOptions(s: DmState, marked?: readonly number[], next?: number): Option[];
export function rerollOptions(s: DmState, marked: readonly number[], next: number, labels: boolean): OfferedOption[];
export function rerollOptions(s: DmState, marked: readonly number[] = [], next = 0, labels = true): OfferedOption[] {
  const classes = rerollClasses(s);
  if (classes.length === 0) return [];
  if (marked.length === 0 && next === 0 && groupCount(classes) <= MAX_GROUP_OPTIONS) {
    return groupOptions(classes, labels ? classes.map((c) => className(s, c[0] as DieState)) : null);
  }
  const cls = classes[next];
  if (!cls) return [];
  const names = classes.map((c) => className(s, c[0] as DieState));
  const opts: Option[] = [
    { id: 'reroll', label: marked.length ? `Reroll the ${marked.length} chosen dice together, keep the rest` : KEEP_ALL, payload: { dice: [...marked] } },
  ];
  const last = next === classes.length - 1;
  for (let k = last ? 1 : 0; k <= cls.length; k++) {
    const dice = [...marked, ...cls.slice(0, k).map((d) => d.id)];
    opts.push({
      id: `count:${k}`,
      label: `Reroll ${k} of the ${cls.length} ${names[next] as string}${last ? '' : ', then choose among the next dice'}`,
      payload: { dice },
    });
  }
  return opts;
}

// Die ids as strings ("7") and with the separator (".7"): the same few dozen strings in every id.
const DIE_IDS: string[] = [];
const DOT_IDS: string[] = [];
const dieId = (d: number): string => (DIE_IDS[d] ??= String(d));
const dotId = (d: number): string => (DOT_IDS[d] ??= '.' + String(d));

/** One-decision mode: every group, labelled with the class names when given. */
function groupOptions(classes: readonly DieState[][], names: readonly string[] | null): OfferedOption[] {
  const opts: OfferedOption[] = [names ? { id: 'reroll', label: KEEP_ALL, payload: { dice: [] } } : { id: 'reroll', payload: { dice: [] } }];
  // Every vector of counts (k_i of class i, 0 ≤ k_i ≤ size), the empty one first; the first k_i
  // dice of a class stand for any k_i of them.
  const counts = classes.map(() => 0);
  for (;;) {
    let i = 0;
    while (i < classes.length && counts[i] === (classes[i] as DieState[]).length) counts[i++] = 0;
    if (i === classes.length) break;
    counts[i] = (counts[i] as number) + 1;
    const dice: number[] = [];
    let id = 'group:';
    let label = 'Reroll ';
    for (let c = 0; c < classes.length; c++) {
      const k = counts[c] as number;
      if (k === 0) continue;
      const cls = classes[c] as DieState[];
      for (let j = 0; j < k; j++) {
        const die = (cls[j] as DieState).id;
        id += dice.length ? dotId(die) : dieId(die);
        dice.push(die);
      }
      if (names) {
        if (label.length > 7) label += ', ';
        label += k === 1 ? (names[c] as string) : `${k} × ${names[c] as string}`;
      }
    }
    opts.push(names ? { id, label, payload: { dice } } : { id, payload: { dice } });
  }
  return opts;
}

/** The single group reroll, then every rolled die goes to the reserve pool face up. */
export function finishRoll(ctx: DmCtx, marked: readonly number[]): void {
  const s = ctx.state;
  const kept: number[] = [];
  for (const id of idsIn(s, s.active, AREA.prep)) if (!marked.includes(id) && !heldFace(s, id)) kept.push(id);
  for (const id of marked) rollDie(ctx, s.dice[id] as DieState);
  if (marked.length && ctx.eventsWanted) ctx.emit('rerolled', { player: s.active, count: marked.length, faces: prepFaces(s) });
  moveAll(s, s.active, 'prep', 'reserve');
  // The faces kept through this roll step go to the reserve with the rest: their marks end here.
  if (s.core.effects.length > 0) ctx.removeEffects((e) => e.handler === HELD_FACE && e.owner === s.active);
  // What keeping a rolled face triggers (custom cards that answer `RollKept`): the dice not rerolled.
  ctx.announce('RollKept', { player: s.active, dice: kept }, s.active);
}
