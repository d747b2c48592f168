/**
 * Disappearing Ninja (Ninjas of the Northern Wind): when a figure of the card is attacked with a
 * normal attack and at least one skull is rolled, its player rolls the d20; on 12 or more the figure
 * takes no damage and instead may move up to 4 spaces — but it disappears only if that move can end
 * on a space not adjacent to any enemy figure; on 1-11 the defense is rolled normally.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (the attack roll, then the defense), "Action 2.
 * Move Figure(s) …" and "Leaving an engagement" (the move: abilities/power-move.ts, with the card's
 * Ghost Walk and Disengage), "Friends and Enemies" (a teammate's figure is no enemy). The power's
 * text is on the card.
 *
 * How: at the attack roll (`AttackRolled`), before any defense die, as Hide in Darkness. On 12 or more
 * the destinations within 4 spaces that are not adjacent to an enemy are worked out (the figure's
 * own space counts as "moving 0 spaces" when no enemy is next to it); with none, it cannot disappear
 * and the defense is rolled normally. Otherwise the attack is cancelled (no defense, no wound) and a
 * `power` step asks where it goes among those destinations, or to stay when staying is allowed.
 * Our reading: "may move" lets the player choose among the allowed ends, never an end beside an enemy.
 */
import { CANCEL, type Option } from '../../../core/index.js';
import { figuresAdjacent } from '../engagement.js';
import type { HsCtx } from '../battle/events.js';
import { rollD20 } from '../battle/d20.js';
import { boardOf, figureById, figureName, friendly, livingPlaced, placedOf, type FigureState } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { ofEffectCard, SKIP } from './near.js';
import { powerMoveOptions, powerMoveRange, pushPowerWalk, type MoveTraits } from './power-move.js';

const NAME = 'Disappearing Ninja';
export const DISAPPEAR_NEEDS = 12;
export const DISAPPEAR_SPACES = 4;

/** The indexes of the destinations within 4 spaces not adjacent to an enemy, and whether the figure's own space is such a space (shared with Vanish). */
export function safeEnds(ctx: HsCtx, traits: MoveTraits, f: FigureState): { readonly ends: number[]; readonly stay: boolean } {
  const s = ctx.state;
  const board = boardOf(s);
  const me = placedOf(s, f);
  const enemies = livingPlaced(s).filter((o) => o.id !== f.id && !friendly(s, figureById(s, o.id).owner, f.owner));
  const clear = (head: number, tail: number): boolean => enemies.every((e) => !figuresAdjacent(board, { ...me, head, tail }, e).adjacent);
  const { range } = powerMoveRange(ctx, traits, f, DISAPPEAR_SPACES);
  const ends: number[] = [];
  range.destinations.forEach((d, i) => {
    if (clear(d.head, d.tail)) ends.push(i);
  });
  return { ends, stay: clear(me.head, me.tail) };
}

/**
 * The step after a successful roll (shared with Vanish): where the figure moves among the destinations
 * within 4 spaces not adjacent to an enemy, or stays when its own space is such a space.
 */
export function safeMoveStep(name: string, traits: MoveTraits): NonNullable<Ability['step']> {
  return {
    run(ctx, step) {
      const s = ctx.state;
      const f = figureById(s, String(step.data['figure']));
      if (f.destroyed || f.head < 0) return;
      const { ends, stay } = safeEnds(ctx, traits, f);
      const { range } = powerMoveRange(ctx, traits, f, DISAPPEAR_SPACES);
      const all = powerMoveOptions(ctx, name, range);
      const options: Option[] = ends.map((i) => all[i]!);
      if (stay) options.push({ id: SKIP, label: 'Stay' });
      if (options.length === 0) return;
      return ctx.ask(step.player, 'use-power', `${name}: where does ${figureName(s, f)} move?`, options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const f = figureById(ctx.state, String(step.data['figure']));
      const { ends } = safeEnds(ctx, traits, f);
      if (!ends.includes(Number(option.id.slice('to:'.length)))) throw new Error(`${name}: ${option.id} ends beside an enemy`);
      pushPowerWalk(ctx, traits, f, DISAPPEAR_SPACES, option.id, name);
    },
  };
}

export function disappearingNinjaAbility(traits: MoveTraits): Ability {
  const key = abilityKey(NAME);
  return {
    name: NAME,
    text: `Attacked with a normal attack that rolls a skull, roll the d20: on ${DISAPPEAR_NEEDS} or more, if the figure can end a move of up to ${DISAPPEAR_SPACES} spaces not adjacent to any enemy figure, it takes no damage and makes that move instead; else the defense is rolled normally.`,
    handler: {
      on: {
        AttackRolled: {
          run(ctx, effect, p) {
            const s = ctx.state;
            if (p.special || p.skulls < 1 || !ofEffectCard(s, effect, p.defender)) return;
            const d = figureById(s, p.defender);
            if (d.head < 0) return;
            const roll = rollD20(ctx, d.owner);
            const { ends, stay } = roll >= DISAPPEAR_NEEDS ? safeEnds(ctx, traits, d) : { ends: [], stay: false };
            const gone = ends.length > 0 || stay;
            const why = roll < DISAPPEAR_NEEDS ? '' : gone ? ': it disappears' : ': no space away from the enemy, the defense is rolled';
            ctx.emit('PowerUsed', { power: NAME, figure: d.id, note: `the d20 shows ${roll} (${DISAPPEAR_NEEDS} or higher needed)${why}` });
            if (!gone) return undefined;
            ctx.push({ kind: 'power', power: key, card: d.card, player: d.owner, data: { figure: d.id } });
            return CANCEL;
          },
        },
      },
    },
    step: safeMoveStep(NAME, traits),
  };
}
