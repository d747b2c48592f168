// Tests for knock-outs caused by "while active" stat changes (abilities/stat-bonus.ts; rules/damage.ts
// settleStandingStats) — dice-masters-battle-for-faerun "BONUSES AND DAMAGE" ("if a die's defense is
// reduced to zero, it is knocked out"; damage ≥ defense knocks out), "ACTIVE AND FIELDED" ("while
// active": as long as one of the card's dice is in the field), "LEXICON" (adventurer). Played through the
// real engine with the cards' facts imported from the TeamBuilder file; each case fails if the change
// were ignored or its knock-out waited for a later check.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Option } from '../../../../core/index.js';
import { choose, position } from '../../test-helpers.js';
import type { DieState } from '../../types.js';
import { field, FIST, L1, L2, L3, party, registerFromText, SKIP_MESSAGE, stats, target, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const use = (title: RegExp) => (o: Option) => o.id.startsWith('action:') && title.test(o.label);

describe.skipIf(!HAVE)('Battle for Faerûn cards: knock-outs when a "while active" stat change starts or ends', () => {
  it('Owlbear, Lesser Beast: fielded, every adventurer (both players’) gets -2A/-2D; those left at 0D are knocked out at once', () => {
    let owl!: DieState;
    let mine!: DieState;
    let weak!: DieState;
    let sturdy!: DieState;
    let troll!: DieState;
    const s = position(
      party(
        ['owlbear/lesser-beast', 'halfling-thief/minion-harper'],
        ['halfling-thief/minion-harper', 'human-paladin/minion-order-of-the-gauntlet', 'troll/minion-humanoid'],
      ),
      (_s, put) => {
        owl = put('owlbear/lesser-beast', 0, 'reserve', L1); // fields for 1
        put('npc', 0, 'reserve', FIST);
        mine = put('halfling-thief/minion-harper', 0, 'field', L1); // 1A 1D
        weak = put('halfling-thief/minion-harper', 1, 'field', L2); // 2A 2D
        sturdy = put('human-paladin/minion-order-of-the-gauntlet', 1, 'field', L3); // 2A 4D
        troll = put('troll/minion-humanoid', 1, 'field', L1); // a monster, not an adventurer
      },
    );
    expect(stats(s, sturdy)).toEqual([2, 4]);
    choose(s, field(owl), 0);
    expect([mine.zone, weak.zone]).toEqual(['prep', 'prep']);
    expect([sturdy.zone, troll.zone]).toEqual(['field', 'field']);
    expect(stats(s, sturdy)).toEqual([0, 2]);
    expect(stats(s, troll)).toEqual([3, 3]);
  });

  it('when the card granting a defense bonus leaves the field, a character whose damage now reaches its defense is knocked out at once (Unicorn, Paragon Beast)', () => {
    let unicorn!: DieState;
    let paladin!: DieState;
    const s = position(
      party(['unicorn/paragon-beast', 'human-paladin/minion-order-of-the-gauntlet'], ['troll/minion-humanoid'], ['finger-of-death']),
      (_s, put) => {
        put('finger-of-death', 0, 'reserve', 3);
        for (let i = 0; i < 5; i++) put('npc', 0, 'reserve', 0);
        unicorn = put('unicorn/paragon-beast', 0, 'field', L1);
        paladin = put('human-paladin/minion-order-of-the-gauntlet', 0, 'field', L1); // 1A 2D, +2/+2 from the Unicorn
      },
    );
    expect(stats(s, paladin)).toEqual([3, 4]);
    paladin.damage = 3;
    choose(s, use(/Finger of Death/));
    choose(s, target(unicorn));
    expect(unicorn.zone).toBe('prep');
    expect(paladin.zone).toBe('prep');
  });
});
