// Tests for the Battle for Faerûn cards encoded in cards/bff/encodings.ts — dice-masters-battle-for-faerun
// "DECLARE BLOCKERS" (being blocked, blocking), "TURN ORDER", "FIELD CHARACTERS"
// (abilities/when-blocked.ts, when-blocking.ts, at-turn-start.ts, on-own-fielded.ts).
// Each card is played through the real engine (set-up, apply, forced rolls) with its facts imported from
// the TeamBuilder file; each assertion fails if the card's ability were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { level } from '../../rules/dice.js';
import { byId, choose, offered, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { BOLT, field, FIST, L1, L2, NPC_CHAR, party, registerFromText, SKIP_MESSAGE, target, targets, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: triggers on being blocked, the start of the turn and fielding', () => {
  const attackWith = (s: DmState, dice: readonly DieState[]): void => {
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    for (const d of dice) choose(s, byId(`attack:${d.id}`), 0);
    choose(s, byId('done'), 0);
  };

  it('Frost Giant, Paragon Elemental: once blocked, one blocker leaves the attack zone for the field; the Giant stays blocked and deals no damage', () => {
    let giant!: DieState;
    let troll!: DieState;
    const s = position(party(['frost-giant/paragon-elemental'], ['troll/minion-humanoid']), (_s, put) => {
      giant = put('frost-giant/paragon-elemental', 0, 'field', L1); // 5A 2D
      troll = put('troll/minion-humanoid', 1, 'field', L1); // 3A 3D
    });
    const life = s.players[1]?.life ?? 0;
    attackWith(s, [giant]);
    choose(s, byId(`block:${giant.id}`), 1);
    expect(targets(s)).toEqual([troll.id]);
    choose(s, target(troll), 0);
    // Nobody may act in the attack step, so combat resolves at once: neither fought — the Troll is
    // undamaged and back in the field, and the Giant, still blocked, dealt nothing to the player.
    expect([troll.zone, troll.damage, giant.zone, s.players[1]?.life]).toEqual(['field', 0, 'field', life]);
  });

  it('Minotaur, Paragon Humanoid: when assigned to attack captures an opposing character of a lower level (not an equal one)', () => {
    let mino!: DieState;
    let npc!: DieState;
    let troll!: DieState;
    const s = position(party(['minotaur/paragon-humanoid'], ['troll/minion-humanoid']), (_s, put) => {
      mino = put('minotaur/paragon-humanoid', 0, 'field', L2);
      npc = put('npc', 1, 'field', NPC_CHAR); // level 1
      troll = put('troll/minion-humanoid', 1, 'field', L2); // level 2: not lower
    });
    attackWith(s, [mino]);
    expect(targets(s)).toEqual([npc.id]);
    choose(s, target(npc), 0);
    expect([npc.zone, npc.capturedBy]).toEqual(['captured', mino.id]);
    expect(troll.zone).toBe('field');
  });

  it('Troll, Lesser Humanoid: at the start of its owner’s turn each of its dice in the field spins up a level', () => {
    let troll!: DieState;
    let other!: DieState;
    const s = position(party(['orc/lesser-humanoid'], ['troll/lesser-humanoid']), (_s, put) => {
      troll = put('troll/lesser-humanoid', 1, 'field', L1);
      other = put('troll/lesser-humanoid', 1, 'reserve', L1);
      put('blessing', 0, 'reserve', 3); // keeps the first player's main step open
    });
    expect(level(s, troll)).toBe(1);
    // Play on (passing, not attacking) until the Troll's owner's next turn has begun.
    const start = s.turn;
    while (!(s.active === troll.owner && s.turn > start)) {
      const p = pending(s);
      const o = p.options.find((x) => x.id === 'pass' || x.id === 'done') ?? p.options[0];
      if (!o) throw new Error('no option');
      choose(s, byId(o.id));
    }
    expect(level(s, troll)).toBe(2);
    expect(other.zone === 'field').toBe(false);
  });

  it('Unicorn, Lesser Beast: while active, the first good character I field each turn gains me 1 life; an evil one or a second good one does not', () => {
    let t1!: DieState;
    let t2!: DieState;
    let skel!: DieState;
    const s = position(party(['unicorn/lesser-beast', 'halfling-thief/minion-harper', 'skeleton/lesser-undead'], ['troll/minion-humanoid']), (_s, put) => {
      put('unicorn/lesser-beast', 0, 'field', L1);
      skel = put('skeleton/lesser-undead', 0, 'reserve', L1); // evil, fields for 0
      t1 = put('halfling-thief/minion-harper', 0, 'reserve', L1); // good, fields for 1
      t2 = put('halfling-thief/minion-harper', 0, 'reserve', L1);
      put('npc', 0, 'reserve', FIST);
      put('npc', 0, 'reserve', FIST);
    });
    const p = s.players[0];
    if (!p) throw new Error('player');
    p.life = 15;
    choose(s, field(skel), 0);
    expect(p.life).toBe(15);
    choose(s, field(t1), 0);
    expect(p.life).toBe(16);
    choose(s, field(t2), 0);
    expect(p.life).toBe(16);
  });

  it('Half-Dragon, Greater Humanoid: while active each dragon I field deals 1 damage to my opponent (not another character); dragons cost me 1 less', () => {
    let dragon!: DieState;
    let orc!: DieState;
    const s = position(party(['half-dragon/greater-humanoid', 'blue-dragon/lesser-dragon', 'orc/lesser-humanoid'], ['troll/minion-humanoid']), (_s, put) => {
      put('half-dragon/greater-humanoid', 0, 'field', L1);
      dragon = put('blue-dragon/lesser-dragon', 0, 'reserve', L1); // fields for 1
      orc = put('orc/lesser-humanoid', 0, 'reserve', L1); // fields for 0
      put('npc', 0, 'reserve', FIST);
      put('npc', 0, 'reserve', BOLT);
      put('npc', 0, 'reserve', BOLT);
      put('npc', 0, 'reserve', BOLT);
    });
    const life = s.players[1]?.life ?? 0;
    choose(s, field(orc), 0);
    expect(s.players[1]?.life).toBe(life);
    // Three bolts left after fielding the dragon with the fist: a Blue Dragon (4) costs 3.
    choose(s, (o) => o.id.startsWith(`field:${dragon.id}:`) && /fist/.test(o.label), 0);
    expect(s.players[1]?.life).toBe(life - 1);
    const slot = s.cards.findIndex((c) => c.key === 'blue-dragon/lesser-dragon' && c.owner === 0);
    expect(offered(s).some((id) => id.startsWith(`buy:${slot}:`))).toBe(true);
  });
});
