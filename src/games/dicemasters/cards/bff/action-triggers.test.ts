// Tests for the Battle for Faerûn cards encoded in cards/bff/encodings.ts — dice-masters-battle-for-faerun
// "PLAYING ACTIONS", "ACTIVE AND FIELDED" (abilities/on-action-effect.ts).
// Each card is played through the real engine (set-up, apply, forced rolls) with its facts imported from
// the TeamBuilder file; each assertion fails if the card's ability were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { choose, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { L1, NPC_CHAR, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: triggers on using an action die', () => {
  it('Blue Dragon, Lesser Dragon: while active, each action die I use then deals 1 damage to every character (both players’); not when it is not in the field', () => {
    const setup = (dragonZone: DieState['zone']): { s: DmState; mine: DieState; theirs: DieState } => {
      let mine!: DieState;
      let theirs!: DieState;
      const s = position(party(['blue-dragon/lesser-dragon'], ['troll/minion-humanoid']), (_s, put) => {
        put('blue-dragon/lesser-dragon', 0, dragonZone, L1);
        put('blessing', 0, 'reserve', 3);
        mine = put('npc', 0, 'field', NPC_CHAR);
        theirs = put('npc', 1, 'field', NPC_CHAR);
      });
      return { s, mine, theirs };
    };
    const on = setup('field');
    choose(on.s, (o) => o.id.startsWith('action:') && /Blessing/.test(o.label), 0);
    // My NPC has 2D after the Blessing: it survives 1 damage; the opponent's NPC is knocked out.
    expect([on.mine.zone, on.mine.damage, on.theirs.zone]).toEqual(['field', 1, 'prep']);
    const off = setup('used');
    choose(off.s, (o) => o.id.startsWith('action:') && /Blessing/.test(o.label), 0);
    expect([off.mine.damage, off.theirs.zone]).toEqual([0, 'field']);
  });
});
