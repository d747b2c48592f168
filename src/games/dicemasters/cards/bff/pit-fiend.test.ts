// Tests for Pit Fiend, Paragon Fiend (cards/bff/encodings.ts; abilities/ops/npc-for-draw-roll-evil.ts) —
// dice-masters-battle-for-faerun "COSTS", "PLAY AREAS", "ROLL AND REROLL", "GAME STATES": fielding the
// first Pit Fiend die of the turn, its owner may move an NPC die from the reserve to the used pile to draw
// 3; the evil character dice drawn are rolled into the reserve, the rest go to the used pile; a second
// Pit Fiend that turn draws nothing. Played through the real engine with forced draws and rolls.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, chooseWith, draws, offered, pending, position, rolls } from '../../test-helpers.js';
import type { DieState } from '../../types.js';
import { field, FIST, L1, NPC_CHAR, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const PIT_FIEND = 'pit-fiend/paragon-fiend'; // L1 fielding cost 1
const SKELETON = 'skeleton/lesser-undead'; // evil
const THIEF = 'halfling-thief/minion-harper'; // good

describe.skipIf(!HAVE)('Pit Fiend, Paragon Fiend', () => {
  it('fielding the first Pit Fiend: an NPC from the reserve to the used pile draws 3 — the evil Skeleton is rolled into the reserve, the good Thief and the NPC go to the used pile; the second Pit Fiend draws nothing', () => {
    let fiends!: DieState[];
    let cost!: DieState;
    let skeleton!: DieState;
    let thief!: DieState;
    const s = position(party([PIT_FIEND, SKELETON, THIEF], ['orc/lesser-humanoid']), (_s, put) => {
      fiends = [put(PIT_FIEND, 0, 'reserve', L1), put(PIT_FIEND, 0, 'reserve', L1)];
      put('npc', 0, 'reserve', FIST);
      put('npc', 0, 'reserve', FIST);
      cost = put('npc', 0, 'reserve', NPC_CHAR); // shows its character face: it pays no energy
      skeleton = put(SKELETON, 0, 'bag', 0);
      thief = put(THIEF, 0, 'bag', 0);
    });
    choose(s, field(fiends[0] as DieState), 0);
    expect(offered(s)).toContain(`die:${cost.id}`);
    const { outcomes, dice } = draws(s, 0, ['Skeleton', 'Halfling Thief', 'NPC'], false);
    const npcDrawn = dice[2] as DieState;
    chooseWith(s, byId(`die:${cost.id}`), [...outcomes, ...rolls(s, [skeleton], ['L1 Skeleton'])], 0);
    expect([cost.zone, skeleton.zone, thief.zone, npcDrawn.zone]).toEqual(['used', 'reserve', 'used', 'used']);
    expect(s.dice[skeleton.id]?.face).toBe(L1);
    // The second Pit Fiend fielded this turn: no offer.
    choose(s, field(fiends[1] as DieState), 0);
    expect(pending(s).kind).toBe('main');
    expect(offered(s).some((id) => id.startsWith('die:'))).toBe(false);
  });

  it('declining moves no NPC and draws nothing', () => {
    let fiend!: DieState;
    let cost!: DieState;
    const s = position(party([PIT_FIEND, SKELETON], ['orc/lesser-humanoid']), (_s, put) => {
      fiend = put(PIT_FIEND, 0, 'reserve', L1);
      put('npc', 0, 'reserve', FIST);
      cost = put('npc', 0, 'reserve', NPC_CHAR);
    });
    const bag = s.dice.filter((d) => d.owner === 0 && d.zone === 'bag').length;
    choose(s, field(fiend), 0);
    choose(s, byId('done'), 0);
    expect(cost.zone).toBe('reserve');
    expect(s.dice.filter((d) => d.owner === 0 && d.zone === 'bag').length).toBe(bag);
  });
});
