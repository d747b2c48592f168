/**
 * Placing premade armies: the d20 placement order and each figure placed by its player.
 * Rulebook: heroscape-master-game-guide — "Using a Premade Army" ("players roll the 20-sided die to
 * see who places their Army on the battlefield first. Reroll ties. The highest roller will place
 * their entire Army first; placement then passes to the left"), "Placing your Army in the starting
 * zone" (the army's own same-colour zone; a double-space figure on two same-level spaces).
 *
 * Figures whose card starts them off the battlefield (The Drop) are not placed: they "do not start
 * on the board" but still count towards the zone's spaces (checked at set-up).
 *
 * A player's double-space figures are placed before the others, and a pair is offered only when
 * the rest of that player's double-space figures can still find pairs, so no placement can leave a
 * figure without room (set-up has already checked the zone has enough spaces).
 */
import type { Option, StepHandler } from '../../../core/index.js';
import { abilitiesOf } from '../abilities/index.js';
import type { Board } from '../board.js';
import { tell, type HsEvents, type HsQueries } from './events.js';
import { rollOff } from './round.js';
import { fixedInPlace, HIVE_SPACES, hiveBasePlaces, placeHiveWithBase } from './hive.js';
import { pairIn, zoneSpaces } from './setup.js';
import type { HsStep, StepOf } from './steps.js';
import { boardOf, cardOf, figureById, figureName, whereIs, type FigureState, type HsState } from './state.js';

type H<K extends HsStep['kind']> = StepHandler<HsState, StepOf<K>, HsQueries, HsEvents>;

const isDouble = (s: HsState, f: FigureState): boolean => cardOf(s, f).card.spaces === 2;

const isHive = (s: HsState, f: FigureState): boolean => cardOf(s, f).card.spaces === HIVE_SPACES;

const startsOff = (s: HsState, f: FigureState): boolean => abilitiesOf(s, f.card).some((a) => a.ability.startsOff === true);

/** The player's figures in the order they are placed: double-space figures first, then the rest (none that start off the battlefield). */
function deployOrder(s: HsState, player: number): FigureState[] {
  // A Marro Hive the scenario placed is already on its piece.
  const mine = s.figures.filter((f) => f.owner === player && !startsOff(s, f) && !fixedInPlace(f));
  // The Marro Hive's 6-hex base first of all: it needs the most room.
  const hive = mine.filter((f) => isHive(s, f));
  const rest = mine.filter((f) => !isHive(s, f));
  return [...hive, ...rest.filter((f) => isDouble(s, f)), ...rest.filter((f) => !isDouble(s, f))];
}

export const rollDeployOrder: H<'roll-deploy-order'> = {
  run(ctx, step) {
    const r = rollOff(ctx, step.rolling);
    tell(ctx, 'DeployOrderRolled', { rolls: r.rolls, tied: r.tied });
    if (r.winner === null) {
      ctx.push({ kind: 'roll-deploy-order', rolling: r.tied });
      return;
    }
    tell(ctx, 'DeployOrderWon', { player: r.winner });
    const s = ctx.state;
    const steps: HsStep[] = [];
    for (let k = 0; k < s.core.players; k++) {
      const player = (r.winner + k) % s.core.players;
      for (const f of deployOrder(s, player)) steps.push({ kind: 'deploy-figure', player, figure: f.id });
    }
    steps.push({ kind: 'start-round' });
    ctx.push(...steps);
  },
};

function taken(s: HsState): Set<number> {
  const out = new Set<number>();
  for (const f of s.figures) {
    if (f.head >= 0) out.add(f.head);
    if (f.tail >= 0) out.add(f.tail);
    for (const sp of f.extra ?? []) out.add(sp);
  }
  return out;
}

/** Whether the unplaced double-space figures of `f`'s zone (its player's and teammates') other than `f` still find pairs after `used`. */
function othersFit(s: HsState, board: Board, f: FigureState, zone: readonly number[], used: Set<number>): boolean {
  const busy = new Set(used);
  for (const o of s.figures) {
    if (s.zones[o.owner] !== s.zones[f.owner] || o.id === f.id || o.head >= 0 || !isDouble(s, o) || startsOff(s, o)) continue;
    const pair = pairIn(board, zone, busy, cardOf(s, o).card.height);
    if (!pair) return false;
    busy.add(pair[0]).add(pair[1]);
  }
  return true;
}

/** Where `f` may be placed: free spaces of its zone it fits under, or same-level pairs for a double. */
export function deploySpots(s: HsState, f: FigureState): [number, number][] {
  const board = boardOf(s);
  const zone = zoneSpaces(board, s.zones[f.owner] as string);
  const used = taken(s);
  const height = cardOf(s, f).card.height;
  const fits = (sp: number): boolean => !used.has(sp) && board.spHeadroom[sp]! >= height;
  if (!isDouble(s, f)) return zone.filter(fits).map((h) => [h, -1]);
  const inZone = new Set(zone);
  const out: [number, number][] = [];
  for (const h of zone) {
    if (!fits(h)) continue;
    for (let k = board.adjStart[h]!; k < board.adjStart[h + 1]!; k++) {
      const t = board.adjTo[k]!;
      if (t < h || !inZone.has(t) || !fits(t) || board.spLevel[t] !== board.spLevel[h]) continue;
      if (othersFit(s, board, f, zone, new Set([...used, h, t]))) out.push([h, t]);
    }
  }
  return out;
}

const HIVE = 'hive:';

/**
 * Where the player may put the Marro Hive's base (`hive.ts` hiveBasePlaces: six free land spaces of
 * the zone at one level, in the base's shape), as options `hive:<six spaces>`.
 */
function hiveOptions(s: HsState, board: Board, f: FigureState): Option[] {
  const zone = zoneSpaces(board, s.zones[f.owner] as string);
  return hiveBasePlaces(board, zone, taken(s)).map((spaces) => {
    const at = spaces.map((sp) => whereIs(board, sp));
    return {
      id: `${HIVE}${spaces.join(',')}`,
      label: `${at.map((a) => `(${a.q}, ${a.r})`).join(' ')} level ${at[0]!.level}`,
      payload: { q: at[0]!.q, r: at[0]!.r, level: at[0]!.level },
    };
  });
}

export const deployFigure: H<'deploy-figure'> = {
  run(ctx, step) {
    const s = ctx.state;
    const f = figureById(s, step.figure);
    const board = boardOf(s);
    if (isHive(s, f))
      return ctx.ask(step.player, 'deploy-figure', `Place ${figureName(s, f)} on its swamp water base in your starting zone`, hiveOptions(s, board, f));
    const options: Option[] = deploySpots(s, f).map(([h, t]) => {
      const a = whereIs(board, h);
      const b = t >= 0 ? whereIs(board, t) : null;
      return { id: `at:${h}:${t}`, label: `(${a.q}, ${a.r})${b ? ` + (${b.q}, ${b.r})` : ''} level ${a.level}`, payload: { q: a.q, r: a.r, level: a.level } };
    });
    return ctx.ask(step.player, 'deploy-figure', `Place ${figureName(s, f)} in your starting zone`, options);
  },
  choose(ctx, step, option) {
    const s = ctx.state;
    const f = figureById(s, step.figure);
    if (option.id.startsWith(HIVE)) {
      const spaces = option.id.slice(HIVE.length).split(',').map(Number);
      placeHiveWithBase(s, boardOf(s), f, spaces);
      const at = whereIs(boardOf(s), f.head);
      tell(ctx, 'Deployed', { figure: f.id, name: figureName(s, f), at: [at.q, at.r, at.level] }, step.player);
      return;
    }
    const [, h, t] = option.id.split(':');
    f.head = Number(h);
    f.tail = Number(t);
    const at = whereIs(boardOf(s), f.head);
    tell(ctx, 'Deployed', { figure: f.id, name: figureName(s, f), at: [at.q, at.r, at.level] }, step.player);
  },
};
