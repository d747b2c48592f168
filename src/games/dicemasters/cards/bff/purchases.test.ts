// Tests for purchases inside an effect (abilities/ops/purchase-die.ts) — dice-masters-battle-for-faerun
// "PURCHASING A DIE" (a die still on a card, one unit of its energy type, the die to the used pile),
// "COSTS" (the cost the text sets: fixed, or less than usual down to 1 or 0) and "ACTIVE AND FIELDED".
// Played through the real engine with the cards' facts imported from the TeamBuilder file; each case has
// a control (the same position without the text, or without its condition).
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, offered, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { BOLT, field, L1, MASK, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const CLERIC = 'dwarf-cleric/greater-emerald-enclave'; // an adventurer (Experience)
const TROLL = 'troll/minion-humanoid'; // not an adventurer
const slotOf = (s: DmState, key: string): number => s.cards.findIndex((c) => c.key === key && c.owner !== 1);
const owned = (s: DmState, key: string, zone: DieState['zone']): number =>
  s.dice.filter((d) => d.owner === 0 && d.zone === zone && s.cards[d.card]?.key === key).length;
const buyOffers = (s: DmState, key: string): string[] => offered(s).filter((id) => id.startsWith(`buy:${slotOf(s, key)}:`));

describe.skipIf(!HAVE)('Battle for Faerûn cards: purchases inside an effect', () => {
  it('Skeleton, Paragon Undead: fielded while an opposing adventurer is in the field, it may purchase a Skeleton die for 1 (a mask); with no opposing adventurer nothing is offered', () => {
    const play = (foe: string): DmState => {
      let skeleton!: DieState;
      const s = position(party(['skeleton/paragon-undead'], [foe]), (_s, put) => {
        skeleton = put('skeleton/paragon-undead', 0, 'reserve', L1); // fielding cost 0
        put('npc', 0, 'reserve', MASK);
        put(foe, 1, 'field', L1);
      });
      choose(s, field(skeleton), 0);
      return s;
    };
    const adventurer = play(CLERIC);
    expect(pending(adventurer).options.some((o) => o.id === 'done')).toBe(true); // "you may"
    const offers = buyOffers(adventurer, 'skeleton/paragon-undead');
    expect(offers.length).toBe(1); // the Skeleton's printed cost is 3: one mask pays only the text's cost of 1
    choose(adventurer, byId(offers[0] as string), 0);
    expect(owned(adventurer, 'skeleton/paragon-undead', 'used')).toBe(1);
    expect(adventurer.dice.filter((d) => d.owner === 0 && d.zone === 'reserve').length).toBe(0);
    const monster = play(TROLL);
    expect(buyOffers(monster, 'skeleton/paragon-undead')).toEqual([]);
    expect(owned(monster, 'skeleton/paragon-undead', 'used')).toBe(0);
  });

  it('Half-Dragon, Paragon Humanoid: while active, fielding a dragon lets its owner purchase an action die for 3 less, down to 0 (Blessing, cost 3, for no energy); inactive, nothing is offered', () => {
    const play = (halfDragonZone: DieState['zone']): DmState => {
      let dragon!: DieState;
      const s = position(party(['half-dragon/paragon-humanoid', 'blue-dragon/lesser-dragon'], [TROLL]), (_s, put) => {
        put('half-dragon/paragon-humanoid', 0, halfDragonZone, L1);
        dragon = put('blue-dragon/lesser-dragon', 0, 'reserve', L1); // fielding cost 1
        put('npc', 0, 'reserve', BOLT);
        put(TROLL, 1, 'field', L1);
      });
      choose(s, field(dragon), 0);
      return s;
    };
    const active = play('field');
    const offers = buyOffers(active, 'blessing');
    expect(offers.length).toBe(1);
    expect(pending(active).options.find((o) => o.id === offers[0])?.label).toMatch(/no energy/);
    choose(active, byId(offers[0] as string), 0);
    expect(owned(active, 'blessing', 'used')).toBe(1);
    const inactive = play('used');
    expect(buyOffers(inactive, 'blessing')).toEqual([]);
    expect(owned(inactive, 'blessing', 'used')).toBe(0);
  });

  it('Half-Dragon, Paragon Humanoid: while active, dragons cost 2 less to purchase (Blue Dragon, cost 4, for 2 bolts)', () => {
    const play = (halfDragonZone: DieState['zone']): string[] => {
      const s = position(party(['half-dragon/paragon-humanoid', 'blue-dragon/lesser-dragon'], [TROLL]), (_s, put) => {
        put('half-dragon/paragon-humanoid', 0, halfDragonZone, L1);
        put('npc', 0, 'reserve', BOLT);
        put('npc', 0, 'reserve', BOLT);
        put(TROLL, 1, 'field', L1);
      });
      return buyOffers(s, 'blue-dragon/lesser-dragon');
    };
    expect(play('field').length).toBeGreaterThan(0);
    expect(play('used')).toEqual([]);
  });

  it('Elf Wizard, Legendary Harper: when it attacks, its owner may purchase an action die for 2 less (Blessing, cost 3, for 1 bolt), which the main step could not afford', () => {
    let elf!: DieState;
    const s = position(party(['elf-wizard/legendary-harper'], [TROLL]), (_s, put) => {
      elf = put('elf-wizard/legendary-harper', 0, 'field', L1);
      put('npc', 0, 'reserve', BOLT);
      put(TROLL, 1, 'field', L1);
    });
    expect(buyOffers(s, 'blessing')).toEqual([]);
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId(`attack:${elf.id}`), 0);
    choose(s, byId('done'), 0);
    const offers = buyOffers(s, 'blessing');
    expect(offers.length).toBe(1);
    choose(s, byId(offers[0] as string), 0);
    expect(owned(s, 'blessing', 'used')).toBe(1);
  });
});
