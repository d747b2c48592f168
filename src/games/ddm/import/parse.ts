// parseDdmwi: a ddmwi creatures file (JSON array of entries) read into our encoding, each entry
// checked first; errors name the file and the entry. See docs/ddm.md, "Creature pool".
import { err, ok, type Result } from '../../../core/index.js';
import { importEntry } from './creature.js';
import { ddmwiEntrySchema } from './ddmwi-entry.js';
import type { ImportedCreature } from './types.js';

export interface ImportedPool {
  readonly file: string;
  readonly creatures: readonly ImportedCreature[];
}

export function parseDdmwi(text: string, fileName: string): Result<ImportedPool, string> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err(`${fileName}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (!Array.isArray(raw)) return err(`${fileName}: expected a JSON array of creature entries`);
  const creatures: ImportedCreature[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    const r = ddmwiEntrySchema.safeParse(raw[i]);
    const label = (v: unknown) =>
      typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string' ? ` (${(v as { name: string }).name})` : '';
    if (!r.success) {
      const issue = r.error.issues[0];
      return err(`${fileName}: entry ${i + 1}${label(raw[i])}: ${issue?.path.join('.') || 'entry'}: ${issue?.message ?? 'invalid'}`);
    }
    if (seen.has(r.data.name)) return err(`${fileName}: entry ${i + 1} (${r.data.name}): a second creature with the same name`);
    seen.add(r.data.name);
    creatures.push(importEntry(r.data));
  }
  return ok({ file: fileName, creatures });
}
