/**
 * A creature's player picks the space it goes to (a teleport, a placement, a dismount): the spaces
 * offered as `choose-destination` options whose id is "x,y", and the chosen option read back.
 */
import type { Option } from '../../../core/index.js';
import type { DdmCtx } from '../ctx.js';
import type { CreatureState, Pos } from '../state.js';
import { sideOf } from './common.js';

export const posOption = (sp: { x: number; y: number }): Option => ({ id: `${sp.x},${sp.y}`, label: `to (${sp.x},${sp.y})`, payload: { x: sp.x, y: sp.y } });

/** Asks `c`'s player `question` with `spaces` as the options. */
export function askSpace(ctx: DdmCtx, c: CreatureState, question: string, spaces: readonly Pos[]): ReturnType<DdmCtx['ask']> {
  return ctx.ask(sideOf(ctx.state, c), 'choose-destination', question, spaces.map(posOption));
}

/** The space a `posOption` stands for. */
export function chosenPos(option: { readonly id: string }): Pos {
  const [x, y] = option.id.split(',').map(Number);
  return { x: x ?? 0, y: y ?? 0 };
}
