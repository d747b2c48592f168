// Tests for dice-masters-battle-for-faerun — "DECLARE ATTACKERS", "DECLARE BLOCKERS", "ASSIGN DAMAGE",
// "CLEANUP", "ATTACKING AND BLOCKING", "SHORTHAND CARD ABILITIES" (Breath Weapon, Energy Drain,
// Experience, Regenerate), "CAPTURING, CONTROLLING, AND COPYING" and "FUNDAMENTAL RULES" (life cap).
import { describe, expect, it } from 'vitest';
import type { Option } from '../../../core/index.js';
import { firstGameConfig, type DmConfig } from '../setup.js';
import { byId, choose, chooseWith, draws, game, kindsIn, pending, position, rolls } from '../test-helpers.js';
import type { DieState, DmState } from '../types.js';
import { attack, defense, level } from './dice.js';

const FG = firstGameConfig();
const attackWith =
  (...ds: DieState[]): ((s: DmState) => void) =>
  (s) => {
    if (pending(s).kind === 'main') choose(s, byId('pass'), 0);
    for (const d of ds) choose(s, (o) => o.id === `attack:${d.id}`, 0);
  };

describe('DECLARE BLOCKERS / ASSIGN DAMAGE / CLEANUP', () => {
  it('an attacker blocked by two characters divides its damage; knock-outs go to the prep area; cleanup returns survivors', () => {
    let dragon!: DieState;
    let v1!: DieState;
    let v2!: DieState;
    let npc!: DieState;
    const s = position(FG, (st, put) => {
      dragon = put('blue-dragon/master-dragon', 0, 'field', 3); // L1 3A/3D
      npc = put('npc', 0, 'field', 5);
      v1 = put('vampire/minion-undead', 1, 'field', 3); // L1 1A/4D
      v2 = put('vampire/minion-undead', 1, 'field', 3);
    });
    attackWith(dragon, npc)(s);
    choose(s, byId('done'), 0);
    // Breath Weapon 3 needs 3 energy: not offered (no energy). Player 2 declares blockers one by one.
    expect(pending(s).kind).toBe('blockers');
    choose(s, (o) => o.id === `block:${dragon.id}`, 1);
    choose(s, (o) => o.id === `block:${dragon.id}`, 1);
    // A blocker blocks one attacker only: both are used, so the NPC is unblocked.
    expect(pending(s).kind).toBe('assign-damage');
    const splits = pending(s).options.map((o) => Object.values((o.payload as { split: Record<string, number> }).split).join('+'));
    expect(splits.sort()).toEqual(['0+3', '1+2', '2+1', '3+0']);
    choose(s, (o) => (o.payload as { split: Record<string, number> }).split[String(v1.id)] === 3, 0);
    // The NPC hit player 2; the dragon took 1 + 1 (survives, back to the field); no vampire fell (3 < 4).
    expect(s.players[1]?.life).toBe(9);
    expect(dragon.zone).toBe('field');
    expect(npc.zone).toBe('used'); // unblocked attackers go to the used pile
    expect([v1.zone, v2.zone]).toEqual(['field', 'field']);
    expect(v1.damage + v2.damage + dragon.damage).toBe(0); // damage clears at cleanup
  });
  it("a character whose damage reaches its defense is knocked out to its owner's prep area", () => {
    let troll!: DieState;
    let npc!: DieState;
    const s = position(FG, (st, put) => {
      troll = put('blue-dragon/master-dragon', 0, 'field', 3); // 3A/3D
      npc = put('npc', 1, 'field', 5);
    });
    attackWith(troll)(s);
    choose(s, byId('done'), 0);
    choose(s, (o) => o.id === `block:${troll.id}`, 1);
    expect(npc.zone).toBe('prep');
    expect(s.players[1]?.life).toBe(10);
  });
});

describe('SHORTHAND CARD ABILITIES', () => {
  it('Breath Weapon X: once per turn per card, X damage to the opponent and each opposing character', () => {
    const dragons: DieState[] = [];
    let vamp!: DieState;
    const s = position(FG, (st, put) => {
      dragons.push(put('blue-dragon/master-dragon', 0, 'field', 3), put('blue-dragon/master-dragon', 0, 'field', 3));
      for (let i = 0; i < 6; i++) put('npc', 0, 'reserve', 0); // 6 energy: could pay twice
      vamp = put('vampire/minion-undead', 1, 'field', 3); // 1A/4D
    });
    attackWith(...dragons)(s);
    choose(s, byId('done'), 0);
    expect(pending(s).kind).toBe('breath-weapon');
    choose(s, (o) => o.id.startsWith('breath:'), 0);
    expect(s.players[1]?.life).toBe(7);
    expect(vamp.damage).toBe(3);
    expect(pending(s).kind).not.toBe('breath-weapon'); // only once, although two dice attack
  });
  it('Energy Drain: after blockers, characters engaged with the Vampire spin down a level', () => {
    let vamp!: DieState;
    let dragon!: DieState;
    const s = position({ ...FG, players: [FG.players[1], FG.players[0]] } as DmConfig, (st, put) => {
      vamp = put('vampire/minion-undead', 0, 'field', 4);
      dragon = put('blue-dragon/master-dragon', 1, 'field', 5); // L3 6/6
    });
    attackWith(vamp)(s);
    choose(s, byId('done'), 0);
    choose(s, (o) => o.id === `block:${vamp.id}`, 1);
    // Spun from level 3 to level 2 before any damage: 4A/4D. The Vampire (2A) survives? 4 ≥ 4: no.
    expect(level(s, dragon)).toBe(2);
    expect(vamp.zone).toBe('prep');
  });
  it('Regenerate: a knocked-out Troll rolls; an energy face leaves it in the prep area', () => {
    let troll!: DieState;
    let dragon!: DieState;
    const s = position(FG, (st, put) => {
      dragon = put('blue-dragon/master-dragon', 0, 'field', 5); // 6A
      troll = put('troll/master-humanoid', 1, 'field', 3);
    });
    attackWith(dragon)(s);
    choose(s, byId('done'), 0);
    chooseWith(s, (o) => o.id === `block:${dragon.id}`, rolls(s, [troll], ['fist']), 1);
    expect(troll.zone).toBe('prep');
    expect(s.players[0]?.life).toBe(10); // no regeneration, so no Troll damage
  });
  it('Regenerate and the Master Troll: a character face returns it to the field; it knocks out an engaged foe and deals 1', () => {
    let troll!: DieState;
    let dragon!: DieState;
    const s = position(FG, (st, put) => {
      dragon = put('blue-dragon/master-dragon', 0, 'field', 5);
      troll = put('troll/master-humanoid', 1, 'field', 3);
    });
    attackWith(dragon)(s);
    choose(s, byId('done'), 0);
    chooseWith(s, (o) => o.id === `block:${dragon.id}`, rolls(s, [troll], ['L3 Troll']), 1);
    expect(troll.zone).toBe('field');
    expect(dragon.zone).toBe('prep');
    expect(s.players[0]?.life).toBe(9);
  });
  it('Experience: knocking out an opposing monster on your turn gives an active adventurer card a token (+1A/+1D)', () => {
    let thief!: DieState;
    let npc!: DieState;
    const s = position(
      { ...FG, players: [{ cards: [{ card: 'halfling-thief/minion-harper', dice: 2 }] }, { cards: [{ card: 'vampire/minion-undead', dice: 2 }] }] } as DmConfig,
      (st, put) => {
        thief = put('halfling-thief/minion-harper', 0, 'field', 5); // L3 3A/3D
        npc = put('npc', 0, 'field', 5);
        put('vampire/minion-undead', 1, 'field', 3); // L1 1/4 — a monster
      },
    );
    const before = attack(s, thief);
    attackWith(npc)(s);
    choose(s, byId('done'), 0);
    choose(s, byId('none'), 1);
    expect(s.cards[thief.card]?.xp).toBe(0); // no monster knocked out
    expect(before).toBe(3);
    // Next, a turn in which the first player knocks out the Vampire with the Thief (3 damage + 1 prior).
    const s2 = position(
      { ...FG, players: [{ cards: [{ card: 'halfling-thief/minion-harper', dice: 2 }] }, { cards: [{ card: 'vampire/minion-undead', dice: 2 }] }] } as DmConfig,
      (st, put) => {
        thief = put('halfling-thief/minion-harper', 0, 'field', 5);
        put('vampire/minion-undead', 1, 'field', 3);
      },
    );
    const v = s2.dice.find((d) => d.owner === 1 && d.zone === 'field') as DieState;
    v.damage = 2; // Energy Drain will spin the Thief down to level 2 (2A): 2 + 2 reaches 4
    attackWith(thief)(s2);
    choose(s2, byId('done'), 0);
    choose(s2, (o) => o.id === `block:${thief.id}`, 1);
    expect(v.zone).toBe('prep');
    expect(s2.cards[thief.card]?.xp).toBe(1);
    expect(level(s2, thief)).toBe(2);
    expect([attack(s2, thief), defense(s2, thief)]).toEqual([3, 3]); // level 2 is 2A/2D, plus the token
  });
  it('Vampire, Minion Undead: the first time each turn an attacking Vampire damages a character, gain 1 life (never above the start)', () => {
    let vamp!: DieState;
    const s = position({ ...FG, players: [FG.players[1], FG.players[0]] } as DmConfig, (st, put) => {
      vamp = put('vampire/minion-undead', 0, 'field', 5); // 2A/6D
      put('blue-dragon/master-dragon', 1, 'field', 5); // 6/6: will block
    });
    s.players[0]!.life = 10;
    attackWith(vamp)(s);
    choose(s, byId('done'), 0);
    choose(s, (o) => o.id === `block:${vamp.id}`, 1);
    expect(s.players[0]?.life).toBe(10); // already at the starting total: the gain is wasted
  });
});

describe('CAPTURING, CONTROLLING, AND COPYING', () => {
  it('a capture ends when the capturing Gelatinous Cube leaves the field; the die returns where it came from', () => {
    let cube!: DieState;
    let npc!: DieState;
    let dragon!: DieState;
    const cfg: DmConfig = {
      ...FG,
      players: [{ cards: [{ card: 'blue-dragon/master-dragon', dice: 2 }] }, { cards: [{ card: 'gelatinous-cube/master-ooze', dice: 2 }] }],
    };
    const s = position(cfg, (st, put) => {
      npc = put('npc', 0, 'field', 5);
      dragon = put('blue-dragon/master-dragon', 0, 'field', 5);
      cube = put('gelatinous-cube/master-ooze', 1, 'field', 5);
      put('npc', 1, 'field', 5);
      put('npc', 1, 'reserve', 3); // shield
    });
    attackWith(npc)(s);
    choose(s, byId('done'), 0);
    const blocker = s.dice.find((d) => d.owner === 1 && d.zone === 'field' && d.id !== cube.id) as DieState;
    choose(s, (o) => o.id === `block:${npc.id}`, 1); // first blocker asked is player 2's NPC (dice order)
    while (pending(s).kind === 'blockers') choose(s, byId('none'), 1);
    // Both NPCs die; player 2 captures the attacking NPC with the Cube.
    while (pending(s).kind === 'capture' && !/Player 1's NPC die/.test(pending(s).prompt)) choose(s, byId('decline'), 1);
    choose(s, (o) => o.id.startsWith('capture:'), 1);
    expect(npc.zone).toBe('captured');
    expect(blocker.zone).toBe('prep');
    void dragon;
    expect(kindsIn(s, 0, 'captured')).toEqual(['NPC']);
  });
});

describe('SHORTHAND CARD ABILITIES: Overcrush and Swarm', () => {
  const cfg: DmConfig = {
    ...FG,
    players: [
      {
        cards: [
          { card: 'purple-worm/lesser-beast', dice: 2 },
          { card: 'orc/greater-humanoid', dice: 4 },
        ],
      },
      { cards: [{ card: 'vampire/minion-undead', dice: 2 }] },
    ],
  };
  it('Overcrush: an attacker that knocks out all its blockers deals the leftover damage to the opponent', () => {
    let worm!: DieState;
    let npc!: DieState;
    const s = position(cfg, (st, put) => {
      worm = put('purple-worm/lesser-beast', 0, 'field', 4); // L2 6A/5D
      npc = put('npc', 1, 'field', 5);
    });
    attackWith(worm)(s);
    choose(s, byId('done'), 0);
    choose(s, (o) => o.id === `block:${worm.id}`, 1);
    expect(npc.zone).toBe('prep');
    expect(s.players[1]?.life).toBe(5); // 6 attack − 1 to knock out the NPC
  });
  it('Overcrush: no leftover reaches the opponent when a blocker survives', () => {
    let worm!: DieState;
    const s = position(cfg, (st, put) => {
      worm = put('purple-worm/lesser-beast', 0, 'field', 3); // L1 5A
      put('vampire/minion-undead', 1, 'field', 5); // 2/6
    });
    attackWith(worm)(s);
    choose(s, byId('done'), 0);
    choose(s, (o) => o.id === `block:${worm.id}`, 1);
    expect(s.players[1]?.life).toBe(10);
  });
  it('Swarm: while an Orc is in the field, drawing an Orc in clear and draw draws one more die', () => {
    const s = position(cfg, (st, put) => {
      put('orc/greater-humanoid', 0, 'field', 3);
      for (let i = 0; i < 3; i++) put('orc/greater-humanoid', 0, 'bag', 0);
      for (let i = 0; i < 8; i++) put('npc', 0, 'bag', 0);
      for (let i = 0; i < 8; i++) put('npc', 1, 'bag', 0);
    });
    if (pending(s).kind === 'main') choose(s, byId('pass'), 0);
    choose(s, byId('done'), 0); // player 1 does not attack; player 2's turn: no swarm there
    expect(s.active).toBe(1);
    // Player 2 plays on without acting; the draw at player 1's next turn includes exactly one Orc.
    const orcs = (st: DmState): number => st.dice.filter((d) => d.owner === 0 && d.zone === 'prep' && st.cards[d.card]?.key === 'orc/greater-humanoid').length;
    const quiet = (o: Option): boolean => ['reroll', 'pass', 'done', 'none', 'decline'].includes(o.id);
    // Player 1's next clear and draw: an NPC, the Orc, two NPCs, and Swarm's one more (an NPC).
    const forced = game.forceChance(s, draws(s, 0, ['NPC', 'Orc', 'NPC', 'NPC', 'NPC']).outcomes);
    if (!forced.ok) throw new Error(forced.error.message);
    while (s.active === 1) choose(s, quiet);
    expect(orcs(s)).toBe(1);
    expect(s.dice.filter((d) => d.owner === 0 && d.zone === 'prep').length).toBe(5);
  });
});
