// Tests for Mind Flayer, Greater Humanoid (abilities/ops/field-cost-named-type.ts) —
// dice-masters-battle-for-faerun "FIELD CHARACTERS", "COSTS", "ACTIVE AND FIELDED": when fielded, its
// user names an energy type; while it is active the opponent's characters of that type cost 2 more to
// field (the user's own do not, nor the opponent's of other types). Played through the real engine with
// the facts imported from the TeamBuilder file; the fielding cost read is the one the main step charges.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOf, faceOf, fieldingCost } from '../../rules/dice.js';
import { byId, choose, pending, position } from '../../test-helpers.js';
import type { DieState } from '../../types.js';
import { field, L1, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const FLAYER = 'mind-flayer/greater-humanoid';

describe.skipIf(!HAVE)('Mind Flayer, Greater Humanoid: a named energy type costs the opponent 2 more to field', () => {
  it("names the opponent's Troll type: their Trolls cost 2 more to field, the user's own Troll and the opponent's other types do not", () => {
    let flayer!: DieState;
    let theirs!: DieState;
    let mine!: DieState;
    let other!: DieState;
    const s = position(party([FLAYER, 'troll/minion-humanoid'], ['troll/minion-humanoid', 'halfling-thief/minion-harper']), (_s, put) => {
      flayer = put(FLAYER, 0, 'reserve', L1);
      for (let i = 0; i < 4; i++) put('npc', 0, 'reserve', 0);
      mine = put('troll/minion-humanoid', 0, 'reserve', L1);
      theirs = put('troll/minion-humanoid', 1, 'reserve', L1);
      other = put('halfling-thief/minion-harper', 1, 'reserve', L1);
    });
    const energy = cardOf(s, theirs).energy as string;
    expect(cardOf(s, other).energy).not.toBe(energy);
    const base = (d: DieState): number => {
      const f = faceOf(s, d);
      return f.t === 'char' ? f.cost : -1;
    };
    expect(fieldingCost(s, theirs)).toBe(base(theirs));
    choose(s, field(flayer), 0);
    expect(pending(s).options.map((o) => o.id)).toContain(`energy:${energy}`); // its line asks for a type
    choose(s, byId(`energy:${energy}`), 0);
    expect(fieldingCost(s, theirs)).toBe(base(theirs) + 2);
    expect(fieldingCost(s, mine)).toBe(base(mine));
    expect(fieldingCost(s, other)).toBe(base(other));
  });
});
