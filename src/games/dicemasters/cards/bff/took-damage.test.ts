// Tests for "took damage this turn" (the `Damaged` event and cards/custom/took-damage.ts: Copper Dragon,
// Greater and Paragon) and the Paragon's end-of-attack knock-out (abilities/end-of-attack-ko.ts,
// `blocked-attackers`) — dice-masters-battle-for-faerun "BONUSES AND DAMAGE", "SHORTHAND CARD ABILITIES"
// (Equip), "REROLLING DICE", "ASSIGN DAMAGE". Played through the real engine, the end-of-turn roll forced
// (`chooseWith`); each case has a control (a Copper Dragon without the text, or a face that keeps the gear).
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, chooseWith, pending, position } from '../../test-helpers.js';
import type { DieState } from '../../types.js';
import { attackWith, L1, L3, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const ORC = 'half-orc-fighter/lesser-emerald-alliance'; // L3 3A 3D, +1A/+1D carrying gear
const SWORD = 'magic-sword/lesser-gear';
const ENERGY = 0; // a gear die's first face: generic energy
const GEAR = 3; // its gear (action) face

/**
 * Player 0's level 3 Copper Dragon attacks; player 1's Half-Orc, carrying a Magic Sword (5A 5D), blocks
 * it and takes its damage (both survive); the turn ends and the first roll (the sword's, if the text rolls it) shows `face`.
 */
function swordAfterTurn(dragon: string, face: number): DieState {
  let cd!: DieState;
  let sword!: DieState;
  const s = position(party([dragon], [ORC, SWORD]), (_s, put) => {
    cd = put(dragon, 0, 'field', L3); // 4A 8D
    const orc = put(ORC, 1, 'field', L3);
    sword = put(SWORD, 1, 'field', GEAR);
    sword.attachedTo = orc.id;
  });
  attackWith(s, [cd]);
  chooseWith(s, byId(`block:${cd.id}`), [face], 1); // the last decision of the turn: the end of the turn follows
  return sword;
}

describe.skipIf(!HAVE)('Battle for Faerûn cards: characters that took damage this turn', () => {
  it('Copper Dragon, Greater Dragon: the gear of an opposing character it damaged is rerolled at the end of the turn — an energy face sends it to the used pile, its gear face leaves it attached; a Copper Dragon without the text leaves it', () => {
    expect(swordAfterTurn('copper-dragon/greater-dragon', ENERGY).zone).toBe('used');
    const kept = swordAfterTurn('copper-dragon/greater-dragon', GEAR);
    expect([kept.zone, kept.attachedTo >= 0]).toEqual(['field', true]);
    expect(swordAfterTurn('copper-dragon/lesser-dragon', ENERGY).zone).toBe('field');
  });

  it('Copper Dragon, Paragon Dragon: the same roll of the gear of a damaged opposing character', () => {
    expect(swordAfterTurn('copper-dragon/paragon-dragon', ENERGY).zone).toBe('used');
  });

  it('Copper Dragon, Paragon Dragon: an attacker it blocked and did not knock out is knocked out at the end of the attack step; blocked by a Copper Dragon, Greater it survives', () => {
    const play = (dragon: string): DieState => {
      let orc!: DieState;
      const s = position(party([ORC], [dragon]), (_s, put) => {
        orc = put(ORC, 0, 'field', L3); // 3A 3D: survives the Dragon's 2
        put(dragon, 1, 'field', L1); // 2A 5D: survives the orc's 3
      });
      attackWith(s, [orc]);
      const blocker = pending(s).options.find((o) => o.id === `block:${orc.id}`);
      expect(blocker).toBeDefined();
      choose(s, byId(`block:${orc.id}`), 1);
      return orc;
    };
    expect(play('copper-dragon/paragon-dragon').zone).toBe('prep');
    expect(play('copper-dragon/greater-dragon').zone).toBe('field');
  });
});
