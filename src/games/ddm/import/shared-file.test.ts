// The importer over the real ddmwi creatures file (read by path; skipped when ../shared is absent):
// every entry imports, every power is either enforced or reported with a family and a reason.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { creatureCardSchema } from '../cards/schema.js';
import { parseDdmwi } from './parse.js';

const DDMWI_PATH = fileURLToPath(new URL('../../../../../shared/data/ddm/ddmwi-creatures.json', import.meta.url));

const HAVE = existsSync(DDMWI_PATH);
if (!HAVE) console.warn('DDM import: ../shared/data/ddm/ddmwi-creatures.json is absent, so the whole-file import tests are skipped');

describe.skipIf(!HAVE)('the ddmwi creatures file', () => {
  const r = HAVE ? parseDdmwi(readFileSync(DDMWI_PATH, 'utf8'), DDMWI_PATH) : null;
  const pool = r?.ok ? r.value.creatures : [];
  it('imports every entry', () => {
    expect(r?.ok).toBe(true);
    expect(pool.length).toBe(1912);
  });
  it('reports every power: enforced, or with a family and a reason', () => {
    for (const c of pool) for (const p of c.powers) if (!p.enforced) expect(p.family && p.reason, `${c.name}: ${p.name}`).toBeTruthy();
  });
  it('gives every creature a card in our encoding unless none of its attacks is encoded', () => {
    for (const c of pool) {
      if (c.card) expect(creatureCardSchema.safeParse(c.card).success, c.name).toBe(true);
      else
        expect(
          c.powers.some((p) => p.family === 'no encodable attack'),
          c.name,
        ).toBe(true);
    }
    expect(pool.filter((c) => c.card).length).toBeGreaterThan(1700);
  });
  it('adds the "+N DEF(...)" lines to the defenses and reads the old wording', () => {
    const translated = pool.filter((c) => c.powers.some((p) => p.translated?.length));
    expect(translated.length).toBeGreaterThan(250);
  });
  it('calls a creature enforced only when every power is', () => {
    for (const c of pool) expect(c.enforced, c.name).toBe(c.card !== null && c.powers.every((p) => p.enforced));
  });
});
