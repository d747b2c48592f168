import type { Decision, Json, Observation, Option } from '../../core/index.js';
import type { SeatInfo } from '../api.js';

/** What every game view gets: the seat's observation, and (when it is this seat's turn) the decision. */
export interface ViewProps {
  readonly obs: Observation;
  readonly viewer: number | null;
  readonly seats: readonly SeatInfo[];
  /** The open decision when it is this screen's to answer, else null (watching, waiting, replay). */
  readonly decision: Decision | null;
  readonly choose: (optionId: string) => void;
  readonly busy: boolean;
  /** The option the pointer is on in the decision panel (views preview what it would do), or null. */
  readonly hover?: Option | null;
}

/** The options whose payload satisfies `pred` (how a board element finds the choices it stands for). */
export function optionsWhere(decision: Decision | null, pred: (payload: { readonly [k: string]: Json | undefined }) => boolean): Option[] {
  if (!decision) return [];
  return decision.options.filter((o) => o.payload !== null && typeof o.payload === 'object' && !Array.isArray(o.payload) && pred(o.payload as { readonly [k: string]: Json | undefined }));
}
