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
  /** An option selected but not yet confirmed (an area template shown on the board), or null. */
  readonly selected?: Option | null;
  /** Selects (or with null clears) an option that is confirmed in a second step (see `needsConfirm`). */
  readonly select?: (o: Option | null) => void;
  /** The live table's id (absent in the replay viewer): views that ask the server about the live table use it. */
  readonly tableId?: string;
  /**
   * The API path of the position shown — a live table's `/api/tables/<id>`, a replay step's
   * `/api/tables/<id>/replay/<n>` — for views that ask the server about it (measuring appends `/measure`).
   */
  readonly position?: string;
}

/**
 * The squares of an option that covers an area of the board (payload `squares: [[x, y], …]`, e.g. a
 * DDM close or area attack's template), or [] for any other option.
 */
export function templateOf(o: Option | null | undefined): [number, number][] {
  const p = o?.payload;
  if (!p || typeof p !== 'object' || Array.isArray(p)) return [];
  const sq = (p as { readonly [k: string]: Json | undefined })['squares'];
  if (!Array.isArray(sq)) return [];
  const out: [number, number][] = [];
  for (const q of sq) if (Array.isArray(q) && typeof q[0] === 'number' && typeof q[1] === 'number') out.push([q[0], q[1]]);
  return out;
}

/** Options that cover an area are chosen in two steps — select (the template is drawn), then confirm. */
export const needsConfirm = (o: Option): boolean => templateOf(o).length > 1;

/** The options whose payload satisfies `pred` (how a board element finds the choices it stands for). */
export function optionsWhere(decision: Decision | null, pred: (payload: { readonly [k: string]: Json | undefined }) => boolean): Option[] {
  if (!decision) return [];
  return decision.options.filter(
    (o) => o.payload !== null && typeof o.payload === 'object' && !Array.isArray(o.payload) && pred(o.payload as { readonly [k: string]: Json | undefined }),
  );
}
