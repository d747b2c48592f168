// Every shipped starter creature that the ddmwi file holds imports to exactly its hand encoding
// (content/creatures.ts), and the powers the importer leaves out are exactly the ones the starter card
// lists as not yet enforced (OMITTED). Reads the shared file by path; skipped when it is absent.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OMITTED, STARTER_CREATURES } from '../content/creatures.js';
import { parseDdmwi } from './parse.js';

const DDMWI_PATH = fileURLToPath(new URL('../../../../../shared/data/ddm/ddmwi-creatures.json', import.meta.url));

const HAVE = existsSync(DDMWI_PATH);
if (!HAVE) console.warn('DDM starters: ../shared/data/ddm/ddmwi-creatures.json is absent, so the starter import check is skipped');

describe.skipIf(!HAVE)('starter creatures imported from the ddmwi file', () => {
  const r = HAVE ? parseDdmwi(readFileSync(DDMWI_PATH, 'utf8'), DDMWI_PATH) : null;
  const pool = new Map((r?.ok ? r.value.creatures : []).map((c) => [c.name, c]));
  it('holds every starter creature', () => {
    expect(STARTER_CREATURES.filter((h) => !pool.has(h.name)).map((h) => h.name)).toEqual([]);
  });
  for (const hand of STARTER_CREATURES) {
    it(`${hand.name}: the imported card equals the hand encoding`, () => {
      const c = pool.get(hand.name);
      expect(c?.card).toEqual(hand);
    });
    it(`${hand.name}: the powers not enforced are the card's OMITTED list`, () => {
      const gaps = (pool.get(hand.name)?.powers ?? []).filter((p) => !p.enforced);
      const omitted = OMITTED[hand.name] ?? [];
      expect(gaps.length).toBe(omitted.length);
      for (const g of gaps)
        expect(
          omitted.some((o) => o.startsWith(g.name) || (g.section === 'champion' && o.includes('champion power'))),
          g.name,
        ).toBe(true);
    });
  }
});
