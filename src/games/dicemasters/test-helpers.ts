// Test-only helpers (not used by the shipped game): pick options by what they do, force draws and rolls
// through the public API (`game.forceChance`, set-up's `chance`), and check the game's invariants.
import type { Decision, GameEvent, Option } from '../../core/index.js';
import type { CardDef } from './cards/types.js';
import { dicemasters } from './game.js';
import { cardOf, faceOf, inField } from './rules/dice.js';
import type { DieState, DmState, Face } from './types.js';
import { changeOwner, moveDie, zoneIndexProblem } from './rules/zones.js';

export const game = dicemasters;

export function pending(s: DmState): Decision {
  const p = game.pending(s);
  if (p.terminal) throw new Error(`game over: ${p.reason}`);
  return p;
}

/** Applies the first option whose id/label/payload satisfies `pred`; throws when none does. */
export function choose(s: DmState, pred: (o: Option) => boolean, who?: number): Option {
  const p = pending(s);
  if (who !== undefined && p.player !== who) throw new Error(`expected player ${who} to decide, but player ${p.player} is asked (${p.kind}: ${p.prompt})`);
  const o = p.options.find(pred);
  if (!o) throw new Error(`no matching option for ${p.kind} (${p.prompt}); offered:\n${p.options.map((x) => `  ${x.id}: ${x.label}`).join('\n')}`);
  const r = game.apply(s, p.rqid, o.id);
  if (!r.ok) throw new Error(r.error.message);
  return o;
}

export const byId =
  (id: string) =>
  (o: Option): boolean =>
    o.id === id;
export const byLabel =
  (re: RegExp) =>
  (o: Option): boolean =>
    re.test(o.label);

/**
 * Applies an option with the chance outcomes of that apply fixed in advance through the public API
 * (`game.forceChance`): every draw and roll is one uniform whole number (a bag position, a face
 * index), taken in the order the engine makes them. Build the list with `draws`, `rolls` or
 * `turnStart` so that it reads as what happens.
 */
export function chooseWith(s: DmState, pred: (o: Option) => boolean, outcomes: readonly number[], who?: number): GameEvent[] {
  const p = pending(s);
  if (who !== undefined && p.player !== who) throw new Error(`expected player ${who}, got ${p.player} (${p.kind})`);
  const o = p.options.find(pred);
  if (!o) throw new Error(`no matching option for ${p.kind}; offered:\n${p.options.map((x) => `  ${x.id}: ${x.label}`).join('\n')}`);
  const f = game.forceChance(s, outcomes);
  if (!f.ok) throw new Error(f.error.message);
  const r = game.apply(s, p.rqid, o.id);
  if (!r.ok) throw new Error(r.error.message);
  if (s.core.forced?.length) throw new Error(`${s.core.forced.length} forced outcomes were not used: the apply drew less than the test says`);
  return r.value;
}

/**
 * Sets up `config` with the opening fixed: the first player draws dice of `drawn` kinds and the prep
 * area shows `faces` (see `turnStart`). The outcomes are worked out on a probe set-up whose drawn dice
 * are put back in the bag.
 */
export function setupShows(config: unknown, drawn: readonly string[], faces: readonly string[]): DmState {
  const probe = game.setup(config, 1);
  if (!probe.ok) throw new Error(probe.error.message);
  const p = probe.value.state;
  for (const d of p.dice) if (d.owner === p.active && d.zone === 'prep') moveDie(p, d, 'bag');
  const r = game.setup(config, 1, { chance: turnStart(p, p.active, drawn, faces, false) });
  if (!r.ok) throw new Error(r.error.message);
  if (r.value.state.core.forced?.length) throw new Error('the set-up drew less than the test says');
  return r.value.state;
}

/** The kind of a die as tests name it: "NPC" or the card title. */
const kindOf = (s: DmState, d: DieState): string => (cardOf(s, d).key === 'npc' ? 'NPC' : cardOf(s, d).title);

/**
 * The bag positions that draw dice of these kinds from `player`'s bag, in order (clear-and-draw.ts:
 * the bag is a list in die order, a draw takes one position out, and an empty bag refills from the
 * used pile). `clearFirst`: the draw is a turn's clear and draw, whose clear step first moves the
 * reserve pool to the used pile. Returns the outcomes and the dice drawn.
 */
export function draws(s: DmState, player: number, kinds: readonly string[], clearFirst = true): { outcomes: number[]; dice: DieState[] } {
  let bag = s.dice.filter((d) => d.owner === player && d.zone === 'bag');
  const outcomes: number[] = [];
  const dice: DieState[] = [];
  const refill = (d: DieState): boolean => d.zone === 'used' || (clearFirst && d.zone === 'reserve');
  for (const k of kinds) {
    if (bag.length === 0) bag = s.dice.filter((d) => d.owner === player && refill(d) && !dice.includes(d));
    const i = bag.findIndex((d) => kindOf(s, d) === k);
    if (i < 0) throw new Error(`no ${k} die left in player ${player}'s bag to draw`);
    outcomes.push(i);
    dice.push(bag[i] as DieState);
    bag = [...bag.slice(0, i), ...bag.slice(i + 1)];
  }
  return { outcomes, dice };
}

/** The face indices that make `dice`, rolled in this order, show `faces` ("fist", "NPC", "L2 Vampire", "Stinking Cloud*", …). */
export function rolls(s: DmState, dice: readonly DieState[], faces: readonly string[]): number[] {
  if (dice.length !== faces.length) throw new Error(`${dice.length} dice rolled but ${faces.length} faces named`);
  return dice.map((d, i) => faceIndex(s, d, faces[i] as string));
}

function faceIndex(s: DmState, d: DieState, face: string): number {
  const c = cardOf(s, d);
  const i = c.faces.findIndex((f) => faceName(c, f) === face);
  if (i < 0) throw new Error(`a ${kindOf(s, d)} die has no "${face}" face`);
  return i;
}

/**
 * A turn's start for `player`: clear and draw takes dice of `drawn` kinds, in order; then every die in
 * the prep area is rolled in die order, and together they show `faces` (in any order: each face is
 * matched to a die that has it, the first fitting assignment in die order).
 */
export function turnStart(s: DmState, player: number, drawn: readonly string[], faces: readonly string[], clearFirst = true): number[] {
  const d = draws(s, player, drawn, clearFirst);
  const prep = [...s.dice.filter((x) => x.owner === player && x.zone === 'prep'), ...d.dice].sort((a, b) => a.id - b.id);
  const order = assign(s, prep, [...faces]);
  if (!order) throw new Error(`the prep area (${prep.map((x) => kindOf(s, x)).join(', ')}) cannot show ${faces.join(', ')}`);
  return [...d.outcomes, ...rolls(s, prep, order)];
}

/** Faces for `dice` in order, taken from `left` (a multiset), or null when no assignment fits. */
function assign(s: DmState, dice: readonly DieState[], left: string[]): string[] | null {
  const [first, ...rest] = dice;
  if (!first) return left.length === 0 ? [] : null;
  for (const f of [...new Set(left)]) {
    if (!cardOf(s, first).faces.some((x) => faceName(cardOf(s, first), x) === f)) continue;
    const i = left.indexOf(f);
    const tail = assign(s, rest, [...left.slice(0, i), ...left.slice(i + 1)]);
    if (tail) return [f, ...tail];
  }
  return null;
}

/** A short name for a face of a card: "fist", "fistx2", "wild", "2", "NPC", "L2 Vampire", "Stinking Cloud*". */
export function faceName(c: CardDef, f: Face): string {
  switch (f.t) {
    case 'energy':
      return f.n === 1 ? f.type : `${f.type}x2`;
    case 'wild':
      return 'wild';
    case 'generic':
      return String(f.n);
    case 'char':
      return c.key === 'npc' ? 'NPC' : `L${f.level} ${c.title}`;
    case 'action':
      return `${c.title}${'*'.repeat(f.bursts)}`;
  }
}

/** What a die shows, by `faceName`. */
export function shows(s: DmState, d: DieState): string {
  return faceName(cardOf(s, d), faceOf(s, d));
}

export function zone(s: DmState, player: number, z: DieState['zone']): DieState[] {
  return s.dice.filter((d) => d.owner === player && d.zone === z);
}

/** The faces showing in a zone, sorted (for order-free comparison). */
export function facesIn(s: DmState, player: number, z: DieState['zone']): string[] {
  return zone(s, player, z)
    .map((d) => shows(s, d))
    .sort();
}

/** What kinds of dice are in a zone, sorted: "NPC", "Halfling Thief", … (faces ignored). */
export function kindsIn(s: DmState, player: number, z: DieState['zone']): string[] {
  return zone(s, player, z)
    .map((d) => (cardOf(s, d).key === 'npc' ? 'NPC' : cardOf(s, d).title))
    .sort();
}

export function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');
}

/** Invariants that must hold after every step; returns the broken ones. */
export function invariantErrors(s: DmState, initial: { dice: number; perCard: number[] }): string[] {
  const errs: string[] = [];
  if (s.dice.length !== initial.dice) errs.push(`dice count changed: ${s.dice.length} != ${initial.dice}`);
  const perCard = s.cards.map(() => 0);
  const ids = new Set<number>();
  s.dice.forEach((d, i) => {
    if (d.id !== i) errs.push(`die at index ${i} has id ${d.id}`);
    if (ids.has(d.id)) errs.push(`die ${d.id} listed twice`);
    ids.add(d.id);
    perCard[d.card] = (perCard[d.card] ?? 0) + 1;
    const slot = s.cards[d.card];
    if (d.zone === 'supply') {
      if (slot && slot.owner !== d.owner) errs.push(`unpurchased die ${d.id} has owner ${d.owner}, card owner ${slot.owner}`);
    } else if (d.owner !== 0 && d.owner !== 1) errs.push(`die ${d.id} in ${d.zone} has no owner`);
    else if (slot && slot.owner !== -1 && slot.owner !== d.owner && d.control?.from !== slot.owner) errs.push(`die ${d.id} changed owner`);
    if (d.control && !inField(d)) errs.push(`die ${d.id} is controlled outside the field`);
    const gearFace = cardOf(s, d).kind === 'gear' && faceOf(s, d).t === 'action';
    if (inField(d) && faceOf(s, d).t !== 'char' && !gearFace) errs.push(`die ${d.id} in the field shows a non-character face`);
    if (d.attachedTo >= 0) {
      const h = s.dice[d.attachedTo];
      if (!inField(d) || !h || !inField(h) || h.owner !== d.owner || cardOf(s, h).equipSlot !== true)
        errs.push(`gear ${d.id} attached to ${d.attachedTo}, which cannot hold it`);
    }
    if (d.zone === 'captured') {
      const cap = s.dice[d.capturedBy];
      if (!cap || !inField(cap)) errs.push(`die ${d.id} captured by ${d.capturedBy}, which is not in the field`);
    }
    if (!inField(d) && d.damage !== 0) errs.push(`die ${d.id} outside the field keeps damage`);
  });
  perCard.forEach((n, i) => {
    if (n !== initial.perCard[i]) errs.push(`card ${i} has ${n} dice, started with ${initial.perCard[i]}`);
  });
  // PLAY AREAS: the per-player, per-area index (rules/zones.ts) lists exactly the dice there.
  const index = zoneIndexProblem(s);
  if (index) errs.push(`zone index: ${index}`);
  s.players.forEach((p, i) => {
    if (p.life > p.startLife) errs.push(`player ${i} life ${p.life} above start ${p.startLife}`);
    if (p.life <= 0 && !s.core.terminal) errs.push(`player ${i} at ${p.life} life but the game goes on`);
  });
  return errs;
}

export function census(s: DmState): { dice: number; perCard: number[] } {
  const perCard = s.cards.map(() => 0);
  for (const d of s.dice) perCard[d.card] = (perCard[d.card] ?? 0) + 1;
  return { dice: s.dice.length, perCard };
}

/** Takes a die of `key` not yet placed by the arrangement (from the supply or bag) and places it. */
export function place(s: DmState, key: string, owner: number, z: DieState['zone'], face: number, taken: Set<number>): DieState {
  const d = s.dice.find(
    (x) => !taken.has(x.id) && s.cards[x.card]?.key === key && (x.owner === owner || x.owner === -1) && (key !== 'npc' || x.owner === owner),
  );
  if (!d) throw new Error(`no ${key} die left for player ${owner}`);
  taken.add(d.id);
  changeOwner(s, d, owner, z);
  d.face = face;
  return d;
}

/**
 * A position built directly: set up `config`, empty the first player's prep area into the bag, let
 * `arrange` place dice (via `put`), then answer the opening reroll question with "keep" so that the
 * engine computes the main step from the arranged position.
 */
export function position(
  config: unknown,
  arrange: (s: DmState, put: (key: string, owner: number, z: DieState['zone'], face: number) => DieState) => void,
): DmState {
  const r = game.setup(config, 1);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  for (const d of s.dice) if (d.zone === 'prep') moveDie(s, d, 'bag');
  const taken = new Set<number>();
  arrange(s, (key, owner, z, face) => place(s, key, owner, z, face, taken));
  choose(s, byId('reroll'), 0);
  return s;
}

/** Option ids on offer now (for asserting what is and is not legal). */
export function offered(s: DmState): string[] {
  const p = game.pending(s);
  return p.terminal ? [] : p.options.map((o) => o.id);
}

/**
 * One seeded random-vs-random game of `config` (uniform over each decision's options, drawn from a
 * small generator seeded with `pick`), checking the invariants after every decision. `see` is told
 * each decision and the events its answer caused. Returns the final state; throws naming the game and
 * decision when an invariant breaks or the game does not finish. With `until`, it stops (unanswered)
 * at the first decision that satisfies it.
 */
export function playCheckedRandom(
  config: unknown,
  seed: number,
  pick: number,
  see: (p: Decision, events: readonly GameEvent[]) => void = () => {},
  until?: (p: Decision) => boolean,
): DmState {
  const r = game.setup(config as Parameters<typeof game.setup>[0], seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  const initial = census(s);
  let x = pick >>> 0 || 1;
  for (let n = 0; ; n++) {
    const p = game.pending(s);
    if (p.terminal || until?.(p)) return s;
    if (n > 50_000) throw new Error(`game ${seed} did not finish`);
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    const o = p.options[Math.floor((x / 2 ** 32) * p.options.length)] as Option;
    const res = game.apply(s, p.rqid, o.id);
    if (!res.ok) throw new Error(res.error.message);
    see(p, res.value);
    const errs = invariantErrors(s, initial);
    if (errs.length) throw new Error(`game ${seed}, decision ${n}: ${errs.join('; ')}`);
  }
}
