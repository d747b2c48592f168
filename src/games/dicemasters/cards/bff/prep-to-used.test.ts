// Tests for Halfling Thief, Master Zhentarim (abilities/ops/prep-to-used.ts, the burst line of
// abilities/when-attacking.ts) — dice-masters-battle-for-faerun "DECLARE ATTACKERS", "PLAY AREAS",
// "BURSTS", "CARD TEXT DETAILS" ("if able"): when a die of it is assigned to attack, the opponent moves a
// die of their choice from their prep area to their used pile; from a burst face the attacker may first
// knock out an opposing adventurer (which lands in the opponent's prep area, so may be the die moved).
// Played through the real engine with the facts imported from the TeamBuilder file.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { L1, L3, party, registerFromText, SKIP_MESSAGE, target, targets, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const THIEF = 'halfling-thief/master-zhentarim'; // L1 and L2 show a burst, L3 none
const ADVENTURER = 'halfling-thief/minion-harper';

function attack(face: number): { s: DmState; thief: DieState; adv: DieState; prepped: DieState } {
  let thief!: DieState;
  let adv!: DieState;
  let prepped!: DieState;
  const s = position(party([THIEF], [ADVENTURER]), (_s, put) => {
    thief = put(THIEF, 0, 'field', face);
    adv = put(ADVENTURER, 1, 'field', L1);
    prepped = put('npc', 1, 'prep', 0);
  });
  while (pending(s).kind === 'main') choose(s, byId('pass'));
  choose(s, byId(`attack:${thief.id}`), 0);
  choose(s, byId('done'), 0);
  return { s, thief, adv, prepped };
}

describe.skipIf(!HAVE)('Halfling Thief, Master Zhentarim: when it attacks, the opponent empties one die of their prep area', () => {
  it('from its level 3 face (no burst): nobody is knocked out; player 1 chooses the die of their prep area that goes to the used pile', () => {
    const { s, adv, prepped } = attack(L3);
    expect(pending(s).player).toBe(1);
    expect(targets(s)).toEqual([prepped.id]);
    choose(s, target(prepped), 1);
    expect([prepped.zone, adv.zone]).toEqual(['used', 'field']);
  });

  it('from a burst face: first the attacker may knock out an opposing adventurer; then player 1 chooses among both dice now in their prep area', () => {
    const { s, adv, prepped } = attack(L1);
    expect(pending(s).player).toBe(0);
    expect(targets(s)).toEqual([adv.id]);
    choose(s, target(adv), 0);
    expect(adv.zone).toBe('prep');
    expect(pending(s).player).toBe(1);
    expect(targets(s).sort((a, b) => a - b)).toEqual([adv.id, prepped.id].sort((a, b) => a - b));
    choose(s, target(adv), 1);
    expect([adv.zone, prepped.zone]).toEqual(['used', 'prep']);
  });
});
