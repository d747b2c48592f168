/**
 * Powers that place the card's figure instead of (or before) its normal move: Teleportation
 * (Tul-Bak-Ra: any empty same-level space within 10 spaces), Underground Movement (Earth Elemental:
 * any empty non-water space within 4 spaces, at most its Height plus 1 levels above its base and 3
 * below), Fey Step (Erevan Sunshadow: once per game, any empty space within 5 spaces, then the
 * normal move). One rule, the cards' words as parameters: where it may be placed, whether an engaged
 * figure takes the leaving-engagement attacks first, whether it then moves normally, once per game.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …" (no two figures in one
 * space), "ENGAGEMENT AND ADJACENCY RULES" → "Leaving an engagement", "Glyphs" (a glyph acts when a
 * figure moves onto it); the powers' texts are on the cards.
 *
 * How: offered at the figure's destination question as moves of their own (`extraMoves` with
 * `use`). Placed, not moved: it goes straight to its new space, so nothing along a path happens —
 * no fall, no glyph revealed or used (a power-side permanent glyph acts while it stands there, as for
 * any figure), no molten lava roll, no `Moved`. Spaces are counted hex to hex from its space (as the
 * Bracers of Teleportation count); "empty" is no figure there, with headroom for its Height. When
 * the card says it takes them, the engaged enemies it would no longer be engaged with may attack
 * first (the leaving-engagement window, as Swamp Water Tunnel's), then it is placed if it still stands.
 */
import { spaceDistance, terrainOf } from '../board.js';
import type { HsCtx } from '../battle/events.js';
import { freePlaces } from '../battle/glyphs-sturla.js';
import { boardOf, cardOf, figureById, figureName, whereIs, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, type Ability, type ExtraMove } from './ability.js';
import { putAt } from './placed-in-sight.js';
import { leavingBeforePlacement } from './leaving-before-placement.js';

interface Placement {
  readonly name: string;
  readonly text: string;
  /** Where `f` may be placed: each [head, tail] (tail -1 for a single-space figure). */
  places(s: HsState, f: FigureState): [number, number][];
  /** An engaged figure takes the leaving-engagement attacks before it is placed. */
  readonly leavingAttacks: boolean;
  /** Placed before the normal move, which it then makes (Fey Step); else instead of it. */
  readonly thenMove?: boolean;
  /** Usable once per game (a token on the card once used). */
  readonly oncePerGame?: boolean;
  /** What the power does once the figure is placed (Thunder Step's Attack for the turn). */
  afterPlaced?(ctx: HsCtx, f: FigureState): void;
  /** The power's other rules (what it notes at the turn's start, its Attack bonus, its end of turn). */
  readonly handler?: Ability['handler'];
}

export function placementMove(p: Placement): Ability {
  const key = abilityKey(p.name);
  const used = `${key}:used`;

  /** Placed, then (Fey Step) asked where it moves normally. */
  function land(ctx: HsCtx, f: FigureState, head: number, tail: number, player: number): void {
    putAt(ctx, p.name, f, head, tail);
    p.afterPlaced?.(ctx, f);
    if (p.thenMove) ctx.push({ kind: 'choose-destination', player, card: f.card, figure: f.id });
  }

  function use(ctx: HsCtx, f: FigureState, head: number, tail: number): void {
    const s = ctx.state;
    if (p.oncePerGame) s.cards[f.card]!.tokens.push(used);
    if (
      p.leavingAttacks &&
      leavingBeforePlacement(ctx, f, head, tail, {
        kind: 'power',
        power: key,
        card: f.card,
        player: f.owner,
        data: { moment: 'land', figure: f.id, head, tail },
      })
    )
      return;
    land(ctx, f, head, tail, f.owner);
  }

  return {
    name: p.name,
    text: p.text,
    handler: p.handler ?? {},
    extraMoves(ctx, f) {
      const s = ctx.state;
      if (f.head < 0 || (p.oncePerGame && s.cards[f.card]!.tokens.includes(used))) return [];
      const board = boardOf(s);
      return p.places(s, f).map(([head, tail]): ExtraMove => {
        const at = whereIs(board, head);
        return {
          label: `${p.name}: place ${figureName(s, f)} at (${at.q}, ${at.r}), level ${at.level}${p.thenMove ? ', then move' : ''}`,
          path: [
            [f.head, f.tail],
            [head, tail],
          ],
          payload: { q: at.q, r: at.r, level: at.level },
          use: (c) => use(c, f, head, tail),
        };
      });
    },
    step: {
      run(ctx, step) {
        // After the leaving-engagement attacks: placed if it still stands.
        const s = ctx.state;
        s.moving = null;
        const f = figureById(s, String(step.data['figure']));
        if (!f.destroyed && f.head >= 0) land(ctx, f, Number(step.data['head']), Number(step.data['tail']), step.player);
      },
      choose() {},
    },
  };
}

/** The empty places (not its own) within `spaces` of `f`'s space that `also` keeps. */
export function placesWithin(s: HsState, f: FigureState, spaces: number, also: (sp: number) => boolean = () => true): [number, number][] {
  const board = boardOf(s);
  return freePlaces(s, f, (sp) => sp !== f.head && sp !== f.tail && spaceDistance(board, f.head, sp) <= spaces && also(sp));
}

export const TELEPORTATION_SPACES = 10;
export const UNDERGROUND_SPACES = 4;
export const FEY_STEP_SPACES = 5;

export const teleportation = placementMove({
  name: 'Teleportation',
  text: `Instead of its normal move, this figure may be placed on any empty space of its level within ${TELEPORTATION_SPACES} spaces; engaged, it takes no leaving-engagement attacks.`,
  leavingAttacks: false,
  places: (s, f) => {
    const board = boardOf(s);
    const level = board.spLevel[f.head]!;
    return placesWithin(s, f, TELEPORTATION_SPACES, (sp) => board.spLevel[sp] === level);
  },
});

export const undergroundMovement = placementMove({
  name: 'Underground Movement',
  text: `Instead of its normal move, this figure may be placed on any empty non-water space within ${UNDERGROUND_SPACES} spaces, no more than its Height plus 1 levels above its base and no more than 3 levels below; engaged, it takes the leaving-engagement attacks first.`,
  leavingAttacks: true,
  places: (s, f) => {
    const board = boardOf(s);
    const base = board.spLevel[f.head]!;
    const top = base + cardOf(s, f).card.height + 1;
    return placesWithin(s, f, UNDERGROUND_SPACES, (sp) => terrainOf(board, sp) !== 'water' && board.spLevel[sp]! <= top && board.spLevel[sp]! >= base - 3);
  },
});

export const feyStep = placementMove({
  name: 'Fey Step',
  text: `Once per game, before its normal move, this figure may be placed on any empty space within ${FEY_STEP_SPACES} spaces, then move normally; engaged, it takes no leaving-engagement attacks.`,
  leavingAttacks: false,
  thenMove: true,
  oncePerGame: true,
  places: (s, f) => placesWithin(s, f, FEY_STEP_SPACES),
});
