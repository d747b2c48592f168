/**
 * The question "on which matching card does the destroyed Common figure go?".
 * Rulebook: heroscape-master-game-guide — "Destroying a Common figure when your Army includes two or
 * more of the same Army Card" ("When any figure on your Common Army Card is destroyed, you may place
 * it on any matching Army Card, if you do not have any of these figures destroyed").
 *
 * Destruction happens inside the rule that wounds (`wounds.ts`), where nothing can be asked; the
 * question is pushed then and asked as soon as that rule is done, before anything else is decided.
 */
import type { Option, StepHandler } from '../../../core/index.js';
import { placeDestroyedOn, placementChoices } from './commons.js';
import type { HsCtx, HsEvents, HsQueries } from './events.js';
import type { StepOf } from './steps.js';
import { figureById, figureName, type FigureState, type HsState } from './state.js';

export const KEEP_CARD = 'keep';

/** Pushes the question when the destroyed figure may go onto another matching card. */
export function offerPlacement(ctx: HsCtx, f: FigureState): void {
  if (placementChoices(ctx.state, f).length > 0) ctx.push({ kind: 'place-destroyed', player: f.owner, figure: f.id });
}

export const placeDestroyed: StepHandler<HsState, StepOf<'place-destroyed'>, HsQueries, HsEvents> = {
  run(ctx, step) {
    const s = ctx.state;
    const f = figureById(s, step.figure);
    const choices = placementChoices(s, f);
    if (choices.length === 0) return;
    const options: Option[] = [
      { id: KEEP_CARD, label: `Leave ${figureName(s, f)} on its own card` },
      ...choices.map((c) => ({ id: `card:${c}`, label: `Place ${figureName(s, f)} on card ${c} (${s.cards[c]!.card.name})` })),
    ];
    return ctx.ask(step.player, 'place-destroyed', `${figureName(s, f)} is destroyed: on which matching Army Card does it go?`, options);
  },
  choose(ctx, step, option) {
    if (option.id === KEEP_CARD) return;
    const s = ctx.state;
    const f = figureById(s, step.figure);
    const card = Number(option.id.slice('card:'.length));
    placeDestroyedOn(s, f, card);
    ctx.emit('CommonPlaced', { figure: f.id, card });
  },
};
