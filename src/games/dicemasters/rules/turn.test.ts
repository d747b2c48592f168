// Tests for dice-masters-battle-for-faerun — "CLEAR AND DRAW STEP", "ROLL AND REROLL STEP", "MAIN STEP",
// "PURCHASING A DIE", "FIELD CHARACTERS", "TIMING CONFLICTS" / "USING GLOBAL ABILITIES" (the tournament
// priority procedure), "WINNING", "FUNDAMENTAL RULES", "TOURNAMENT RULES" and forged choices.
import { describe, expect, it } from 'vitest';
import { firstGameConfig, type DmConfig } from '../setup.js';
import { byId, byLabel, choose, game, kindsIn, offered, pending, position, zone } from '../test-helpers.js';
import type { DmState } from '../types.js';
import { rerollOptions } from './roll-and-reroll.js';

const FG = firstGameConfig();
const withActions = (actions: string[], life = 10): DmConfig => ({ ...FG, life, basicActions: actions });

describe('CLEAR AND DRAW STEP', () => {
  it('moves the reserve to the used pile and draws four dice into the prep area', () => {
    const r = game.setup(FG, 3);
    if (!r.ok) throw new Error('setup');
    const s = r.value.state;
    expect(zone(s, 0, 'prep').length).toBe(4);
    expect(zone(s, 0, 'bag').length).toBe(4);
  });
  it('refills the bag from the used pile; still short, loses 1 life and gains 1 generic energy per missing die (July 2014)', () => {
    const s = position(FG, (st, put) => {
      // Player 2 will have one die in the bag, one in the used pile and the rest in the field.
      put('npc', 1, 'bag', 0);
      put('npc', 1, 'used', 0);
      for (let i = 0; i < 6; i++) put('npc', 1, 'field', 5);
      for (let i = 0; i < 8; i++) put('npc', 0, 'bag', 0);
    });
    // Player 1 has nothing to do: passes, does not attack; player 2's turn begins.
    while (s.active === 0) choose(s, (o) => o.id === 'pass' || o.id === 'done' || o.id === 'reroll');
    expect(zone(s, 1, 'prep').length).toBe(2);
    expect(s.players[1]?.life).toBe(8);
    expect(s.players[1]?.tokenEnergy).toBe(2);
  });
  it('running out of dice can end the game (life reaches 0 at once)', () => {
    const s = position({ ...FG, life: 2 }, (st, put) => {
      for (let i = 0; i < 8; i++) put('npc', 1, 'field', 5);
      for (let i = 0; i < 8; i++) put('npc', 0, 'bag', 0);
    });
    while (!game.pending(s).terminal) choose(s, (o) => o.id === 'pass' || o.id === 'done' || o.id === 'reroll');
    expect(game.returns(s)).toEqual([1, -1]);
  });
});

describe('ROLL AND REROLL STEP / REROLLING DICE', () => {
  it('rerolls one chosen group once, then the dice go to the reserve pool', () => {
    const r = game.setup(FG, 5);
    if (!r.ok) throw new Error('setup');
    const s = r.value.state;
    expect(pending(s).kind).toBe('reroll');
    choose(s, (o) => o.id.startsWith('group:'));
    expect(zone(s, 0, 'prep').length).toBe(0);
    expect(zone(s, 0, 'reserve').length).toBeGreaterThan(0);
    expect(pending(s).kind === 'reroll').toBe(false); // no second reroll
  });
  it('a partially spent die is never offered for a reroll (July 2014)', () => {
    const r = game.setup(FG, 5);
    if (!r.ok) throw new Error('setup');
    const s = r.value.state;
    const d = zone(s, 0, 'prep')[0];
    if (!d) throw new Error('no die');
    const offers = (): boolean => rerollOptions(s).some((o) => (o.payload as { dice: number[] }).dice.includes(d.id));
    expect(offers()).toBe(true);
    d.partial = true;
    expect(offers()).toBe(false);
  });
});

describe('PURCHASING A DIE / FIELD CHARACTERS / MAIN STEP', () => {
  it("purchased dice and the energy paid go to the used pile; an opponent's cards cannot be bought", () => {
    const s = position(FG, (st, put) => {
      put('npc', 0, 'reserve', 2); // mask
      put('npc', 0, 'reserve', 0); // fist
      put('npc', 0, 'reserve', 1); // bolt
    });
    expect(offered(s).some((id) => /^buy:/.test(id))).toBe(true);
    // Vampire (player 2's card) costs 3 mask: affordable, but never offered to player 1.
    expect(pending(s).options.some((o) => /Vampire/.test(o.label))).toBe(false);
    choose(s, byLabel(/Purchase Halfling Thief/));
    expect(kindsIn(s, 0, 'used')).toEqual(['Halfling Thief', 'NPC', 'NPC']);
    expect(zone(s, 0, 'reserve').length).toBe(1);
  });
  it('basic action dice are community property: gone once both players have bought all three', () => {
    const s = position(withActions(['stinking-cloud']), (st, put) => {
      for (let i = 0; i < 6; i++) put('npc', 0, 'reserve', 0);
    });
    for (let i = 0; i < 3; i++) choose(s, byLabel(/Purchase Stinking Cloud/));
    expect(pending(s).options.some((o) => /Stinking Cloud/.test(o.label))).toBe(false);
    expect(kindsIn(s, 0, 'used').filter((k) => k === 'Stinking Cloud').length).toBe(3);
  });
  it('fielding pays the fielding cost with any energy, even generic; unfielded characters go to the used pile', () => {
    const s = position(FG, (st, put) => {
      put('halfling-thief/minion-harper', 0, 'reserve', 5); // L3, fielding cost 1 (no burst)
      put('blue-dragon/master-dragon', 0, 'reserve', 3); // L1, cost 1
      put('stinking-cloud', 0, 'reserve', 0); // generic 2
    });
    // A generic 2 pays one fielding cost and its leftover pays the other at once (one batch).
    choose(s, (o) => o.id.startsWith('field:') && /Halfling/.test(o.label));
    expect(pending(s).kind).toBe('batch');
    choose(s, (o) => o.id.startsWith('field:') && /Blue Dragon/.test(o.label));
    expect(kindsIn(s, 0, 'field')).toEqual(['Blue Dragon', 'Halfling Thief']);
    expect(kindsIn(s, 0, 'used')).toEqual(['Stinking Cloud']);
  });
  it('a generic leftover not spent at once is lost', () => {
    const s = position(FG, (st, put) => {
      put('halfling-thief/minion-harper', 0, 'reserve', 4);
      put('blue-dragon/master-dragon', 0, 'reserve', 3);
      put('stinking-cloud', 0, 'reserve', 0);
    });
    choose(s, (o) => o.id.startsWith('field:') && /Halfling/.test(o.label));
    choose(s, byId('drop-float'));
    expect(s.float).toBe(0);
    expect(pending(s).options.some((o) => /Blue Dragon/.test(o.label) && o.id.startsWith('field:'))).toBe(false);
  });
  it('characters not fielded by the end of the main step go to the used pile', () => {
    const s = position(FG, (st, put) => {
      put('blue-dragon/master-dragon', 0, 'reserve', 5); // L3 costs 2: unaffordable
      put('npc', 0, 'reserve', 0);
    });
    if (pending(s).kind === 'main') choose(s, byId('pass'));
    expect(kindsIn(s, 0, 'used')).toContain('Blue Dragon');
    expect(kindsIn(s, 0, 'reserve')).toEqual(['NPC']);
  });
});

describe('TIMING CONFLICTS / USING GLOBAL ABILITIES (tournament procedure)', () => {
  it('the inactive player is offered a global after each active-player action, and two passes close the step', () => {
    const s = position(withActions(['magic-missile']), (st, put) => {
      put('npc', 0, 'field', 5);
      for (let i = 0; i < 3; i++) put('npc', 0, 'reserve', 0); // enough to buy a Magic Missile
      put('npc', 1, 'reserve', 1); // player 2 holds a bolt: Magic Missile's global is open to both
      put('npc', 1, 'field', 5);
    });
    expect(pending(s).player).toBe(0);
    choose(s, byId('pass'), 0);
    // Player 2 may use the global now.
    expect(pending(s).player).toBe(1);
    expect(offered(s).some((id) => id.startsWith('global:'))).toBe(true);
    choose(s, byId('pass'), 1);
    // Both passed in a row: the main step is over (attack step).
    expect(pending(s).kind).toBe('attackers');
  });
  it('after the inactive player acts, the active player may act again', () => {
    const s = position(withActions(['magic-missile']), (st, put) => {
      put('npc', 0, 'field', 5);
      put('npc', 0, 'reserve', 1); // player 1's own bolt
      put('npc', 1, 'reserve', 1);
      put('npc', 1, 'field', 5);
    });
    choose(s, byId('pass'), 0);
    choose(s, (o) => o.id.startsWith('global:'), 1);
    choose(s, (o) => o.id.startsWith('die:'), 1); // 1 damage: knocks out an NPC
    expect(pending(s).player).toBe(0);
    expect(pending(s).kind).toBe('main');
  });
  it('not attacking skips the attack step: no global abilities in it', () => {
    const s = position(withActions(['magic-missile']), (st, put) => {
      put('npc', 0, 'field', 5);
      for (let i = 0; i < 3; i++) put('npc', 0, 'reserve', 0);
      put('npc', 1, 'reserve', 1);
      put('npc', 1, 'field', 5);
    });
    choose(s, byId('pass'), 0);
    choose(s, byId('pass'), 1);
    // Declining to attack ends the turn at once: player 2 is not asked about globals again.
    const p = pending(s);
    const r = game.apply(s, p.rqid, 'done');
    expect(r.ok && r.value.some((e) => e.type === 'turn-end')).toBe(true);
    expect(s.active).toBe(1);
  });
});

describe('WINNING / FUNDAMENTAL RULES', () => {
  it('the game ends as soon as a life total reaches 0', () => {
    const s = position({ ...FG, life: 1 }, (st, put) => {
      put('npc', 0, 'field', 5);
    });
    if (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, (o) => o.id.startsWith('attack:'));
    choose(s, byId('done'));
    expect(game.pending(s)).toMatchObject({ terminal: true, returns: [1, -1] });
  });
  it('a forged or stale choice is rejected and changes nothing', () => {
    const r = game.setup(FG, 9);
    if (!r.ok) throw new Error('setup');
    const s = r.value.state;
    const before = game.hash(s);
    const p = pending(s);
    const forged = game.apply(s, p.rqid, 'buy:0:0');
    expect(forged.ok).toBe(false);
    if (!forged.ok) expect(forged.error.code).toBe('unknown-option');
    const stale = game.apply(s, p.rqid + 5, p.options[0]?.id ?? '');
    expect(stale.ok).toBe(false);
    expect(game.hash(s)).toBe(before);
  });
  it('a set-up file with an unknown card, too many dice or a basic action in a party is refused with its path', () => {
    const bad = {
      life: 10,
      basicActions: ['fireball', 'not-a-card'],
      players: [
        { cards: [{ card: 'vampire/minion-undead', dice: 9 }] },
        {
          cards: [
            { card: 'stinking-cloud', dice: 1 },
            { card: 'nobody/nowhere', dice: 1 },
          ],
        },
      ],
    };
    const r = game.setup(bad, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain('$.basicActions[1]');
      expect(r.error.message).toContain('$.players[0].cards[0].dice');
      expect(r.error.message).toContain('$.players[1].cards[0].card');
      expect(r.error.message).toContain('$.players[1].cards[1].card');
    }
  });
});

export type { DmState };

describe('CUSTOMIZING YOUR PARTY: BASIC PARTIES / TOURNAMENT PARTIES', () => {
  const party = (n: number) => ({
    cards: [
      { card: 'vampire/minion-undead', dice: 4 },
      { card: 'troll/master-humanoid', dice: 4 },
      { card: 'orc/greater-humanoid', dice: 4 },
      { card: 'purple-worm/lesser-beast', dice: n },
    ],
  });
  it('accepts a legal Basic party set-up (two basic actions per player, a shared duplicate gives two sets)', () => {
    const r = game.setup({ format: 'basic', life: 15, basicActions: ['fireball', 'charm', 'fireball', 'blessing'], players: [party(3), party(1)] }, 1);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.state.dice.filter((d) => r.value.state.cards[d.card]?.key === 'fireball').length).toBe(6);
  });
  it('refuses too many dice, the wrong life and a doubled basic action card', () => {
    const r = game.setup({ format: 'basic', life: 20, basicActions: ['fireball', 'fireball', 'charm', 'blessing'], players: [party(4), party(1)] }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain('$.life');
      expect(r.error.message).toContain('$.basicActions[1]');
      expect(r.error.message).toMatch(/\$\.players\[0\]\.cards: .*at most 15 dice, not 16/);
    }
  });
  it('Tournament parties allow 20 dice at 20 life', () => {
    const r = game.setup({ format: 'tournament', life: 20, basicActions: ['fireball', 'charm', 'polymorph', 'blessing'], players: [party(4), party(4)] }, 1);
    expect(r.ok).toBe(true);
  });
});

describe('TOURNAMENT RULES (July 2014): dice used this turn stay out of the bag', () => {
  it('a mid-turn draw refills the bag from the used pile, except dice spent or used this turn', () => {
    const s = position(withActions(['resurrection']), (st, put) => {
      put('npc', 0, 'reserve', 3); // the shield that pays Resurrection's global
      for (let i = 0; i < 4; i++) put('npc', 0, 'reserve', 0); // enough to buy a die afterwards (keeps the step open)
      for (let i = 0; i < 3; i++) put('npc', 0, 'used', 0); // from earlier turns
    });
    choose(s, (o) => o.id.startsWith('global:'), 0);
    // The bag was empty: the three older dice went in and one was drawn to the prep area; the shield
    // spent this turn stayed in the used pile.
    expect(pending(s).kind).toBe('main');
    expect(zone(s, 0, 'prep').length).toBe(1);
    expect(zone(s, 0, 'bag').length).toBe(2);
    expect(zone(s, 0, 'used').length).toBe(1);
    expect(zone(s, 0, 'used')[0]?.usedThisTurn).toBe(true);
  });
});
