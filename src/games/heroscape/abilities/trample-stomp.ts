/**
 * Trample Stomp (Tor-Kul-Na): at any point while moving, standing where it may end its move, the
 * figure may choose a small or medium figure adjacent to it on the same level, on a space where it
 * may end its move, and roll the d20: 1-7, that figure is safe and the move ends; 8-20, it receives
 * 1 wound — destroyed, the stomping figure moves onto its space and may go on moving; not destroyed,
 * the move ends.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …" (spaces counted up to the Move
 * number; a double-space figure's two spaces), "Life" (a destroyed figure leaves the battlefield);
 * the power's text is on the card.
 *
 * How: a move is walked to a chosen destination (battle/move.ts), so "at any point while moving" is
 * played at the points where the figure stands and may end its move: before it moves (options of its
 * destination question, `extraMoves` with `use`), and each time a walk of it ends in its card's turn
 * (`Moved`: a question of which figure, or none). Stopping there and going on is the same move as
 * walking through, so a player who wants to stomp on the way moves to that point first. The spaces a
 * walk used are worked out at its end (the move search from where it started, `Stepped` noting it);
 * a stomp that destroys moves the figure onto the space (1 space more: head there, the other space on
 * its own space beside it) and asks its destination again with the Move left (`moveNumber`, less the
 * spaces used, while a token says it goes on). The d20 is rolled with no question once a figure is
 * chosen; a stomp that fails or leaves the figure standing ends the move. Our readings: any small or
 * medium figure, friend or foe ("a … figure"); "the same level" is the level of one of its spaces;
 * the space stepped onto reveals no glyph.
 */
import type { FigureState, HsState } from '../battle/state.js';
import { boardOf, cardOf, figureById, figureName, friendly, livingPlaced, placedOf, whereIs } from '../battle/state.js';
import { rollD20 } from '../battle/d20.js';
import { woundFigure } from '../battle/wounds.js';
import type { HsCtx } from '../battle/events.js';
import { figuresAdjacent } from '../engagement.js';
import { destinationCount, destinationAt } from '../movement.js';
import { abilityKey, cardParam, type Ability, type ExtraMove } from './ability.js';
import { askOptional, SKIP } from './near.js';
import { powerMoveRange, type MoveTraits } from './power-move.js';
import { occupiedSpaces, standable } from './spaces.js';

const NAME = 'Trample Stomp';
const KEY = abilityKey(NAME);
export const TRAMPLE_SAFE_AT_MOST = 7;
/** `from:<figure>:<head>:<tail>`: where the walk under way started; `used:<figure>:<n>`: spaces used by the move so far; `on:<figure>`: it goes on moving. */
const FROM = `${KEY}:from:`;
const USED = `${KEY}:used:`;
const ON = `${KEY}:on:`;

function tokenValue(s: HsState, card: number, prefix: string): string | undefined {
  const t = s.cards[card]?.tokens.find((x) => x.startsWith(prefix));
  return t?.slice(prefix.length);
}

function setToken(s: HsState, card: number, prefix: string, value: string | null): void {
  const c = s.cards[card]!;
  const i = c.tokens.findIndex((x) => x.startsWith(prefix));
  if (i >= 0) c.tokens.splice(i, 1);
  if (value !== null) c.tokens.push(`${prefix}${value}`);
}

/** Where `f` stands on the victim's space: head there, the other space one of its own beside it on that level; null when it cannot. */
function landing(s: HsState, f: FigureState, v: FigureState): [number, number] | null {
  const board = boardOf(s);
  const taken = occupiedSpaces(s);
  for (const sp of [f.head, f.tail, v.head]) if (sp >= 0) taken.delete(sp);
  const height = cardOf(s, f).card.height;
  if (!standable(board, v.head, height, taken)) return null;
  if (f.tail < 0) return [v.head, -1];
  const level = board.spLevel[v.head]!;
  for (const sp of [f.head, f.tail]) {
    if (board.spLevel[sp] !== level) continue;
    let beside = false;
    for (let k = board.adjStart[sp]!; k < board.adjStart[sp + 1]!; k++) if (board.adjTo[k] === v.head) beside = true;
    if (beside) return [v.head, sp];
  }
  return null;
}

/** The figures `f` may stomp now: small or medium, adjacent, on the level of one of its spaces, where it could stand. */
function victims(s: HsState, f: FigureState): FigureState[] {
  if (f.head < 0 || f.destroyed) return [];
  const board = boardOf(s);
  const me = placedOf(s, f);
  const levels = [board.spLevel[f.head], f.tail >= 0 ? board.spLevel[f.tail] : undefined];
  const out: FigureState[] = [];
  for (const p of livingPlaced(s)) {
    if (p.id === f.id || p.tail >= 0 || (p.size !== 'small' && p.size !== 'medium')) continue;
    if (!levels.includes(board.spLevel[p.head]) || !figuresAdjacent(board, me, p).adjacent) continue;
    const v = figureById(s, p.id);
    if (landing(s, f, v)) out.push(v);
  }
  return out;
}

/** Spaces the move has used so far. */
const usedOf = (s: HsState, card: number, figure: string): number => Number(tokenValue(s, card, `${USED}${figure}:`) ?? 0);

/** Rolls the stomp on `v`; on 8 or more the wound, then the step that sees whether it was destroyed. */
function stomp(ctx: HsCtx, card: number, f: FigureState, v: FigureState): void {
  // On a friend the card is not passed: a higher roll would wound the player's own figure (`rollD20`).
  const d20 = rollD20(ctx, f.owner, friendly(ctx.state, v.owner, f.owner) ? undefined : card);
  const hit = d20 > TRAMPLE_SAFE_AT_MOST;
  ctx.emit('PowerUsed', {
    power: NAME,
    figure: f.id,
    note: `the d20 shows ${d20} on ${figureName(ctx.state, v)} (${TRAMPLE_SAFE_AT_MOST + 1} or higher wounds)${hit ? ': 1 wound' : ': it is safe, the move ends'}`,
  });
  setToken(ctx.state, card, `${ON}${f.id}`, null);
  if (!hit) return;
  ctx.push({ kind: 'power', power: KEY, card, player: f.owner, data: { moment: 'wounded', figure: f.id, victim: v.id, space: v.head } });
  woundFigure(ctx, v.id, 1, NAME);
}

export function trampleStompAbility(traits: MoveTraits): Ability {
  return {
    name: NAME,
    text: `While moving, standing where it may end its move, this figure may choose a small or medium figure adjacent to it on the same level, on a space where it may end its move, and roll the d20: 1-${TRAMPLE_SAFE_AT_MOST}, the move ends; ${TRAMPLE_SAFE_AT_MOST + 1}-20, that figure receives 1 wound — destroyed, this figure moves onto its space and may go on moving; not destroyed, the move ends.`,
    handler: {
      on: {
        Stepped: {
          run(ctx, effect, p) {
            const s = ctx.state;
            const card = cardParam(effect);
            if (s.turn?.card !== card || figureById(s, p.figure).card !== card) return;
            if (tokenValue(s, card, `${FROM}${p.figure}:`) === undefined) setToken(s, card, `${FROM}${p.figure}:`, `${p.fromHead}:${p.fromTail}`);
          },
        },
        Moved: {
          run(ctx, effect, p) {
            const s = ctx.state;
            const card = cardParam(effect);
            const from = tokenValue(s, card, `${FROM}${p.figure}:`);
            if (s.turn?.card !== card || from === undefined) return;
            setToken(s, card, `${FROM}${p.figure}:`, null);
            const f = figureById(s, p.figure);
            // The spaces this walk used: the move search from where it started, to where it is.
            const [h0, t0] = from.split(':').map(Number) as [number, number];
            const [h1, t1] = [f.head, f.tail];
            const left = ctx.query('moveNumber', cardOf(s, f).card.move, { figure: f.id });
            f.head = h0;
            f.tail = t0;
            const { range } = powerMoveRange(ctx, traits, f, Math.max(left, 0));
            f.head = h1;
            f.tail = t1;
            let cost = left;
            for (let i = 0; i < destinationCount(range); i++) {
              const d = destinationAt(range, i)!;
              if (d.head === h1 && d.tail === t1) cost = d.cost;
            }
            setToken(s, card, `${USED}${f.id}:`, String(usedOf(s, card, f.id) + cost));
            setToken(s, card, `${ON}${f.id}`, null);
            if (victims(s, f).length > 0) ctx.push({ kind: 'power', power: KEY, card, player: f.owner, data: { moment: 'moved', figure: f.id } });
          },
        },
        EndOfTurn: {
          run(ctx, effect) {
            const c = ctx.state.cards[cardParam(effect)];
            if (c) for (let i = c.tokens.length - 1; i >= 0; i--) if (c.tokens[i]!.startsWith(`${KEY}:`)) c.tokens.splice(i, 1);
          },
        },
      },
      queries: {
        moveNumber: {
          tier: 9,
          modify(n, args, s, effect) {
            const card = cardParam(effect);
            const c = s.cards[card];
            if (!c || c.tokens.length === 0 || !c.tokens.includes(`${ON}${args.figure}`)) return n;
            return Math.max(0, n - usedOf(s, card, args.figure));
          },
        },
      },
    },
    extraMoves(ctx, f): ExtraMove[] {
      const s = ctx.state;
      if (s.turn?.card !== f.card) return [];
      return victims(s, f).map((v) => {
        const at = whereIs(boardOf(s), v.head);
        return {
          label: `${NAME} on ${figureName(s, v)} at (${at.q}, ${at.r})`,
          path: [
            [f.head, f.tail],
            [f.head, f.tail],
          ],
          payload: { q: at.q, r: at.r, level: at.level },
          use: (c: HsCtx) => stomp(c, f.card, figureById(c.state, f.id), figureById(c.state, v.id)),
        };
      });
    },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const f = figureById(s, String(step.data['figure']));
        if (f.destroyed || f.head < 0) return;
        if (step.data['moment'] === 'wounded') {
          const v = figureById(s, String(step.data['victim']));
          if (!v.destroyed) return;
          // The victim's space, if the figure may still stand there (nothing took it since).
          const space = Number(step.data['space']);
          const spot = landing(s, f, { ...v, head: space, tail: -1, destroyed: false });
          if (!spot) return;
          const [head, tail] = spot;
          f.head = head;
          f.tail = tail;
          setToken(s, step.card, `${USED}${f.id}:`, String(usedOf(s, step.card, f.id) + 1));
          setToken(s, step.card, `${ON}${f.id}`, '');
          ctx.emit('PowerUsed', { power: NAME, figure: f.id, note: `${figureName(s, f)} moves onto the space and may go on moving` });
          ctx.push({ kind: 'choose-destination', player: f.owner, card: step.card, figure: f.id });
          return;
        }
        const options = victims(s, f).map((v) => ({ id: `${KEY}:${v.id}`, label: `${NAME} on ${figureName(s, v)}`, payload: { figure: v.id } }));
        return askOptional(ctx, step.player, NAME, `${figureName(s, f)} stomps which figure?`, options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const s = ctx.state;
        const f = figureById(s, String(step.data['figure']));
        const v = figureById(s, option.id.slice(KEY.length + 1));
        if (!victims(s, f).includes(v)) throw new Error(`${NAME}: ${option.id} may not be stomped now`);
        stomp(ctx, step.card, f, v);
      },
    },
  };
}
