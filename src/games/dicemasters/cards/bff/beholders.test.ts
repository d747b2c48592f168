// Tests for the Battle for Faerûn Beholders — dice-masters-battle-for-faerun "USING A GLOBAL ABILITY"
// and "ENERGY AND COSTS" (their shared global, paid with one energy of any type), "ROLL AND REROLL STEP"
// with "CARD TEXT DETAILS" (the die it moves to the prep area is neither rolled nor rerolled in its
// owner's next roll step), "PURCHASING A DIE" / "PLAYING ACTIONS" (Minion: each basic action die
// purchased or used deals 1), "ACTIVE AND FIELDED" (Apprentice and Lesser: when fielded) and "DECLARE
// ATTACKERS" (Master: the first die assigned to attack uses each basic action's ability once). Played
// through the real engine with the cards' facts imported from the TeamBuilder file; each case has a
// control (without the text, or without its condition).
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, game, offered, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { heldFace } from '../../rules/roll-and-reroll.js';
import { FIST, L1, L2, field, party, registerFromText, SKIP_MESSAGE, target, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const MINION = 'beholder/minion-aberration';
const APPRENTICE = 'beholder/apprentice-aberration';
const MASTER = 'beholder/master-aberration';
const LESSER = 'beholder/lesser-aberration';
const TROLL = 'troll/minion-humanoid'; // no text that acts here
const ACTION_0 = 3; // a basic action die's action face with no burst
const slotOf = (s: DmState, key: string): number => s.cards.findIndex((c) => c.key === key && c.owner !== 1);
const globalOf = (s: DmState, key: string): string[] => offered(s).filter((id) => id.startsWith(`global:${slotOf(s, key)}:`));
const keyOf = (s: DmState, d: DieState): string | undefined => s.cards[d.card]?.key;
const dieOf = (s: DmState, key: string, owner: number, zone: DieState['zone']): DieState[] =>
  s.dice.filter((d) => d.owner === owner && d.zone === zone && s.cards[d.card]?.key === key);

/** Every player passes and declines until player 0's next roll-and-reroll decision. */
function toNextOwnRoll(s: DmState): void {
  const turn = s.turn;
  for (let i = 0; i < 500; i++) {
    const p = pending(s);
    if (p.kind === 'reroll' && s.active === 0 && s.turn > turn) return;
    const ids = p.options.map((o) => o.id);
    const pick = ['pass', 'done', 'none', 'reroll', 'drop-float', 'decline'].find((x) => ids.includes(x)) ?? (ids[0] as string);
    choose(s, byId(pick));
  }
  throw new Error('player 0 never reached their next roll step');
}

describe.skipIf(!HAVE)('Battle for Faerûn Beholders', () => {
  it('the shared global costs one energy of any type (a fist pays it; with only a held Blessing nothing pays it)', () => {
    const s = position(party([LESSER], [TROLL]), (_s, put) => {
      put('npc', 0, 'reserve', FIST);
      put('blessing', 0, 'reserve', ACTION_0);
    });
    expect(globalOf(s, LESSER).length).toBe(1);
    const none = position(party([LESSER], [TROLL]), (_s, put) => {
      put('blessing', 0, 'reserve', ACTION_0);
    });
    expect(globalOf(none, LESSER)).toEqual([]);
  });

  it("its die keeps its face through its owner's next roll step (not rolled, not offered for the reroll), then reaches the reserve on it", () => {
    let blessing!: DieState;
    const s = position(party([LESSER], [TROLL]), (_s, put) => {
      put('npc', 0, 'reserve', FIST);
      blessing = put('blessing', 0, 'reserve', ACTION_0);
    });
    choose(s, byId(globalOf(s, LESSER)[0] as string), 0);
    choose(s, target(blessing), 0);
    expect(blessing.zone).toBe('prep');
    expect(heldFace(s, blessing.id)).toBe(true);
    // The mark is part of the state: a copy carries it and hashes the same; a state without it does not.
    const copy = game.clone(s);
    expect(heldFace(copy, blessing.id)).toBe(true);
    expect(game.hash(copy)).toBe(game.hash(s));
    const unmarked = game.clone(s);
    unmarked.core.effects = [];
    expect(game.hash(unmarked)).not.toBe(game.hash(s));
    toNextOwnRoll(s);
    expect(blessing.zone).toBe('prep');
    expect(blessing.face).toBe(ACTION_0);
    // Not among the dice the reroll may take (each group option names the dice it rerolls).
    const rerolled = pending(s).options.flatMap((o) => (o.payload as { dice?: number[] }).dice ?? []);
    expect(rerolled).not.toContain(blessing.id);
    expect(rerolled.length).toBeGreaterThan(0);
    choose(s, byId('reroll'), 0);
    expect([blessing.zone, blessing.face]).toEqual(['reserve', ACTION_0]);
    expect(heldFace(s, blessing.id)).toBe(false);
  });

  it('Minion: while active, purchasing a basic action die deals 1 to the opponent (or a character); inactive, nothing happens', () => {
    const play = (zone: DieState['zone']): DmState => {
      const s = position(party([MINION], [TROLL]), (_s, put) => {
        put(MINION, 0, zone, L1);
        put('npc', 0, 'reserve', FIST);
        put('npc', 0, 'reserve', FIST);
        put('npc', 0, 'reserve', FIST);
      });
      const buy = offered(s).find((id) => id.startsWith(`buy:${slotOf(s, 'blessing')}:`));
      choose(s, byId(buy as string), 0);
      return s;
    };
    const active = play('field');
    expect(pending(active).options.map((o) => o.id)).toContain('player:1');
    expect(pending(active).options.map((o) => o.id)).not.toContain('player:0'); // "target opponent": not yourself
    choose(active, byId('player:1'), 0);
    expect(active.players[1]?.life).toBe(19);
    const inactive = play('used');
    expect(inactive.players[1]?.life).toBe(20);
    expect(inactive.dice.filter((d) => d.owner === 0 && keyOf(inactive, d) === 'blessing' && d.zone === 'used').length).toBe(1); // the purchase itself happened
  });

  it('Minion: while active, using a basic action die deals 1 too (after its own lines)', () => {
    let blessing!: DieState;
    const s = position(party([MINION], [TROLL]), (_s, put) => {
      put(MINION, 0, 'field', L1);
      blessing = put('blessing', 0, 'reserve', ACTION_0);
    });
    choose(s, byId(`action:${blessing.id}`), 0);
    choose(s, byId('player:1'), 0);
    expect(s.players[1]?.life).toBe(19);
  });

  it('Apprentice: fielded, moves up to 2 of its NPCs to the used pile and purchases a basic action die at no cost for each', () => {
    let beholder!: DieState;
    const s = position(party([APPRENTICE], [TROLL]), (_s, put) => {
      beholder = put(APPRENTICE, 0, 'reserve', L1);
      put('npc', 0, 'field', 5);
      put('npc', 0, 'field', 5);
      put('npc', 0, 'field', 5);
      put('npc', 0, 'reserve', FIST);
      put('npc', 0, 'reserve', FIST);
      put('npc', 0, 'reserve', FIST);
    });
    choose(s, field(beholder), 0);
    const npcs = dieOf(s, 'npc', 0, 'field');
    choose(s, target(npcs[0] as DieState), 0);
    choose(s, target(npcs[1] as DieState), 0);
    expect(dieOf(s, 'npc', 0, 'field').length).toBe(1); // the third stays: up to 2
    expect(dieOf(s, 'npc', 0, 'used').length).toBe(2);
    for (let i = 0; i < 2; i++) {
      const free = pending(s).options.find((o) => o.id.startsWith(`buy:${slotOf(s, 'blessing')}:`));
      expect(free?.label).toMatch(/no energy/);
      choose(s, byId((free as { id: string }).id), 0);
    }
    expect(dieOf(s, 'blessing', 0, 'used').length).toBe(2);
    expect(pending(s).kind).toBe('main');
  });

  it('Lesser: fielded, moves every action die of its used pile (those used this turn too) to the prep area', () => {
    let beholder!: DieState;
    let blessing!: DieState;
    const s = position(party([LESSER], [TROLL]), (_s, put) => {
      beholder = put(LESSER, 0, 'reserve', L1);
      put('blessing', 0, 'used', ACTION_0);
      blessing = put('blessing', 0, 'reserve', ACTION_0);
      put('npc', 0, 'reserve', FIST);
      put('npc', 0, 'reserve', FIST);
      put('npc', 0, 'used', FIST);
    });
    choose(s, byId(`action:${blessing.id}`), 0); // used this turn
    expect(blessing.zone).toBe('used');
    choose(s, field(beholder), 0);
    expect(dieOf(s, 'blessing', 0, 'prep').length).toBe(2);
    expect(dieOf(s, 'npc', 0, 'used').length).toBe(1); // not an action die
  });

  it('Master: the first die assigned to attack uses each basic action once without bursts; assigned second, nothing', () => {
    const play = (masterFirst: boolean): DmState => {
      let master!: DieState;
      let troll!: DieState;
      const s = position(party([MASTER, TROLL], [TROLL], ['blessing', 'magic-missile']), (_s, put) => {
        troll = put(TROLL, 0, 'field', L1);
        master = put(MASTER, 0, 'field', L2);
        put(TROLL, 1, 'used', L1);
      });
      while (pending(s).kind === 'main') choose(s, byId('pass'));
      for (const d of masterFirst ? [master, troll] : [troll, master]) choose(s, byId(`attack:${d.id}`), 0);
      choose(s, byId('done'), 0);
      return s;
    };
    const first = play(true);
    const uses = pending(first).options.map((o) => o.label ?? '');
    expect(uses).toEqual(expect.arrayContaining(['Use Blessing', 'Use Magic Missile']));
    choose(first, (o) => o.label === 'Use Magic Missile', 0);
    choose(first, byId('player:1'), 0); // Magic Missile's base line: 2 damage (no burst: no extra)
    expect(first.players[1]?.life).toBe(18);
    choose(first, (o) => o.label === 'Use Blessing', 0); // +1A/+1D to each of its characters
    expect(first.dice.filter((d) => d.owner === 0 && d.zone === 'attack').every((d) => d.bonusA === 1)).toBe(true);
    const second = play(false);
    expect(pending(second).options.some((o) => o.label === 'Use Blessing')).toBe(false);
    // The attack resolves at once (no blockers): the Troll's and the Beholder's 8 damage, no Magic Missile.
    expect(second.players[1]?.life).toBe(12);
  });
});
