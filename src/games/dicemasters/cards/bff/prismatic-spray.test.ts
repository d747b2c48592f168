// Tests for Prismatic Spray (cards/bff/encodings.ts) — dice-masters-battle-for-faerun "BONUSES AND DAMAGE",
// "FUNDAMENTAL RULES" (card text supersedes basic rule text), "GAME STATES" (effects end with the turn).
// Greater Spell: every character is treated as 1A 1D for the turn whatever its face and bonuses say (the
// statOverride query, abilities/ops/treat-stats-this-turn.ts). Played through the real engine with the
// facts imported from the TeamBuilder file; each assertion fails if the card's text were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, position } from '../../test-helpers.js';
import type { DieState } from '../../types.js';
import { fieldingCost } from '../../rules/dice.js';
import { L1, L3, party, registerFromText, SKIP_MESSAGE, stats, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const ACTION_FACE = 3;
const TROLL = 'troll/minion-humanoid'; // L1 3A 3D
const ORC = 'orc/lesser-humanoid'; // no card text (a Troll would regenerate)

describe.skipIf(!HAVE)('Prismatic Spray', () => {
  it('Greater Spell: every character, either player’s, is 1A 1D for the rest of the turn — bonuses ignored, a damaged die knocked out, fielding costs unchanged', () => {
    let spray!: DieState;
    let mine!: DieState;
    let theirs!: DieState;
    let hurt!: DieState;
    let reserve!: DieState;
    const s = position(party(['prismatic-spray/greater-spell', TROLL], [TROLL, ORC]), (_s, put) => {
      spray = put('prismatic-spray/greater-spell', 0, 'reserve', ACTION_FACE);
      mine = put(TROLL, 0, 'field', L3);
      theirs = put(TROLL, 1, 'field', L1);
      hurt = put(ORC, 1, 'field', L1);
      reserve = put(TROLL, 0, 'reserve', L1);
    });
    mine.bonusA = 2;
    mine.bonusD = 2;
    hurt.damage = 1;
    const cost = fieldingCost(s, reserve);
    expect(stats(s, theirs)).toEqual([3, 3]);
    expect(stats(s, mine)[0]).toBeGreaterThan(1);
    choose(s, byId(`action:${spray.id}`), 0);
    while (s.dice[spray.id]?.zone === 'reserve') choose(s, (o) => o.id === 'pass' || o.id === 'decline');
    expect(stats(s, theirs)).toEqual([1, 1]);
    expect(stats(s, mine)).toEqual([1, 1]);
    expect(hurt.zone).toBe('prep'); // 1 damage on 1D
    expect(fieldingCost(s, reserve)).toBe(cost);
  });
});
