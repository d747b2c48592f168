// Tests for the damage reductions of the Battle for Faerûn set (abilities/damage-reduction.ts) —
// dice-masters-battle-for-faerun "PREVENTING AND REDIRECTING" ("take no damage" prevents it), "ASSIGN
// DAMAGE", "BONUSES AND DAMAGE", "ACTIVE AND FIELDED", "LEXICON" (adventurer, monster), "BURSTS" (a line
// of a burst face). Each card is played through the real engine with its facts imported from the
// TeamBuilder file; each assertion fails if the reduction were ignored (the damaged die would be
// knocked out).
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Option } from '../../../../core/index.js';
import { byId, choose, offered, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { attackWith, BOLT, L1, L3, NPC_CHAR, party, registerFromText, SHIELD, SKIP_MESSAGE, target, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

/** Player 1 blocks each attacker with the blocker paired to it, in the order asked. */
function block(s: DmState, pairs: readonly [DieState, DieState][]): void {
  while (pending(s).kind === 'blockers') {
    const p = pending(s);
    const blocker = Number(p.prompt.match(/#(\d+)/)?.[1] ?? -1);
    const pair = pairs.find(([b]) => b.id === blocker);
    choose(s, pair ? byId(`block:${pair[1].id}`) : byId('none'), 1);
  }
}

/** Both players pass while the attack step asks them (globals on offer), until it resolves. */
function resolve(s: DmState): void {
  for (let n = 0; n < 20 && s.active === 0 && !s.core.terminal; n++) {
    const p = pending(s);
    if (p.kind !== 'attack-actions' && p.kind !== 'breath-weapon') return;
    choose(s, byId(p.kind === 'breath-weapon' ? 'decline' : 'pass'));
  }
}

const use = (title: RegExp) => (o: Option) => o.id.startsWith('action:') && title.test(o.label);

describe.skipIf(!HAVE)('Battle for Faerûn cards: damage reduced or prevented (abilities/damage-reduction.ts)', () => {
  it('Skeleton, Greater Undead: an adventurer deals it 2 less damage (it survives 3); a monster deals it full damage', () => {
    let thief!: DieState;
    let troll!: DieState;
    let skelA!: DieState;
    let skelB!: DieState;
    const s = position(party(['halfling-thief/minion-harper', 'troll/minion-humanoid'], ['skeleton/greater-undead']), (_s, put) => {
      thief = put('halfling-thief/minion-harper', 0, 'field', L3); // an adventurer, 3A
      troll = put('troll/minion-humanoid', 0, 'field', L1); // a monster, 3A
      skelA = put('skeleton/greater-undead', 1, 'field', L3); // 3A 3D
      skelB = put('skeleton/greater-undead', 1, 'field', L3);
    });
    attackWith(s, [thief, troll]);
    block(s, [
      [skelA, thief],
      [skelB, troll],
    ]);
    resolve(s);
    expect([skelA.zone, skelB.zone]).toEqual(['field', 'prep']);
  });

  it('Dwarf Cleric, Greater Emerald Enclave: takes no damage from an undead monster (attacking or its Breath Weapon); other monsters damage it', () => {
    let skel!: DieState;
    let troll!: DieState;
    let clericA!: DieState;
    let clericB!: DieState;
    const s = position(party(['skeleton/lesser-undead', 'troll/minion-humanoid'], ['dwarf-cleric/greater-emerald-enclave']), (_s, put) => {
      skel = put('skeleton/lesser-undead', 0, 'field', L3); // an undead monster, 3A
      troll = put('troll/minion-humanoid', 0, 'field', L1); // 3A, not undead
      clericA = put('dwarf-cleric/greater-emerald-enclave', 1, 'field', L1); // 1A 3D
      clericB = put('dwarf-cleric/greater-emerald-enclave', 1, 'field', L1);
    });
    attackWith(s, [skel, troll]);
    block(s, [
      [clericA, skel],
      [clericB, troll],
    ]);
    resolve(s);
    expect([clericA.zone, clericB.zone]).toEqual(['field', 'prep']);

    let cleric!: DieState;
    let npc!: DieState;
    let dracolich!: DieState;
    const bw = position(party(['dracolich/greater-undead-dragon'], ['dwarf-cleric/greater-emerald-enclave']), (_s, put) => {
      dracolich = put('dracolich/greater-undead-dragon', 0, 'field', L1); // Breath Weapon 1
      put('npc', 0, 'reserve', BOLT);
      cleric = put('dwarf-cleric/greater-emerald-enclave', 1, 'field', L1); // 3D
      npc = put('npc', 1, 'field', NPC_CHAR); // 1D
    });
    cleric.damage = 2; // one more damage would knock it out
    attackWith(bw, [dracolich]);
    choose(bw, (o) => o.id.startsWith('breath:'), 0);
    expect(bw.players[1]?.life).toBe(19);
    expect([npc.zone, cleric.zone, cleric.damage]).toEqual(['prep', 'field', 2]);
  });

  it('Treant, Paragon Beast: while active, a good blocker takes no damage from an evil attacker; an NPC blocker does; without the Treant in the field the good one does too', () => {
    const play = (treantZone: DieState['zone']): { paladin: DieState; npc: DieState } => {
      let troll!: DieState;
      let skel!: DieState;
      let paladin!: DieState;
      let npc!: DieState;
      const s = position(
        party(['troll/minion-humanoid', 'skeleton/lesser-undead'], ['treant/paragon-beast', 'human-paladin/minion-order-of-the-gauntlet']),
        (_s, put) => {
          troll = put('troll/minion-humanoid', 0, 'field', L1); // evil, 3A
          skel = put('skeleton/lesser-undead', 0, 'field', L3); // evil, 3A
          put('treant/paragon-beast', 1, treantZone, L1);
          paladin = put('human-paladin/minion-order-of-the-gauntlet', 1, 'field', L1); // good, 1A 2D
          npc = put('npc', 1, 'field', NPC_CHAR);
        },
      );
      attackWith(s, [troll, skel]);
      block(s, [
        [paladin, troll],
        [npc, skel],
      ]);
      resolve(s);
      return { paladin, npc };
    };
    const active = play('field');
    expect([active.paladin.zone, active.npc.zone]).toEqual(['field', 'prep']);
    const inactive = play('used');
    expect([inactive.paladin.zone, inactive.npc.zone]).toEqual(['prep', 'prep']);
  });

  it('Magic Helmet, Paragon Gear: the character carrying it takes no damage in the attack step; unequipped, the same blocker is knocked out', () => {
    const play = (attach: boolean): DieState => {
      let troll!: DieState;
      let orc!: DieState;
      const s = position(party(['troll/minion-humanoid'], ['half-orc-fighter/lesser-emerald-alliance', 'magic-helmet/paragon-gear']), (_s, put) => {
        troll = put('troll/minion-humanoid', 0, 'field', L1); // 3A
        orc = put('half-orc-fighter/lesser-emerald-alliance', 1, 'field', L1); // 2A 1D (+1/+1 with gear)
        const helmet = put('magic-helmet/paragon-gear', 1, 'field', 3);
        if (attach) helmet.attachedTo = orc.id;
      });
      attackWith(s, [troll]);
      block(s, [[orc, troll]]);
      resolve(s);
      return orc;
    };
    expect(play(true).zone).toBe('field');
    expect(play(false).zone).toBe('prep');
  });

  it('Zombie, Greater Undead: in the attack step its owner may pay a shield to prevent all damage to one of their Zombies', () => {
    const play = (pay: boolean): DieState => {
      let troll!: DieState;
      let zombie!: DieState;
      const s = position(party(['troll/minion-humanoid'], ['zombie/greater-undead']), (_s, put) => {
        troll = put('troll/minion-humanoid', 0, 'field', L1); // 3A
        zombie = put('zombie/greater-undead', 1, 'field', L1); // 1A 2D
        put('npc', 1, 'reserve', SHIELD);
      });
      expect(offered(s).some((id) => id.startsWith('global:'))).toBe(false); // not in the main step
      attackWith(s, [troll]);
      block(s, [[zombie, troll]]);
      while (s.active === 0 && pending(s).kind === 'attack-actions') {
        const p = pending(s);
        const g = p.options.find((o) => o.id.startsWith('global:'));
        if (pay && p.player === 1 && g) {
          choose(s, byId(g.id), 1);
          choose(s, target(zombie), 1);
        } else choose(s, byId('pass'));
      }
      return zombie;
    };
    expect(play(true).zone).toBe('field');
    expect(play(false).zone).toBe('prep');
  });

  it('Dwarf Cleric, Legendary Order of the Gauntlet (organised play): after I declare blockers I may choose one of my blockers; it takes no damage this turn', () => {
    const play = (protect: boolean): DieState => {
      let troll!: DieState;
      let cleric!: DieState;
      const s = position(party(['troll/minion-humanoid'], [['dwarf-cleric/legendary-order-of-the-gauntlet', 2]]), (_s, put) => {
        troll = put('troll/minion-humanoid', 0, 'field', L1); // 3A
        cleric = put('dwarf-cleric/legendary-order-of-the-gauntlet', 1, 'field', L1); // 1A 3D
      });
      attackWith(s, [troll]);
      block(s, [[cleric, troll]]);
      choose(s, protect ? target(cleric) : byId('done'), 1);
      resolve(s);
      return cleric;
    };
    expect(play(true).zone).toBe('field');
    expect(play(false).zone).toBe('prep');
  });

  it('Halfling Thief, Minion Lords Alliance (organised play): on a burst face it takes no damage from the opponent in the main step; on its level 3 face (no burst) it is damaged', () => {
    const play = (face: number): DieState => {
      let thief!: DieState;
      const s = position(party(['troll/minion-humanoid'], [['halfling-thief/minion-lords-alliance', 3]], ['magic-missile']), (_s, put) => {
        put('magic-missile', 0, 'reserve', 3);
        for (let i = 0; i < 5; i++) put('npc', 0, 'reserve', 0);
        thief = put('halfling-thief/minion-lords-alliance', 1, 'field', face); // L1 1D*, L3 3D
      });
      choose(s, use(/Magic Missile/));
      choose(s, target(thief));
      return thief;
    };
    const burst = play(L1); // 1D: Magic Missile's 2 damage would knock it out
    expect([burst.zone, burst.damage]).toEqual(['field', 0]);
    expect(play(L3).damage).toBe(2);
  });
});
