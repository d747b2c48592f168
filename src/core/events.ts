import type { JsonObject } from './json.js';

/** Who may see an event: everyone, one player only, or nobody (kept for debugging and replays). */
export type Visibility = { readonly to: 'all' } | { readonly to: 'player'; readonly player: number } | { readonly to: 'none' };

export const PUBLIC: Visibility = { to: 'all' };
export const HIDDEN: Visibility = { to: 'none' };
export const onlyTo = (player: number): Visibility => ({ to: 'player', player });

export interface GameEvent {
  readonly type: string;
  readonly visibility: Visibility;
  readonly data: JsonObject;
}

/** Whether `viewer` may see the event; `viewer` null is a spectator, who sees public events only. */
export function visibleTo(event: GameEvent, viewer: number | null): boolean {
  const v = event.visibility;
  if (v.to === 'all') return true;
  if (v.to === 'none') return false;
  return viewer !== null && v.player === viewer;
}

/** Turns one event into a sentence; each game supplies its own. */
export type Narrator = (event: GameEvent) => string;

/** The events `viewer` may see, rendered as text, one line each. */
export function narrate(narrator: Narrator, events: readonly GameEvent[], viewer: number | null): string[] {
  const lines: string[] = [];
  for (const e of events) if (visibleTo(e, viewer)) lines.push(narrator(e));
  return lines;
}
