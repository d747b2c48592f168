// Issue 16, "Cards are data": no shared rule file names a card. A card's own behaviour lives in its
// data row, in an ability module (`abilities/`) or in its own file under `cards/`; the rule files a
// reader finds by rulebook name speak only of rules. This scans every rule file of each game for the
// names of the cards it ships.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../src/games/dicemasters/cards/catalogue.js';
import { STARTER_CREATURES } from '../src/games/ddm/content/creatures.js';
import { STARTER_ITEMS } from '../src/games/ddm/content/items.js';
import { BFF_ENCODINGS } from '../src/games/dicemasters/cards/bff/encodings.js';
import { ROTV_CARDS } from '../src/games/heroscape/content/rotv.js';
import { ENCODED } from '../src/games/heroscape/pool/tables.js';

const ROOT = new URL('..', import.meta.url).pathname;

/** Files that may name cards: the cards and abilities themselves, content (and Heroscape's pool tables), tests and test fixtures. */
const MAY_NAME_CARDS = [/\/cards\//, /\/abilities\//, /\/content\//, /\/pool\/sets\//, /\.test\.ts$/, /test-cards\.ts$/, /testkit\.ts$/, /test-helpers\.ts$/];

/** Heroscape card names that are also terrain the guide's own sections name (heroscape-master-game-guide, "Marro Hive"). */
const GUIDE_TERRAIN: ReadonlySet<string> = new Set(['Marro Hive']);

/** Card-name occurrences still to move out of shared rule code: the list only shrinks (issue 16). */
const KNOWN: readonly string[] = [];

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** Where `name` stands as a word or the head of an identifier (`troll`, `trollRegenerated`, `troll-…`). */
export function mentions(text: string, name: string): boolean {
  const lower = text.toLowerCase();
  const n = name.toLowerCase();
  for (let i = lower.indexOf(n); i >= 0; i = lower.indexOf(n, i + 1)) {
    const before = text[i - 1] ?? ' ';
    const after = text[i + n.length] ?? ' ';
    if (/[A-Za-z]/.test(before)) continue;
    if (/[a-z]/.test(after)) continue;
    return true;
  }
  return false;
}

function violations(game: string, names: readonly string[]): string[] {
  const out: string[] = [];
  for (const f of files(join(ROOT, 'src/games', game))) {
    const rel = relative(ROOT, f);
    if (MAY_NAME_CARDS.some((r) => r.test(rel))) continue;
    const text = readFileSync(f, 'utf8');
    for (const n of names) if (mentions(text, n)) out.push(`${rel}: ${n}`);
  }
  return out;
}

describe('no shared rule file names a card', () => {
  it('the word test finds a name as a word or an identifier head, not inside another word', () => {
    expect(mentions('regenerate(ctx, d, troll)', 'Troll')).toBe(true);
    expect(mentions('const trollRegenerated = 1', 'Troll')).toBe(true);
    expect(mentions("'troll-regenerated'", 'Troll')).toBe(true);
    expect(mentions('the trolls', 'Troll')).toBe(false);
    expect(mentions('force', 'Orc')).toBe(false);
  });

  const games: [string, string[]][] = [
    // The shipped cards, and the Battle for Faerûn cards encoded as data (keyed "<title>/<subtitle>" slugs).
    ['dicemasters', [...ALL_CARDS.map((c) => c.title), ...Object.keys(BFF_ENCODINGS).map((k) => (k.split('/')[0] ?? k).replace(/-/g, ' '))]],
    ['ddm', [...STARTER_CREATURES.map((c) => c.name), ...STARTER_ITEMS.map((i) => i.name)]],
    // The Rise of the Valkyrie cards and every card of the classic pool an encoding names (pool/sets/),
    // but for the names that are also the guide's own terrain: the Marro Hive is a piece of terrain with
    // its own section ("Marro Hive Rules", which the battlefield and battle files implement) as well as
    // an Army Card.
    ['heroscape', [...ROTV_CARDS.map((c) => c.name), ...ENCODED.keys()].filter((n) => !GUIDE_TERRAIN.has(n))],
  ];
  for (const [game, names] of games) {
    it(`${game}: rule files name none of its ${names.length} cards`, () => {
      const found = violations(game, [...new Set(names)]);
      expect(found.filter((v) => !KNOWN.includes(v))).toEqual([]);
      // An entry that no longer occurs is removed from KNOWN, so the list stays exact.
      expect(KNOWN.filter((k) => k.startsWith(`src/games/${game}/`) && !found.includes(k))).toEqual([]);
    });
  }
});
