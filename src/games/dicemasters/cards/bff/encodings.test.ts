// The Battle for Faerûn encodings (cards/bff/encodings.ts) as a whole — dice-masters-battle-for-faerun
// "CARDS": each encoding names a card of the set and the test file (in this folder, by ability family)
// that plays its abilities through the engine.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTeamBuilder } from '../../import/teambuilder.js';
import { BFF_ENCODINGS } from './encodings.js';
import { SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const FILE = TEAMBUILDER_FILE;
const HAVE = existsSync(FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);

describe.skipIf(!HAVE)('Battle for Faerûn cards encoded as data (cards/bff/encodings.ts)', () => {
  it('every encoding names a card of the set and a test file of this folder that exists', () => {
    const r = parseTeamBuilder(readFileSync(FILE, 'utf8'), 'x');
    const keys = new Set(r.ok ? r.value.map((c) => c.key) : []);
    for (const [k, e] of Object.entries(BFF_ENCODINGS)) {
      expect(keys.has(k), k).toBe(true);
      expect(e.test, k).toMatch(/^src\/games\/dicemasters\/cards\/bff\/[a-z-]+\.test\.ts$/);
      expect(existsSync(new URL(`../../../../../${e.test}`, import.meta.url)), e.test).toBe(true);
    }
  });
});
