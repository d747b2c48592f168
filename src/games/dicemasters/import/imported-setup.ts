// Implements: dice-masters-battle-for-faerun — "CUSTOMIZING YOUR PARTY" (Tournament parties, Draft
// parties) over the set imported from a TeamBuilder file (`--cards FILE`): the flags' set-up as a
// config the engine can start — a set-up file naming imported cards, two team links (`--team LINK --vs
// LINK`, checked as Tournament parties), or else a draft over every enforced card of the set. The
// config carries the definitions of the imported cards it uses (import/config-cards.ts). Cards whose
// abilities are not enforced are refused unless `--allow-unenforced` is given. Pure: the file is read
// through the `readFile` it is handed.
import { err, ok, type Result } from '../../../core/index.js';
import { buildSet, registerSet, type SetCard } from '../cards/bff/set.js';
import { formatConfig } from '../party/random.js';
import { parseTeamLink } from '../party/team-link.js';
import { describeProblems, validateParty, type CardLookup } from '../party/validate.js';
import { parseTeamBuilder } from './teambuilder.js';

type ReadFile = (path: string) => string;

function read(readFile: ReadFile, path: string): Result<string, string> {
  try {
    return ok(readFile(path));
  } catch (e) {
    return err(`${path}: cannot read the file (${e instanceof Error ? e.message : String(e)})`);
  }
}

/** The imported set, made known to the engine. */
export function loadSet(readFile: ReadFile, path: string): Result<SetCard[], string> {
  const text = read(readFile, path);
  if (!text.ok) return text;
  const parsed = parseTeamBuilder(text.value, path);
  if (!parsed.ok) return parsed;
  const set = buildSet(parsed.value);
  registerSet(set);
  return ok(set);
}

/** Every card id a set-up names (party cards, basic actions, pool entries). */
function namedKeys(v: unknown): string[] {
  const out: string[] = [];
  const walk = (x: unknown, key: string | null): void => {
    if (typeof x === 'string' && (key === 'card' || key === 'basicActions' || key === 'pool')) out.push(x);
    else if (Array.isArray(x)) for (const y of x) walk(y, key);
    else if (typeof x === 'object' && x !== null) for (const [k, y] of Object.entries(x)) walk(y, k);
  };
  walk(v, null);
  return out;
}

/** The set-up `--cards FILE` plays (see the file comment), as a raw config for the set-up schema. */
export function importedSetup(flags: Readonly<Record<string, string>>, readFile: ReadFile): Result<unknown, string> {
  const path = flags.cards;
  if (path === undefined || path === 'true') return err('--cards needs the path of a TeamBuilder file (tdc-teambuilder-cards.php)');
  const set = loadSet(readFile, path);
  if (!set.ok) return set;
  const allow = flags['allow-unenforced'] === 'true';
  const byKey = new Map(set.value.map((c) => [c.facts.key, c]));
  const carried = (keys: readonly string[]) =>
    [...new Set(keys)].flatMap((k) => {
      const c = byKey.get(k);
      return c && c.source !== 'catalogue' ? [c.def] : [];
    });
  const unenforced = (keys: readonly string[]) => keys.filter((k) => byKey.get(k)?.enforced === false);
  let config: Record<string, unknown>;
  if (flags.team !== undefined || flags.vs !== undefined) {
    if (!flags.team || !flags.vs || flags.team === 'true' || flags.vs === 'true') return err('--team and --vs each need a team link');
    const lookup: CardLookup = { card: (k) => byKey.get(k)?.def, enforced: (k) => byKey.get(k)?.enforced ?? false };
    const facts = set.value.map((c) => c.facts);
    const parties = [];
    for (const [flag, link] of [
      ['--team', flags.team],
      ['--vs', flags.vs],
    ] as const) {
      const t = parseTeamLink(link, facts);
      if (!t.ok) return err(`${flag}: ${t.error}`);
      const v = validateParty(t.value.party, 'tournament', lookup, { allowUnenforced: allow });
      if (!v.ok) return err(`${flag}: not a legal Tournament party:\n${describeProblems(v.error)}`);
      parties.push(t.value);
    }
    const [a, b] = parties;
    if (!a || !b) return err('--team and --vs each need a team link');
    config = formatConfig('tournament', [a.party, b.party], [a.name ?? 'First player', b.name ?? 'Second player']);
  } else if (flags.setup !== undefined && flags.setup.endsWith('.json')) {
    const text = read(readFile, flags.setup);
    if (!text.ok) return text;
    let json: unknown;
    try {
      json = JSON.parse(text.value);
    } catch (e) {
      return err(`${flags.setup}: not readable JSON (${e instanceof Error ? e.message : String(e)})`);
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return err(`${flags.setup}: a set-up is a JSON object`);
    config = { ...json };
  } else {
    const pool = set.value.filter((c) => !c.facts.basic && (c.enforced || allow)).map((c) => c.facts.key);
    config = { draft: { partySize: 20, basicActions: 4, pool }, players: [{ name: 'First player' }, { name: 'Second player' }] };
  }
  const named = namedKeys(config);
  const refused = unenforced(named);
  if (refused.length && !allow)
    return err(
      `${refused.join(', ')}: the abilities of ${refused.length === 1 ? 'this card are' : 'these cards are'} not enforced yet; --allow-unenforced plays them without those abilities`,
    );
  const cards = carried(named);
  return ok(cards.length ? { ...config, cards } : config);
}
