import type { z } from 'zod';

/** Renders a JSON path the way users read it: $.players[0].name */
export function jsonPath(path: readonly PropertyKey[]): string {
  let s = '$';
  for (const p of path) s += typeof p === 'number' ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(String(p)) ? `.${String(p)}` : `[${JSON.stringify(String(p))}]`;
  return s;
}

export interface SchemaIssue {
  readonly path: string;
  readonly message: string;
}

/** Zod issues as (JSON path, what was expected) pairs. */
export function schemaIssues(error: z.ZodError): SchemaIssue[] {
  return error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message }));
}

export function describeIssues(error: z.ZodError, where = ''): string {
  return schemaIssues(error)
    .map((i) => `${where}${where ? ' ' : ''}at ${i.path}: ${i.message}`)
    .join('\n');
}
