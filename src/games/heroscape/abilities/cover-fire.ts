/**
 * Cover Fire (Agent Skahen): when the card's figure attacks an opponent's figure and gives it one or
 * more wounds, its player may move one Tricky figure it controls that follows Vydar, within 8 clear
 * sight spaces of the card's figure and not that figure itself, up to 4 spaces.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (wounds), "Clear Sight Spaces", "Action 2. Move
 * Figure(s) …" and "Leaving an engagement" (the move: abilities/power-move.ts), "Special Power
 * References on Army Cards" (Tricky is the card's personality, "follows Vydar" its general),
 * "Friends and Enemies" ("you control": the player's own figures, not a teammate's). The power's text
 * is on the card.
 *
 * How: the defense roll (`DefenseRolled`) of an opponent's figure attacked by the card's figure (any
 * attack: the text says "when attacking") pushes a `power` step, run once that defense's wounds are
 * given. If the defender took a wound marker or was destroyed ("inflicts": as Poison Sting reads it),
 * the player picks a figure (or none), then its destination. Each attack that wounds gives one move
 * (Double Attack's second attack too).
 */
import type { HsCtx } from '../battle/events.js';
import { cardOf, figureById, figureName, friendly, type FigureState, type HsState } from '../battle/state.js';
import type { PowerStep } from '../battle/steps.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { askOptional, figureOption, SKIP } from './near.js';
import { powerMoveOptions, powerMoveRange, pushPowerWalk, type MoveTraits } from './power-move.js';

const NAME = 'Cover Fire';
const KEY = abilityKey(NAME);
export const COVER_FIRE_SPACES = 8;
export const COVER_FIRE_MOVE = 4;

/** The figures the card's player may move: Tricky, following Vydar, its own, within 8 clear sight spaces (never the card's own). */
function movable(s: HsState, card: number): FigureState[] {
  const owner = s.cards[card]!.owner;
  return withinClearSight(s, card, COVER_FIRE_SPACES, (t) => {
    const c = cardOf(s, t).card;
    return t.owner === owner && c.personality.trim().toLowerCase() === 'tricky' && c.general.trim().toLowerCase() === 'vydar';
  });
}

function ask(ctx: HsCtx, step: PowerStep): ReturnType<HsCtx['ask']> | undefined {
  const s = ctx.state;
  const d = figureById(s, String(step.data['defender']));
  if (!d.destroyed && d.wounds <= Number(step.data['before'])) return undefined;
  const options = movable(s, step.card).map((f) => figureOption(s, `${KEY}:`, f, 'Move'));
  return askOptional(ctx, step.player, NAME, `move which Tricky figure up to ${COVER_FIRE_MOVE} spaces?`, options);
}

export function coverFireAbility(traits: MoveTraits): Ability {
  return {
    name: NAME,
    text: `When this card's figure attacks an opponent's figure and wounds it, you may move one Tricky figure you control that follows Vydar, within ${COVER_FIRE_SPACES} clear sight spaces of it (never the card's own figure), up to ${COVER_FIRE_MOVE} spaces.`,
    handler: {
      on: {
        DefenseRolled: {
          run(ctx, effect, p) {
            const s = ctx.state;
            const card = cardParam(effect);
            const attacker = figureById(s, p.attacker);
            if (attacker.card !== card) return;
            const d = figureById(s, p.defender);
            if (friendly(s, d.owner, attacker.owner)) return;
            ctx.push({ kind: 'power', power: KEY, card, player: s.cards[card]!.owner, data: { moment: 'pick', defender: d.id, before: d.wounds } });
          },
        },
      },
    },
    step: {
      run(ctx, step) {
        if (step.data['moment'] !== 'to') return ask(ctx, step);
        const f = figureById(ctx.state, String(step.data['figure']));
        if (f.destroyed || f.head < 0) return;
        const { range } = powerMoveRange(ctx, traits, f, COVER_FIRE_MOVE);
        return ctx.ask(step.player, 'use-power', `${NAME}: where does ${figureName(ctx.state, f)} move?`, powerMoveOptions(ctx, NAME, range));
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        if (step.data['moment'] === 'to') {
          pushPowerWalk(ctx, traits, figureById(ctx.state, String(step.data['figure'])), COVER_FIRE_MOVE, option.id, NAME);
          return;
        }
        const figure = option.id.slice(KEY.length + 1);
        if (!movable(ctx.state, step.card).some((f) => f.id === figure)) throw new Error(`${NAME}: ${figure} may not be moved`);
        ctx.emit('PowerUsed', { power: NAME, figure, note: `${figureName(ctx.state, figureById(ctx.state, figure))} moves up to ${COVER_FIRE_MOVE} spaces` });
        ctx.push({ kind: 'power', power: KEY, card: step.card, player: step.player, data: { moment: 'to', figure } });
      },
    },
  };
}
