// Tests for dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Equip), "CAPTURING,
// CONTROLLING, AND COPYING" (control) and "MORE ABOUT DICE" → "REROLLING DICE" (a die rerolled
// outside the roll step stays in its area unless the card or its face says otherwise), each as a
// scripted game through apply() with real BfF cards: Magic Sword (Lesser Gear), Prismatic Spray
// (Paragon Spell) and Umber Hulk (Paragon Beast).
import { describe, expect, it } from 'vitest';
import type { Option } from '../../../core/index.js';
import { firstGameConfig, type DmConfig } from '../setup.js';
import { byId, choose, chooseWith, offered, pending, position, rolls } from '../test-helpers.js';
import type { DieState } from '../types.js';
import { attack, defense, level } from './dice.js';

const FG = firstGameConfig();
const party = (p0: string[], p1: string[]): DmConfig => ({
  ...FG,
  players: [{ cards: p0.map((card) => ({ card, dice: 2 })) }, { cards: p1.map((card) => ({ card, dice: 2 })) }],
});
const target =
  (d: DieState) =>
  (o: Option): boolean =>
    (o.payload as { die?: number } | undefined)?.die === d.id;
const GEAR_FACE = 3; // gear and spell dice: faces 1–3 generic 2, faces 4–6 the gear/action face
const L1 = 3;
const L3 = 5;
const NPC_CHAR = 5;

describe('Equip (Magic Sword, Lesser Gear)', () => {
  it('is fielded, attaches only to a character that can carry gear, gives its bonus, never attacks, stays when its character leaves and re-attaches at the start of a turn', () => {
    let sword!: DieState;
    let thiefA!: DieState;
    let thiefB!: DieState;
    let dragon!: DieState;
    let npc!: DieState;
    let troll!: DieState;
    const s = position(
      party(['halfling-thief/minion-harper', 'blue-dragon/master-dragon', 'magic-sword/lesser-gear'], ['troll/master-humanoid', 'vampire/minion-undead']),
      (_st, put) => {
        sword = put('magic-sword/lesser-gear', 0, 'reserve', GEAR_FACE);
        thiefA = put('halfling-thief/minion-harper', 0, 'field', L1); // 1A/1D
        thiefB = put('halfling-thief/minion-harper', 0, 'field', L1);
        dragon = put('blue-dragon/master-dragon', 0, 'field', L1); // no gear icon
        npc = put('npc', 0, 'field', NPC_CHAR);
        troll = put('troll/master-humanoid', 1, 'field', L1); // 3A/3D
      },
    );
    // The gear face is fielded (for 0: the data gives it no fielding cost); it is not an action.
    expect(offered(s).filter((id) => id.startsWith(`field:${sword.id}:`))).toHaveLength(1);
    expect(offered(s)).not.toContain(`action:${sword.id}`);
    choose(s, (o) => o.id.startsWith(`field:${sword.id}:`), 0);
    expect(sword.zone).toBe('field');
    // When fielded: attach to a character with the gear icon — the thieves, not the dragon or an NPC.
    expect(pending(s).kind).toBe('effect');
    const holders = pending(s)
      .options.map((o) => (o.payload as { die?: number }).die)
      .filter((x) => x !== undefined);
    expect(holders.sort()).toEqual([thiefA.id, thiefB.id].sort());
    expect(holders).not.toContain(dragon.id);
    expect(holders).not.toContain(npc.id);
    choose(s, target(thiefA), 0);
    expect(sword.attachedTo).toBe(thiefA.id);
    expect([attack(s, thiefA), defense(s, thiefA)]).toEqual([2, 2]);
    expect([attack(s, thiefB), defense(s, thiefB)]).toEqual([1, 1]);
    // Gear is not a character: it can't be declared as an attacker.
    if (pending(s).kind === 'main') choose(s, byId('pass'), 0);
    expect(pending(s).kind).toBe('attackers');
    expect(offered(s)).not.toContain(`attack:${sword.id}`);
    expect(offered(s)).toContain(`attack:${thiefA.id}`);
    choose(s, byId(`attack:${thiefA.id}`), 0);
    choose(s, byId('done'), 0);
    // The Troll (3A/3D) blocks the equipped thief (2A/2D): the thief is knocked out, the Troll survives 2.
    while (pending(s).kind === 'blockers') {
      const p = pending(s);
      choose(s, p.prompt.includes(`Troll die #${troll.id}`) ? byId(`block:${thiefA.id}`) : byId('none'), 1);
    }
    while (pending(s).kind === 'attack-actions') choose(s, byId('pass'));
    expect(thiefA.zone).toBe('prep');
    expect(troll.zone).toBe('field');
    // The gear stays in the field, unattached.
    expect(sword.zone).toBe('field');
    expect(sword.attachedTo).toBe(-1);
    // Beginning of the next (the opponent's) turn: the gear's owner may attach it again.
    const p = pending(s);
    expect([p.kind, p.player]).toEqual(['effect', 0]);
    expect(p.options.map((o) => (o.payload as { die?: number }).die).filter((x) => x !== undefined)).toEqual([thiefB.id]);
    choose(s, target(thiefB), 0);
    expect(sword.attachedTo).toBe(thiefB.id);
    expect(s.active).toBe(1);
    expect([attack(s, thiefB), defense(s, thiefB)]).toEqual([2, 2]);
  });
});

describe('REROLLING DICE outside the roll step (Umber Hulk, Paragon Beast)', () => {
  it('when fielded, rerolls opposing level 1–2 characters: a character face stays in the field, an energy face goes to the used pile; level 3 is untouched', () => {
    let hulk!: DieState;
    let vamp!: DieState;
    let npc!: DieState;
    let troll!: DieState;
    const s = position(party(['umber-hulk/paragon-beast'], ['vampire/minion-undead', 'troll/master-humanoid']), (_st, put) => {
      hulk = put('umber-hulk/paragon-beast', 0, 'reserve', L1); // fielding cost 1
      put('npc', 0, 'reserve', 0); // a fist to pay with
      vamp = put('vampire/minion-undead', 1, 'field', L1);
      npc = put('npc', 1, 'field', NPC_CHAR);
      troll = put('troll/master-humanoid', 1, 'field', L3);
    });
    // The opposing level 1–2 characters are rerolled in die order: the Vampire shows a mask, the NPC its character.
    const rerolled = [vamp, npc].sort((a, b) => a.id - b.id);
    chooseWith(
      s,
      (o) => o.id.startsWith(`field:${hulk.id}:`),
      rolls(
        s,
        rerolled,
        rerolled.map((d) => (d === vamp ? 'mask' : 'NPC')),
      ),
      0,
    );
    expect(hulk.zone).toBe('field');
    // The vampire came up energy: the card says where it goes — its owner's used pile.
    expect([vamp.zone, vamp.owner]).toEqual(['used', 1]);
    // The NPC came up its character face: a rerolled die stays in the area it was in.
    expect(npc.zone).toBe('field');
    expect(level(s, npc)).toBe(1);
    // Level 3 is out of reach.
    expect([troll.zone, troll.face]).toEqual(['field', L3]);
  });
  it('a rerolled character may come up another level and stays in the field at that level', () => {
    let hulk!: DieState;
    let vamp!: DieState;
    const s = position(party(['umber-hulk/paragon-beast'], ['vampire/minion-undead']), (_st, put) => {
      hulk = put('umber-hulk/paragon-beast', 0, 'reserve', L1);
      put('npc', 0, 'reserve', 0);
      vamp = put('vampire/minion-undead', 1, 'field', L1);
    });
    chooseWith(s, (o) => o.id.startsWith(`field:${hulk.id}:`), rolls(s, [vamp], ['L3 Vampire']), 0);
    expect([vamp.zone, level(s, vamp)]).toEqual(['field', 3]);
  });
});

describe('CONTROLLING (Prismatic Spray, Paragon Spell)', () => {
  it("each player controls two of the other's characters until the end of the turn; a controlled die knocked out goes to its owner's prep area; an unblocked one stays in the field; the rest return at the end of the turn", () => {
    let spray!: DieState;
    let thief!: DieState;
    let dragon!: DieState;
    let myNpc!: DieState;
    let vamp!: DieState;
    let theirNpc!: DieState;
    const s = position(
      party(['halfling-thief/minion-harper', 'blue-dragon/master-dragon', 'prismatic-spray/paragon-spell'], ['vampire/minion-undead', 'troll/master-humanoid']),
      (_st, put) => {
        spray = put('prismatic-spray/paragon-spell', 0, 'reserve', GEAR_FACE);
        thief = put('halfling-thief/minion-harper', 0, 'field', L1);
        dragon = put('blue-dragon/master-dragon', 0, 'field', L1); // 3A/3D
        myNpc = put('npc', 0, 'field', NPC_CHAR);
        vamp = put('vampire/minion-undead', 1, 'field', L1); // 1A/4D
        theirNpc = put('npc', 1, 'field', NPC_CHAR);
      },
    );
    choose(s, byId(`action:${spray.id}`), 0);
    // First your two non-NPC characters (your NPC is not offered), then two opposing characters.
    const mine = pending(s).options.map((o) => (o.payload as { die: number }).die);
    expect(mine.sort()).toEqual([thief.id, dragon.id].sort());
    expect(mine).not.toContain(myNpc.id);
    choose(s, target(thief), 0);
    choose(s, target(dragon), 0);
    const theirs = pending(s).options.map((o) => (o.payload as { die: number }).die);
    expect(theirs.sort()).toEqual([vamp.id, theirNpc.id].sort());
    choose(s, target(vamp), 0);
    choose(s, target(theirNpc), 0);
    // They become the controller's for game purposes; not "fielded" (no when-fielded effects).
    expect([thief.owner, dragon.owner, vamp.owner, theirNpc.owner]).toEqual([1, 1, 0, 0]);
    expect(vamp.control).toEqual({ from: 1, back: 'field', keepUnblocked: true });
    // Player 1 attacks with what it now controls.
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    expect(pending(s).kind).toBe('attackers');
    expect(offered(s)).toContain(`attack:${vamp.id}`);
    expect(offered(s)).not.toContain(`attack:${thief.id}`);
    choose(s, byId(`attack:${vamp.id}`), 0);
    choose(s, byId(`attack:${theirNpc.id}`), 0);
    choose(s, byId('done'), 0);
    // Player 2 blocks the NPC with the dragon it controls; the vampire is unblocked.
    while (pending(s).kind === 'blockers') {
      const p = pending(s);
      expect(p.player).toBe(1);
      choose(s, p.prompt.includes(`Blue Dragon die #${dragon.id}`) ? byId(`block:${theirNpc.id}`) : byId('none'), 1);
    }
    while (pending(s).kind === 'attack-actions') choose(s, byId('pass'));
    // The knocked-out NPC would go to the controller's prep area: it goes to its owner's instead.
    expect([theirNpc.zone, theirNpc.owner, theirNpc.control]).toEqual(['prep', 1, null]);
    // The unblocked vampire hit player 2 (its own owner) for 1, stayed in the field (the card says so)
    // and went back to player 2 at the end of the turn, where it was taken from.
    expect(s.players[1]?.life).toBe(9);
    expect([vamp.zone, vamp.owner, vamp.control]).toEqual(['field', 1, null]);
    expect([thief.zone, thief.owner, dragon.zone, dragon.owner]).toEqual(['field', 0, 'field', 0]);
    expect(s.active).toBe(1);
  });
  it('is not offered without two non-NPC characters of yours and two opposing characters', () => {
    let spray!: DieState;
    const s = position(party(['halfling-thief/minion-harper', 'prismatic-spray/paragon-spell'], ['vampire/minion-undead']), (_st, put) => {
      spray = put('prismatic-spray/paragon-spell', 0, 'reserve', GEAR_FACE);
      put('halfling-thief/minion-harper', 0, 'field', L1);
      put('npc', 0, 'field', NPC_CHAR);
      put('npc', 0, 'reserve', 0);
      put('vampire/minion-undead', 1, 'field', L1);
      put('npc', 1, 'field', NPC_CHAR);
    });
    expect(offered(s)).not.toContain(`action:${spray.id}`);
  });
});
