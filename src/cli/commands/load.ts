import { describeIssues, type SchemaIssue, schemaIssues } from '../../core/index.js';
import type { z } from 'zod';
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

export function validateWith<T>(
  schema: z.ZodType<T>,
  value: unknown,
  path: string,
): { ok: true; value: T } | { ok: false; error: string; issues: SchemaIssue[] } {
  const r = schema.safeParse(value);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, error: describeIssues(r.error, path), issues: schemaIssues(r.error) };
}
