// Test-only helpers (not used by the shipped game): pick options by what they do, force dice results by
// choosing the generator state an apply() starts from, and check the game's invariants.
import { seedRng, type Decision, type GameEvent, type Option } from '../../core/index.js';
import { dicemasters } from './game.js';
import { cardOf, faceOf, inField } from './rules/dice.js';
import type { DieState, DmState } from './types.js';

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
 * Applies an option after choosing the generator state so that the dice come out as the scenario says:
 * tries seeds until `want(stateAfter)` holds, then applies the same choice to the real state.
 */
export function chooseForcing(s: DmState, pred: (o: Option) => boolean, want: (after: DmState) => boolean, who?: number): GameEvent[] {
  const p = pending(s);
  if (who !== undefined && p.player !== who) throw new Error(`expected player ${who}, got ${p.player} (${p.kind})`);
  const o = p.options.find(pred);
  if (!o) throw new Error(`no matching option for ${p.kind}; offered:\n${p.options.map((x) => `  ${x.id}: ${x.label}`).join('\n')}`);
  for (let k = 1; k < 200_000; k++) {
    const trial = game.clone(s);
    trial.core.rng = seedRng(k);
    if (!game.apply(trial, p.rqid, o.id).ok) continue;
    if (want(trial)) {
      s.core.rng = seedRng(k);
      const r = game.apply(s, p.rqid, o.id);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    }
  }
  throw new Error('no generator state gives the wanted dice');
}

/** Sets up a game from a seed chosen so that `want` holds for the first state. */
export function setupForcing(config: unknown, want: (s: DmState) => boolean): DmState {
  for (let k = 1; k < 200_000; k++) {
    const r = game.setup(config, k);
    if (r.ok && want(r.value.state)) return r.value.state;
  }
  throw new Error('no seed gives the wanted opening');
}

/** A short name for what a die shows: "fist", "wild", "2", "NPC", "L2 Vampire", "action*". */
export function shows(s: DmState, d: DieState): string {
  const f = faceOf(s, d);
  const c = cardOf(s, d);
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
  d.owner = owner;
  d.zone = z;
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
  for (const d of s.dice) if (d.zone === 'prep') d.zone = 'bag';
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
