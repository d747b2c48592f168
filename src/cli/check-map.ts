/**
 * The checks for Heroscape battlefield files, shared by `skirmish map` and `skirmish validate`
 * (check-file.ts lists them with the other kinds). Kept apart so that `map` loads only Heroscape.
 */
import { err, ok, type Result } from '../core/index.js';
import { describeIssues } from '../core/schema.js';
import { compileBoard } from '../games/heroscape/board.js';
import { HscFormatError } from '../games/heroscape/hsc.js';
import { importHsc } from '../games/heroscape/import.js';
import { mapSchema, type HeroscapeMap } from '../games/heroscape/map-model.js';

/** A Heroscape battlefield in the project's JSON format, checked as `map stats` loads it: the schema, then compiling the board. */
export function checkHeroscapeMap(value: unknown, where: string): Result<HeroscapeMap, string> {
  const parsed = mapSchema.safeParse(value);
  if (!parsed.success) return err(`${where}: not a Heroscape map:\n${describeIssues(parsed.error, where)}`);
  return compiles(parsed.data, where);
}

/** A Virtualscape `.hsc` file, checked as `map import` and `map stats` load it: parsed, converted and compiled. */
export function checkHsc(value: unknown, where: string): Result<HeroscapeMap, string> {
  if (!(value instanceof Uint8Array)) return err(`${where}: a .hsc file is read as bytes`);
  let map: HeroscapeMap;
  try {
    map = importHsc(value, where);
  } catch (e) {
    if (e instanceof HscFormatError) return err(e.message);
    throw e;
  }
  return compiles(map, where);
}

function compiles(map: HeroscapeMap, where: string): Result<HeroscapeMap, string> {
  try {
    compileBoard(map);
  } catch (e) {
    // compileBoard's own map errors (a doorway off the battlefield) name the JSON path already.
    return err(`${where}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return ok(map);
}
