// Reading the user's ddmwi creatures file (`--creatures FILE`, default the shared copy beside the
// repository) through the `readFile` the caller hands over, so the game module stays free of I/O.
import { err, type Result } from '../../../core/index.js';
import { parseDdmwi, type ImportedPool } from './parse.js';

/** Where the shared ddmwi file sits when --creatures is not given (the repository's sibling `shared` folder). */
export const DEFAULT_DDMWI_FILE = '../shared/data/ddm/ddmwi-creatures.json';

export function loadPool(readFile: (path: string) => string, path: string = DEFAULT_DDMWI_FILE): Result<ImportedPool, string> {
  let text: string;
  try {
    text = readFile(path);
  } catch (e) {
    return err(`${path}: cannot read the ddmwi creatures file (${e instanceof Error ? e.message : String(e)}); give one with --creatures FILE`);
  }
  return parseDdmwi(text, path);
}

/** The `--creatures` flag's file, or the default; `true` means the flag was given without a path. */
export function creaturesFlag(flags: Readonly<Record<string, string>>): Result<string, string> | null {
  const f = flags['creatures'];
  if (f === undefined) return null;
  if (f === 'true' || f === '') return err('--creatures needs the path of a ddmwi creatures file (creatures.json)');
  return { ok: true, value: f };
}
