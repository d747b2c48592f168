// Tests for the Battle for Faerûn cards encoded in cards/bff/encodings.ts — dice-masters-battle-for-faerun
// "DECLARE BLOCKERS", "FUNDAMENTAL RULES" ("can only" is a "can't"; abilities/blocked-only-by.ts,
// unblockable-alone.ts).
// Each card is played through the real engine (set-up, apply, forced rolls) with its facts imported from
// the TeamBuilder file; each assertion fails if the card's ability were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, game, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { attackWith, blockChoices, L1, NPC_CHAR, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: blocking restrictions', () => {
  it('Stirge, Lesser Beast: characters costing 3 or more cannot block it; cheaper ones and NPCs can', () => {
    let stirge!: DieState;
    let troll!: DieState;
    let thief!: DieState;
    let npc!: DieState;
    const s = position(party(['stirge/lesser-beast'], ['troll/minion-humanoid', 'halfling-thief/minion-harper']), (_s, put) => {
      stirge = put('stirge/lesser-beast', 0, 'field', L1);
      troll = put('troll/minion-humanoid', 1, 'field', L1); // cost 4
      thief = put('halfling-thief/minion-harper', 1, 'field', L1); // cost 2
      npc = put('npc', 1, 'field', NPC_CHAR);
    });
    attackWith(s, [stirge]);
    const asked = blockChoices(s);
    expect(asked.has(troll.id)).toBe(false);
    expect(asked.get(thief.id)).toEqual([stirge.id]);
    expect(asked.get(npc.id)).toEqual([stirge.id]);
  });

  it('Stirge, Greater Beast: only adventurers may block it; another attacker may still be blocked by anyone', () => {
    let stirge!: DieState;
    let other!: DieState;
    let troll!: DieState;
    let thief!: DieState;
    const s = position(party(['stirge/greater-beast'], ['troll/minion-humanoid', 'halfling-thief/minion-harper']), (_s, put) => {
      stirge = put('stirge/greater-beast', 0, 'field', L1);
      other = put('npc', 0, 'field', NPC_CHAR);
      troll = put('troll/minion-humanoid', 1, 'field', L1); // a monster
      thief = put('halfling-thief/minion-harper', 1, 'field', L1); // an adventurer
    });
    attackWith(s, [stirge, other]);
    const asked = blockChoices(s);
    expect(asked.get(troll.id)).toEqual([other.id]);
    expect(asked.get(thief.id)?.sort()).toEqual([stirge.id, other.id].sort());
  });

  it('Invisible Stalker, Lesser Elemental: attacking alone it cannot be blocked; with another attacker it can', () => {
    const setup = (): { s: DmState; stalker: DieState; npc: DieState; troll: DieState } => {
      let stalker!: DieState;
      let npc!: DieState;
      let troll!: DieState;
      const s = position(party(['invisible-stalker/lesser-elemental'], ['troll/minion-humanoid']), (_s, put) => {
        stalker = put('invisible-stalker/lesser-elemental', 0, 'field', L1);
        npc = put('npc', 0, 'field', NPC_CHAR);
        troll = put('troll/minion-humanoid', 1, 'field', L1);
      });
      return { s, stalker, npc, troll };
    };
    const alone = setup();
    attackWith(alone.s, [alone.stalker]);
    expect(blockChoices(alone.s).size).toBe(0);
    const both = setup();
    attackWith(both.s, [both.stalker, both.npc]);
    expect(blockChoices(both.s).get(both.troll.id)?.sort()).toEqual([both.stalker.id, both.npc.id].sort());
  });

  it('Stirge, Epic Beast: Swarm, and attacking alone it cannot be blocked', () => {
    let stirge!: DieState;
    const s = position(party(['stirge/epic-beast'], ['troll/minion-humanoid']), (_s, put) => {
      stirge = put('stirge/epic-beast', 0, 'field', L1); // 1A
      put('troll/minion-humanoid', 1, 'field', L1);
    });
    const life = s.players[1]?.life ?? 0;
    attackWith(s, [stirge]);
    expect(pending(s).kind).not.toBe('blockers');
    while (!game.pending(s).terminal && pending(s).kind !== 'main' && s.active === 0) choose(s, byId('pass'));
    expect(s.players[1]?.life).toBe(life - 1);
  });
});
