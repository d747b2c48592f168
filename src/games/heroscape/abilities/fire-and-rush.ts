/**
 * Fire And Rush Special Attack (Samuel Brown): when the card's figure begins its turn unengaged,
 * instead of moving normally it may attack a figure within 5 spaces with 3 attack dice; if that figure
 * receives a wound the figure may move up to 5 spaces, and if it ends that move engaged it may attack
 * again with 4 attack dice.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (used instead of a
 * normal attack: its own dice, never modified by height advantage, glyphs or other powers; an engaged
 * figure attacks only the figures it is engaged with), "Action 2. Move Figure(s) …" and "Leaving an
 * engagement" (the move: abilities/power-move.ts); the power's text is on the card.
 *
 * Our readings: played as a power "instead of" the card's own turn (ability.ts `insteadOfTurn`): after
 * the reveal, if the figure is unengaged, its player picks a target (a figure in Line of Sight within 5
 * spaces counted as Range is) or the card's own turn; used, it is the turn's move and attack, so no
 * normal move or attack follows. "Receives one or more wounds" counts a wound marker placed or the
 * figure destroyed; the rush is a move of up to 5 spaces by the move search with the card's movement
 * powers, its leaving-engagement attacks as any move's. The second attack is the same special attack,
 * so, the figure being engaged, only a figure it is engaged with may be its target.
 */
import type { Option } from '../../../core/index.js';
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import type { HsCtx } from '../battle/events.js';
import { boardOf, figureById, figureName, figuresOfCard, livingPlaced, placedOf, type FigureState } from '../battle/state.js';
import type { PowerStep } from '../battle/steps.js';
import { engaged } from '../engagement.js';
import { abilityKey, type Ability } from './ability.js';
import { powerMoveOptions, powerMoveRange, pushPowerWalk, type MoveTraits } from './power-move.js';
import { ownTurnSteps, type PowersOf } from './turn-steps.js';
import { SKIP } from './near.js';

const NAME = 'Fire And Rush Special Attack';
const KEY = abilityKey(NAME);
const RANGE = 5;
const FIRST_DICE = 3;
const RUSH = 5;
const SECOND_DICE = 4;
/** The option taking the card's own turn instead. */
const OWN = `${KEY}-own`;

function isEngaged(ctx: HsCtx, f: FigureState): boolean {
  const s = ctx.state;
  const board = boardOf(s);
  const me = placedOf(s, f);
  return livingPlaced(s).some((e) => e.side !== me.side && engaged(board, me, e));
}

/** The figure's attack options: each target in reach, `<prefix><target>`. */
function targetOptions(ctx: HsCtx, f: FigureState, prefix: string, dice: number): Option[] {
  const s = ctx.state;
  return targetsOf(ctx, f, { range: RANGE, sight: true }).map((t) => ({
    id: `${prefix}${t}`,
    label: `${NAME} on ${figureName(s, figureById(s, t))} with ${dice} dice`,
    payload: { attacker: f.id, defender: t, dice },
  }));
}

/** One attack of `f` at `target`; `then` (a step of this power) is pushed first, so it runs once the defense's wounds are given. */
function attack(ctx: HsCtx, f: FigureState, target: string, dice: number, then: PowerStep | null): void {
  const d = figureById(ctx.state, target);
  if (then) ctx.push({ ...then, data: { ...then.data, defender: d.id, before: d.wounds } });
  resolveSpecialAttack(ctx, f, NAME, dice, [d]);
}

export function fireAndRushAbility(powersOf: PowersOf, traits: MoveTraits): Ability {
  return {
    name: NAME,
    text: `If this card's figure begins its turn unengaged, instead of moving normally it may attack a figure within ${RANGE} spaces with ${FIRST_DICE} attack dice (a special attack); if that figure is wounded, this figure may move up to ${RUSH} spaces, and if it ends that move engaged it may attack again with ${SECOND_DICE} attack dice.`,
    handler: {},
    insteadOfTurn: true,
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const moment = step.data['moment'];
        const f = figuresOfCard(s, step.card)[0];
        if (moment === 'instead-of-turn') {
          const options = f && !isEngaged(ctx, f) ? targetOptions(ctx, f, `${KEY}:`, FIRST_DICE) : [];
          if (options.length === 0) {
            ctx.push(...ownTurnSteps(powersOf, s, step.card, step.player, true));
            return;
          }
          options.push({ id: OWN, label: `Move and attack normally with ${s.cards[step.card]!.card.name}` });
          return ctx.ask(step.player, 'use-power', `${NAME}: attack instead of moving normally?`, options);
        }
        if (!f) return;
        if (moment === 'rush') {
          // Only after a wound: a marker placed, or the figure destroyed.
          const d = figureById(s, String(step.data['defender']));
          if (!d.destroyed && d.wounds <= Number(step.data['before'])) return;
          const { range } = powerMoveRange(ctx, traits, f, RUSH);
          return ctx.ask(step.player, 'use-power', `${NAME}: move ${figureName(s, f)} up to ${RUSH} spaces?`, powerMoveOptions(ctx, NAME, range));
        }
        if (moment === 'again') {
          if (f.destroyed || f.head < 0 || !isEngaged(ctx, f)) return;
          const options = targetOptions(ctx, f, 'again:', SECOND_DICE);
          if (options.length === 0) return;
          options.push({ id: SKIP, label: `No second ${NAME}` });
          return ctx.ask(step.player, 'use-power', `${NAME}: attack again with ${SECOND_DICE} dice?`, options);
        }
      },
      choose(ctx, step, option) {
        const s = ctx.state;
        const f = figuresOfCard(s, step.card)[0]!;
        const moment = step.data['moment'];
        if (moment === 'instead-of-turn') {
          if (option.id === OWN) {
            ctx.push(...ownTurnSteps(powersOf, s, step.card, step.player, true));
            return;
          }
          attack(ctx, f, option.id.slice(KEY.length + 1), FIRST_DICE, { ...step, data: { moment: 'rush' } });
          return;
        }
        if (moment === 'rush') {
          // The second attack's step runs once the walk (and any leaving-engagement attacks) is over.
          ctx.push({ ...step, data: { moment: 'again' } });
          if (option.id !== SKIP) pushPowerWalk(ctx, traits, f, RUSH, option.id, NAME);
          return;
        }
        if (moment === 'again' && option.id !== SKIP) attack(ctx, f, option.id.slice('again:'.length), SECOND_DICE, null);
      },
    },
  };
}
