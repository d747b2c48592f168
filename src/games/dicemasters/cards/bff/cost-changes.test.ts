// Tests for the Battle for Faerûn cards encoded in cards/bff/encodings.ts — dice-masters-battle-for-faerun
// "ENERGY AND COSTS", "COSTS" (floors), "ACTIVE AND FIELDED" (abilities/cost-change.ts,
// ops/cost-change-this-turn.ts).
// Each card is played through the real engine (set-up, apply, forced rolls) with its facts imported from
// the TeamBuilder file; each assertion fails if the card's ability were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { attack, defense } from '../../rules/dice.js';
import { byId, choose, offered, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { BOLT, field, FIST, L1, L2, NPC_CHAR, party, registerFromText, SKIP_MESSAGE, target, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: cost changes', () => {
  const MASK = 2;
  const stats = (s: DmState, d: DieState): [number, number] => [attack(s, d), defense(s, d)];
  const slotOf = (s: DmState, key: string): number => s.cards.findIndex((c) => c.key === key && c.owner !== 1);
  const buyable = (s: DmState, key: string): boolean => offered(s).some((id) => id.startsWith(`buy:${slotOf(s, key)}:`));
  const fieldable = (s: DmState, d: DieState): boolean => offered(s).some((id) => id.startsWith(`field:${d.id}:`));
  const energy = (put: (key: string, owner: number, z: DieState['zone'], face: number) => DieState, face: number, n: number): DieState[] =>
    Array.from({ length: n }, () => put('npc', 0, 'reserve', face));

  it('Half-Dragon, Lesser Humanoid: while active my dragons cost 1 less to purchase, and get +1A/+1D while attacking', () => {
    const setup = (zone: DieState['zone']): { s: DmState; dragon: DieState } => {
      let dragon!: DieState;
      const s = position(party(['half-dragon/lesser-humanoid', 'blue-dragon/lesser-dragon'], ['troll/minion-humanoid']), (_s, put) => {
        put('half-dragon/lesser-humanoid', 0, zone, L1);
        dragon = put('blue-dragon/lesser-dragon', 0, 'field', L1); // cost 4 bolt; 3A 3D
        energy(put, BOLT, 3);
        put('troll/minion-humanoid', 1, 'field', L1); // a possible blocker keeps the attack open
      });
      return { s, dragon };
    };
    const off = setup('used');
    expect(buyable(off.s, 'blue-dragon/lesser-dragon')).toBe(false);
    const on = setup('field');
    expect(buyable(on.s, 'blue-dragon/lesser-dragon')).toBe(true);
    choose(on.s, (o) => o.id.startsWith(`buy:${slotOf(on.s, 'blue-dragon/lesser-dragon')}:`), 0);
    expect(on.s.dice.filter((d) => d.owner === 0 && d.zone === 'reserve').length).toBe(0);
    expect(stats(on.s, on.dragon)).toEqual([3, 3]);
    while (pending(on.s).kind === 'main') choose(on.s, byId('pass'));
    choose(on.s, byId(`attack:${on.dragon.id}`), 0);
    choose(on.s, byId('done'), 0);
    expect(pending(on.s).kind).toBe('blockers');
    expect(stats(on.s, on.dragon)).toEqual([4, 4]);
  });

  it('Mummy, Lesser Undead: while active my mask characters cost 1 less to purchase (not other energy types)', () => {
    const setup = (zone: DieState['zone']): DmState =>
      position(party(['mummy/lesser-undead', 'vampire/minion-undead', 'half-orc-fighter/lesser-emerald-alliance'], ['troll/minion-humanoid']), (_s, put) => {
        put('mummy/lesser-undead', 0, zone, L1);
        energy(put, MASK, 1);
        energy(put, FIST, 1);
      });
    // Two energy: the Vampire (3 mask) costs 2 with the Mummy active; the Half-Orc Fighter (3 fist) still 3.
    expect(buyable(setup('used'), 'vampire/minion-undead')).toBe(false);
    const on = setup('field');
    expect(buyable(on, 'vampire/minion-undead')).toBe(true);
    expect(buyable(on, 'half-orc-fighter/lesser-emerald-alliance')).toBe(false);
  });

  it('Half-Orc Fighter, Greater Lords Alliance: while active gear dice cost me 2 less to purchase, never below 1', () => {
    const setup = (zone: DieState['zone'], n: number): DmState =>
      position(party(['half-orc-fighter/greater-lords-alliance', 'magic-sword/lesser-gear'], ['troll/minion-humanoid']), (_s, put) => {
        put('half-orc-fighter/greater-lords-alliance', 0, zone, L1);
        energy(put, FIST, n);
      });
    expect(buyable(setup('used', 1), 'magic-sword/lesser-gear')).toBe(false);
    expect(buyable(setup('field', 1), 'magic-sword/lesser-gear')).toBe(true); // 3 − 2 = 1
    expect(buyable(setup('field', 0), 'magic-sword/lesser-gear')).toBe(false);
  });

  it('Wererat, Paragon Lycanthrope: while active my evil characters costing 3 or less cost 1 less to field, never below 0', () => {
    let skel!: DieState;
    let troll!: DieState;
    const s = position(party(['wererat/paragon-lycanthrope', 'skeleton/lesser-undead', 'troll/minion-humanoid'], ['troll/minion-humanoid']), (_s, put) => {
      put('wererat/paragon-lycanthrope', 0, 'field', L1);
      skel = put('skeleton/lesser-undead', 0, 'reserve', L2); // evil, cost 2: fields for 1, now 0
      troll = put('troll/minion-humanoid', 0, 'reserve', L1); // evil, cost 4: fields for 1 still
    });
    expect(fieldable(s, skel)).toBe(true);
    expect(fieldable(s, troll)).toBe(false);
  });

  it('Pit Fiend, Greater Fiend: when fielded, my fiends cost 2 less to field this turn, each die fielded adding its own change', () => {
    let f1!: DieState;
    let f2!: DieState;
    const s = position(party(['pit-fiend/greater-fiend'], ['troll/minion-humanoid']), (_s, put) => {
      f1 = put('pit-fiend/greater-fiend', 0, 'reserve', L1); // fielding cost 1
      f2 = put('pit-fiend/greater-fiend', 0, 'reserve', L2); // fielding cost 1
      energy(put, BOLT, 1);
    });
    choose(s, field(f1), 0);
    // No energy left, yet the second die now fields for 0.
    expect(fieldable(s, f2)).toBe(true);
  });

  it('Pit Fiend, Lesser Fiend: after the first Pit Fiend fielded this turn my fiends cost 2 less to purchase; a second one fielded adds nothing', () => {
    let f1!: DieState;
    let f2!: DieState;
    const s = position(party(['pit-fiend/lesser-fiend'], ['troll/minion-humanoid']), (_s, put) => {
      f1 = put('pit-fiend/lesser-fiend', 0, 'reserve', L1);
      f2 = put('pit-fiend/lesser-fiend', 0, 'reserve', L1);
      put('blessing', 0, 'reserve', 3); // keeps the main step open
      energy(put, FIST, 2); // pays both fielding costs
      energy(put, BOLT, 1);
    });
    expect(buyable(s, 'pit-fiend/lesser-fiend')).toBe(false); // 4 bolt, 3 energy
    choose(s, (o) => o.id.startsWith(`field:${f1.id}:`) && !/bolt/.test(o.label), 0);
    expect(buyable(s, 'pit-fiend/lesser-fiend')).toBe(true); // 2, with a fist and a bolt left
    choose(s, (o) => o.id.startsWith(`field:${f2.id}:`) && !/bolt/.test(o.label), 0);
    // One bolt left: still 4 − 2 = 2 (it would cost 1 if the second fielding counted too).
    expect(pending(s).kind).toBe('main');
    expect(buyable(s, 'pit-fiend/lesser-fiend')).toBe(false);
  });

  it('Elf Wizard, Lesser Harper: when fielded action dice cost 1 less to purchase this turn; when assigned to attack it moves an action die from my used pile to my prep area', () => {
    let elf!: DieState;
    let used!: DieState;
    const s = position(party(['elf-wizard/lesser-harper'], ['troll/minion-humanoid']), (_s, put) => {
      elf = put('elf-wizard/lesser-harper', 0, 'reserve', L1); // fields for 0
      used = put('blessing', 0, 'used', 0);
      energy(put, BOLT, 2);
    });
    expect(buyable(s, 'blessing')).toBe(false); // 3
    choose(s, field(elf), 0);
    expect(buyable(s, 'blessing')).toBe(true); // 2
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId(`attack:${elf.id}`), 0);
    choose(s, byId('done'), 0);
    choose(s, target(used), 0);
    expect(used.zone).toBe('prep');
  });

  it('Elf Wizard, Greater Order of the Gauntlet: when assigned to block it moves an action die from its owner’s used pile to their prep area', () => {
    let elf!: DieState;
    let npc!: DieState;
    let used!: DieState;
    const s = position(party(['troll/minion-humanoid'], ['elf-wizard/greater-order-of-the-gauntlet']), (_s, put) => {
      npc = put('npc', 0, 'field', NPC_CHAR);
      elf = put('elf-wizard/greater-order-of-the-gauntlet', 1, 'field', L1);
      used = put('blessing', 1, 'used', 0);
    });
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId(`attack:${npc.id}`), 0);
    choose(s, byId('done'), 0);
    choose(s, byId(`block:${npc.id}`), 1);
    expect(elf.zone).toBe('attack');
    choose(s, target(used), 1);
    expect(used.zone).toBe('prep');
  });

  it('Unicorn, Greater Beast: fielded while an opposing evil character is in the field, my good characters field for free this turn; without one, nothing', () => {
    const setup = (evil: boolean): { s: DmState; uni: DieState; thief: DieState } => {
      let uni!: DieState;
      let thief!: DieState;
      const s = position(party(['unicorn/greater-beast', 'halfling-thief/minion-harper'], ['troll/minion-humanoid', 'orc/lesser-humanoid']), (_s, put) => {
        uni = put('unicorn/greater-beast', 0, 'reserve', L1); // fields for 0
        thief = put('halfling-thief/minion-harper', 0, 'reserve', L1); // good, fields for 1
        put('blessing', 0, 'reserve', 3); // keeps the main step open
        put(evil ? 'troll/minion-humanoid' : 'orc/lesser-humanoid', 1, 'field', L1); // evil / neutral
      });
      return { s, uni, thief };
    };
    const yes = setup(true);
    expect(offered(yes.s).some((id) => id.startsWith(`field:${yes.thief.id}:`))).toBe(false);
    choose(yes.s, field(yes.uni), 0);
    expect(offered(yes.s).some((id) => id.startsWith(`field:${yes.thief.id}:`))).toBe(true);
    const no = setup(false);
    choose(no.s, field(no.uni), 0);
    expect(offered(no.s).some((id) => id.startsWith(`field:${no.thief.id}:`))).toBe(false);
  });
});
