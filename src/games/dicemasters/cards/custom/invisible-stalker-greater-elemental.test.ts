// Tests for cards/custom/invisible-stalker-greater-elemental.ts — dice-masters-battle-for-faerun
// "PREVENTING AND REDIRECTING", "TIMING CONFLICTS", "ACTIVE AND FIELDED": Invisible Stalker, Greater
// Elemental's owner may move one of its dice in the field to the used pile to prevent the damage a
// character is about to deal them — an unblocked attacker's, or a character ability's (Breath Weapon) —
// but not an action die's; and a game without the card deals combat damage at once (no window). Played
// through the real engine.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, offered, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { attackWith, blockChoices, L1, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from '../bff/test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const STALKER = 'invisible-stalker/greater-elemental';
const ORC = 'orc/lesser-humanoid'; // L1 2A 2D

describe.skipIf(!HAVE)('Invisible Stalker, Greater Elemental (cards/custom/invisible-stalker-greater-elemental.ts)', () => {
  /** Player 0's Orc attacks unblocked; player 1 (with a Stalker in the field, or not) answers the hit with `answer`. */
  const attack = (stalkerZone: DieState['zone'], use: boolean): { s: DmState; stalker: DieState; asked: boolean } => {
    let orc!: DieState;
    let stalker!: DieState;
    const s = position(party([ORC], [STALKER]), (_s, put) => {
      orc = put(ORC, 0, 'field', L1);
      stalker = put(STALKER, 1, stalkerZone, L1);
    });
    attackWith(s, [orc]);
    blockChoices(s);
    let asked = false;
    while (s.active === 0 && pending(s).kind !== 'main' && pending(s).player === 1 && pending(s).kind === 'damage-reaction') {
      asked = true;
      choose(s, byId(use ? `stalker:${stalker.id}` : 'decline'), 1);
    }
    return { s, stalker, asked };
  };

  it("unblocked attacker: its owner moves the Stalker to the used pile and takes none of the attacker's damage; declining, they take it", () => {
    const used = attack('field', true);
    expect(used.asked).toBe(true);
    expect([used.stalker.zone, used.s.players[1]?.life]).toEqual(['used', 20]);
    const declined = attack('field', false);
    expect([declined.stalker.zone, declined.s.players[1]?.life]).toEqual(['field', 18]);
  });

  it('not active (its die in the used pile): the damage is not held open and lands', () => {
    const r = attack('used', true);
    expect(r.asked).toBe(false);
    expect(r.s.players[1]?.life).toBe(18);
  });

  it("a character's ability (Breath Weapon) about to damage its owner: prevented the same way", () => {
    let dragon!: DieState;
    let stalker!: DieState;
    const s = position(party(['blue-dragon/minion-dragon'], [STALKER]), (_s, put) => {
      dragon = put('blue-dragon/minion-dragon', 0, 'field', L1);
      stalker = put(STALKER, 1, 'field', L1);
      for (let i = 0; i < 2; i++) put('npc', 0, 'reserve', 1);
    });
    attackWith(s, [dragon]);
    choose(s, (o) => o.id.startsWith('breath:'), 0);
    expect(pending(s).kind).toBe('damage-reaction');
    expect(offered(s)).toContain(`stalker:${stalker.id}`);
    choose(s, byId(`stalker:${stalker.id}`), 1);
    expect(stalker.zone).toBe('used');
    // The Breath Weapon's 2 prevented; with no Stalker left in the field, the unblocked Dragon's 3 lands.
    while (s.active === 0 && pending(s).kind !== 'main' && pending(s).kind !== 'reroll')
      choose(s, (o) => o.id === 'none' || o.id === 'pass' || o.id === 'decline');
    expect(s.players[1]?.life).toBe(17);
  });
});
