/**
 * Scatter (Deathreavers): after a figure of the card rolls defense dice against a normal attack from
 * an opponent's figure, its player may move any 2 figures of the card up to 4 spaces each.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …" (the move search: levels,
 * water, falls, engagement), "Leaving an engagement", "Friends and Enemies"; the power's text is on
 * the card.
 *
 * How it is played: the card's `DefenseRolled` (a normal attack by a figure not friendly to the
 * card's player) pushes a `power` step, run once the defense and its wounds are done: the player
 * picks a figure of the card (or stops), then its destination (up to 4 spaces, counted by the move
 * search with the card's Climb as its normal move would; the path's falls and leaving-engagement
 * attacks happen as in a move), then a second figure. The Height multiplier is passed in (index.ts
 * gives `climbTimes`), as bonding.ts is given `abilitiesOf`, to keep the modules free of cycles.
 */
import { limitedMove } from '../battle/move-limits.js';
import type { Option } from '../../../core/index.js';
import { destinationAt, moveRange, pathOf, type MoveRange } from '../movement.js';
import type { HsCtx } from '../battle/events.js';
import { boardOf, figureById, figureName, figuresOfCard, friendly, livingPlaced, placedOf, whereIs, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { SKIP } from './near.js';

export const SCATTER_FIGURES = 2;
export const SCATTER_SPACES = 4;

const NAME = 'Scatter';
const KEY = abilityKey(NAME);

export function scatterAbility(climbTimes: (s: HsState, card: number) => number): Ability {
  const rangeOf = (ctx: HsCtx, f: FigureState): MoveRange => {
    const s = ctx.state;
    const me = placedOf(s, f);
    const times = climbTimes(s, f.card);
    const others = livingPlaced(s).filter((o) => o.id !== f.id);
    return moveRange(
      boardOf(s),
      me,
      others,
      limitedMove(ctx, f.id, times > 1 ? { move: SCATTER_SPACES, climbHeight: me.height * times } : { move: SCATTER_SPACES }),
    );
  };
  return {
    name: NAME,
    text: `After a figure of this card rolls defense dice against an opponent's normal attack, you may move any ${SCATTER_FIGURES} figures of this card up to ${SCATTER_SPACES} spaces each.`,
    handler: {
      on: {
        DefenseRolled: {
          run(ctx, effect, p) {
            const s = ctx.state;
            const card = cardParam(effect);
            const c = s.cards[card];
            if (!c || p.special || figureById(s, p.defender).card !== card || friendly(s, figureById(s, p.attacker).owner, c.owner)) return;
            ctx.push({ kind: 'power', power: KEY, card, player: c.owner, data: { moment: 'pick', moved: [] } });
          },
        },
      },
    },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        if (step.data['moment'] === 'to') {
          const f = figureById(s, String(step.data['figure']));
          if (f.destroyed || f.head < 0) return;
          const range = rangeOf(ctx, f);
          const board = boardOf(s);
          const options: Option[] = range.destinations.map((d, i) => {
            const at = whereIs(board, d.head);
            return { id: `to:${i}`, label: `Scatter to (${at.q}, ${at.r}) level ${at.level}`, payload: { q: at.q, r: at.r, level: at.level } };
          });
          options.push({ id: SKIP, label: 'Stay' });
          return ctx.ask(step.player, 'use-power', `Scatter: where does ${figureName(s, f)} move?`, options);
        }
        const moved = step.data['moved'] as readonly string[];
        if (moved.length >= SCATTER_FIGURES) return;
        const options: Option[] = figuresOfCard(s, step.card)
          .filter((f) => !moved.includes(f.id))
          .map((f) => ({ id: `${KEY}:${f.id}`, label: `Scatter ${figureName(s, f)}`, payload: { figure: f.id } }));
        if (options.length === 0) return;
        options.push({ id: SKIP, label: 'Stop scattering' });
        return ctx.ask(step.player, 'use-power', 'Scatter: move which figure?', options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const s = ctx.state;
        if (step.data['moment'] === 'to') {
          const f = figureById(s, String(step.data['figure']));
          const range = rangeOf(ctx, f);
          const d = destinationAt(range, Number(option.id.slice('to:'.length)));
          if (!d) throw new Error(`Scatter: ${option.id} is not a destination of ${f.id}`);
          const detail = pathOf(boardOf(s), range, d);
          ctx.push({
            kind: 'walk',
            figure: f.id,
            path: detail.steps.map((x) => [x.head, x.tail] as const),
            falls: detail.falls.map((x) => [x.step, x.roll === 'd20' ? 0 : x.roll, x.drop] as const),
            swipes: detail.swipes.map((w) => [w.step, w.enemy] as const),
            at: 0,
            left: false,
          });
          return;
        }
        const figure = option.id.slice(KEY.length + 1);
        const moved = step.data['moved'] as readonly string[];
        ctx.push(
          { kind: 'power', power: KEY, card: step.card, player: step.player, data: { moment: 'to', figure } },
          { ...step, data: { moment: 'pick', moved: [...moved, figure] } },
        );
      },
    },
  };
}
