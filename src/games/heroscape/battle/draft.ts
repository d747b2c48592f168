/**
 * Drafting an army from a shared pool, for two players and for three or more.
 * Rulebook: heroscape-master-game-guide — "Drafting an Army" (two players: both roll the d20,
 * re-rolling ties; the higher drafts first by choosing one Army Card; the other then chooses two;
 * then each chooses one at a time until the Points Cost limit is reached or no more can be chosen.
 * Three or more: all roll, the highest chooses one card, then the player to the left and so on; the
 * last player to draft chooses two and the draft goes back round in reverse, its last player (the
 * first drafter) choosing two, and so back and forth, the last player in each direction choosing two;
 * a player who cannot pick passes and has completed the army. A chosen card's figures are placed in
 * the player's starting zone at once), "2. GATHER AND PLACE YOUR ARMY" (one copy of each Unique card;
 * no more spaces than the zone; teammates share their zone).
 *
 * A card is offered only when the player can afford it, does not already have it (Unique), and its
 * figures fit in the free spaces of the zone (a double-space figure on a same-level pair). A player
 * with nothing left to choose has completed the army.
 */
import type { Option, StepHandler } from '../../../core/index.js';
import type { ArmyCard } from '../cards/army-card.js';
import { tell, type HsCtx, type HsEvents, type HsQueries } from './events.js';
import { rollOff } from './round.js';
import { HIVE_SPACES, hiveBasePlaces } from './hive.js';
import { pairIn, zoneSpaces } from './setup.js';
import type { HsStep, StepOf } from './steps.js';
import { SEAT_LETTERS } from './setup.js';
import { boardOf, type HsState } from './state.js';

type H<K extends HsStep['kind']> = StepHandler<HsState, StepOf<K>, HsQueries, HsEvents>;

function armyPoints(s: HsState, player: number): number {
  return s.cards.reduce((sum, c) => sum + (c.owner === player ? c.card.points : 0), 0);
}

/**
 * Whether the card's figures fit in the zone's free spaces (pairs for double-space figures; the Marro
 * Hive's 6-hex base where one can go, "Marro Hive Rules").
 */
function fits(s: HsState, player: number, card: ArmyCard): boolean {
  const board = boardOf(s);
  const zone = zoneSpaces(board, s.zones[player] as string);
  const busy = new Set<number>();
  for (const f of s.figures) {
    if (f.head >= 0) busy.add(f.head);
    if (f.tail >= 0) busy.add(f.tail);
    for (const x of f.extra ?? []) busy.add(x);
  }
  if (card.spaces === HIVE_SPACES) return hiveBasePlaces(board, zone, busy).length > 0;
  for (let k = 0; k < card.figures; k++) {
    if (card.spaces === 2) {
      const pair = pairIn(board, zone, busy, card.height);
      if (!pair) return false;
      busy.add(pair[0]).add(pair[1]);
    } else {
      const sp = zone.find((x) => !busy.has(x) && board.spHeadroom[x]! >= card.height);
      if (sp === undefined) return false;
      busy.add(sp);
    }
  }
  return true;
}

/** The pool cards `player` may choose now (indexes into the pool). */
export function draftable(s: HsState, player: number): number[] {
  const spent = armyPoints(s, player);
  const limit = s.pointLimit ?? Infinity;
  const out: number[] = [];
  s.pool.forEach((card, i) => {
    if (spent + card.points > limit) return;
    if (card.rarity === 'unique' && s.cards.some((c) => c.owner === player && c.card.name === card.name)) return;
    if ((card.spaces > 2 && card.spaces !== HIVE_SPACES) || !fits(s, player, card)) return;
    out.push(i);
  });
  return out;
}

/** The next go: the other player (two cards on the second go of the draft), or the same one if the other is done. */
function advance(ctx: HsCtx, player: number, picks: number, goes: number, done: readonly number[]): void {
  const n = ctx.state.core.players;
  if (picks > 0 && !done.includes(player)) {
    ctx.push({ kind: 'draft-pick', player, picks, goes, done });
    return;
  }
  if (done.length >= n) {
    ctx.push({ kind: 'start-round' });
    return;
  }
  const other = (player + 1) % n;
  const next = done.includes(other) ? player : other;
  ctx.push({ kind: 'draft-pick', player: next, picks: goes === 0 && next === other ? 2 : 1, goes: goes + 1, done });
}

/** The players still drafting beyond `player` in direction `dir` (seats from `first` going left, not round the corner). */
function beyond(n: number, first: number, player: number, dir: 1 | -1, done: readonly number[]): number[] {
  const out: number[] = [];
  for (let pos = ((player - first + n) % n) + dir; pos >= 0 && pos < n; pos += dir) {
    const p = (first + pos) % n;
    if (!done.includes(p)) out.push(p);
  }
  return out;
}

/**
 * The next go of the draft for three or more: the next player still drafting in this direction, or,
 * when the direction is exhausted, the draft reverses. The last player still drafting in the
 * direction chooses two cards (the first drafter's very first go is one card).
 */
function advanceSnake(ctx: HsCtx, player: number, picks: number, goes: number, done: readonly number[], snake: { first: number; dir: 1 | -1 }): void {
  const n = ctx.state.core.players;
  if (picks > 0 && !done.includes(player)) {
    ctx.push({ kind: 'draft-pick', player, picks, goes, done, snake });
    return;
  }
  if (done.length >= n) {
    ctx.push({ kind: 'start-round' });
    return;
  }
  let dir = snake.dir;
  let ahead = beyond(n, snake.first, player, dir, done);
  if (ahead.length === 0) {
    dir = dir === 1 ? -1 : 1;
    ahead = beyond(n, snake.first, player, dir, done);
  }
  // Only this player is left drafting: one card at a time until the army is complete.
  const next = ahead[0] ?? player;
  const last = ahead.length === 1;
  ctx.push({ kind: 'draft-pick', player: next, picks: last ? 2 : 1, goes: goes + 1, done, snake: { first: snake.first, dir } });
}

export const rollDraftOrder: H<'roll-draft-order'> = {
  run(ctx, step) {
    const r = rollOff(ctx, step.rolling);
    tell(ctx, 'DraftOrderRolled', { rolls: r.rolls, tied: r.tied });
    if (r.winner === null) ctx.push({ kind: 'roll-draft-order', rolling: r.tied });
    else if (ctx.state.core.players > 2) ctx.push({ kind: 'draft-pick', player: r.winner, picks: 1, goes: 0, done: [], snake: { first: r.winner, dir: 1 } });
    else ctx.push({ kind: 'draft-pick', player: r.winner, picks: 1, goes: 0, done: [] });
  },
};

/** The next go, by the two-player procedure or the back-and-forth one for three or more. */
function next(ctx: HsCtx, step: StepOf<'draft-pick'>, picks: number, done: readonly number[]): void {
  if (step.snake) advanceSnake(ctx, step.player, picks, step.goes, done, step.snake);
  else advance(ctx, step.player, picks, step.goes, done);
}

export const draftPick: H<'draft-pick'> = {
  run(ctx, step) {
    const s = ctx.state;
    const choices = draftable(s, step.player);
    if (choices.length === 0) {
      tell(ctx, 'DraftDone', { player: step.player });
      next(ctx, step, 0, [...step.done, step.player]);
      return;
    }
    const options: Option[] = choices.map((i) => ({ id: `pool:${i}`, label: `${s.pool[i]!.name} (${s.pool[i]!.points} points)`, payload: { pool: i } }));
    return ctx.ask(step.player, 'draft-pick', `Draft an Army Card (${armyPoints(s, step.player)} of ${s.pointLimit} points spent)`, options);
  },
  choose(ctx, step, option) {
    const s = ctx.state;
    const i = Number(option.id.slice('pool:'.length));
    const [card] = s.pool.splice(i, 1) as [ArmyCard];
    const index = s.cards.length;
    s.cards.push({ card, owner: step.player, markers: [], revealed: [], tokens: [] });
    let n = s.figures.filter((f) => f.owner === step.player).length;
    const placing: HsStep[] = [];
    for (let k = 0; k < card.figures; k++) {
      const id = `${SEAT_LETTERS[step.player]}${++n}`;
      s.figures.push({ id, card: index, owner: step.player, head: -1, tail: -1, wounds: 0, destroyed: false });
      placing.push({ kind: 'deploy-figure', player: step.player, figure: id });
    }
    tell(ctx, 'Drafted', { player: step.player, card: index, cardName: card.name, points: card.points }, step.player);
    next(ctx, step, step.picks - 1, step.done);
    // "take the figure or figures shown on the card and place them in a starting zone immediately":
    // pushed last, so they run before the next pick.
    ctx.push(...placing);
  },
};
