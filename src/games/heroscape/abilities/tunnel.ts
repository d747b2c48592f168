/**
 * Water Tunnel (Water Elemental) and Swamp Water Tunnel (Marro Drudge): when the card's figure ends
 * its normal move on a water (swamp water) space, its player may at once place it on any empty
 * same-level water (swamp water) space within 5 spaces. An engaged figure takes no leaving-engagement
 * attacks when it starts Water Tunnel, and takes them when it starts Swamp Water Tunnel. One rule,
 * two cards' words: the terrain and the attacks are the factory's parameters.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" → "Leaving an
 * engagement", "Action 2. Move Figure(s) …" (no two figures in one space); the powers' texts are on
 * the cards.
 *
 * How it is played: the figure's `Moved` in its own card's turn (a normal move) on such a space
 * pushes a `power` step offering the places (or staying). The 5 spaces are counted hex to hex from
 * its space, on its level (as the Bracers of Teleportation count). Placed, not moved: no glyph under
 * it is revealed and nothing along a path happens (as Carry's placing). With Swamp Water Tunnel, the
 * engaged enemies the place is not engaged with may attack first (the leaving-engagement window, as a
 * move's), then the figure is placed if it still stands.
 */
import type { EffectInstance, Option } from '../../../core/index.js';
import { spaceDistance, terrainOf } from '../board.js';
import type { Terrain } from '../tiles.js';
import type { HsCtx } from '../battle/events.js';
import { freePlaces } from '../battle/glyphs-sturla.js';
import { boardOf, figureById, figureName, whereIs, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { SKIP } from './near.js';
import { leavingBeforePlacement } from './leaving-before-placement.js';

const SPACES = 5;

/** The places a tunnel offers `f`: empty spaces of `terrain` on its level within 5 spaces, not its own. */
function places(s: HsState, f: FigureState, terrain: Terrain): [number, number][] {
  const board = boardOf(s);
  const level = board.spLevel[f.head]!;
  return freePlaces(
    s,
    f,
    (sp) => sp !== f.head && board.spLevel[sp] === level && terrainOf(board, sp) === terrain && spaceDistance(board, sp, f.head) <= SPACES,
  );
}

function place(ctx: HsCtx, name: string, f: FigureState, head: number, tail: number): void {
  f.head = head;
  f.tail = tail;
  const at = whereIs(boardOf(ctx.state), head);
  ctx.emit('PowerUsed', { power: name, figure: f.id, note: `placed at (${at.q}, ${at.r}), level ${at.level}` });
}

function tunnel(name: string, terrain: Terrain, leavingAttacks: boolean, text: string): Ability {
  const key = abilityKey(name);
  function onMoved(ctx: HsCtx, effect: EffectInstance, figure: string): void {
    const s = ctx.state;
    const card = cardParam(effect);
    const f = figureById(s, figure);
    // Its normal move: a move of the figure in its own card's turn.
    if (f.card !== card || s.turn?.card !== card || f.destroyed || f.head < 0 || terrainOf(boardOf(s), f.head) !== terrain) return;
    if (places(s, f, terrain).length === 0) return;
    ctx.push({ kind: 'power', power: key, card, player: f.owner, data: { moment: 'offer', figure } });
  }
  return {
    name,
    text,
    handler: { on: { Moved: { run: (ctx, effect, p) => onMoved(ctx, effect, p.figure) } } },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const f = figureById(s, String(step.data['figure']));
        if (step.data['moment'] === 'land') {
          // After the leaving-engagement attacks: placed if it still stands.
          s.moving = null;
          if (!f.destroyed && f.head >= 0) place(ctx, name, f, Number(step.data['head']), Number(step.data['tail']));
          return;
        }
        if (f.destroyed || f.head < 0) return;
        const board = boardOf(s);
        const options: Option[] = places(s, f, terrain).map(([h, t]) => {
          const at = whereIs(board, h);
          return { id: `${key}:${h}:${t}`, label: `${name} to (${at.q}, ${at.r}), level ${at.level}`, payload: { q: at.q, r: at.r, level: at.level } };
        });
        if (options.length === 0) return;
        options.push({ id: SKIP, label: 'Stay' });
        return ctx.ask(step.player, 'use-power', `${name}: place ${figureName(s, f)} on another space?`, options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const s = ctx.state;
        const f = figureById(s, String(step.data['figure']));
        const [head, tail] = option.id
          .slice(key.length + 1)
          .split(':')
          .map(Number) as [number, number];
        if (
          leavingAttacks &&
          leavingBeforePlacement(ctx, f, head, tail, {
            kind: 'power',
            power: key,
            card: step.card,
            player: step.player,
            data: { moment: 'land', figure: f.id, head, tail },
          })
        )
          return;
        place(ctx, name, f, head, tail);
      },
    },
  };
}

export const waterTunnel = tunnel(
  'Water Tunnel',
  'water',
  false,
  'After ending its normal move on a water space, may be placed on an empty water space of the same level within 5 spaces, taking no leaving-engagement attacks.',
);

export const swampWaterTunnel = tunnel(
  'Swamp Water Tunnel',
  'swamp-water',
  true,
  'After ending its normal move on a swamp water space, may be placed on an empty swamp water space of the same level within 5 spaces; an engaged figure takes the leaving-engagement attacks first.',
);
