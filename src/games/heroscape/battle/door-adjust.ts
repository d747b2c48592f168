/**
 * Opening, closing and barring the Fortress Door in a turn.
 * Rulebook: heroscape-master-game-guide — "The Fortress Door" ("The Door is a destructible object
 * that may be opened and closed"; the guide's "Rules for Opening or Closing the Door" has only
 * Example 38 under it). The rule is the published one (the Heroscape wiki's "Fortress Door" page,
 * from the Fortress of the Archkyrie instructions, docs/heroscape.md "The Fortress Door"): at any time
 * during your turn you may open or close the Door while you or a teammate control a figure next to it
 * (not necessarily a figure of the turn's card); the inside is the side with the bar, and only a figure
 * next to the Door on the inside may raise or lower the bar; with the bar down the Door is locked and
 * cannot be opened. A Door cannot close on a figure standing on Doorway Space #1 (`door.ts`).
 *
 * "At any time during your turn" is offered at each of the turn's questions: before each figure moves
 * (the mover question) and before each attack (the attack question). The inside is the side of
 * Doorway Spaces #3 and #4: a figure next to the Door is inside when it is nearer Doorway Space #4
 * than Doorway Space #2.
 */
import type { Option } from '../../../core/index.js';
import type { Board } from '../board.js';
import { adjacentToDoor, setDoorState } from '../door.js';
import { spacesOf } from '../figures.js';
import { doorsOf } from './door-attack.js';
import type { HsCtx } from './events.js';
import { boardOf, friendly, living, livingPlaced, placedOf, type HsState } from './state.js';

type Adjust = 'open' | 'close' | 'bar' | 'unbar';
const ADJUSTS: readonly Adjust[] = ['open', 'close', 'bar', 'unbar'];
const WORDS: Record<Adjust, string> = { open: 'Open', close: 'Close', bar: 'Lower the bar of (lock)', unbar: 'Raise the bar of (unlock)' };

const distance = (board: Board, a: number, b: number): number => {
  const dq = board.colQ[a]! - board.colQ[b]!;
  const dr = board.colR[a]! - board.colR[b]!;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
};

/** Whether a space is on the inside of Door `door` (nearer Doorway Space #4 than #2). */
function inside(board: Board, door: number, space: number): boolean {
  const d = board.doors[door]!;
  const col = board.spCol[space]!;
  return distance(board, col, board.spCol[d.spaces[3]!]!) < distance(board, col, board.spCol[d.spaces[1]!]!);
}

/**
 * The Door adjustments `player` may make now, as options (`open-door0`, `bar-door0`, …), but `undo`:
 * the one that would undo the adjustment just made at the same question. Undoing it at once changes
 * nothing, and offering it would let a question go round open-close forever.
 */
export function doorAdjustOptions(s: HsState, player: number, undo?: string): Option[] {
  if (s.map.doors.length === 0) return [];
  const board = boardOf(s);
  const mine = living(s)
    .filter((f) => friendly(s, f.owner, player))
    .map((f) => placedOf(s, f));
  const out: Option[] = [];
  board.doors.forEach((d, i) => {
    if (d.state === 'destroyed') return;
    const next = mine.filter((f) => adjacentToDoor(board, f, i));
    if (next.length === 0) return;
    const barred = doorsOf(s)[i]!.barred === true;
    const allowed: Adjust[] = [];
    if (d.state === 'closed' && !barred) allowed.push('open');
    if (d.state === 'open' && !livingPlaced(s).some((f) => spacesOf(f).includes(d.spaces[0]!))) allowed.push('close');
    if (d.state === 'closed' && next.some((f) => spacesOf(f).some((sp) => inside(board, i, sp)))) allowed.push(barred ? 'unbar' : 'bar');
    for (const a of allowed) if (`${a}-door${i}` !== undo) out.push({ id: `${a}-door${i}`, label: `${WORDS[a]} the Door`, payload: { door: i, adjust: a } });
  });
  return out;
}

/** The adjustment and Door an option id names, or null when it is not one. */
function parse(id: string): { adjust: Adjust; door: number } | null {
  const dash = id.indexOf('-door');
  if (dash <= 0) return null;
  const adjust = ADJUSTS.find((a) => a === id.slice(0, dash));
  return adjust ? { adjust, door: Number(id.slice(dash + '-door'.length)) } : null;
}

const INVERSE: Record<Adjust, Adjust> = { open: 'close', close: 'open', bar: 'unbar', unbar: 'bar' };

/** The adjustment that would undo the adjustment `id` (`close-door0` for `open-door0`). */
export function undoOf(id: string): string | undefined {
  const a = parse(id);
  return a ? `${INVERSE[a.adjust]}-door${a.door}` : undefined;
}

/** The question step as any other choice leaves it: that choice ends the moment the undo was barred for. */
export function withoutUndo<T extends { readonly undo?: string }>(step: T): T {
  return step.undo === undefined ? step : { ...step, undo: undefined };
}

/** Whether the option id is a Door adjustment. */
export const isDoorAdjust = (id: string): boolean => parse(id) !== null;

/** Carries out a Door adjustment offered by `doorAdjustOptions`. */
export function adjustDoor(ctx: HsCtx, player: number, id: string): void {
  const s = ctx.state;
  const a = parse(id);
  if (!a || !doorAdjustOptions(s, player).some((o) => o.id === id)) throw new Error(`door: ${id} is not a Door adjustment player ${player} may make now`);
  const card = doorsOf(s)[a.door]!;
  if (a.adjust === 'bar' || a.adjust === 'unbar') card.barred = a.adjust === 'bar';
  else Object.assign(s, { map: setDoorState(boardOf(s), a.door, a.adjust === 'open' ? 'open' : 'closed', livingPlaced(s)) });
  ctx.emit('DoorAdjusted', { door: a.door, player, adjust: a.adjust });
}
