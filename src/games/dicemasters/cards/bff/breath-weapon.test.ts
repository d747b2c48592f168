// Tests for the Breath Weapon riders of the Battle for Faerûn set (abilities/breath-rider.ts,
// breath-life-cost.ts) — dice-masters-battle-for-faerun "SHORTHAND CARD ABILITIES" (Breath Weapon X),
// "LEVELS AND SPINNING", "FUNDAMENTAL RULES" ("can't" beats "can"), "PLAY AREAS", "COSTS". Each card is
// played through the real engine with its facts imported from the TeamBuilder file; each case has a
// control (a Breath Weapon without the rider, or nothing damaged), so the assertions fail if the rider
// were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { level } from '../../rules/dice.js';
import { byId, choose, offered, pending, position } from '../../test-helpers.js';
import type { DieState } from '../../types.js';
import { attackWith, blockChoices, FIST, L1, L3, NPC_CHAR, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const breathe = (s: Parameters<typeof choose>[0]): void => {
  choose(s, (o) => o.id.startsWith('breath:'), 0);
};

describe.skipIf(!HAVE)('Battle for Faerûn cards: Breath Weapon riders', () => {
  it('Green Dragon, Master Dragon: each opposing character its Breath Weapon damaged spins down a level (another dragon’s does not)', () => {
    const play = (dragonKey: string): number => {
      let dragon!: DieState;
      let troll!: DieState;
      const s = position(party([dragonKey], ['troll/minion-humanoid']), (_s, put) => {
        dragon = put(dragonKey, 0, 'field', L1);
        put('npc', 0, 'reserve', FIST);
        put('npc', 0, 'reserve', FIST);
        troll = put('troll/minion-humanoid', 1, 'field', L3); // 5A 5D
      });
      attackWith(s, [dragon]);
      breathe(s);
      expect(troll.damage).toBe(2);
      return level(s, troll);
    };
    expect(play('green-dragon/master-dragon')).toBe(2);
    expect(play('green-dragon/apprentice-dragon')).toBe(3);
  });

  it('Green Dragon, Lesser Dragon: characters its Breath Weapon damaged cannot block, unless my opponent pays 1 life', () => {
    const play = (payLife: boolean): { asked: Map<number, number[]>; troll: DieState; life: number } => {
      let dragon!: DieState;
      let troll!: DieState;
      const s = position(party(['green-dragon/lesser-dragon'], ['troll/minion-humanoid']), (_s, put) => {
        dragon = put('green-dragon/lesser-dragon', 0, 'field', L1);
        put('npc', 0, 'reserve', FIST);
        troll = put('troll/minion-humanoid', 1, 'field', L1); // 3D: survives 1 damage
      });
      attackWith(s, [dragon]);
      breathe(s);
      expect(offered(s).sort()).toEqual(['accept', 'pay-life']);
      choose(s, byId(payLife ? 'pay-life' : 'accept'), 1);
      const life = s.players[1]?.life ?? 0;
      return { asked: blockChoices(s), troll, life };
    };
    const barred = play(false);
    expect(barred.asked.has(barred.troll.id)).toBe(false);
    expect(barred.life).toBe(16); // 1 from the Breath Weapon, then 3 from the unblocked Dragon
    const paid = play(true);
    expect(paid.asked.has(paid.troll.id)).toBe(true);
    expect(paid.life).toBe(18);
  });

  it('Copper Dragon, Legendary Dragon (organised play): for each opposing character its Breath Weapon knocks out, I may move an NPC die from my used pile to my prep area', () => {
    const play = (theirFace: number): { s: ReturnType<typeof position>; prep: () => number } => {
      let dragon!: DieState;
      const s = position(party([['copper-dragon/legendary-dragon', 3]], ['troll/minion-humanoid']), (_s, put) => {
        dragon = put('copper-dragon/legendary-dragon', 0, 'field', L1);
        put('npc', 0, 'reserve', FIST);
        put('npc', 0, 'used', 0);
        if (theirFace === NPC_CHAR)
          put('npc', 1, 'field', NPC_CHAR); // 1D: knocked out
        else put('troll/minion-humanoid', 1, 'field', L1); // 3D: survives
      });
      attackWith(s, [dragon]);
      breathe(s);
      return { s, prep: () => s.dice.filter((d) => d.owner === 0 && d.zone === 'prep').length };
    };
    const ko = play(NPC_CHAR);
    expect(offered(ko.s).sort()).toEqual(['decline', 'move']);
    const before = ko.prep();
    choose(ko.s, byId('move'), 0);
    expect(ko.prep()).toBe(before + 1);
    const none = play(L1);
    expect(pending(none.s).kind).not.toBe('breath-weapon');
  });
});
