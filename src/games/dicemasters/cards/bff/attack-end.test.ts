// Tests for knock-outs at the end of the attack step (abilities/end-of-attack-ko.ts) —
// dice-masters-battle-for-faerun "ASSIGN DAMAGE" (the step ends once its damage has resolved),
// "ATTACKING AND BLOCKING" (engaged), "LEXICON" (adventurer), "SHORTHAND CARD ABILITIES" (Equip). Played
// through the real engine with the cards' facts imported from the TeamBuilder file; each case has a
// control (the same fight without the text), so it fails if the text were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, pending, position } from '../../test-helpers.js';
import type { DieState } from '../../types.js';
import { attackWith, L3, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: knock-outs at the end of the attack step', () => {
  it('Drow Assassin, Paragon Humanoid: an adventurer that blocked it and survived the damage is knocked out when the attack step ends; against a Drow without the text it stays', () => {
    const play = (drowKey: string): { cleric: DieState; drow: DieState } => {
      let drow!: DieState;
      let cleric!: DieState;
      const s = position(party([drowKey], ['dwarf-cleric/greater-emerald-enclave']), (_s, put) => {
        drow = put(drowKey, 0, 'field', L3); // 4A 4D
        cleric = put('dwarf-cleric/greater-emerald-enclave', 1, 'field', L3); // 2A 5D: survives 4
      });
      attackWith(s, [drow]);
      choose(s, byId(`block:${drow.id}`), 1);
      expect(pending(s).kind).not.toBe('blockers');
      return { cleric, drow };
    };
    const paragon = play('drow-assassin/paragon-humanoid');
    expect([paragon.cleric.zone, paragon.drow.zone]).toEqual(['prep', 'field']);
    const lesser = play('drow-assassin/lesser-humanoid');
    expect(lesser.cleric.zone).toBe('field');
  });

  it('Magic Sword, Paragon Gear: a character its carrier damaged in the attack step is knocked out when the step ends; unequipped, it survives', () => {
    const play = (attach: boolean): DieState => {
      let orc!: DieState;
      let cleric!: DieState;
      const s = position(
        party(['half-orc-fighter/lesser-emerald-alliance', 'magic-sword/paragon-gear'], ['dwarf-cleric/greater-emerald-enclave']),
        (_s, put) => {
          orc = put('half-orc-fighter/lesser-emerald-alliance', 0, 'field', L3); // 3A 3D, +1/+1 carrying gear
          const sword = put('magic-sword/paragon-gear', 0, 'field', 3);
          if (attach) sword.attachedTo = orc.id;
          cleric = put('dwarf-cleric/greater-emerald-enclave', 1, 'field', L3); // 2A 5D: survives 3 or 4
        },
      );
      attackWith(s, [orc]);
      choose(s, byId(`block:${orc.id}`), 1);
      expect(orc.zone).not.toBe('prep');
      return cleric;
    };
    expect(play(true).zone).toBe('prep');
    expect(play(false).zone).toBe('field');
  });
});
