import type { Io } from '../io.js';

/** Why a file could not be read, in words (not "ENOENT: …, open 'x'"). */
export function readFailure(path: string, e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : /^(E[A-Z]+)\b/.exec(e instanceof Error ? e.message : '')?.[1];
  const why =
    code === 'ENOENT'
      ? 'there is no such file'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'EISDIR'
          ? 'it is a directory, not a file'
          : e instanceof Error
            ? e.message
            : String(e);
  return `${path}: cannot read the file: ${why}`;
}

/** Reads and parses a JSON file; on failure returns a sentence naming the file and what went wrong. */
export function readJson(io: Io, path: string): { ok: true; value: unknown } | { ok: false; error: string } {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (e) {
    return { ok: false, error: readFailure(path, e) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, error: `${path}: not valid JSON (${(e as Error).message})` };
  }
}

/** Reads a binary file (a Virtualscape .hsc map); on failure a sentence naming the file. */
export function readBytes(io: Io, path: string): { ok: true; value: Uint8Array } | { ok: false; error: string } {
  try {
    return { ok: true, value: io.readBytes(path) };
  } catch (e) {
    return { ok: false, error: readFailure(path, e) };
  }
}
