// Issue 16, "An ability is one module": each effect op module's parameter schema accepts exactly what
// the cards' lines (and the test cards') give it, the text shown for those lines (cards/render.ts) is the module's, and the
// classes of an ability use made of the op (rules/ability-use.ts) are the module's.
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../cards/catalogue.js';
import { renderEffect } from '../../cards/render.js';
import type { Effect } from '../../cards/types.js';
import { classesOf } from '../../rules/ability-use.js';
import * as TEST_CARDS from '../../rules/test-cards.js';
import { attachGearStep } from '../equip.js';
import { OP_MODULES } from './index.js';
import { BFF_ENCODINGS } from '../../cards/bff/encodings.js';
import { CUSTOM_CARDS } from '../../cards/custom/index.js';

// The catalogue's cards and the test cards (rules/test-cards.ts), which use ops no printed card here has.
const CARDS = [
  ...ALL_CARDS,
  ...Object.values(TEST_CARDS).filter((c) => typeof c === 'object' && 'abilities' in c),
  // The Battle for Faerûn encodings (cards/bff/encodings.ts), whose facts are imported at run time.
  ...Object.entries(BFF_ENCODINGS).map(([key, e]) => ({ key, abilities: e.abilities })),
  // The custom cards' data rows (cards/custom/), which may hold shared lines beside their own.
  ...[...CUSTOM_CARDS.values()].map((c) => ({ key: c.card, abilities: c.abilities })),
];

const effectsOf = (op: Effect['op']): { card: string; e: Effect }[] =>
  CARDS.flatMap((c) => c.abilities.flatMap((a) => ('effect' in a && a.effect.op === op ? [{ card: c.key, e: a.effect }] : [])));

describe('Dice Masters effect op modules', () => {
  for (const m of OP_MODULES) {
    // `attach-gear` is on no card line: Equip (abilities/equip.ts) builds its step; nor is
    // `second-copy-of-action`: Red Dragon, Epic Dragon's handler (cards/custom/red-dragon-epic-dragon.ts) pushes it.
    const uses =
      m.op === 'attach-gear'
        ? [{ card: 'equip', e: attachGearStep(0, 0, 0).effect }]
        : m.op === 'second-copy-of-action'
          ? [{ card: 'red-dragon/epic-dragon', e: { op: 'second-copy-of-action' } as const }]
          : effectsOf(m.op);
    it(`${m.op}: the schema accepts the lines of ${uses.length} card(s); their text and classes are the module's`, () => {
      expect(uses.length).toBeGreaterThan(0);
      for (const { card, e } of uses) {
        const { op: _op, ...params } = e;
        expect(m.params.safeParse(params).success, card).toBe(true);
        expect(renderEffect(e)).toBe((m.text as (x: typeof e) => string)(e));
        expect(classesOf('triggered', [e])).toEqual([...m.classes]);
      }
    });
  }

  it('a schema refuses a bad parameter and names it', () => {
    const r = OP_MODULES.find((m) => m.op === 'damage-each-player')?.params.safeParse({ amount: 0 });
    expect(r?.success).toBe(false);
    expect(JSON.stringify(r?.error?.issues)).toMatch(/"amount"/);
  });
});
