/**
 * Moving the figures on the turn's Army Card.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) shown on the Army Card
 * (Optional)" (any or all of the card's figures, one at a time, up to the Move number; the
 * battlefield module's `moveRange`/`pathOf` enforce spaces, levels, the height limit, water, friends
 * and enemies, double-space figures and flying), "Falling" (falling does not stop the move; its
 * dice in falling.ts), "ENGAGEMENT AND ADJACENCY RULES" → "Leaving an engagement" (a reaction
 * window, see leaving-engagement.ts).
 */
import { CANCEL, type JsonObject, type OfferedOption, type Option, type StepHandler } from '../../../core/index.js';
import { destinationAt, destinationCount, moveRange, pathOf, type MoveOptions, type MoveRange } from '../movement.js';
import type { PlacedFigure } from '../figures.js';
import { tell, wanted, type HsCtx, type HsEvents, type HsQueries } from './events.js';
import { orderedUses } from './simultaneous.js';
import type { HsStep, StepOf, WalkStep } from './steps.js';
import { abilitiesOf, climbAdds, climbTimes, ignoresSlow, resistsLava, walksWater } from '../abilities/index.js';
import type { ExtraMove } from '../abilities/ability.js';
import { landOnGlyph } from './glyphs.js';
import { fall } from './falling.js';
import { trapped } from './glyphs-proftaka.js';
import { moltenLava } from './terrain-effects.js';
import { adjustDoor, doorAdjustOptions, isDoorAdjust, undoOf, withoutUndo } from './door-adjust.js';
import { swipesAlong } from './swipes.js';
import { isTreasureUse, treasureUseOptions, useTreasure } from './treasure-use.js';
import { carries, mayDropHere } from './treasure-glyphs.js';
import { cloakOptions, isCloakUse, useCloak } from './treasure-cloak.js';
import { bracersOptions, isBracersUse, useBracers } from './treasure-bracers.js';
import { isTomeUse, tomeOptions, useTome } from './treasure-tome.js';
import { activatedThisTurn, activatePooled, borrowedThisTurn, joinedThisTurn, mayBorrow, noteActivated, partnerFor, pooledFigures } from './commons.js';
import {
  boardOf,
  cardOf,
  figureById,
  figureName,
  figuresOfCard,
  friendly,
  placedFigures,
  placedOf,
  teamOf,
  whereIs,
  type CardInPlay,
  type FigureState,
  type HsState,
} from './state.js';
import { fixedInPlace } from './hive.js';
import { woundsWait } from './wounds.js';
import { heldInPlace, limitedMove } from './move-limits.js';

type H<K extends HsStep['kind']> = StepHandler<HsState, StepOf<K>, HsQueries, HsEvents>;

export const STAY = 'stay';
export const DONE = 'done';
const STAY_OPTION: OfferedOption = { id: STAY, label: 'Stay' };

const TO = 'to:';

/**
 * The destination options `to:0`, `to:1`, … as offered: an id and nothing else, so one frozen object
 * per index serves every question (a question offers dozens and bots read only the id). Their words
 * and their payload (the space, the engagements left, a fall) are worked out when read
 * (`destinationDetail`, through describe.ts).
 */
const DESTINATION_OPTIONS: OfferedOption[] = [];
function destinationOption(i: number): OfferedOption {
  for (let k = DESTINATION_OPTIONS.length; k <= i; k++) DESTINATION_OPTIONS.push(Object.freeze({ id: `${TO}${k}` }));
  return DESTINATION_OPTIONS[i]!;
}

/**
 * What a destination option of the open question stands for, for UIs and words: its head and tail
 * spaces, the head's hex and level, the leaving-engagement attacks the path draws and whether it
 * risks a fall. The same state gives the same range, so this is the destination that was offered.
 */
export function destinationDetail(ctx: HsCtx, optionId: string): JsonObject {
  const s = ctx.state;
  const step = s.core.stack[s.core.stack.length - 1];
  if (step?.kind !== 'choose-destination' || !optionId.startsWith(TO))
    throw new Error(`destination "${optionId}": the open question is not a choose-destination question offering it`);
  const f = figureById(s, (step as StepOf<'choose-destination'>).figure);
  const d = destinationAt(rangeOf(ctx, f), Number(optionId.slice(TO.length)));
  if (!d) throw new Error(`destination "${optionId}" is not a destination of ${f.id}`);
  const at = whereIs(boardOf(s), d.head);
  return { head: d.head, tail: d.tail, q: at.q, r: at.r, level: at.level, swipes: d.swipes, falls: d.fallRisk > 0 };
}

/**
 * The move range offered at the open question, kept until it is answered: the same state gives the
 * same range, so `choose` reuses it rather than searching again. Keyed by the state object and the
 * question's request id, so a copy (a clone, a replay) simply computes its own.
 */
interface Offered {
  state: HsState | null;
  rqid: number;
  figure: string;
  range: MoveRange | null;
}
/**
 * One slot, rewritten in place, rather than a weak map: only the question just asked is answered
 * next, and a weak map's entry made per destination question showed in the profiles of random battles.
 */
const offered: Offered = { state: null, rqid: -1, figure: '', range: null };

/** The ranges searched with enemies passed like friends (Ghost Walk): only their paths may draw attacks the search did not count. */
const ghostRanges = new WeakSet<MoveRange>();

/** Every destination of `f` this move (the same for the same state, so an answer can be looked up again). */
export function rangeOf(ctx: HsCtx, f: FigureState): MoveRange {
  const s = ctx.state;
  if (offered.state === s && offered.range && offered.figure === f.id && offered.rqid === s.core.seq) return offered.range;
  const board = boardOf(s);
  // The placed forms kept while their figures stay put (this runs at every destination question).
  const placed = placedFigures(s);
  let me: PlacedFigure | null = null;
  let others: PlacedFigure[] = [];
  for (const p of placed) {
    if (!p) continue;
    if (p.id === f.id) me = p;
    else others.push(p);
  }
  // A figure off the battlefield is as it always was (its spaces are -1).
  me ??= placedOf(s, f);
  // Ghost Walk: enemies are passed like friends (the leaving-engagement attacks are worked out along the path).
  const ghost = ctx.query('passesEnemies', false, { figure: f.id });
  if (ghost) others = others.map((o) => ({ ...o, side: me.side }));
  const move = ctx.query('moveNumber', cardOf(s, f).card.move, { figure: f.id });
  // The Oceanstrider Amulet: its carrier does not stop on entering water (treasure-list.ts); nor does a figure whose card's power says so (Slither).
  const waterWalk = Boolean(s.treasures && carries(s, f.id, 'oceanstrider-amulet')) || walksWater(s, f.card);
  // Climb X2 / X3: the Height counted when moving up or down levels (the overhangs' headroom keeps the real one).
  const times = climbTimes(s, f.card);
  // Scale: the Height plus 2 when moving up or down levels.
  const adds = climbAdds(s, f.card);
  const options: MoveOptions =
    times > 1 || adds > 0 ? { move, waterWalk, climbHeight: me.height * times + adds } : waterWalk ? { move, waterWalk: true } : { move };
  // Lava Resistant: molten lava does not stop the card's figures; Snow and Ice Enhanced Movement: slow spaces count 1.
  const lava = resistsLava(s, f.card);
  const snow = ignoresSlow(s, f.card);
  // Powers of other cards may hold the figure, stop its move on some spaces or bar figures from being passed (move-limits.ts).
  const range = moveRange(
    board,
    me,
    others,
    limitedMove(ctx, f.id, lava || snow ? { ...options, ...(lava ? { lavaWalk: true } : {}), ...(snow ? { ignoreSlow: true } : {}) } : options),
  );
  if (ghost) ghostRanges.add(range);
  return range;
}

/**
 * A figure's words at the move questions — its mover option ("Move …", payload the figure) and the
 * destination question's prompt — made once per figure id and card: they follow from the card's name
 * and figure count and the figure's id only, and a random battle asks them about a hundred times.
 * Kept while the figure's card in play is the same object (another battle, or a copied state, has its own).
 */
interface MoverWords {
  readonly card: CardInPlay['card'];
  readonly option: Option;
  readonly prompt: string;
}
const moverWords = new Map<string, MoverWords>();
function wordsOf(s: HsState, f: FigureState): MoverWords {
  const card = cardOf(s, f).card;
  let w = moverWords.get(f.id);
  if (w === undefined || w.card !== card) {
    const name = figureName(s, f);
    w = {
      card,
      option: Object.freeze({ id: `fig:${f.id}`, label: `Move ${name}`, payload: Object.freeze({ figure: f.id }) }),
      prompt: `Where does ${name} move?`,
    };
    moverWords.set(f.id, w);
  }
  return w;
}

/** The moves the card's powers offer instead of the normal move (Grapple Gun). */
function extraMovesOf(ctx: HsCtx, f: FigureState): ExtraMove[] {
  // The Glyph of Proftaka holds a trapped figure on its space whatever moves it.
  if (trapped(ctx.state, f)) return [];
  // A plain loop: asked at every destination question, and most cards have no such power.
  const out: ExtraMove[] = [];
  for (const { ability } of abilitiesOf(ctx.state, f.card)) if (ability.extraMoves) out.push(...ability.extraMoves(ctx, f));
  // A figure a power holds in place (Cyberclaw) is moved by no power either; asked only when a power offers a move.
  return out.length > 0 && heldInPlace(ctx, f.id) ? [] : out;
}

export const chooseMover: H<'choose-mover'> = {
  run(ctx, step) {
    const s = ctx.state;
    // With matching Common cards, a figure the marker has already activated (it attacked, or joined after an activated figure was destroyed) does not move.
    const joined = joinedThisTurn(s);
    // A plain loop (no filtered copy and closures): asked before every move of a turn.
    const options: Option[] = [];
    for (const f of figuresOfCard(s, step.card))
      // The Marro Hive never moves (Move 0; "Marro Hive Rules": no power moves it either).
      if (!step.moved.includes(f.id) && (joined.length === 0 || !joined.includes(f.id)) && !fixedInPlace(f)) options.push(wordsOf(s, f).option);
    // "At any time during your turn" the Door may be opened, closed or barred (only on a battlefield with a Door).
    if (s.map.doors.length > 0) options.push(...doorAdjustOptions(s, step.player, step.undo));
    // The Potion of Healing and the Elixir of Speed, drunk in the carrier's turn (treasure-use.ts).
    if (s.treasures) options.push(...treasureUseOptions(s, step.card, step.moved), ...cloakOptions(s, step.card), ...tomeOptions(s, step.card, step.moved));
    // Two or more of the same Common card: the turn's marker activates any of their figures (commons.ts).
    // Hive Swarm's extra activations: a matching figure activated where it is (once it has moved, not again).
    if (s.cards[step.card]!.card.rarity === 'common' && (partnerFor(s, step.card, [...step.moved, ...activatedThisTurn(s)]) || mayBorrow(s, step.card))) {
      const lent = borrowedThisTurn(s);
      for (const f of pooledFigures(s, step.card))
        if (lent.length === 0 || !lent.includes(f.id))
          options.push({ id: `fig:${f.id}`, label: `Activate and move ${figureName(s, f)}`, payload: { figure: f.id } });
    }
    if (options.length === 0) return;
    options.push({ id: DONE, label: 'Stop moving' });
    return ctx.ask(step.player, 'choose-mover', `Move which figure of ${s.cards[step.card]!.card.name}?`, options);
  },
  choose(ctx, asked, option) {
    const step = withoutUndo(asked);
    if (option.id === DONE) return;
    if (isDoorAdjust(option.id)) {
      adjustDoor(ctx, step.player, option.id);
      ctx.push({ ...step, undo: undoOf(option.id) });
      return;
    }
    if (isTreasureUse(option.id)) {
      useTreasure(ctx, step.card, step.moved, option.id);
      ctx.push(step);
      return;
    }
    if (isCloakUse(option.id)) {
      useCloak(ctx, step.card, option.id);
      ctx.push(step);
      return;
    }
    if (isTomeUse(option.id)) {
      // Asked again once the returned figure's attack is over (Revenant's Tome, treasure-tome.ts).
      ctx.push(step);
      useTome(ctx, step.card, step.moved, option.id);
      return;
    }
    const figure = option.id.slice('fig:'.length);
    const f = figureById(ctx.state, figure);
    if (f.card !== step.card) activatePooled(ctx.state, step.card, f, [...step.moved, ...activatedThisTurn(ctx.state)]);
    noteActivated(ctx.state, figure);
    ctx.push({ kind: 'choose-destination', player: step.player, card: step.card, figure }, { ...step, moved: [...step.moved, figure] });
  },
};

export const chooseDestination: H<'choose-destination'> = {
  run(ctx, step) {
    const s = ctx.state;
    const f = figureById(s, step.figure);
    // Searched afresh: the same figure may be asked again before any other question, from where a power placed it (Fey Step).
    offered.state = null;
    const range = rangeOf(ctx, f);
    // The engine gives the question the next request id.
    offered.state = s;
    offered.rqid = s.core.seq + 1;
    offered.figure = f.id;
    offered.range = range;
    const options: OfferedOption[] = [STAY_OPTION];
    // Worded and detailed only when read (describe.ts): bots never read them.
    const n = destinationCount(range);
    for (let i = 0; i < n; i++) options.push(destinationOption(i));
    extraMovesOf(ctx, f).forEach((m, i) =>
      options.push(m.payload ? { id: `power:${i}`, label: m.label, payload: m.payload } : { id: `power:${i}`, label: m.label }),
    );
    // The Bracers of Teleportation: placed instead of moving (treasure-bracers.ts).
    if (s.treasures) options.push(...bracersOptions(s, f));
    return ctx.askLazily(step.player, 'choose-destination', wordsOf(s, f).prompt, options);
  },
  choose(ctx, step, option) {
    if (option.id === STAY) return;
    const s = ctx.state;
    const f = figureById(s, step.figure);
    if (isBracersUse(option.id)) {
      useBracers(ctx, f, option.id);
      return;
    }
    if (option.id.startsWith('power:')) {
      const m = extraMovesOf(ctx, f)[Number(option.id.slice('power:'.length))];
      if (!m) throw new Error(`choose-destination: ${option.id} is not a move of ${f.id}`);
      // A placing (Teleportation and its kin): the power puts the figure there itself.
      if (m.use) {
        m.use(ctx);
        return;
      }
      ctx.push({ kind: 'walk', figure: f.id, path: m.path, falls: m.falls ?? [], swipes: m.swipes ?? swipesAlong(s, f, m.path), at: 0, left: false });
      return;
    }
    const range = rangeOf(ctx, f);
    const d = destinationAt(range, Number(option.id.slice(TO.length)));
    if (!d) throw new Error(`choose-destination: ${option.id} is not a destination of ${f.id}`);
    const detail = pathOf(boardOf(s), range, d);
    const path = detail.steps.map((p) => [p.head, p.tail] as const);
    const side = String(teamOf(s, f.owner));
    // Without Ghost Walk every figure of the mover's side is a friend: only a ghost range is looked through.
    const ghost = ghostRanges.has(range) && range.others.some((o) => o.side === side && !friendly(s, figureById(s, o.id).owner, f.owner));
    ctx.push({
      kind: 'walk',
      figure: f.id,
      path,
      falls: detail.falls.map((x) => [x.step, x.roll === 'd20' ? 0 : x.roll, x.drop] as const),
      swipes: ghost ? swipesAlong(s, f, path) : detail.swipes.map((w) => [w.step, w.enemy] as const),
      at: 0,
      left: false,
    });
  },
};

/** Walks the path one space at a time, opening the leaving-engagement window before each space left. */
export const walk: H<'walk'> = {
  run(ctx, resumed) {
    const s = ctx.state;
    // Resumed after the powers set off by entering `at` (Engagement Strike): that point's falls come next.
    const step = resumed.entered === true ? withoutEntered(resumed) : resumed;
    const f = figureById(s, step.figure);
    const board = boardOf(s);
    const start = step.path[0] as readonly [number, number];
    let at = step.at;
    let left = step.left;
    s.moving = null;
    if (resumed.entered === true && fallsAt(ctx, step, f, at)) return;
    while (!f.destroyed) {
      // "Dropping Treasure Glyphs": at any point of the move; the move's last space is offered once it ends (offerTreasure).
      if (!left && s.treasures && at < step.path.length - 1 && step.dropAsked !== at && mayDropHere(s, f)) {
        s.moving = f.id;
        ctx.push({ kind: 'glyph', action: 'drop', player: f.owner, figure: f.id, space: f.head }, { ...step, at, left: false, dropAsked: at });
        return;
      }
      if (!left) {
        left = true;
        const attackers: string[] = [];
        for (const [i, e] of step.swipes) if (i === at && !figureById(s, e).destroyed) attackers.push(e);
        if (attackers.length > 0) {
          const told = tell(ctx, 'LeaveEngagement', { mover: f.id, moverOwner: f.owner, attackers, rolled: [], skulls: 0 }, f.owner);
          if (told !== CANCEL) {
            const walkOn: WalkStep = { ...step, at, left: true };
            s.moving = f.id;
            ctx.openWindow(
              'LeaveEngagement',
              told,
              { kind: 'after-leaving-engagement', walk: walkOn },
              {
                first: (f.owner + 1) % s.core.players,
                prompt: `${figureName(s, f)} leaves an engagement: take leaving-engagement attacks?`,
              },
            );
            return;
          }
        }
      }
      if (at >= step.path.length - 1) break;
      at++;
      left = false;
      const [head, tail] = step.path[at] as readonly [number, number];
      f.head = head;
      f.tail = tail;
      // Powers that act as the figure moves into a space (Engagement Strike): announced, not emitted.
      // The uses they add run as `power` steps in the "Simultaneous Special Powers" order, then the walk goes on.
      // Its payload built only when an effect in play hears it (never emitted: `Ctx.hears`).
      const [fromHead, fromTail] = step.path[at - 1] as readonly [number, number];
      const stepped = ctx.hears('Stepped') ? ctx.announce('Stepped', { figure: f.id, fromHead, fromTail }, null) : null;
      if (f.destroyed) break;
      if (stepped !== null && stepped !== CANCEL && stepped.powers !== undefined && stepped.powers.length > 0) {
        s.moving = f.id;
        ctx.push(...orderedUses(stepped.powers), { ...step, at, left: false, entered: true });
        return;
      }
      if (fallsAt(ctx, step, f, at)) return;
    }
    if (f.destroyed) return;
    moltenLava(ctx, f);
    if (f.destroyed) return;
    // Worded only when read (the log, or an effect in play that hears it: `wanted`).
    if (wanted(ctx, 'Moved')) {
      const from = whereIs(board, start[0]);
      const to = whereIs(board, f.head);
      tell(ctx, 'Moved', { figure: f.id, name: figureName(s, f), from: [from.q, from.r, from.level], to: [to.q, to.r, to.level] }, f.owner);
    }
    landOnGlyph(ctx, f);
  },
};

/** The walk step without its `entered` mark (the shape every other walk step has). */
function withoutEntered(step: WalkStep): WalkStep {
  const { entered, ...rest } = step;
  void entered;
  return rest;
}

/** The falls on landing at path point `at`; true when the walk waits (the Scarab's question), to go on from `at` after them. */
function fallsAt(ctx: HsCtx, step: WalkStep, f: FigureState, at: number): boolean {
  for (const [i, dice, drop] of step.falls) {
    if (i !== at) continue;
    // The fall's wounds may wait for the Scarab's question (wounds.ts): the walk goes on after them.
    if (dice > 0 && woundsWait(ctx.state, f.id)) {
      ctx.push({ ...step, at, left: false });
      fall(ctx, f, dice, drop);
      return true;
    }
    fall(ctx, f, dice, drop);
  }
  return false;
}

export const afterLeavingEngagement: H<'after-leaving-engagement'> = {
  run(ctx, step) {
    if (figureById(ctx.state, step.walk.figure).destroyed) ctx.state.moving = null;
    else ctx.push(step.walk);
  },
};
