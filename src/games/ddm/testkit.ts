// Test helpers (imported by *.test.ts only): a battle on an open test map with creatures put where a
// test wants them, played through the game API (game.apply, d20s forced with game.forceChance).
import { Ctx, freezeAll, type Decision, type GameEvent } from '../../core/index.js';
import { definition, game, type DdmConfig } from './game.js';
import type { Attack, AttackEffect, CreatureCard, ItemCard } from './cards/schema.js';
import type { DdmMap } from './geometry/index.js';
import type { DdmCtx, DdmQueries } from './ctx.js';
import type { Cond, CreatureState, DdmState } from './state.js';

export function openMap(width = 12, height = 12, walls: [number, number][] = []): DdmMap {
  const row = (y: number) => Array.from({ length: width }, (_, x) => [x, y] as [number, number]);
  return {
    format: 'skirmish-ddm-map',
    version: 1,
    id: 'test-open',
    name: 'Open test field',
    width,
    height,
    terrain: [],
    walls: { squares: walls, segments: [], diagonals: [] },
    startAreas: { A: [row(0)], B: [row(height - 1)] },
    victoryAreas: { A: [[[0, height - 2]]], B: [[[width - 1, 1]]], AB: [] },
  };
}

/** A creature of a test warband: a card name, or a card with its items. */
export type TestEntry = string | { readonly card: string; readonly items?: readonly string[] };

/** A battle of two sealed-format warbands (no faction/alignment limits), creatures at the given squares. */
export function battle(p1: readonly TestEntry[], p2: readonly TestEntry[], at: readonly (readonly [number, number])[], map: DdmMap = openMap()): DdmState {
  const entry = (e: TestEntry) => (typeof e === 'string' ? { card: e } : { card: e.card, items: [...(e.items ?? [])] });
  const config: DdmConfig = {
    warbands: [
      { name: 'One', faction: 'Civilization', points: 400, format: 'sealed', creatures: p1.map(entry) },
      { name: 'Two', faction: 'Wild', points: 400, format: 'sealed', creatures: p2.map(entry) },
    ],
    maps: [map],
  };
  const r = game.setup(config, 1);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  s.core.stack = [];
  s.core.pending = null;
  s.creatures.forEach((c, i) => {
    const p = at[i];
    c.pos = p ? { x: p[0], y: p[1] } : null;
    c.lastLegal = c.pos;
  });
  s.round = 1;
  return s;
}

/**
 * A battle played through the game API up to the start of `label`'s first turn: `game.setup`, then
 * every set-up question answered (no power used), the creatures put at `at` (off the map where
 * `at` has no square) and `prepare` run (conditions, hit points …) while initiative is asked, initiative taken or deferred so that `label`'s
 * player goes first, and `label` chosen to take its turn (its start-of-turn powers declined). The
 * state waits for its first action; answer with `play`.
 */
export function turnOf(
  p1: readonly TestEntry[],
  p2: readonly TestEntry[],
  at: readonly (readonly [number, number])[],
  label: string,
  opts: { readonly map?: DdmMap; readonly prepare?: (s: DdmState) => void } = {},
): DdmState {
  const r = game.setup(configOf(p1, p2, opts.map ?? openMap()), 1);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  for (let guard = 0; guard < 200; guard++) {
    const p = decision(s);
    if (p.kind === 'initiative') {
      s.creatures.forEach((c, i) => {
        const q = at[i];
        c.pos = q ? { x: q[0], y: q[1] } : null;
        c.lastLegal = c.pos;
      });
      opts.prepare?.(s);
      const owner = byLabel(s, label).owner;
      reply(s, p.player === owner ? 'first' : 'defer');
      const next = decision(s);
      if (next.kind === 'choose-creature') reply(s, String(byLabel(s, label).id));
      if (s.turn?.creature !== byLabel(s, label).id) throw new Error(`${label}'s turn did not start (${decision(s).kind})`);
      // Start-of-turn powers are declined: the turn starts with its actions unused.
      while (decision(s).kind === 'use-power' && decision(s).options.some((o) => o.id === 'no')) reply(s, 'no');
      return s;
    }
    reply(s, p.options.some((o) => o.id === 'no') ? 'no' : (p.options[0] as { id: string }).id);
  }
  throw new Error('the set-up did not reach initiative');
}

function configOf(p1: readonly TestEntry[], p2: readonly TestEntry[], map: DdmMap): DdmConfig {
  const entry = (e: TestEntry) => (typeof e === 'string' ? { card: e } : { card: e.card, items: [...(e.items ?? [])] });
  return {
    warbands: [
      { name: 'One', faction: 'Civilization', points: 400, format: 'sealed', creatures: p1.map(entry) },
      { name: 'Two', faction: 'Wild', points: 400, format: 'sealed', creatures: p2.map(entry) },
    ],
    maps: [map],
  };
}

/** The open question (a battle in a test never ends unnoticed). */
export function decision(s: DdmState): Decision {
  const p = game.pending(s);
  if (p.terminal) throw new Error(`the battle is over: ${p.reason}`);
  return p;
}

function reply(s: DdmState, id: string): GameEvent[] {
  const p = decision(s);
  if (!p.options.some((o) => o.id === id)) throw new Error(`"${id}" is not offered for ${p.kind} (${p.prompt}): ${p.options.map((o) => o.id).join(', ')}`);
  const r = game.apply(s, p.rqid, id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * Answers the open questions in order through the game API — each answer an option id, or a
 * function of the question returning one — with the d20 rolls `d20s` forced (`game.forceChance`),
 * all of which must be used. Returns the events and the questions asked.
 */
export function play(
  s: DdmState,
  answers: readonly (string | ((d: Decision) => string))[],
  d20s: readonly number[] = [],
  /** False when more questions follow that use the rest of the rolls (`act`). */
  check = true,
): { events: GameEvent[]; asked: Decision[] } {
  if (d20s.length > 0) {
    const f = game.forceChance(s, d20s);
    if (!f.ok) throw new Error(f.error.message);
  }
  const events: GameEvent[] = [];
  const asked: Decision[] = [];
  for (const a of answers) {
    const d = decision(s);
    asked.push(d);
    events.push(...reply(s, typeof a === 'string' ? a : a(d)));
  }
  if (check && s.core.forced?.length) throw new Error(`${s.core.forced.length} forced d20 rolls were not used`);
  return { events, asked };
}

/**
 * Takes one action from the turn's menu through the game API (`option`, e.g. "attack:0" or "move")
 * with the d20 rolls `d20s` forced, and answers every question that follows with `answer` (null:
 * the last option, usually "no"/"end") until the acting creature's menu is back, or the turn or the
 * battle is over. All forced rolls must be used. Returns the events and the questions asked.
 */
export function act(
  s: DdmState,
  option: string,
  d20s: readonly number[] = [],
  answer: (d: Decision) => string | null = () => null,
): { events: GameEvent[]; asked: Decision[] } {
  const actor = s.turn?.creature;
  if (actor === undefined) throw new Error('no creature is taking its turn');
  const first = play(s, [option], d20s, false);
  const events = [...first.events];
  const asked = [...first.asked];
  for (let guard = 0; guard < 500; guard++) {
    const p = game.pending(s);
    if (p.terminal || s.turn?.creature !== actor || isMenu(p)) break;
    asked.push(p);
    events.push(...reply(s, answer(p) ?? (p.options[p.options.length - 1] as { id: string }).id));
  }
  if (s.core.forced?.length) throw new Error(`${s.core.forced.length} forced d20 rolls were not used`);
  return { events, asked };
}

/**
 * `act` answering every power question (`use-power`) the same way: with the first power offered when
 * `use`, 'no' otherwise. Returns how many such questions were asked.
 */
export function actAnsweringPowers(s: DdmState, option: string, d20s: readonly number[], use: boolean): number {
  let offered = 0;
  act(s, option, d20s, (d) => {
    if (d.kind !== 'use-power') return null;
    offered++;
    return use ? (d.options.find((o) => o.id !== 'no')?.id ?? null) : 'no';
  });
  return offered;
}

/**
 * Plays on through the game API until `label`'s turn menu in a later round: other creatures' turns
 * are ended at once, initiative is taken, `label` is chosen when its player picks, start-of-turn and
 * other optional powers are declined (otherwise the first option is taken).
 */
export function untilTurnOf(s: DdmState, label: string): void {
  const start = s.round;
  playOnUntil(s, label, () => s.round > start);
}

/**
 * Like `untilTurnOf`, but stops at `label`'s next turn menu, in this round or a later one (the turn
 * `label` may be taking now is ended first).
 */
export function nextTurnOf(s: DdmState, label: string): void {
  const c = byLabel(s, label);
  let left = s.turn?.creature !== c.id;
  playOnUntil(
    s,
    label,
    () => left,
    () => (left = left || s.turn?.creature !== c.id),
  );
}

function playOnUntil(s: DdmState, label: string, ready: () => boolean, seen: () => void = () => undefined): void {
  const c = byLabel(s, label);
  const reached = playOn(
    s,
    (d) => {
      seen();
      return isMenu(d) && s.turn?.creature === c.id && ready();
    },
    label,
  );
  if (!reached) throw new Error(`${label}'s turn did not come again`);
}

/**
 * Plays on through the game API until `until` holds for the open question (which is then left
 * open): menus are ended, initiative taken, `prefer` chosen when its player picks a creature,
 * optional powers declined, otherwise the first option taken. Returns the questions answered, or
 * null when `until` did not come within 200 questions.
 */
export function playOn(s: DdmState, until: (d: Decision) => boolean, prefer?: string): Decision[] | null {
  const want = prefer === undefined ? undefined : String(byLabel(s, prefer).id);
  const asked: Decision[] = [];
  for (let guard = 0; guard < 200; guard++) {
    const d = decision(s);
    if (until(d)) return asked;
    const offered = (id: string) => d.options.some((o) => o.id === id);
    const id =
      d.kind === 'choose-creature' && want !== undefined && offered(want)
        ? want
        : isMenu(d)
          ? 'end'
          : d.kind === 'initiative'
            ? 'first'
            : offered('no')
              ? 'no'
              : (d.options[0] as { id: string }).id;
    asked.push(d);
    reply(s, id);
  }
  return null;
}

/**
 * Gives the card `card` (in this battle only) a test "Shove" in place of its attacks: no damage, and
 * `effects` (a push, pull or slide) on a miss — a natural 1 — so the forced movement is all that
 * happens. Melee, or at range 10.
 */
export function shoveOnMiss(s: DdmState, card: string, effects: readonly AttackEffect[], ranged = false): void {
  const c = s.cards[card];
  if (!c) throw new Error(`no card ${card} in this battle`);
  const range: Attack['range'] = ranged ? { kind: 'ranged', range: 10 } : { kind: 'melee' };
  const shove: Attack = {
    name: 'Shove',
    basic: true,
    range,
    bonus: 0,
    vs: 'AC',
    damage: [],
    effects: [],
    miss: { damage: [], effects: [...effects] },
    targeting: 'one',
    provokes: false,
  };
  withCard(s, card, { ...c, attacks: [shove] });
}

/**
 * Gives the card `name` the data `card` in this battle only. Card data never changes in place
 * during a battle (rules/setup.ts freezes it; per-battle tables are keyed on the card table), so the
 * battle gets a new card table with the new card, frozen in turn, and reads it from then on.
 */
export function withCard(s: DdmState, name: string, card: CreatureCard): void {
  if (!(name in s.cards)) throw new Error(`withCard: no card ${name} in this battle`);
  Object.assign(s, { cards: freezeAll({ ...s.cards, [name]: card }) });
}

/** Puts the item `name` in this battle's item table (the `withCard` of items): a new frozen table. */
export function withItem(s: DdmState, name: string, item: ItemCard): void {
  Object.assign(s, { items: freezeAll({ ...s.items, [name]: item }) });
}

/** The turn's action menu (rules/turn.ts), not a sub-question such as a squeezed creature's action. */
const isMenu = (d: Decision): boolean => d.kind === 'choose-action' && d.prompt.endsWith(': choose an action.');

export const byLabel = (s: DdmState, label: string): CreatureState => {
  const c = s.creatures.find((x) => x.label === label);
  if (!c) throw new Error(`no creature ${label}`);
  return c;
};

/** A rules context on `s` for the synchronous queries a test reads (defenses, targets, paths); it resolves no steps. */
export function ctxFor(s: DdmState): DdmCtx {
  return new Ctx<DdmState, DdmQueries>(s, definition);
}

export { step } from './steps.js';

/** A test condition for `addCond`: `kind` until saved against, with no source creature; `sourcePlayer` the player who imposed it (-1: none). */
export const testCondition = (kind: Cond['kind'], sourcePlayer = -1): Omit<Cond, 'id' | 'ownTurn'> => ({
  kind,
  name: 'test',
  amount: 0,
  dtype: 'untyped',
  defense: 'all',
  duration: 'save-ends',
  source: -1,
  sourcePlayer,
});
