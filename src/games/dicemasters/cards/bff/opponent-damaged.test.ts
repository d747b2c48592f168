// Tests for damage to the opponent as a trigger (the `OpponentDamaged` event; cards/custom/
// mummy-greater-undead.ts, drow-assassin-greater-humanoid.ts) — dice-masters-battle-for-faerun "ASSIGN
// DAMAGE" (unblocked attackers damage the defending player), "GAME STATES" (your Mummies; each die
// separately), "DECLARE BLOCKERS" ("cannot be blocked by adventurers"). Played through the real engine
// with the cards' facts imported from the TeamBuilder file; each case has a control without the text.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { attackWith, blockChoices, L1, L3, party, passToEnd, registerFromText, SKIP_MESSAGE, target, targets, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const CLERIC = 'dwarf-cleric/greater-emerald-enclave'; // an adventurer (Experience)

describe.skipIf(!HAVE)('Battle for Faerûn cards: damaging the opponent as a trigger', () => {
  it('Mummy, Greater Undead: an unblocked Mummy gains its owner life equal to the level of their highest-level Mummy (one that stayed home counts); a Mummy without the text gains nothing', () => {
    const play = (attacker: string): DmState => {
      let mummy!: DieState;
      const s = position(party([attacker], []), (_s, put) => {
        mummy = put(attacker, 0, 'field', L1); // 2A
        put(attacker, 0, 'field', L3); // stays home
      });
      (s.players[0] as { life: number }).life = 10;
      attackWith(s, [mummy]);
      passToEnd(s);
      return s;
    };
    const greater = play('mummy/greater-undead');
    expect([greater.players[0]?.life, greater.players[1]?.life]).toEqual([13, 18]);
    const lesser = play('mummy/lesser-undead');
    expect([lesser.players[0]?.life, lesser.players[1]?.life]).toEqual([10, 18]);
  });

  it('Mummy, Greater Undead: a blocked Mummy does not damage the opponent, so nothing is gained', () => {
    let mummy!: DieState;
    const s = position(party(['mummy/greater-undead'], [CLERIC]), (_s, put) => {
      mummy = put('mummy/greater-undead', 0, 'field', L3);
      put(CLERIC, 1, 'field', L3);
    });
    (s.players[0] as { life: number }).life = 10;
    attackWith(s, [mummy]);
    choose(s, byId(`block:${mummy.id}`), 1);
    passToEnd(s);
    expect([s.players[0]?.life, s.players[1]?.life]).toEqual([10, 20]);
  });

  it('Drow Assassin, Greater Humanoid: adventurers cannot block it, and when it damages the opponent its owner may knock out an adventurer; a Drow without the text may be blocked and knocks out nothing', () => {
    const play = (drowKey: string): { s: DmState; drow: DieState; cleric: DieState; choices: Map<number, number[]> } => {
      let drow!: DieState;
      let cleric!: DieState;
      const s = position(party([drowKey], [CLERIC]), (_s, put) => {
        drow = put(drowKey, 0, 'field', L3); // 4A
        cleric = put(CLERIC, 1, 'field', L1);
      });
      attackWith(s, [drow]);
      const choices = blockChoices(s);
      passToEnd(s);
      return { s, drow, cleric, choices };
    };
    const greater = play('drow-assassin/greater-humanoid');
    expect(greater.choices.get(greater.cleric.id) ?? []).toEqual([]);
    expect(greater.s.players[1]?.life).toBe(16);
    expect(targets(greater.s)).toEqual([greater.cleric.id]);
    expect(pending(greater.s).options.some((o) => o.id === 'done')).toBe(true); // "you may"
    choose(greater.s, target(greater.cleric), 0);
    expect(greater.cleric.zone).toBe('prep');
    const lesser = play('drow-assassin/lesser-humanoid');
    expect(lesser.choices.get(lesser.cleric.id)).toEqual([lesser.drow.id]);
    expect(lesser.cleric.zone).toBe('field');
    expect(targets(lesser.s)).toEqual([]);
  });
});
