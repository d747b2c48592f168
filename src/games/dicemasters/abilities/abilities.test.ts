// Issue 16, "An ability is one module": each module's parameter schema accepts exactly what the cards'
// data rows give it, and the rules text shown for a card (cards/render.ts) is the module's text.
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../cards/catalogue.js';
import { renderAbility } from '../cards/render.js';
import { ABILITY_MODULES } from './index.js';
import { HELD_USE_KINDS } from './held-uses.js';
import { answering, type QueryName } from './queries.js';
import type { HeldUse } from '../steps.js';

// Every kind of held ability use (steps.ts `HeldUse`): a mapped type, so a new kind must be listed here.
const HELD_USES: Record<HeldUse['what'], true> = {
  swarm: true,
  'energy-drain': true,
  regenerate: true,
  experience: true,
  equip: true,
  capture: true,
  'first-damage-gain': true,
};

describe('Dice Masters ability modules', () => {
  for (const m of ABILITY_MODULES) {
    const uses = ALL_CARDS.flatMap((c) => c.abilities.filter((a) => a.kind === m.kind).map((a) => ({ card: c.key, a })));
    it(`${m.kind}: the schema accepts the data rows of ${uses.length} card(s); their text is the module's`, () => {
      for (const { card, a } of uses) {
        const { kind: _kind, ...params } = a;
        expect(m.params.safeParse(params).success, card).toBe(true);
        expect(renderAbility(a)).toBe((m.text as (x: typeof a) => string)(a));
      }
    });
  }

  it('every held ability use is resolved by exactly one module (PREVENTING AND REDIRECTING: a use nobody prevented resolves)', () => {
    expect([...HELD_USE_KINDS].sort()).toEqual(Object.keys(HELD_USES).sort());
    const owners = ABILITY_MODULES.flatMap((m) => Object.keys(m.held ?? {}));
    expect(owners.length).toBe(new Set(owners).size);
  });

  it("each named query folds the answers of the modules on a game's cards, and only theirs (BONUSES AND DAMAGE, COSTS, DECLARE BLOCKERS)", () => {
    let checked = 0;
    for (const m of ABILITY_MODULES) {
      const defs = ALL_CARDS.filter((c) => c.abilities.some((a) => a.kind === m.kind));
      for (const [name, answer] of Object.entries(m.queries ?? {})) {
        if (defs.length === 0) continue;
        expect(answering(defs)[name as QueryName], `${m.kind} ${name}`).toContain(answer);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    const none = answering([]);
    for (const name of Object.keys(none) as QueryName[]) expect(none[name]).toEqual([]);
  });

  it('a schema refuses a bad parameter and names it', () => {
    const breath = ABILITY_MODULES.find((m) => m.kind === 'breath-weapon');
    const r = breath?.params.safeParse({ x: 0 });
    expect(r?.success).toBe(false);
    expect(JSON.stringify(r?.error?.issues)).toMatch(/"x"/);
  });
});
