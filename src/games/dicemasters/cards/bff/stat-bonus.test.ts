// Tests for the Battle for Faerûn cards encoded in cards/bff/encodings.ts — dice-masters-battle-for-faerun
// "ACTIVE AND FIELDED", "BONUSES AND DAMAGE" (abilities/stat-bonus.ts), "LEXICON".
// Each card is played through the real engine (set-up, apply, forced rolls) with its facts imported from
// the TeamBuilder file; each assertion fails if the card's ability were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { attack, defense } from '../../rules/dice.js';
import { position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { L1, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';
import { moveDie } from '../../rules/zones.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: standing stat changes', () => {
  const stats = (s: DmState, d: DieState): [number, number] => [attack(s, d), defense(s, d)];

  it('Wererat, Greater Lycanthrope: while active, my evil characters costing 3 or less get +1A/+1D (not dearer ones, good ones or the opponent’s)', () => {
    let rat!: DieState;
    let skel!: DieState;
    let troll!: DieState;
    let thief!: DieState;
    let theirs!: DieState;
    const s = position(
      party(['wererat/greater-lycanthrope', 'skeleton/lesser-undead', 'troll/minion-humanoid', 'halfling-thief/minion-harper'], ['skeleton/lesser-undead']),
      (_s, put) => {
        rat = put('wererat/greater-lycanthrope', 0, 'field', L1); // 3A 1D, cost 4: not itself
        skel = put('skeleton/lesser-undead', 0, 'field', L1); // evil, cost 2: 2A 1D
        troll = put('troll/minion-humanoid', 0, 'field', L1); // evil, cost 4: 3A 3D
        thief = put('halfling-thief/minion-harper', 0, 'field', L1); // good, cost 2: 1A 1D
        theirs = put('skeleton/lesser-undead', 1, 'field', L1);
      },
    );
    expect([stats(s, skel), stats(s, troll), stats(s, thief), stats(s, theirs), stats(s, rat)]).toEqual([
      [3, 2],
      [3, 3],
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    // Not active (its only die in the used pile): no change.
    moveDie(s, rat, 'used');
    expect(stats(s, skel)).toEqual([2, 1]);
  });

  it('Unicorn, Paragon Beast: while active, my other good characters get +2A/+2D; not itself, not evil ones, not the opponent’s', () => {
    let uni!: DieState;
    let thief!: DieState;
    let troll!: DieState;
    let theirs!: DieState;
    const s = position(
      party(['unicorn/paragon-beast', 'halfling-thief/minion-harper', 'troll/minion-humanoid'], ['halfling-thief/minion-harper']),
      (_s, put) => {
        uni = put('unicorn/paragon-beast', 0, 'field', L1); // 2A 2D
        thief = put('halfling-thief/minion-harper', 0, 'field', L1); // good: 1A 1D
        troll = put('troll/minion-humanoid', 0, 'field', L1); // evil: 3A 3D
        theirs = put('halfling-thief/minion-harper', 1, 'field', L1);
      },
    );
    expect([stats(s, uni), stats(s, thief), stats(s, troll), stats(s, theirs)]).toEqual([
      [2, 2],
      [3, 3],
      [3, 3],
      [1, 1],
    ]);
    moveDie(s, uni, 'prep');
    expect(stats(s, thief)).toEqual([1, 1]);
  });

  it('Orc, Paragon Humanoid: each of its dice gets +1A/+1D for each other Orc die in the field, either player’s (not in the reserve)', () => {
    let o1!: DieState;
    let o2!: DieState;
    let lesser!: DieState;
    const s = position(party(['orc/paragon-humanoid'], ['orc/lesser-humanoid']), (_s, put) => {
      o1 = put('orc/paragon-humanoid', 0, 'field', L1); // 2A 2D
      o2 = put('orc/paragon-humanoid', 0, 'field', L1);
      put('orc/paragon-humanoid', 0, 'reserve', L1);
      lesser = put('orc/lesser-humanoid', 1, 'field', L1); // 2A 2D, no such ability
    });
    expect([stats(s, o1), stats(s, o2), stats(s, lesser)]).toEqual([
      [4, 4],
      [4, 4],
      [2, 2],
    ]);
    moveDie(s, lesser, 'used');
    expect(stats(s, o1)).toEqual([3, 3]);
  });

  it('Kobold, Paragon Humanoid: +1A/+1D while the opponent has a good character in the field (my own good ones do not count)', () => {
    let kob!: DieState;
    let theirThief!: DieState;
    const s = position(party(['kobold/paragon-humanoid', 'halfling-thief/minion-harper'], ['halfling-thief/minion-harper']), (_s, put) => {
      kob = put('kobold/paragon-humanoid', 0, 'field', L1); // 1A 1D
      put('halfling-thief/minion-harper', 0, 'field', L1);
      theirThief = put('halfling-thief/minion-harper', 1, 'reserve', L1);
    });
    expect(stats(s, kob)).toEqual([1, 1]);
    moveDie(s, theirThief, 'field');
    expect(stats(s, kob)).toEqual([2, 2]);
  });

  it('Half-Orc Fighter, Lesser Emerald Alliance: +1A/+1D while it carries a gear die, on top of the gear’s own bonus', () => {
    let orc!: DieState;
    let sword!: DieState;
    const s = position(party(['half-orc-fighter/lesser-emerald-alliance', 'magic-sword/lesser-gear'], ['troll/minion-humanoid']), (_s, put) => {
      orc = put('half-orc-fighter/lesser-emerald-alliance', 0, 'field', L1); // 2A 1D
      sword = put('magic-sword/lesser-gear', 0, 'field', 3); // +1A +1D to its carrier
    });
    expect(stats(s, orc)).toEqual([2, 1]);
    sword.attachedTo = orc.id;
    expect(stats(s, orc)).toEqual([4, 3]);
  });
});
