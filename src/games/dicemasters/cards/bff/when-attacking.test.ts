// Tests for the Battle for Faerûn cards encoded in cards/bff/encodings.ts — dice-masters-battle-for-faerun
// "DECLARE ATTACKERS" ("when assigned to attack": abilities/when-attacking.ts), "ACTIVE AND FIELDED",
// "MORE ABOUT DICE" (rerolling), "CAPTURING, CONTROLLING, AND COPYING".
// Each card is played through the real engine (set-up, apply, forced rolls) with its facts imported from
// the TeamBuilder file; each assertion fails if the card's ability were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { level } from '../../rules/dice.js';
import { byId, choose, chooseWith, draws, game, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { FIST, L1, L3, NPC_CHAR, party, registerFromText, SKIP_MESSAGE, target, targets, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: when assigned to attack', () => {
  it('Manticore, Lesser Beast: each of its dice assigned to attack deals 1 damage to the opponent, before blockers', () => {
    let m1!: DieState;
    let m2!: DieState;
    const s = position(party(['manticore/lesser-beast'], ['troll/minion-humanoid']), (_s, put) => {
      m1 = put('manticore/lesser-beast', 0, 'field', L1);
      m2 = put('manticore/lesser-beast', 0, 'field', L1);
    });
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId(`attack:${m1.id}`), 0);
    choose(s, byId(`attack:${m2.id}`), 0);
    const p = pending(s);
    const r = game.apply(s, p.rqid, 'done');
    const lives = r.ok ? r.value.filter((e) => e.type === 'life').map((e) => (e.data as { why: string; delta: number }).why) : [];
    // One point from each die's ability, then the two unblocked attackers' damage (nobody could block).
    expect(lives).toEqual(['an ability', 'an ability', 'unblocked attackers']);
    expect(s.players[1]?.life).toBe(16);
  });

  it('Carrion Crawler, Greater Aberration: when assigned to attack knocks out an opposing NPC', () => {
    let crawler!: DieState;
    let npc!: DieState;
    let troll!: DieState;
    const s = position(party(['carrion-crawler/greater-aberration'], ['troll/minion-humanoid']), (_s, put) => {
      crawler = put('carrion-crawler/greater-aberration', 0, 'field', L1);
      npc = put('npc', 1, 'field', NPC_CHAR);
      troll = put('troll/minion-humanoid', 1, 'field', L1);
    });
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId(`attack:${crawler.id}`), 0);
    choose(s, byId('done'), 0);
    expect(targets(s)).toEqual([npc.id]);
    choose(s, target(npc), 0);
    expect([npc.zone, troll.zone]).toEqual(['prep', 'field']);
  });
  const attackWith = (s: DmState, dice: readonly DieState[]): void => {
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    for (const d of dice) choose(s, byId(`attack:${d.id}`), 0);
  };

  it('Dwarf Cleric, Paragon Lords Alliance: when assigned to attack rerolls every opposing undead character; energy goes to the used pile', () => {
    let cleric!: DieState;
    let vamp!: DieState;
    let skel!: DieState;
    let troll!: DieState;
    const s = position(
      party(['dwarf-cleric/paragon-lords-alliance'], ['vampire/minion-undead', 'skeleton/lesser-undead', 'troll/minion-humanoid']),
      (_s, put) => {
        cleric = put('dwarf-cleric/paragon-lords-alliance', 0, 'field', L1);
        vamp = put('vampire/minion-undead', 1, 'field', L1);
        skel = put('skeleton/lesser-undead', 1, 'field', L1);
        troll = put('troll/minion-humanoid', 1, 'field', L1);
      },
    );
    attackWith(s, [cleric]);
    const rerolled = [vamp, skel].sort((a, b) => a.id - b.id);
    chooseWith(
      s,
      byId('done'),
      rerolled.map((d) => (d === vamp ? 1 : L3)),
      0,
    ); // the Vampire comes up energy, the Skeleton L3
    expect([vamp.zone, skel.zone, level(s, skel), troll.zone, troll.face]).toEqual(['used', 'field', 3, 'field', L1]);
  });

  it('Carrion Crawler, Paragon Aberration: when assigned to attack rolls every opposing NPC; energy faces go to the prep area', () => {
    let crawler!: DieState;
    let n1!: DieState;
    let n2!: DieState;
    const s = position(party(['carrion-crawler/paragon-aberration'], ['troll/minion-humanoid']), (_s, put) => {
      crawler = put('carrion-crawler/paragon-aberration', 0, 'field', L1);
      n1 = put('npc', 1, 'field', NPC_CHAR);
      n2 = put('npc', 1, 'field', NPC_CHAR);
    });
    attackWith(s, [crawler]);
    const [a, b] = [n1, n2].sort((x, y) => x.id - y.id);
    chooseWith(s, byId('done'), [FIST, NPC_CHAR], 0);
    expect([a?.zone, b?.zone]).toEqual(['prep', 'field']);
  });

  it('Minotaur, Greater Humanoid: when assigned to attack up to two opposing NPCs cannot block', () => {
    let mino!: DieState;
    let n1!: DieState;
    let n2!: DieState;
    let n3!: DieState;
    const s = position(party(['minotaur/greater-humanoid'], ['troll/minion-humanoid']), (_s, put) => {
      mino = put('minotaur/greater-humanoid', 0, 'field', L1);
      n1 = put('npc', 1, 'field', NPC_CHAR);
      n2 = put('npc', 1, 'field', NPC_CHAR);
      n3 = put('npc', 1, 'field', NPC_CHAR);
    });
    attackWith(s, [mino]);
    choose(s, byId('done'), 0);
    choose(s, target(n1), 0);
    choose(s, target(n2), 0);
    // Two chosen: no third question; only the third NPC may block.
    const asked = new Set<number>();
    while (pending(s).kind === 'blockers') {
      const p = pending(s);
      asked.add(Number(p.prompt.match(/#(\d+)/)?.[1] ?? -1));
      choose(s, byId('none'), 1);
    }
    expect([...asked]).toEqual([n3.id]);
  });

  it('Purple Worm, Greater Beast: when assigned to attack knocks out a character and deals its level in damage to the opponent', () => {
    let worm!: DieState;
    let vamp!: DieState;
    const s = position(party(['purple-worm/greater-beast'], ['vampire/minion-undead']), (_s, put) => {
      worm = put('purple-worm/greater-beast', 0, 'field', L1);
      vamp = put('vampire/minion-undead', 1, 'field', L3);
    });
    const life = s.players[1]?.life ?? 0;
    attackWith(s, [worm]);
    choose(s, byId('done'), 0);
    choose(s, target(vamp), 0);
    expect(vamp.zone).toBe('prep');
    // 3 (the level-3 Vampire) from the ability, then 5 from the unblocked Worm (level 1: 5A).
    expect(s.players[1]?.life).toBe(life - 3 - 5);
  });
  it('Halfling Thief, Lesser Lords Alliance: once however many of its dice attack, may move up to 2 opposing dice from the used pile to the bag', () => {
    let t1!: DieState;
    let t2!: DieState;
    const used: DieState[] = [];
    const s = position(party(['halfling-thief/lesser-lords-alliance'], ['troll/minion-humanoid']), (_s, put) => {
      t1 = put('halfling-thief/lesser-lords-alliance', 0, 'field', L1);
      t2 = put('halfling-thief/lesser-lords-alliance', 0, 'field', L1);
      for (let i = 0; i < 3; i++) used.push(put('npc', 1, 'used', 0));
      put('troll/minion-humanoid', 1, 'field', L1); // a possible blocker keeps the turn at the blockers question
    });
    attackWith(s, [t1, t2]);
    choose(s, byId('done'), 0);
    const [a, b, c] = used;
    if (!a || !b || !c) throw new Error('three dice');
    choose(s, target(a), 0);
    choose(s, target(b), 0);
    expect([a.zone, b.zone, c.zone]).toEqual(['bag', 'bag', 'used']);
    expect(pending(s).kind).toBe('blockers');
  });

  it('Dracolich, Lesser Undead Dragon: when assigned to attack draws 2 dice — an action die goes to the reserve on its plain action face, a character die back to the bag', () => {
    let draco!: DieState;
    let bless!: DieState;
    const s = position(party(['dracolich/lesser-undead-dragon'], ['troll/minion-humanoid']), (_s, put) => {
      draco = put('dracolich/lesser-undead-dragon', 0, 'field', L1);
      bless = put('blessing', 0, 'bag', 0);
    });
    attackWith(s, [draco]);
    const { outcomes, dice } = draws(s, 0, ['Blessing', 'NPC'], false);
    chooseWith(s, byId('done'), outcomes, 0);
    const npc = dice[1] as DieState;
    expect([bless.zone, bless.face]).toEqual(['reserve', 3]);
    expect(npc.zone).toBe('bag');
  });
});
