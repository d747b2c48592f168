// Tests for the layout of a DDM power row (issue 16, "a card is data: facts plus [{ability, params}]";
// ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD", Powers): a row is `{ kind, …params }`,
// its `kind` names exactly one module, abilities/powers/<kind>.ts, whose schema is the member of the
// card schema's power union for that kind, so the row's other fields are that module's parameters.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STARTER_CREATURES } from '../../content/creatures.js';
import { STARTER_ITEMS } from '../../content/items.js';
import { powerSchema, type Power } from '../../cards/schema.js';
import { POWER_MODULES, powerModule } from './index.js';

const DIR = new URL('.', import.meta.url).pathname;
const member = (kind: string) => powerSchema.options.find((o) => o.shape.kind.value === kind);

describe('a power row is {kind, …params}: the kind names its one module, the rest are its parameters', () => {
  it('each kind is one file named after it, whose module is the registry’s entry and parses with the union’s own member schema', () => {
    for (const [kind, m] of Object.entries(POWER_MODULES)) {
      expect(existsSync(`${DIR}${kind}.ts`), `abilities/powers/${kind}.ts`).toBe(true);
      expect(m.kind).toBe(kind);
      expect(m.schema).toBe(member(kind));
    }
  });

  it('every power of the starter creatures and items is read by its module’s schema exactly as by the card schema', () => {
    const rows: Power[] = [...STARTER_CREATURES.flatMap((c) => c.powers), ...STARTER_ITEMS.flatMap((i) => i.powers)];
    expect(rows.length).toBeGreaterThan(0);
    for (const p of rows) expect(powerModule(p).schema.parse(p)).toEqual(powerSchema.parse(p));
  });

  it('a parameter the module does not take is refused, naming the field', () => {
    const r = POWER_MODULES.reach.schema.safeParse({ kind: 'reach', squares: 2, range: 3 });
    expect(r.success).toBe(false);
    expect(JSON.stringify(r.error?.issues)).toContain('range');
  });
});
