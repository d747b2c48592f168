import type { Io } from '../io.js';

/** Reads and parses a JSON file; on failure returns a sentence naming the file and what went wrong. */
export function readJson(io: Io, path: string): { ok: true; value: unknown } | { ok: false; error: string } {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (e) {
    return { ok: false, error: `${path}: cannot read the file (${(e as Error).message})` };
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
    return { ok: false, error: `${path}: cannot read the file (${(e as Error).message})` };
  }
}
