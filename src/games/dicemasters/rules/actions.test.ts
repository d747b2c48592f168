// Tests for dice-masters-battle-for-faerun — "PLAYING ACTIONS", "BURSTS" / "BURST SYMBOLS" (matched and
// mandatory), "USING A GLOBAL ABILITY", "LEVELS AND SPINNING", "BONUSES AND DAMAGE", "FUNDAMENTAL
// RULES" (no life above the start) and each of the ten Basic Action Cards.
import { describe, expect, it } from 'vitest';
import type { Option } from '../../../core/index.js';
import { firstGameConfig, type DmConfig } from '../setup.js';
import { byId, choose, kindsIn, offered, pending, position, zone } from '../test-helpers.js';
import type { DieState } from '../types.js';
import { attack, defense, level } from './dice.js';

const FG = firstGameConfig();
const cfg = (actions: string[]): DmConfig => ({ ...FG, basicActions: actions });
const use =
  (title: RegExp) =>
  (o: Option): boolean =>
    o.id.startsWith('action:') && title.test(o.label);
const target =
  (d: DieState) =>
  (o: Option): boolean =>
    (o.payload as { die?: number } | undefined)?.die === d.id;
// Action faces on basic action dice: 3 = no burst, 4 = one burst, 5 = two bursts.
/** Five fists in player 1's reserve keep the main step open (something is always affordable). */
function busy(put: (key: string, owner: number, z: DieState['zone'], face: number) => DieState): void {
  for (let i = 0; i < 5; i++) put('npc', 0, 'reserve', 0);
}
const ACTION = 3;
const BURST1 = 4;
const BURST2 = 5;

describe('Basic Action Cards', () => {
  it('Stinking Cloud: 1 damage to every character; knocked-out characters go to their prep areas', () => {
    let vamp!: DieState;
    const s = position(cfg(['stinking-cloud']), (st, put) => {
      put('stinking-cloud', 0, 'reserve', ACTION);
      busy(put);
      put('npc', 0, 'field', 5);
      vamp = put('vampire/minion-undead', 1, 'field', 3); // L1 1A/4D survives
      put('npc', 1, 'field', 5);
    });
    choose(s, use(/Stinking Cloud/));
    expect(kindsIn(s, 0, 'prep')).toEqual(['NPC']);
    expect(kindsIn(s, 1, 'prep')).toEqual(['NPC']);
    expect(vamp.damage).toBe(1);
    expect(kindsIn(s, 0, 'used')).toEqual(['Stinking Cloud']);
  });
  it('Stinking Cloud: level 1 characters then in the field cannot attack or block', () => {
    const s = position(cfg(['stinking-cloud']), (st, put) => {
      put('stinking-cloud', 0, 'reserve', ACTION);
      put('blue-dragon/master-dragon', 0, 'field', 3); // L1 3/3 survives the 1 damage
      put('vampire/minion-undead', 1, 'field', 3);
    });
    choose(s, use(/Stinking Cloud/));
    if (pending(s).kind === 'main') choose(s, byId('pass'));
    // No attacker can be declared, so the attack step is skipped entirely.
    expect(s.active).toBe(1);
  });
  it('Dimension Door: one of your characters cannot be blocked this turn', () => {
    let npc!: DieState;
    const s = position(cfg(['dimension-door']), (st, put) => {
      put('dimension-door', 0, 'reserve', ACTION);
      npc = put('npc', 0, 'field', 5);
      put('npc', 1, 'field', 5);
    });
    choose(s, use(/Dimension Door/));
    choose(s, target(npc));
    if (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, (o) => o.id === `attack:${npc.id}`);
    choose(s, byId('done'));
    // Player 2 has a blocker but no legal block: no question, and the NPC hits for 1.
    expect(s.players[1]?.life).toBe(9);
  });
  it('Finger of Death: level 1 only; * any level; ** any level to the bag', () => {
    for (const [face, lvlOk, dest] of [
      [ACTION, false, 'prep'],
      [BURST1, true, 'prep'],
      [BURST2, true, 'bag'],
    ] as const) {
      let troll!: DieState;
      let npc!: DieState;
      const s = position(cfg(['finger-of-death']), (st, put) => {
        put('finger-of-death', 0, 'reserve', face);
        busy(put);
        troll = put('troll/master-humanoid', 1, 'field', 4); // level 2
        npc = put('npc', 1, 'field', 5);
      });
      choose(s, use(/Finger of Death/));
      const opts = pending(s).options;
      expect(opts.some(target(troll))).toBe(lvlOk);
      expect(opts.some(target(npc))).toBe(true);
      choose(s, target(npc));
      expect(npc.zone).toBe(dest);
    }
  });
  it('Magic Missile: 2 damage to a character or a player; its global (bolt) deals 1 to a character', () => {
    const s = position(cfg(['magic-missile']), (st, put) => {
      put('magic-missile', 0, 'reserve', ACTION);
      busy(put);
      put('npc', 0, 'reserve', 1); // bolt
      put('vampire/minion-undead', 1, 'field', 3); // 1/4
    });
    choose(s, use(/Magic Missile/));
    choose(s, byId('player:1'));
    expect(s.players[1]?.life).toBe(8);
    choose(s, (o) => o.id.startsWith('global:'));
    const v = zone(s, 1, 'field')[0] as DieState;
    choose(s, target(v));
    expect(v.damage).toBe(1);
  });
  it('Magic Missile **: extra damage equal to your highest-level adventurer', () => {
    let vamp!: DieState;
    const s = position(cfg(['magic-missile']), (st, put) => {
      put('magic-missile', 0, 'reserve', BURST2);
      busy(put);
      put('halfling-thief/minion-harper', 0, 'field', 5); // an adventurer at level 3
      vamp = put('vampire/minion-undead', 1, 'field', 5); // L3 2/6
    });
    choose(s, use(/Magic Missile/));
    choose(s, target(vamp));
    expect(vamp.damage).toBe(5);
  });
  it('Cone of Cold: needs three characters; 1, 2 and 3 damage to three different ones; global: +2A to a blocked attacker', () => {
    const few = position(cfg(['cone-of-cold']), (st, put) => {
      put('cone-of-cold', 0, 'reserve', ACTION);
      put('npc', 1, 'field', 5);
      put('npc', 1, 'field', 5);
    });
    expect(offered(few).some((id) => id.startsWith('action:'))).toBe(false);
    const dice: DieState[] = [];
    const s = position(cfg(['cone-of-cold']), (st, put) => {
      put('cone-of-cold', 0, 'reserve', ACTION);
      busy(put);
      dice.push(put('vampire/minion-undead', 1, 'field', 5), put('vampire/minion-undead', 1, 'field', 5), put('troll/master-humanoid', 1, 'field', 5));
    });
    choose(s, use(/Cone of Cold/));
    for (const d of dice) choose(s, target(d));
    expect(dice.map((d) => d.damage)).toEqual([1, 2, 3]);
  });
  it('Blessing: +1A/+1D to each of your characters; ** two of them get another +1A/+1D', () => {
    let a!: DieState;
    let b!: DieState;
    const s = position(cfg(['blessing']), (st, put) => {
      put('blessing', 0, 'reserve', BURST2);
      busy(put);
      a = put('npc', 0, 'field', 5);
      b = put('blue-dragon/master-dragon', 0, 'field', 3);
    });
    choose(s, use(/Blessing/));
    choose(s, target(a));
    choose(s, target(b));
    expect([attack(s, a), defense(s, a), attack(s, b), defense(s, b)]).toEqual([3, 3, 5, 5]);
  });
  it('Fireball: 2 damage to each player and each character, bolts buy extra damage; ** one more each', () => {
    let v!: DieState;
    const s = position(cfg(['fireball']), (st, put) => {
      put('fireball', 0, 'reserve', BURST2);
      busy(put);
      put('npc', 0, 'reserve', 1); // a bolt
      v = put('vampire/minion-undead', 1, 'field', 5); // 2/6
    });
    choose(s, use(/Fireball/));
    expect(v.damage).toBe(2);
    expect(s.players.map((p) => p.life)).toEqual([8, 8]);
    choose(s, (o) => o.id.startsWith('bolt:'));
    // One bolt spent for 1 more damage (no bolts left, so that line ends), then the ** lines: one more
    // damage to each player and each character.
    expect(v.damage).toBe(4);
    expect(s.players.map((p) => p.life)).toEqual([7, 7]);
  });
  it('Polymorph: swap a fielded character with one from its owner\'s used pile, at level 1, with no "when fielded"', () => {
    let thief!: DieState;
    let npc!: DieState;
    const s = position(cfg(['polymorph']), (st, put) => {
      put('polymorph', 0, 'reserve', ACTION);
      busy(put);
      npc = put('npc', 0, 'field', 5);
      thief = put('halfling-thief/minion-harper', 0, 'used', 0);
    });
    choose(s, use(/Polymorph/));
    choose(s, target(npc));
    choose(s, target(thief));
    expect(thief.zone).toBe('field');
    expect(level(s, thief)).toBe(1);
    expect(npc.zone).toBe('used');
    expect(kindsIn(s, 0, 'used')).toEqual(['NPC', 'Polymorph']); // the Thief was not fielded: no burst draw
  });
  it('Polymorph global: paying means spinning one of yours down (unavoidable cost), then another up', () => {
    let low!: DieState;
    const s = position(cfg(['polymorph']), (st, put) => {
      for (let i = 0; i < 3; i++) put('npc', 0, 'reserve', 0); // something to do, so player 1 is asked
      put('npc', 1, 'reserve', 2); // player 2's mask
      low = put('troll/master-humanoid', 1, 'field', 3); // level 1: cannot pay the spin-down cost
      put('npc', 1, 'field', 5);
    });
    choose(s, byId('pass'), 0);
    expect(pending(s).player === 1 && pending(s).kind === 'main').toBe(false); // player 2 has no legal global
    expect(low.zone).toBe('field');
  });
  it('Resurrection: roll a die from your used pile into the reserve; global once on your own turn (shield): draw to prep', () => {
    const s = position(cfg(['resurrection']), (st, put) => {
      put('resurrection', 0, 'reserve', ACTION);
      put('blue-dragon/master-dragon', 0, 'used', 0);
      put('npc', 0, 'reserve', 3);
      put('npc', 0, 'reserve', 3);
    });
    choose(s, use(/Resurrection/));
    choose(s, (o) => /Blue Dragon/.test(o.label));
    expect(kindsIn(s, 0, 'reserve')).toContain('Blue Dragon');
    choose(s, (o) => o.id.startsWith('global:'));
    expect(zone(s, 0, 'prep').length).toBe(1);
    // Once per turn: not offered again even with another shield.
    expect(offered(s).some((id) => id.startsWith('global:'))).toBe(false);
  });
  it('Charm: draw 3, roll the NPCs into the reserve, the rest to the used pile', () => {
    const s = position(cfg(['charm']), (st, put) => {
      put('charm', 0, 'reserve', ACTION);
      busy(put);
      for (let i = 0; i < 3; i++) put('npc', 0, 'bag', 0);
      put('blue-dragon/master-dragon', 0, 'bag', 0);
      put('blue-dragon/master-dragon', 0, 'used', 0);
    });
    choose(s, use(/Charm/));
    // Four dice in the bag: three drawn; NPCs rolled into the reserve, anything else to the used pile.
    expect(zone(s, 0, 'bag').length).toBe(1);
    const dragonDrawn = kindsIn(s, 0, 'bag')[0] === 'NPC';
    expect(kindsIn(s, 0, 'used').filter((k) => k === 'Blue Dragon').length).toBe(dragonDrawn ? 2 : 1);
    expect(zone(s, 0, 'reserve').length).toBe(5 + (dragonDrawn ? 2 : 3));
  });
});
