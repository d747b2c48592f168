// Tests for the Battle for Faerûn cards encoded in cards/bff/encodings.ts — dice-masters-battle-for-faerun
// "ACTIVE AND FIELDED" (when-fielded lines), "CARD TEXT DETAILS" (knocking out), "LEVELS AND SPINNING",
// "BONUSES AND DAMAGE", "SHORTHAND CARD ABILITIES" (Experience tokens, Equip), "USING GLOBAL ABILITIES",
// "PLAY AREAS", "LEXICON" (adventurer, opposing), "GAME STATES" (text naming a character: yours only).
// Each card is played through the real engine (set-up, apply, forced rolls) with its facts imported from
// the TeamBuilder file; each assertion fails if the card's ability were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Option } from '../../../../core/index.js';
import { parseTeamBuilder } from '../../import/teambuilder.js';
import { attack, defense, level } from '../../rules/dice.js';
import type { DmConfig } from '../../setup.js';
import { byId, choose, chooseWith, draws, game, offered, pending, position, rolls } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { BFF_ENCODINGS } from './encodings.js';
import { buildSet, registerSet } from './set.js';

const FILE = new URL('../../../../../../shared/data/dicemasters/tdc-teambuilder-cards.php', import.meta.url);
const HAVE = existsSync(FILE);
if (!HAVE) console.warn('BfF encodings: ../shared/data/dicemasters/tdc-teambuilder-cards.php is absent, so the card tests are skipped');

const L1 = 3;
const L2 = 4;
const L3 = 5;
const NPC_CHAR = 5;
const FIST = 0;
const BOLT = 1;
const ACTION_2 = 5;

const party = (p0: string[], p1: string[]): DmConfig => ({
  life: 20,
  basicActions: ['blessing'],
  players: [{ cards: p0.map((card) => ({ card, dice: 4 })) }, { cards: p1.map((card) => ({ card, dice: 4 })) }],
});
const target =
  (d: DieState) =>
  (o: Option): boolean =>
    (o.payload as { die?: number } | undefined)?.die === d.id;
const field = (d: DieState) => (o: Option) => o.id.startsWith(`field:${d.id}:`);
const targets = (s: DmState): number[] =>
  pending(s)
    .options.map((o) => (o.payload as { die?: number } | undefined)?.die)
    .filter((x): x is number => x !== undefined);

beforeAll(() => {
  if (!HAVE) return;
  const r = parseTeamBuilder(readFileSync(FILE, 'utf8'), 'tdc-teambuilder-cards.php');
  if (!r.ok) throw new Error(r.error);
  registerSet(buildSet(r.value));
});

describe.skipIf(!HAVE)('Battle for Faerûn cards encoded as data (cards/bff/encodings.ts)', () => {
  it('every encoding names a card of the set and a test file of this folder that exists', () => {
    const r = parseTeamBuilder(readFileSync(FILE, 'utf8'), 'x');
    const keys = new Set(r.ok ? r.value.map((c) => c.key) : []);
    for (const [k, e] of Object.entries(BFF_ENCODINGS)) {
      expect(keys.has(k), k).toBe(true);
      expect(e.test, k).toMatch(/^src\/games\/dicemasters\/cards\/bff\/[a-z-]+\.test\.ts$/);
      expect(existsSync(new URL(`../../../../../${e.test}`, import.meta.url)), e.test).toBe(true);
    }
  });

  it('Carrion Crawler, Lesser Aberration: when fielded knocks out an opposing NPC (not another character); its global deals 1 damage to an NPC', () => {
    let crawler!: DieState;
    let theirNpc!: DieState;
    let myNpc!: DieState;
    let troll!: DieState;
    const s = position(party(['carrion-crawler/lesser-aberration'], ['troll/minion-humanoid']), (_s, put) => {
      crawler = put('carrion-crawler/lesser-aberration', 0, 'reserve', L1); // fielding cost 0
      put('npc', 0, 'reserve', BOLT);
      myNpc = put('npc', 0, 'field', NPC_CHAR);
      theirNpc = put('npc', 1, 'field', NPC_CHAR);
      troll = put('troll/minion-humanoid', 1, 'field', L1);
    });
    choose(s, field(crawler), 0);
    expect(targets(s)).toEqual([theirNpc.id]);
    choose(s, target(theirNpc), 0);
    expect(theirNpc.zone).toBe('prep');
    expect(troll.zone).toBe('field');
    // Global: pay a bolt, 1 damage to an NPC (either player's): my own NPC (1D) is knocked out.
    const g = offered(s).find((id) => id.startsWith('global:'));
    expect(g).toBeDefined();
    choose(s, byId(g as string), 0);
    expect(targets(s)).toEqual([myNpc.id]);
    choose(s, target(myNpc), 0);
    expect(myNpc.zone).toBe('prep');
  });

  it('Owlbear, Greater Beast: when fielded knocks out an adventurer (a character with Experience), either player’s, and no monster', () => {
    let owl!: DieState;
    let thief!: DieState;
    let mine!: DieState;
    let vamp!: DieState;
    const s = position(
      party(['owlbear/greater-beast', 'human-paladin/minion-order-of-the-gauntlet'], ['halfling-thief/minion-harper', 'vampire/minion-undead']),
      (_s, put) => {
        owl = put('owlbear/greater-beast', 0, 'reserve', L1); // fielding cost 1
        put('npc', 0, 'reserve', FIST);
        mine = put('human-paladin/minion-order-of-the-gauntlet', 0, 'field', L1);
        thief = put('halfling-thief/minion-harper', 1, 'field', L1);
        vamp = put('vampire/minion-undead', 1, 'field', L1);
      },
    );
    choose(s, field(owl), 0);
    expect(targets(s).sort()).toEqual([mine.id, thief.id].sort());
    choose(s, target(thief), 0);
    expect(thief.zone).toBe('prep');
    expect(vamp.zone).toBe('field');
  });

  it('Dwarf Cleric, Lesser Order of the Gauntlet: when fielded knocks out an undead monster of equal or lower level only', () => {
    let cleric!: DieState;
    let skel1!: DieState;
    let skel2!: DieState;
    let troll!: DieState;
    const s = position(party(['dwarf-cleric/lesser-order-of-the-gauntlet'], ['skeleton/lesser-undead', 'troll/minion-humanoid']), (_s, put) => {
      cleric = put('dwarf-cleric/lesser-order-of-the-gauntlet', 0, 'reserve', L1); // cost 0
      skel1 = put('skeleton/lesser-undead', 1, 'field', L1);
      skel2 = put('skeleton/lesser-undead', 1, 'field', L2);
      troll = put('troll/minion-humanoid', 1, 'field', L1);
    });
    choose(s, field(cleric), 0);
    expect(targets(s)).toEqual([skel1.id]);
    choose(s, target(skel1), 0);
    expect([skel1.zone, skel2.zone, troll.zone]).toEqual(['prep', 'field', 'field']);
  });

  it('Purple Worm, Paragon Beast: when fielded knocks out every character with a purchase cost of 4 or less, both players’ (NPCs cost 0)', () => {
    let worm!: DieState;
    let myThief!: DieState;
    let myDragon!: DieState;
    let theirNpc!: DieState;
    let theirTroll!: DieState;
    const s = position(
      party(['purple-worm/paragon-beast', 'halfling-thief/minion-harper', 'blue-dragon/master-dragon'], ['vampire/minion-undead', 'troll/minion-humanoid']),
      (_s, put) => {
        worm = put('purple-worm/paragon-beast', 0, 'reserve', L1); // cost 1
        put('npc', 0, 'reserve', FIST);
        myThief = put('halfling-thief/minion-harper', 0, 'field', L1); // cost 2
        myDragon = put('blue-dragon/master-dragon', 0, 'field', L1); // cost 6
        theirNpc = put('npc', 1, 'field', NPC_CHAR);
        theirTroll = put('troll/minion-humanoid', 1, 'field', L1); // cost 4, Regenerate
      },
    );
    // Regenerate rolls the knocked-out Troll: force an energy face so it stays in the prep area.
    chooseWith(s, field(worm), [0], 0);
    expect([myThief.zone, theirNpc.zone, theirTroll.zone]).toEqual(['prep', 'prep', 'prep']);
    expect([myDragon.zone, worm.zone]).toEqual(['field', 'field']);
  });

  it('Kobold, Lesser Humanoid: from a one-burst face, when fielded spins each of your other Kobolds up one level (not the opponent’s)', () => {
    let k!: DieState;
    let k2!: DieState;
    let theirs!: DieState;
    const s = position(party(['kobold/lesser-humanoid'], ['kobold/greater-humanoid']), (_s, put) => {
      k = put('kobold/lesser-humanoid', 0, 'reserve', L1); // "011*": cost 0, one burst
      k2 = put('kobold/lesser-humanoid', 0, 'field', L1);
      theirs = put('kobold/greater-humanoid', 1, 'field', L1);
    });
    choose(s, field(k), 0);
    expect([level(s, k2), level(s, k), level(s, theirs)]).toEqual([2, 1, 1]);
  });

  it('Kobold, Lesser Humanoid: from a face without a burst, nothing happens', () => {
    let k!: DieState;
    let k2!: DieState;
    const s = position(party(['kobold/lesser-humanoid'], ['troll/minion-humanoid']), (_s, put) => {
      k = put('kobold/lesser-humanoid', 0, 'reserve', L2); // "011": no burst
      k2 = put('kobold/lesser-humanoid', 0, 'field', L1);
    });
    choose(s, field(k), 0);
    expect(level(s, k2)).toBe(1);
  });

  it('Mummy, Paragon Undead: when fielded spins every adventurer down and takes one Experience token off each adventurer card', () => {
    let mummy!: DieState;
    let thief!: DieState;
    let paladin!: DieState;
    let vamp!: DieState;
    const s = position(
      party(['mummy/paragon-undead', 'human-paladin/minion-order-of-the-gauntlet'], ['halfling-thief/minion-harper', 'vampire/minion-undead']),
      (st, put) => {
        mummy = put('mummy/paragon-undead', 0, 'reserve', L1); // cost 0
        paladin = put('human-paladin/minion-order-of-the-gauntlet', 0, 'field', L2);
        thief = put('halfling-thief/minion-harper', 1, 'field', L3);
        vamp = put('vampire/minion-undead', 1, 'field', L2);
        for (const slot of st.cards) if (slot.key === 'halfling-thief/minion-harper') slot.xp = 2;
      },
    );
    const thiefSlot = s.cards[thief.card];
    const before = [attack(s, thief), defense(s, thief)];
    choose(s, field(mummy), 0);
    expect([level(s, paladin), level(s, thief), level(s, vamp)]).toEqual([1, 2, 2]);
    expect(thiefSlot?.xp).toBe(1);
    // L3 3/3 with 2 tokens (5/5) → L2 2/2 with 1 token (3/3).
    expect(before).toEqual([5, 5]);
    expect([attack(s, thief), defense(s, thief)]).toEqual([3, 3]);
  });

  it('Minotaur, Lesser Humanoid: when fielded gets +1A/+1D per opposing NPC and those NPCs cannot block this turn', () => {
    let mino!: DieState;
    let n1!: DieState;
    let n2!: DieState;
    let troll!: DieState;
    const s = position(party(['minotaur/lesser-humanoid'], ['troll/minion-humanoid']), (_s, put) => {
      mino = put('minotaur/lesser-humanoid', 0, 'reserve', L1); // "152": cost 1, 5A 2D
      put('npc', 0, 'reserve', FIST);
      n1 = put('npc', 1, 'field', NPC_CHAR);
      n2 = put('npc', 1, 'field', NPC_CHAR);
      troll = put('troll/minion-humanoid', 1, 'field', L1);
    });
    choose(s, field(mino), 0);
    expect([attack(s, mino), defense(s, mino)]).toEqual([7, 4]);
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId(`attack:${mino.id}`), 0);
    choose(s, byId('done'), 0);
    // Only the Troll may block: the NPCs are not offered.
    const blockOptions = new Set<string>();
    while (pending(s).kind === 'blockers') {
      const p = pending(s);
      for (const o of p.options) blockOptions.add(`${p.prompt.match(/#(\d+)/)?.[1] ?? ''}:${o.id}`);
      choose(s, byId('none'), 1);
    }
    const askedFor = [...blockOptions].map((x) => Number(x.split(':')[0]));
    expect(askedFor).toContain(troll.id);
    expect(askedFor).not.toContain(n1.id);
    expect(askedFor).not.toContain(n2.id);
  });

  it('Copper Dragon, Lesser Dragon: when fielded sends a gear die attached to an opposing character to its owner’s prep area', () => {
    let dragon!: DieState;
    let sword!: DieState;
    let thief!: DieState;
    const s = position(party(['copper-dragon/lesser-dragon'], ['magic-sword/lesser-gear', 'halfling-thief/minion-harper']), (_s, put) => {
      dragon = put('copper-dragon/lesser-dragon', 0, 'reserve', L1); // "125": cost 1
      put('npc', 0, 'reserve', FIST);
      thief = put('halfling-thief/minion-harper', 1, 'field', L1);
      sword = put('magic-sword/lesser-gear', 1, 'field', 3);
      sword.attachedTo = thief.id;
    });
    expect([attack(s, thief), defense(s, thief)]).toEqual([2, 2]);
    choose(s, field(dragon), 0);
    expect(targets(s)).toEqual([sword.id]);
    choose(s, target(sword), 0);
    expect([sword.zone, sword.owner]).toEqual(['prep', 1]);
    expect([attack(s, thief), defense(s, thief)]).toEqual([1, 1]);
  });

  it('Limited Wish, Paragon Spell: puts a character die from your bag in the field at level 1 (no when-fielded trigger); ** also moves your own Tarrasque to your prep area', () => {
    let wish!: DieState;
    let worm!: DieState;
    let tarrasque!: DieState;
    let theirTarrasque!: DieState;
    const s = position(
      party(['limited-wish/paragon-spell', 'purple-worm/paragon-beast', 'tarrasque/lesser-aberration'], ['tarrasque/greater-aberration']),
      (_s, put) => {
        wish = put('limited-wish/paragon-spell', 0, 'reserve', ACTION_2);
        worm = put('purple-worm/paragon-beast', 0, 'bag', 0);
        tarrasque = put('tarrasque/lesser-aberration', 0, 'field', L1);
        theirTarrasque = put('tarrasque/greater-aberration', 1, 'field', L1);
      },
    );
    choose(s, byId(`action:${wish.id}`), 0);
    const wormOption = pending(s).options.find((o) => /Purple Worm/.test(o.label));
    expect(wormOption).toBeDefined();
    choose(s, byId(wormOption?.id as string), 0);
    expect([worm.zone, level(s, worm)]).toEqual(['field', 1]);
    // The Purple Worm's "when fielded" (knock out cost 4 or less) did not trigger: nothing was fielded.
    expect(theirTarrasque.zone).toBe('field');
    // The two-burst line: only my own Tarrasque is offered.
    expect(targets(s)).toEqual([tarrasque.id]);
    choose(s, target(tarrasque), 0);
    expect(tarrasque.zone).toBe('prep');
  });

  it('Mind Flayer, Lesser Humanoid: when fielded may knock out an opposing NPC and then spins up; declining leaves both', () => {
    let mf!: DieState;
    let npc!: DieState;
    const s = position(party(['mind-flayer/lesser-humanoid'], ['troll/minion-humanoid']), (_s, put) => {
      mf = put('mind-flayer/lesser-humanoid', 0, 'reserve', L1); // "115": cost 1
      put('npc', 0, 'reserve', FIST);
      npc = put('npc', 1, 'field', NPC_CHAR);
    });
    choose(s, field(mf), 0);
    expect(offered(s)).toContain('done');
    choose(s, target(npc), 0);
    expect([npc.zone, level(s, mf)]).toEqual(['prep', 2]);

    let mf2!: DieState;
    let npc2!: DieState;
    const t = position(party(['mind-flayer/lesser-humanoid'], ['troll/minion-humanoid']), (_s, put) => {
      mf2 = put('mind-flayer/lesser-humanoid', 0, 'reserve', L1);
      put('npc', 0, 'reserve', FIST);
      npc2 = put('npc', 1, 'field', NPC_CHAR);
    });
    choose(t, field(mf2), 0);
    choose(t, byId('done'), 0);
    expect([npc2.zone, level(t, mf2)]).toEqual(['field', 1]);
  });

  it('Halfling Thief, Apprentice Emerald Enclave: when fielded the opponent draws 2 dice and I place each in their bag or used pile', () => {
    let thief!: DieState;
    const s = position(party(['halfling-thief/apprentice-emerald-enclave'], ['troll/minion-humanoid']), (_s, put) => {
      thief = put('halfling-thief/apprentice-emerald-enclave', 0, 'reserve', L1); // "111*": cost 1
      put('npc', 0, 'reserve', FIST);
    });
    const bagBefore = s.dice.filter((d) => d.owner === 1 && d.zone === 'bag').length;
    const { outcomes, dice } = draws(s, 1, ['NPC', 'NPC'], false);
    chooseWith(s, field(thief), outcomes, 0);
    const [a, b] = dice;
    if (!a || !b) throw new Error('two draws expected');
    expect(pending(s).player).toBe(0);
    choose(s, byId(`used:${a.id}`), 0);
    choose(s, byId(`bag:${b.id}`), 0);
    expect([a.zone, b.zone]).toEqual(['used', 'bag']);
    expect(s.dice.filter((d) => d.owner === 1 && d.zone === 'bag').length).toBe(bagBefore - 1);
  });
  it('Mind Flayer, Epic Humanoid: when fielded captures an opposing non-mask character (NPCs included); the capture outlasts the turn', () => {
    let mf!: DieState;
    let vamp!: DieState;
    let troll!: DieState;
    let npc!: DieState;
    const s = position(party(['mind-flayer/epic-humanoid'], ['vampire/minion-undead', 'troll/minion-humanoid']), (_s, put) => {
      mf = put('mind-flayer/epic-humanoid', 0, 'reserve', L1); // "115": cost 1
      put('npc', 0, 'reserve', FIST);
      vamp = put('vampire/minion-undead', 1, 'field', L1); // mask: not offered
      troll = put('troll/minion-humanoid', 1, 'field', L2);
      npc = put('npc', 1, 'field', NPC_CHAR);
    });
    choose(s, field(mf), 0);
    expect(targets(s).sort()).toEqual([troll.id, npc.id].sort());
    choose(s, target(troll), 0);
    expect([troll.zone, troll.capturedBy]).toEqual(['captured', mf.id]);
    expect(vamp.zone).toBe('field');
    // Not "until the end of the turn": play on (passing, no attack) into the opponent's turn; the capture holds.
    while (!game.pending(s).terminal && s.active === 0)
      choose(s, (o) => o.id === 'pass' || o.id === 'done' || o.id === 'none' || o.id === 'reroll' || o.id === 'keep' || o.id.startsWith('decline'));
    expect(troll.zone).toBe('captured');
  });

  it('Gelatinous Cube, Minion Ooze: when fielded captures an opposing NPC; fielding another of its dice releases the first capture', () => {
    let c1!: DieState;
    let c2!: DieState;
    let n1!: DieState;
    let n2!: DieState;
    const s = position(party(['gelatinous-cube/minion-ooze'], ['troll/minion-humanoid']), (_s, put) => {
      c1 = put('gelatinous-cube/minion-ooze', 0, 'reserve', L1); // "013": cost 0
      c2 = put('gelatinous-cube/minion-ooze', 0, 'reserve', L1);
      n1 = put('npc', 1, 'field', NPC_CHAR);
      n2 = put('npc', 1, 'field', NPC_CHAR);
    });
    choose(s, field(c1), 0);
    choose(s, target(n1), 0);
    expect([n1.zone, n1.capturedBy]).toEqual(['captured', c1.id]);
    choose(s, field(c2), 0);
    expect(targets(s)).toEqual([n2.id]);
    choose(s, target(n2), 0);
    expect([n1.zone, n2.zone, n2.capturedBy]).toEqual(['field', 'captured', c2.id]);
  });

  it('Owlbear, Legendary Beast (organised play): once per turn, pay a fist to give a character +1A', () => {
    let vamp!: DieState;
    const s = position(party(['owlbear/legendary-beast'], ['vampire/minion-undead']), (_s, put) => {
      put('owlbear/legendary-beast', 0, 'field', L1);
      put('npc', 0, 'reserve', FIST);
      put('npc', 0, 'reserve', FIST);
      vamp = put('vampire/minion-undead', 1, 'field', L1);
    });
    const globals = () => offered(s).filter((id) => id.startsWith('global:'));
    expect(globals().length).toBeGreaterThan(0);
    choose(s, byId(globals()[0] as string), 0);
    choose(s, target(vamp), 0);
    expect(attack(s, vamp)).toBe(2);
    // Once per turn: no second use although a fist is left.
    expect(globals()).toEqual([]);
  });
  it('Dracolich, Greater Undead Dragon: when fielded may take a basic action die for free and roll it — an action face to the reserve (usable), energy to the bag', () => {
    let draco!: DieState;
    const s = position(party(['dracolich/greater-undead-dragon'], ['troll/minion-humanoid']), (_s, put) => {
      draco = put('dracolich/greater-undead-dragon', 0, 'reserve', L1); // "137": cost 1
      put('npc', 0, 'reserve', FIST);
    });
    choose(s, field(draco), 0);
    expect(offered(s)[0]).toBe('done');
    const bless = pending(s).options.find((o) => /Blessing/.test(o.label));
    if (!bless) throw new Error('no Blessing die offered');
    const die = s.dice[(bless.payload as { die: number }).die] as DieState;
    chooseWith(s, byId(bless.id), [ACTION_2], 0);
    expect([die.owner, die.zone, die.face]).toEqual([0, 'reserve', ACTION_2]);
    expect(offered(s)).toContain(`action:${die.id}`);

    let d2!: DieState;
    const t = position(party(['dracolich/greater-undead-dragon'], ['troll/minion-humanoid']), (_s, put) => {
      d2 = put('dracolich/greater-undead-dragon', 0, 'reserve', L1);
      put('npc', 0, 'reserve', FIST);
    });
    choose(t, field(d2), 0);
    const b2 = pending(t).options.find((o) => /Blessing/.test(o.label));
    if (!b2) throw new Error('no Blessing die offered');
    const die2 = t.dice[(b2.payload as { die: number }).die] as DieState;
    chooseWith(t, byId(b2.id), [0], 0); // a generic energy face
    expect([die2.owner, die2.zone]).toEqual([0, 'bag']);
  });

  it('Limited Wish, Lesser Spell: take an unpurchased die (yours or a basic action die) and roll it — energy to the reserve, anything else to the used pile', () => {
    let wish!: DieState;
    const s = position(party(['limited-wish/lesser-spell', 'troll/minion-humanoid'], ['orc/lesser-humanoid']), (_s, put) => {
      wish = put('limited-wish/lesser-spell', 0, 'reserve', 3);
    });
    choose(s, byId(`action:${wish.id}`), 0);
    const labels = pending(s).options.map((o) => o.label);
    expect(labels.some((l) => /Troll/.test(l))).toBe(true);
    expect(labels.some((l) => /Blessing/.test(l))).toBe(true);
    expect(labels.some((l) => /Orc/.test(l))).toBe(false); // not the opponent's dice
    const troll = pending(s).options.find((o) => /Troll/.test(o.label));
    const die = s.dice[(troll?.payload as { die: number }).die] as DieState;
    chooseWith(s, byId(troll?.id as string), [L1], 0);
    expect([die.owner, die.zone]).toEqual([0, 'used']);

    let w2!: DieState;
    const t = position(party(['limited-wish/lesser-spell', 'troll/minion-humanoid'], ['orc/lesser-humanoid']), (_s, put) => {
      w2 = put('limited-wish/lesser-spell', 0, 'reserve', 3);
    });
    choose(t, byId(`action:${w2.id}`), 0);
    const tr = pending(t).options.find((o) => /Troll/.test(o.label));
    const die2 = t.dice[(tr?.payload as { die: number }).die] as DieState;
    chooseWith(t, byId(tr?.id as string), [1], 0); // two fists
    expect([die2.owner, die2.zone]).toEqual([0, 'reserve']);
  });
  it('Limited Wish, Greater Spell: name a card; the opponent draws — a die of that card goes back on its card, another die goes where I say', () => {
    let wish!: DieState;
    let troll!: DieState;
    const s = position(party(['limited-wish/greater-spell'], ['troll/minion-humanoid', 'orc/lesser-humanoid']), (_s, put) => {
      wish = put('limited-wish/greater-spell', 0, 'reserve', 3);
      troll = put('troll/minion-humanoid', 1, 'bag', 0);
    });
    choose(s, byId(`action:${wish.id}`), 0);
    const named = pending(s).options.find((o) => /Troll/.test(o.label));
    expect(
      pending(s)
        .options.map((o) => o.label)
        .some((l) => /Orc/.test(l)),
    ).toBe(true);
    chooseWith(s, byId(named?.id as string), draws(s, 1, ['Troll'], false).outcomes, 0);
    expect([troll.zone, troll.owner]).toEqual(['supply', 1]);

    let w2!: DieState;
    const t = position(party(['limited-wish/greater-spell'], ['troll/minion-humanoid', 'orc/lesser-humanoid']), (_s, put) => {
      w2 = put('limited-wish/greater-spell', 0, 'reserve', 3);
    });
    choose(t, byId(`action:${w2.id}`), 0);
    const orc = pending(t).options.find((o) => /Orc/.test(o.label));
    const { outcomes, dice } = draws(t, 1, ['NPC'], false);
    chooseWith(t, byId(orc?.id as string), outcomes, 0);
    const npc = dice[0] as DieState;
    choose(t, byId(`used:${npc.id}`), 0);
    expect([npc.zone, npc.owner]).toEqual(['used', 1]);
  });
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

describe.skipIf(!HAVE)('Battle for Faerûn cards: standing stat changes, blocking restrictions, action triggers', () => {
  const stats = (s: DmState, d: DieState): [number, number] => [attack(s, d), defense(s, d)];
  const attackWith = (s: DmState, dice: readonly DieState[]): void => {
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    for (const d of dice) choose(s, byId(`attack:${d.id}`), 0);
    choose(s, byId('done'), 0);
  };
  /** The blockers asked about and the attackers each may block, declining every block. */
  const blockChoices = (s: DmState): Map<number, number[]> => {
    const out = new Map<number, number[]>();
    while (pending(s).kind === 'blockers') {
      const p = pending(s);
      const blocker = Number(p.prompt.match(/#(\d+)/)?.[1] ?? -1);
      out.set(
        blocker,
        p.options.map((o) => (o.payload as { die?: number } | undefined)?.die).filter((x): x is number => x !== undefined),
      );
      choose(s, byId('none'), 1);
    }
    return out;
  };

  it('Wererat, Greater Lycanthrope: while active, my evil characters costing 3 or less get +1A/+1D (not dearer ones, good ones or the opponent’s)', () => {
    let rat!: DieState;
    let skel!: DieState;
    let troll!: DieState;
    let thief!: DieState;
    let theirs!: DieState;
    const s = position(
      party(['wererat/greater-lycanthrope', 'skeleton/lesser-undead', 'troll/minion-humanoid', 'halfling-thief/minion-harper'], ['skeleton/lesser-undead']),
      (_s, put) => {
        rat = put('wererat/greater-lycanthrope', 0, 'field', L1); // 3A 1D, cost 4: not itself
        skel = put('skeleton/lesser-undead', 0, 'field', L1); // evil, cost 2: 2A 1D
        troll = put('troll/minion-humanoid', 0, 'field', L1); // evil, cost 4: 3A 3D
        thief = put('halfling-thief/minion-harper', 0, 'field', L1); // good, cost 2: 1A 1D
        theirs = put('skeleton/lesser-undead', 1, 'field', L1);
      },
    );
    expect([stats(s, skel), stats(s, troll), stats(s, thief), stats(s, theirs), stats(s, rat)]).toEqual([
      [3, 2],
      [3, 3],
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    // Not active (its only die in the used pile): no change.
    rat.zone = 'used';
    expect(stats(s, skel)).toEqual([2, 1]);
  });

  it('Unicorn, Paragon Beast: while active, my other good characters get +2A/+2D; not itself, not evil ones, not the opponent’s', () => {
    let uni!: DieState;
    let thief!: DieState;
    let troll!: DieState;
    let theirs!: DieState;
    const s = position(
      party(['unicorn/paragon-beast', 'halfling-thief/minion-harper', 'troll/minion-humanoid'], ['halfling-thief/minion-harper']),
      (_s, put) => {
        uni = put('unicorn/paragon-beast', 0, 'field', L1); // 2A 2D
        thief = put('halfling-thief/minion-harper', 0, 'field', L1); // good: 1A 1D
        troll = put('troll/minion-humanoid', 0, 'field', L1); // evil: 3A 3D
        theirs = put('halfling-thief/minion-harper', 1, 'field', L1);
      },
    );
    expect([stats(s, uni), stats(s, thief), stats(s, troll), stats(s, theirs)]).toEqual([
      [2, 2],
      [3, 3],
      [3, 3],
      [1, 1],
    ]);
    uni.zone = 'prep';
    expect(stats(s, thief)).toEqual([1, 1]);
  });

  it('Orc, Paragon Humanoid: each of its dice gets +1A/+1D for each other Orc die in the field, either player’s (not in the reserve)', () => {
    let o1!: DieState;
    let o2!: DieState;
    let lesser!: DieState;
    const s = position(party(['orc/paragon-humanoid'], ['orc/lesser-humanoid']), (_s, put) => {
      o1 = put('orc/paragon-humanoid', 0, 'field', L1); // 2A 2D
      o2 = put('orc/paragon-humanoid', 0, 'field', L1);
      put('orc/paragon-humanoid', 0, 'reserve', L1);
      lesser = put('orc/lesser-humanoid', 1, 'field', L1); // 2A 2D, no such ability
    });
    expect([stats(s, o1), stats(s, o2), stats(s, lesser)]).toEqual([
      [4, 4],
      [4, 4],
      [2, 2],
    ]);
    lesser.zone = 'used';
    expect(stats(s, o1)).toEqual([3, 3]);
  });

  it('Kobold, Paragon Humanoid: +1A/+1D while the opponent has a good character in the field (my own good ones do not count)', () => {
    let kob!: DieState;
    let theirThief!: DieState;
    const s = position(party(['kobold/paragon-humanoid', 'halfling-thief/minion-harper'], ['halfling-thief/minion-harper']), (_s, put) => {
      kob = put('kobold/paragon-humanoid', 0, 'field', L1); // 1A 1D
      put('halfling-thief/minion-harper', 0, 'field', L1);
      theirThief = put('halfling-thief/minion-harper', 1, 'reserve', L1);
    });
    expect(stats(s, kob)).toEqual([1, 1]);
    theirThief.zone = 'field';
    expect(stats(s, kob)).toEqual([2, 2]);
  });

  it('Half-Orc Fighter, Lesser Emerald Alliance: +1A/+1D while it carries a gear die, on top of the gear’s own bonus', () => {
    let orc!: DieState;
    let sword!: DieState;
    const s = position(party(['half-orc-fighter/lesser-emerald-alliance', 'magic-sword/lesser-gear'], ['troll/minion-humanoid']), (_s, put) => {
      orc = put('half-orc-fighter/lesser-emerald-alliance', 0, 'field', L1); // 2A 1D
      sword = put('magic-sword/lesser-gear', 0, 'field', 3); // +1A +1D to its carrier
    });
    expect(stats(s, orc)).toEqual([2, 1]);
    sword.attachedTo = orc.id;
    expect(stats(s, orc)).toEqual([4, 3]);
  });

  it('Stirge, Lesser Beast: characters costing 3 or more cannot block it; cheaper ones and NPCs can', () => {
    let stirge!: DieState;
    let troll!: DieState;
    let thief!: DieState;
    let npc!: DieState;
    const s = position(party(['stirge/lesser-beast'], ['troll/minion-humanoid', 'halfling-thief/minion-harper']), (_s, put) => {
      stirge = put('stirge/lesser-beast', 0, 'field', L1);
      troll = put('troll/minion-humanoid', 1, 'field', L1); // cost 4
      thief = put('halfling-thief/minion-harper', 1, 'field', L1); // cost 2
      npc = put('npc', 1, 'field', NPC_CHAR);
    });
    attackWith(s, [stirge]);
    const asked = blockChoices(s);
    expect(asked.has(troll.id)).toBe(false);
    expect(asked.get(thief.id)).toEqual([stirge.id]);
    expect(asked.get(npc.id)).toEqual([stirge.id]);
  });

  it('Stirge, Greater Beast: only adventurers may block it; another attacker may still be blocked by anyone', () => {
    let stirge!: DieState;
    let other!: DieState;
    let troll!: DieState;
    let thief!: DieState;
    const s = position(party(['stirge/greater-beast'], ['troll/minion-humanoid', 'halfling-thief/minion-harper']), (_s, put) => {
      stirge = put('stirge/greater-beast', 0, 'field', L1);
      other = put('npc', 0, 'field', NPC_CHAR);
      troll = put('troll/minion-humanoid', 1, 'field', L1); // a monster
      thief = put('halfling-thief/minion-harper', 1, 'field', L1); // an adventurer
    });
    attackWith(s, [stirge, other]);
    const asked = blockChoices(s);
    expect(asked.get(troll.id)).toEqual([other.id]);
    expect(asked.get(thief.id)?.sort()).toEqual([stirge.id, other.id].sort());
  });

  it('Invisible Stalker, Lesser Elemental: attacking alone it cannot be blocked; with another attacker it can', () => {
    const setup = (): { s: DmState; stalker: DieState; npc: DieState; troll: DieState } => {
      let stalker!: DieState;
      let npc!: DieState;
      let troll!: DieState;
      const s = position(party(['invisible-stalker/lesser-elemental'], ['troll/minion-humanoid']), (_s, put) => {
        stalker = put('invisible-stalker/lesser-elemental', 0, 'field', L1);
        npc = put('npc', 0, 'field', NPC_CHAR);
        troll = put('troll/minion-humanoid', 1, 'field', L1);
      });
      return { s, stalker, npc, troll };
    };
    const alone = setup();
    attackWith(alone.s, [alone.stalker]);
    expect(blockChoices(alone.s).size).toBe(0);
    const both = setup();
    attackWith(both.s, [both.stalker, both.npc]);
    expect(blockChoices(both.s).get(both.troll.id)?.sort()).toEqual([both.stalker.id, both.npc.id].sort());
  });

  it('Stirge, Epic Beast: Swarm, and attacking alone it cannot be blocked', () => {
    let stirge!: DieState;
    const s = position(party(['stirge/epic-beast'], ['troll/minion-humanoid']), (_s, put) => {
      stirge = put('stirge/epic-beast', 0, 'field', L1); // 1A
      put('troll/minion-humanoid', 1, 'field', L1);
    });
    const life = s.players[1]?.life ?? 0;
    attackWith(s, [stirge]);
    expect(pending(s).kind).not.toBe('blockers');
    while (!game.pending(s).terminal && pending(s).kind !== 'main' && s.active === 0) choose(s, byId('pass'));
    expect(s.players[1]?.life).toBe(life - 1);
  });

  it('Blue Dragon, Lesser Dragon: while active, each action die I use then deals 1 damage to every character (both players’); not when it is not in the field', () => {
    const setup = (dragonZone: DieState['zone']): { s: DmState; mine: DieState; theirs: DieState } => {
      let mine!: DieState;
      let theirs!: DieState;
      const s = position(party(['blue-dragon/lesser-dragon'], ['troll/minion-humanoid']), (_s, put) => {
        put('blue-dragon/lesser-dragon', 0, dragonZone, L1);
        put('blessing', 0, 'reserve', 3);
        mine = put('npc', 0, 'field', NPC_CHAR);
        theirs = put('npc', 1, 'field', NPC_CHAR);
      });
      return { s, mine, theirs };
    };
    const on = setup('field');
    choose(on.s, (o) => o.id.startsWith('action:') && /Blessing/.test(o.label), 0);
    // My NPC has 2D after the Blessing: it survives 1 damage; the opponent's NPC is knocked out.
    expect([on.mine.zone, on.mine.damage, on.theirs.zone]).toEqual(['field', 1, 'prep']);
    const off = setup('used');
    choose(off.s, (o) => o.id.startsWith('action:') && /Blessing/.test(o.label), 0);
    expect([off.mine.damage, off.theirs.zone]).toEqual([0, 'field']);
  });
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

describe.skipIf(!HAVE)('Battle for Faerûn cards: Regenerate triggers', () => {
  /** Player 1's `blockers` block player 0's L3 Blue Dragons one to one; the knocked-out blockers then roll `faces`. */
  const blockDragons = (key: string, faces: readonly string[], lifeBefore = 20) => {
    const dragons: DieState[] = [];
    const blockers: DieState[] = [];
    let npc!: DieState;
    let big!: DieState;
    const s = position(party(['blue-dragon/master-dragon'], [key]), (_s, put) => {
      for (let i = 0; i < faces.length; i++) dragons.push(put('blue-dragon/master-dragon', 0, 'field', L3)); // 6A 6D
      for (let i = 0; i < faces.length; i++) blockers.push(put(key, 1, 'field', L1));
      npc = put('npc', 0, 'field', NPC_CHAR); // bystanders of the attacking player: level 1,
      big = put('blue-dragon/master-dragon', 0, 'field', L3); // and level 3 (6D), not attacking
    });
    const p1 = s.players[1];
    if (p1) p1.life = lifeBefore;
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    for (const d of dragons) choose(s, byId(`attack:${d.id}`), 0);
    choose(s, byId('done'), 0);
    blockers.forEach((b, i) => {
      const last = i === blockers.length - 1;
      const dragon = dragons[i] as DieState;
      if (last) chooseWith(s, byId(`block:${dragon.id}`), rolls(s, blockers, [...faces]), 1);
      else choose(s, byId(`block:${dragon.id}`), 1);
    });
    return { s, blockers, npc, big };
  };

  it('Tarrasque, Lesser Aberration: regenerating, it deals 4 damage to every other character, both players’', () => {
    const { blockers, npc, big } = blockDragons('tarrasque/lesser-aberration', ['L1 Tarrasque']);
    // The 1D NPC is knocked out, the 6D Dragon survives the 4 (damage clears with the turn), the Tarrasque is back.
    expect([blockers[0]?.zone, npc.zone, big.zone]).toEqual(['field', 'prep', 'field']);
  });

  it('Tarrasque, Lesser Aberration: no trigger when the roll fails', () => {
    const { blockers, npc } = blockDragons('tarrasque/lesser-aberration', ['shieldx2']);
    expect([blockers[0]?.zone, npc.zone]).toEqual(['prep', 'field']);
  });

  it('Tarrasque, Epic Aberration: regenerating at level 2, it knocks out every opposing character of level 2 or lower (not a level 3 one)', () => {
    const { blockers, npc, big } = blockDragons('tarrasque/epic-aberration', ['L2 Tarrasque']);
    expect([blockers[0]?.zone, npc.zone, big.zone]).toEqual(['field', 'prep', 'field']);
  });

  it('Troll, Apprentice Humanoid: the first time each turn one of its dice regenerates, gain 2 life; a second one the same turn gains nothing', () => {
    const { s, blockers } = blockDragons('troll/apprentice-humanoid', ['L2 Troll', 'L2 Troll'], 12);
    expect(blockers.map((b) => b.zone)).toEqual(['field', 'field']);
    expect(s.players[1]?.life).toBe(14);
  });

  it('Zombie, Lesser Undead: knocked out in the attack step, it rolls — a character face puts it back in the field, energy leaves it in the prep area', () => {
    const back = blockDragons('zombie/lesser-undead', ['L2 Zombie']);
    expect(back.blockers[0]?.zone).toBe('field');
    const out = blockDragons('zombie/lesser-undead', ['shieldx2']);
    expect(out.blockers[0]?.zone).toBe('prep');
  });
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: fielding restrictions', () => {
  const cardKey = (s: DmState, d: DieState): string => s.cards[d.card]?.key ?? '';
  const canField = (s: DmState, d: DieState): boolean => offered(s).some((id) => id.startsWith(`field:${d.id}:`));

  it('Umber Hulk, Greater Beast: while active, its owner’s opponent cannot field NPCs (characters still can)', () => {
    const setup = (zone: DieState['zone']): { s: DmState; npc: DieState; skel: DieState } => {
      let npc!: DieState;
      let skel!: DieState;
      const s = position(party(['skeleton/lesser-undead'], ['umber-hulk/greater-beast']), (_s, put) => {
        npc = put('npc', 0, 'reserve', NPC_CHAR); // fields for 0
        skel = put('skeleton/lesser-undead', 0, 'reserve', L1); // fields for 0
        put('umber-hulk/greater-beast', 1, zone, L1);
      });
      return { s, npc, skel };
    };
    const on = setup('field');
    expect([canField(on.s, on.npc), canField(on.s, on.skel)]).toEqual([false, true]);
    const off = setup('used');
    expect(canField(off.s, off.npc)).toBe(true);
  });

  it('Umber Hulk, Lesser Beast: when fielded I name an energy type; on my opponent’s next turn they cannot field characters of that type', () => {
    let hulk!: DieState;
    const s = position(party(['umber-hulk/lesser-beast'], ['troll/minion-humanoid', 'vampire/minion-undead']), (_s, put) => {
      hulk = put('umber-hulk/lesser-beast', 0, 'reserve', L1); // fields for 1
      put('npc', 0, 'reserve', FIST);
    });
    choose(s, field(hulk), 0);
    choose(s, byId('energy:fist'), 0);
    // On to the opponent's turn, to its roll and reroll question.
    while (!(s.active === 1 && pending(s).kind === 'reroll')) {
      const p = pending(s);
      const o = p.options.find((x) => x.id === 'pass' || x.id === 'done') ?? p.options[0];
      if (!o) throw new Error('no option');
      choose(s, byId(o.id));
    }
    const free = (key: string): DieState => {
      const d = s.dice.find((x) => x.owner === 1 && cardKey(s, x) === key && x.zone !== 'field' && x.zone !== 'reserve');
      if (!d) throw new Error(key);
      return d;
    };
    const troll = free('troll/minion-humanoid'); // fist
    const vamp = free('vampire/minion-undead'); // mask
    for (const d of [troll, vamp]) {
      d.zone = 'reserve';
      d.face = L1;
    }
    const energy = free('npc');
    energy.zone = 'reserve';
    energy.face = FIST;
    energy.partial = false;
    choose(s, byId('reroll'), 1);
    expect([canField(s, troll), canField(s, vamp)]).toEqual([false, true]);
  });
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: Treants', () => {
  const SHIELD = 3;
  const withFireball = (p0: string[], p1: string[]): DmConfig => ({ ...party(p0, p1), basicActions: ['fireball'] });

  it('Treant, Lesser Beast: its global spares the user the next 2 damage from an ability this turn (the other player still takes it)', () => {
    const setup = (useGlobal: boolean): DmState => {
      const s = position(withFireball(['orc/lesser-humanoid'], ['treant/lesser-beast']), (_s, put) => {
        put('treant/lesser-beast', 1, 'field', L1);
        put('npc', 0, 'reserve', SHIELD);
        put('fireball', 0, 'reserve', 3);
      });
      if (useGlobal) {
        const g = offered(s).find((id) => id.startsWith('global:'));
        expect(g).toBeDefined();
        choose(s, byId(g as string), 0);
      }
      choose(s, (o) => o.id.startsWith('action:') && /Fireball/.test(o.label), 0);
      while (pending(s).kind !== 'main' && !game.pending(s).terminal && s.active === 0)
        choose(s, (o) => o.id === 'done' || o.id === 'decline' || o.id === 'pass', 0);
      return s;
    };
    const shielded = setup(true);
    expect([shielded.players[0]?.life, shielded.players[1]?.life]).toEqual([20, 18]);
    const plain = setup(false);
    expect([plain.players[0]?.life, plain.players[1]?.life]).toEqual([18, 18]);
  });

  it('Treant, Lesser Beast: while active, evil characters cost 1 more to field, either player’s', () => {
    let skel!: DieState;
    let orc!: DieState;
    const s = position(party(['skeleton/lesser-undead', 'orc/lesser-humanoid'], ['treant/lesser-beast']), (_s, put) => {
      put('treant/lesser-beast', 1, 'field', L1);
      skel = put('skeleton/lesser-undead', 0, 'reserve', L1); // evil: 0 + 1
      orc = put('orc/lesser-humanoid', 0, 'reserve', L1); // neutral: 0
    });
    expect(offered(s).some((id) => id.startsWith(`field:${skel.id}:`))).toBe(false);
    expect(offered(s).some((id) => id.startsWith(`field:${orc.id}:`))).toBe(true);
  });

  it('Treant, Greater Beast: while active, evil characters cost 1 more to purchase, either player’s', () => {
    const setup = (zone: DieState['zone']): DmState =>
      position(party(['skeleton/lesser-undead'], ['treant/greater-beast']), (_s, put) => {
        put('treant/greater-beast', 1, zone, L1);
        put('npc', 0, 'reserve', 2); // mask
        put('npc', 0, 'reserve', 2);
      });
    const slotOf = (s: DmState): number => s.cards.findIndex((c) => c.key === 'skeleton/lesser-undead' && c.owner === 0);
    const off = setup('used');
    expect(offered(off).some((id) => id.startsWith(`buy:${slotOf(off)}:`))).toBe(true); // 2 mask
    const on = setup('field');
    expect(offered(on).some((id) => id.startsWith(`buy:${slotOf(on)}:`))).toBe(false); // 3
  });
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: fielding for free', () => {
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
