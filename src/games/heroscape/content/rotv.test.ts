import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abilityByKey } from '../abilities/index.js';
import { ENCODED } from '../pool/tables.js';
import { parseUnits } from '../cards/import-units.js';
import { heroscapeModule } from '../module.js';
import { ROTV_CARDS, rotvCards } from './rotv.js';

const UNITS = new URL('../../../../../shared/data/heroscape/heroscape-json-units.json', import.meta.url);
const HAVE_UNITS = existsSync(UNITS);
if (!HAVE_UNITS)
  console.warn('heroscape Rise of the Valkyrie cards: ../shared/data/heroscape/heroscape-json-units.json is absent, so the check against it is skipped');

describe('the 16 Rise of the Valkyrie army cards', () => {
  it('every power printed on them is enforced by a module, and `skirmish cards heroscape` lists them all with our text', () => {
    expect(ROTV_CARDS).toHaveLength(16);
    for (const c of ROTV_CARDS)
      for (const p of c.powers) {
        const key = ENCODED.get(c.name)?.powers.find((x) => x.power === p)?.ability;
        expect(key && abilityByKey(key), `${c.name}: ${p}`).toBeDefined();
      }
    const listed = heroscapeModule.cards!();
    for (const c of ROTV_CARDS) {
      const entry = listed.find((l) => l.name === c.name);
      expect(entry?.text).not.toContain('not yet enforced');
      for (const p of c.powers) expect(entry?.text).toContain(`${p}: `);
    }
  });

  it.skipIf(!HAVE_UNITS)('the shared units file has each of them with exactly these powers (skipped when ../shared/data is absent)', () => {
    const units = parseUnits(readFileSync(UNITS, 'utf8'), 'heroscape-json-units.json');
    if (!units.ok) throw new Error(units.error);
    const cards = rotvCards(units.value, 'units');
    if (!cards.ok) throw new Error(cards.error);
    cards.value.forEach((c, i) => expect(c.powers.map((p) => p.name)).toEqual(ROTV_CARDS[i]!.powers));
    expect(cards.value.filter((c) => c.spaces === 2).map((c) => c.name)).toEqual(['Mimring', 'Grimnak']);
  });
});
