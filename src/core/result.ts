/** A value or a typed error, chessops-style: callers branch on `ok` instead of catching. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/** Unwraps a Result or throws its error; for tests and for places where an error is a programming bug. */
export function unwrap<T, E>(r: Result<T, E>): T {
  if (r.ok) return r.value;
  const e = r.error as unknown;
  throw new Error(typeof e === 'object' && e !== null && 'message' in e ? String((e as { message: unknown }).message) : String(e));
}
