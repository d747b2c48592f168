/**
 * A move "up to N spaces" that a power gives a figure outside its normal move (Cover Fire, Scurry):
 * the move search with the figure's own movement powers and N as its Move, the destinations offered
 * as a power question, the path walked as a normal move is (falls, leaving-engagement attacks).
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …" (levels, water, falls,
 * engagement), "Leaving an engagement", "Special Powers" (a power that says "move" moves the figure:
 * its Flying, Climb, Slither and passing powers still apply; only the number of spaces is the
 * power's).
 *
 * The card's movement powers are read through `MoveTraits`, handed in by abilities/index.ts (which
 * knows every module), as Scatter is given `climbTimes`: the modules stay free of import cycles.
 */
import type { Option } from '../../../core/index.js';
import { destinationAt, moveRange, pathOf, type Destination, type MoveOptions, type MoveRange } from '../movement.js';
import type { HsCtx } from '../battle/events.js';
import { boardOf, figureById, figureName, friendly, livingPlaced, placedOf, whereIs, type FigureState, type HsState } from '../battle/state.js';
import type { PowerStep } from '../battle/steps.js';
import type { Ability } from './ability.js';
import { swipesAlong } from '../battle/swipes.js';
import { limitedMove } from '../battle/move-limits.js';
import { askOptional, figureOption, SKIP } from './near.js';

/** What the card's powers change in its figures' moves (abilities/index.ts). */
export interface MoveTraits {
  readonly climbTimes: (s: HsState, card: number) => number;
  readonly climbAdds: (s: HsState, card: number) => number;
  readonly walksWater: (s: HsState, card: number) => boolean;
  readonly resistsLava: (s: HsState, card: number) => boolean;
  readonly ignoresSlow: (s: HsState, card: number) => boolean;
}

/** The destinations of `f` moving up to `spaces` by a power; `ghost` when it passes every figure (Ghost Walk, Phantom Walk). */
export function powerMoveRange(ctx: HsCtx, traits: MoveTraits, f: FigureState, spaces: number): { readonly range: MoveRange; readonly ghost: boolean } {
  const s = ctx.state;
  const me = placedOf(s, f);
  const ghost = ctx.query('passesEnemies', false, { figure: f.id });
  const others = livingPlaced(s)
    .filter((o) => o.id !== f.id)
    .map((o) => (ghost ? { ...o, side: me.side } : o));
  const times = traits.climbTimes(s, f.card);
  const adds = traits.climbAdds(s, f.card);
  const options: MoveOptions = {
    move: spaces,
    ...(times > 1 || adds > 0 ? { climbHeight: me.height * times + adds } : {}),
    ...(traits.walksWater(s, f.card) ? { waterWalk: true } : {}),
    ...(traits.resistsLava(s, f.card) ? { lavaWalk: true } : {}),
    ...(traits.ignoresSlow(s, f.card) ? { ignoreSlow: true } : {}),
  };
  // A power's move is a move: the limits other powers set hold for it too (Cyberclaw, Swirling Vortex).
  return { range: moveRange(boardOf(s), me, others, limitedMove(ctx, f.id, options)), ghost };
}

/** The power's question options: each destination (`to:i`), and staying. */
export function powerMoveOptions(ctx: HsCtx, power: string, range: MoveRange): Option[] {
  const board = boardOf(ctx.state);
  const options: Option[] = range.destinations.map((d, i) => {
    const at = whereIs(board, d.head);
    return { id: `to:${i}`, label: `${power} to (${at.q}, ${at.r}) level ${at.level}`, payload: { q: at.q, r: at.r, level: at.level } };
  });
  options.push({ id: SKIP, label: 'Stay' });
  return options;
}

/**
 * Walks `f` to the destination `optionId` names (`to:i`); `noSwipes` when the power says its move
 * draws no leaving-engagement attacks (Scurry).
 */
export function pushPowerWalk(ctx: HsCtx, traits: MoveTraits, f: FigureState, spaces: number, optionId: string, power: string, noSwipes = false): void {
  const s = ctx.state;
  const { range, ghost } = powerMoveRange(ctx, traits, f, spaces);
  const d = destinationAt(range, Number(optionId.slice('to:'.length)));
  if (!d) throw new Error(`${power}: ${optionId} is not a destination of ${f.id}`);
  const detail = pathOf(boardOf(s), range, d);
  const path = detail.steps.map((x) => [x.head, x.tail] as const);
  // A ghost range passed enemies as friends: the engagements its path leaves are worked out along it.
  const swipes = noSwipes
    ? []
    : ghost && range.others.some((o) => !friendly(s, figureById(s, o.id).owner, f.owner))
      ? swipesAlong(s, f, path)
      : detail.swipes.map((w) => [w.step, w.enemy] as const);
  ctx.push({
    kind: 'walk',
    figure: f.id,
    path,
    falls: detail.falls.map((x) => [x.step, x.roll === 'd20' ? 0 : x.roll, x.drop] as const),
    swipes,
    at: 0,
    left: false,
  });
}

/** What a power that moves several figures one after another asks (Orc Battle Rush, Scurry). */
export interface MoveEach {
  readonly name: string;
  readonly key: string;
  /** Spaces each figure may move; a function of the step when a roll sets it (Jandar's Dispatch: the step's data). */
  readonly spaces: number | ((step: PowerStep) => number);
  /** Step data keys the `to` question keeps (those `spaces` reads); none when absent. */
  readonly carry?: readonly string[];
  /** How many figures may move (all of them when absent). */
  readonly count?: number;
  /** The figures the step's player may still pick (those already moved are left out by the step). */
  readonly candidates: (s: HsState, step: PowerStep) => FigureState[];
  /** The power's move draws no leaving-engagement attacks. */
  readonly noSwipes?: boolean;
  /** Only the destinations this keeps are offered (Gain High Ground: one space, its climb not counted); all when absent. */
  readonly keep?: (s: HsState, f: FigureState, d: Destination) => boolean;
  /** The question asking which figure moves next, when "move which figure up to N spaces?" would mislead. */
  readonly question?: string;
}

/** Whether the destination option `id` (`to:i`) of `range` is one the power keeps. */
function kept(s: HsState, p: MoveEach, f: FigureState, range: MoveRange, id: string): boolean {
  if (!p.keep) return true;
  const d = destinationAt(range, Number(id.slice('to:'.length)));
  return d !== undefined && p.keep(s, f, d);
}

/**
 * The `power` step of such a power: data `{ moved: [...] }` asks which figure moves next (or none),
 * then `{ moment: 'to', figure }` asks where; the step starts from any other moment with none moved.
 */
export function moveEachStep(traits: MoveTraits, p: MoveEach): NonNullable<Ability['step']> {
  return {
    run(ctx, step) {
      const s = ctx.state;
      const spaces = typeof p.spaces === 'number' ? p.spaces : p.spaces(step);
      if (step.data['moment'] === 'to') {
        const f = figureById(s, String(step.data['figure']));
        if (f.destroyed || f.head < 0) return;
        const { range } = powerMoveRange(ctx, traits, f, spaces);
        const options = powerMoveOptions(ctx, p.name, range).filter((o) => o.id === SKIP || kept(s, p, f, range, o.id));
        return ctx.ask(step.player, 'use-power', `${p.name}: where does ${figureName(s, f)} move?`, options);
      }
      const moved = Array.isArray(step.data['moved']) ? (step.data['moved'] as readonly string[]) : [];
      if (p.count !== undefined && moved.length >= p.count) return;
      const options = p
        .candidates(s, step)
        .filter((f) => !moved.includes(f.id) && f.head >= 0)
        .map((f) => figureOption(s, `${p.key}:`, f, 'Move'));
      return askOptional(ctx, step.player, p.name, p.question ?? `move which figure up to ${spaces} spaces?`, options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      const spaces = typeof p.spaces === 'number' ? p.spaces : p.spaces(step);
      if (step.data['moment'] === 'to') {
        const f = figureById(s, String(step.data['figure']));
        if (!kept(s, p, f, powerMoveRange(ctx, traits, f, spaces).range, option.id)) throw new Error(`${p.name}: ${option.id} is not a destination of ${f.id}`);
        pushPowerWalk(ctx, traits, f, spaces, option.id, p.name, p.noSwipes);
        return;
      }
      const figure = option.id.slice(p.key.length + 1);
      const moved = Array.isArray(step.data['moved']) ? (step.data['moved'] as readonly string[]) : [];
      const carried = Object.fromEntries((p.carry ?? []).filter((k) => k in step.data).map((k) => [k, step.data[k]!]));
      ctx.push(
        { kind: 'power', power: step.power, card: step.card, player: step.player, data: { moment: 'to', figure, ...carried } },
        { ...step, data: { ...step.data, moment: 'pick', moved: [...moved, figure] } },
      );
    },
  };
}
